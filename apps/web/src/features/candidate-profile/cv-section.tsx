import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CandidateProfile } from '@app/shared';
import { CV_ACCEPT, cvFileProblem } from '@/lib/cv-file';
import { ApiError } from '@/lib/api-client';
import { translateText } from '@/lib/i18n';
import { PROFILE_KEY, bodyOf, putProfile, uploadCv } from './api';
import { FileInput } from '@/components/file-input';

/** The default CV: what is on file, and uploading a new one that becomes the default. */
export function CvSection({ profile }: { profile: CandidateProfile }) {
  const id = useId();
  const { t } = useLingui();
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState('');

  const upload = async () => {
    if (!file) {
      setError(t`Choose a PDF or DOCX file first.`);
      return;
    }
    const problem = cvFileProblem(file);
    if (problem) {
      setError(problem);
      return;
    }
    setBusy(true);
    setError(null);
    setDone('');
    try {
      const cv = await uploadCv(file);
      // The first CV becomes the default on the server; a later one is made the default here.
      const updated =
        profile.default_cv && profile.default_cv.id !== cv.id
          ? await putProfile({ ...bodyOf(profile), default_cv_id: cv.id })
          : { ...profile, default_cv: cv };
      client.setQueryData(PROFILE_KEY, updated);
      const filename = cv.filename;
      setDone(t`${filename} is now your default CV.`);
      setFile(null);
    } catch (err) {
      setError(err instanceof ApiError ? (err.errors?.cv?.[0] ?? err.message) : t`Could not upload the CV.`);
    } finally {
      setBusy(false);
    }
  };

  const onFile = profile.default_cv?.filename ?? null;
  return (
    <section aria-labelledby={`${id}-title`} className="rounded-xl border border-slate-800 bg-slate-900 p-5">
      <h2 id={`${id}-title`} className="text-lg font-semibold text-white">
        <Trans>Default CV</Trans>
      </h2>
      <p className="mt-1 text-slate-300">
        {onFile !== null ? <Trans>On file: {onFile}</Trans> : <Trans>No CV uploaded yet.</Trans>}
      </p>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor={`${id}-file`} className="mb-1 block text-sm text-slate-200">
            <Trans>Upload a CV (PDF or DOCX, at most 5 MB)</Trans>
          </label>
          <FileInput
            id={`${id}-file`}
            accept={CV_ACCEPT}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              setFile(chosen);
              setDone('');
              setError(chosen ? cvFileProblem(chosen) : null);
            }}
          />
        </div>
        <button
          type="button"
          disabled={busy}
          onClick={() => void upload()}
          className="rounded-md border border-slate-500 px-4 py-2 text-sm font-medium text-slate-100 hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-sky-300 disabled:opacity-60"
        >
          {busy ? <Trans>Uploading…</Trans> : <Trans>Upload CV</Trans>}
        </button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="mt-2 text-sm text-red-200">
          {translateText(error)}
        </p>
      )}
      <p role="status" className="mt-2 text-sm text-emerald-200">
        {done}
      </p>
    </section>
  );
}
