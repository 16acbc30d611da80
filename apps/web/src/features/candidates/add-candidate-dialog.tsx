import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { z } from 'zod';
import { createCandidateRequest } from '@app/shared';
import type { CreateCandidateRequest, Duplicate } from '@app/shared';
import { Dialog } from '@/components/dialog';
import { ErrorText } from '@/components/status-text';
import { buttonClass, focusRing, inputClass, labelClass, secondaryButtonClass } from '@/components/styles';
import { errorMessage } from '@/lib/error-message';
import { translateText } from '@/lib/i18n';
import { listEntryLabel } from '@/lib/recruitment-list-labels';
import { useCandidateSources, useCreateCandidate } from './api';

type FormInput = z.input<typeof createCandidateRequest>;
const orNull = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
const REASON_LABELS: Record<string, MessageDescriptor> = {
  email: msg`same e-mail`,
  phone: msg`same phone`,
  name: msg`same name`,
};

export function DuplicateList({ duplicates }: { duplicates: Duplicate[] }) {
  const { i18n } = useLingui();
  const reasonText = (reason: string) => {
    const label = REASON_LABELS[reason];
    return label ? i18n._(label) : reason;
  };
  return (
    <ul className="grid gap-1">
      {duplicates.map((d) => (
        <li key={d.id}>
          <Link to={`/dashboard/candidates/${d.id}`} className={`text-sky-200 underline ${focusRing}`}>
            {d.name}
          </Link>{' '}
          <span className="text-slate-300">({d.reasons.map(reasonText).join(', ')})</span>
        </li>
      ))}
    </ul>
  );
}

/** Staff add a sourced candidate; a matching e-mail, phone or name is flagged, not refused (decision 208). */
export function AddCandidateDialog({ onClose }: { onClose: () => void }) {
  const create = useCreateCandidate();
  const sources = useCandidateSources();
  const { t, i18n } = useLingui();
  const [skills, setSkills] = useState('');
  const [created, setCreated] = useState<{ id: string; name: string; duplicates: Duplicate[] } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormInput, unknown, CreateCandidateRequest>({
    resolver: zodResolver(createCandidateRequest),
    defaultValues: {
      name: '',
      email: null,
      phone: null,
      headline: '',
      location: '',
      years_experience: null,
      source_detail: null,
    },
  });

  if (created) {
    const name = created.name;
    return (
      <Dialog title={t`Candidate added`} onClose={onClose}>
        <p className="mb-2 text-slate-100">
          <Trans>{name} was added.</Trans>
        </p>
        {created.duplicates.length > 0 && (
          <div
            role="alert"
            className="mb-3 rounded-md border border-amber-400/60 bg-amber-950/60 p-3 text-sm text-amber-50"
          >
            <p className="mb-1 font-semibold">
              <Trans>Possible duplicates — check them and merge if they are the same person:</Trans>
            </p>
            <DuplicateList duplicates={created.duplicates} />
          </div>
        )}
        <div className="flex gap-2">
          <Link to={`/dashboard/candidates/${created.id}`} className={buttonClass}>
            <Trans>Open {name}</Trans>
          </Link>
          <button type="button" className={secondaryButtonClass} onClick={onClose}>
            <Trans>Close</Trans>
          </button>
        </div>
      </Dialog>
    );
  }

  const text = (name: keyof FormInput, label: string, options: Record<string, unknown> = {}) => (
    <div>
      <label htmlFor={`cand-${name}`} className={labelClass}>
        {label}
      </label>
      <input id={`cand-${name}`} className={inputClass} {...register(name, options)} />
      {errors[name]?.message && (
        <p role="alert" className="mt-1 text-sm text-red-300">
          {translateText(errors[name]?.message ?? '')}
        </p>
      )}
    </div>
  );

  return (
    <Dialog title={t`Add a sourced candidate`} onClose={onClose}>
      <form
        noValidate
        className="grid gap-3"
        onSubmit={handleSubmit((values) =>
          create.mutate(
            {
              ...values,
              skills: skills
                .split(',')
                .map((s) => s.trim())
                .filter(Boolean),
            },
            {
              onSuccess: (reply) =>
                setCreated({
                  id: reply.candidate.id,
                  name: reply.candidate.name,
                  duplicates: reply.possible_duplicates,
                }),
            },
          ),
        )}
      >
        {create.isError && <ErrorText>{translateText(errorMessage(create.error))}</ErrorText>}
        {text('name', t`Name`)}
        {text('email', t`E-mail`, { setValueAs: orNull })}
        {text('phone', t`Phone`, { setValueAs: orNull })}
        {text('headline', t`Headline`)}
        {text('location', t`Location`)}
        {text('years_experience', t`Years of experience`, {
          setValueAs: (v: unknown) => (v === '' || v == null ? null : Number(v)),
        })}
        {sources.data && sources.data.length > 0 && (
          <div>
            <label htmlFor="cand-source_detail" className={labelClass}>
              <Trans>Source</Trans>
            </label>
            <select
              id="cand-source_detail"
              className={inputClass}
              {...register('source_detail', { setValueAs: orNull })}
            >
              <option value="">{t`Not given`}</option>
              {sources.data.map((source) => (
                <option key={source} value={source}>
                  {listEntryLabel(i18n, source)}
                </option>
              ))}
            </select>
          </div>
        )}
        <div>
          <label htmlFor="cand-skills" className={labelClass}>
            <Trans>Skills (comma-separated)</Trans>
          </label>
          <input
            id="cand-skills"
            className={inputClass}
            value={skills}
            onChange={(e) => setSkills(e.target.value)}
          />
        </div>
        <div className="flex gap-2">
          <button type="submit" className={buttonClass} disabled={create.isPending}>
            <Trans>Add candidate</Trans>
          </button>
          <button type="button" className={secondaryButtonClass} onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      </form>
    </Dialog>
  );
}
