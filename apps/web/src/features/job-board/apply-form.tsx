import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import CircleCheck from 'lucide-react/icons/circle-check';
import { atMostCharacters } from '@app/shared';
import type { CandidateProfile } from '@app/shared';
import { ApiError, api } from '@/lib/api-client';
import { CV_ACCEPT, cvFileProblem } from '@/lib/cv-file';
import { applyToJob } from '@/lib/jobs/api';
import { rememberedSource } from '@/lib/jobs/source';
import { translateText } from '@/lib/i18n';
import { FileInput } from '@/components/file-input';
import { useRefocusAfterBusy } from '@/components/use-refocus-after-busy';

export const COVER_LETTER_MAX = 10_000;
export const ALREADY_APPLIED = msg`You have already applied to this job.`;

/** `onClosed`: the posting stopped taking applications while the form was open (the server said so on sending). */
type Props = { jobId: string; jobTitle: string; onClosed?: () => void };
type Outcome =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent' }
  | { kind: 'already' }
  /** `message`: the server's words, or null for a failure with none (a lost connection). */
  | { kind: 'error'; message: string | null };

const control =
  'w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 focus:border-blue-700 focus-visible:outline-2 focus-visible:outline-blue-700';

/** Cover letter plus a new CV or the profile's default one; 409 and upload problems said plainly. */
export function ApplyForm({ jobId, jobTitle, onClosed }: Props) {
  const id = useId();
  const { t, i18n } = useLingui();
  const [profile, setProfile] = useState<CandidateProfile | null>(null);
  const [useDefault, setUseDefault] = useState(true);
  const [coverLetter, setCoverLetter] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [letterError, setLetterError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const submitButton = useRef<HTMLButtonElement>(null);
  const sentNotice = useRef<HTMLDivElement>(null);

  // Decision 1223: the form takes the place of the Apply button the user pressed, so the focus goes on to its first
  // field instead of falling to the page's body; once sent, to the confirmation that took the form's place; a
  // refusal, to its message (decision 1212).
  useEffect(() => {
    document.getElementById(`${id}-letter`)?.focus();
  }, [id]);
  useEffect(() => {
    if (outcome.kind === 'sent') sentNotice.current?.focus();
  }, [outcome.kind]);
  useRefocusAfterBusy(outcome.kind === 'sending', submitButton);

  useEffect(() => {
    const controller = new AbortController();
    api.get<{ profile: CandidateProfile }>('/api/me/candidate-profile', { signal: controller.signal }).then(
      (reply) => setProfile(reply.profile),
      () => setProfile(null),
    );
    return () => controller.abort();
  }, []);

  const defaultCv = profile?.default_cv ?? null;
  const uploading = !defaultCv || !useDefault;
  const filename = defaultCv?.filename ?? '';

  if (outcome.kind === 'sent') {
    return (
      <div
        ref={sentNotice}
        role="status"
        tabIndex={-1}
        className="rounded-xl border border-emerald-300 bg-emerald-50 p-5 text-emerald-950 focus-visible:outline-2 focus-visible:outline-emerald-900"
      >
        <p className="flex items-center gap-2 font-semibold">
          <CircleCheck aria-hidden="true" className="h-5 w-5" /> <Trans>Application sent</Trans>
        </p>
        <p className="mt-1">
          <Trans>
            Your application for {jobTitle} was received. Follow its progress in{' '}
            <Link
              to="/dashboard/my-applications"
              className="font-semibold text-emerald-900 underline focus-visible:outline-2 focus-visible:outline-emerald-900"
            >
              My applications
            </Link>
            .
          </Trans>
        </p>
      </div>
    );
  }

  const submit = async () => {
    // The letter is not cut at the limit as it is typed or pasted (decision 1184): the form says the limit instead.
    if (coverLetter.trim().length > COVER_LETTER_MAX) {
      // The shared schema's words for a letter over the limit (packages/shared `applyRequest`, decision 1221).
      setLetterError(atMostCharacters(COVER_LETTER_MAX));
      document.getElementById(`${id}-letter`)?.focus();
      return;
    }
    if (uploading) {
      if (!file) {
        setFileError(t`Attach your CV (PDF or DOCX, at most 5 MB).`);
        return;
      }
      const problem = cvFileProblem(file);
      if (problem) {
        setFileError(problem);
        return;
      }
    }
    setOutcome({ kind: 'sending' });
    try {
      await applyToJob(jobId, coverLetter, uploading ? file : null, rememberedSource(jobId));
      setOutcome({ kind: 'sent' });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'POSTING_CLOSED' && onClosed) {
        // Nothing more can be sent: the page says the posting is closed instead of keeping a form that cannot work.
        onClosed();
        return;
      }
      if (error instanceof ApiError && error.status === 409 && error.code !== 'POSTING_CLOSED') {
        setOutcome({ kind: 'already' });
        return;
      }
      const cvMessage = error instanceof ApiError ? error.errors?.cv?.[0] : undefined;
      if (error instanceof ApiError && (cvMessage || error.status === 413)) {
        // The file's problem is said once, at the file field.
        setFileError(error.message);
        setOutcome({ kind: 'idle' });
        return;
      }
      setOutcome({ kind: 'error', message: error instanceof ApiError ? error.message : null });
    }
  };

  return (
    <form
      method="post"
      noValidate
      aria-label={t`Apply for ${jobTitle}`}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      className="space-y-4"
    >
      {outcome.kind === 'already' && (
        <div role="alert" className="rounded-md border border-amber-400 bg-amber-50 p-3 text-amber-950">
          <p className="font-semibold">{i18n._(ALREADY_APPLIED)}</p>
          <Link
            to="/dashboard/my-applications"
            className="font-medium underline focus-visible:outline-2 focus-visible:outline-amber-900"
          >
            <Trans>See it in My applications</Trans>
          </Link>
        </div>
      )}
      {outcome.kind === 'error' && (
        <p role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-red-900">
          {outcome.message !== null
            ? translateText(outcome.message)
            : t`Could not send the application. Please try again.`}
        </p>
      )}

      <div>
        <label htmlFor={`${id}-letter`} className="mb-1 block text-sm font-medium text-slate-800">
          <Trans>Cover letter (optional)</Trans>
        </label>
        <textarea
          id={`${id}-letter`}
          rows={6}
          value={coverLetter}
          aria-invalid={letterError ? true : undefined}
          aria-describedby={letterError ? `${id}-letter-error` : undefined}
          onChange={(event) => {
            setCoverLetter(event.target.value);
            setLetterError(null);
          }}
          className={control}
        />
        {letterError && (
          <p id={`${id}-letter-error`} className="mt-1 text-sm text-red-800">
            {translateText(letterError)}
          </p>
        )}
      </div>

      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-800">
          <Trans>CV</Trans>
        </legend>
        {defaultCv && (
          <div className="mb-2 space-y-1 text-sm text-slate-800">
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name={`${id}-cv-choice`}
                checked={useDefault}
                onChange={() => setUseDefault(true)}
                className="accent-blue-700"
              />
              <Trans>Use my profile CV ({filename})</Trans>
            </label>
            <label className="flex items-center gap-2">
              <input
                type="radio"
                name={`${id}-cv-choice`}
                checked={!useDefault}
                onChange={() => setUseDefault(false)}
                className="accent-blue-700"
              />
              <Trans>Upload another CV</Trans>
            </label>
          </div>
        )}
        {uploading && (
          <div>
            <label htmlFor={`${id}-file`} className="mb-1 block text-sm text-slate-800">
              <Trans>CV file (PDF or DOCX, at most 5 MB)</Trans>
            </label>
            <FileInput
              id={`${id}-file`}
              tone="light"
              accept={CV_ACCEPT}
              aria-invalid={fileError ? true : undefined}
              aria-describedby={fileError ? `${id}-file-error` : undefined}
              onChange={(event) => {
                const chosen = event.target.files?.[0] ?? null;
                setFile(chosen);
                setFileError(chosen ? cvFileProblem(chosen) : null);
              }}
            />
            {fileError && (
              <p id={`${id}-file-error`} role="alert" className="mt-1 text-sm text-red-800">
                {translateText(fileError)}
              </p>
            )}
          </div>
        )}
      </fieldset>

      <button
        ref={submitButton}
        type="submit"
        disabled={outcome.kind === 'sending'}
        className="w-full rounded-md bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 disabled:opacity-60"
      >
        {outcome.kind === 'sending' ? <Trans>Sending…</Trans> : <Trans>Send application</Trans>}
      </button>
    </form>
  );
}
