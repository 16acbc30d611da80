import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQueryClient } from '@tanstack/react-query';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CandidateProfile } from '@app/shared';
import { Spinner } from '@/components/spinner';
import { useRefocusAfterBusy } from '@/components/use-refocus-after-busy';
import { ApiError } from '@/lib/api-client';
import { translateText } from '@/lib/i18n';
import { PROFILE_KEY, putProfile, useCandidateProfile } from './api';
import { CvSection } from './cv-section';
import { fieldOf, profileResolver, toFormValues } from './profile-form';
import type { ProfileFormValues, ProfileRequestBody } from './profile-form';

const input =
  'w-full rounded-md border border-slate-600 bg-slate-950 px-3 py-2 text-slate-100 placeholder:text-slate-400 focus:border-sky-400 focus-visible:outline-2 focus-visible:outline-sky-400 aria-[invalid=true]:border-red-400';

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-red-200">
      {translateText(message)}
    </p>
  );
}

function ProfileForm({ profile }: { profile: CandidateProfile }) {
  const id = useId();
  const client = useQueryClient();
  const { t } = useLingui();
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState('');
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ProfileFormValues, unknown, ProfileRequestBody>({
    defaultValues: toFormValues(profile),
    resolver: profileResolver,
  });
  // Disabling the busy button dropped the focus on the page's body; it comes back (decision 1212).
  const saveButton = useRef<HTMLButtonElement>(null);
  useRefocusAfterBusy(isSubmitting, saveButton);

  const onSubmit = async (body: ProfileRequestBody) => {
    setFormError(null);
    setSaved('');
    try {
      const updated = await putProfile(body);
      client.setQueryData(PROFILE_KEY, updated);
      setSaved(t`Profile saved.`);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && error.errors) {
        let mapped = false;
        for (const [path, messages] of Object.entries(error.errors)) {
          const field = fieldOf(path);
          if (field && messages[0]) {
            setError(field, { type: 'server', message: messages[0] });
            mapped = true;
          }
        }
        if (!mapped) setFormError(error.message);
        return;
      }
      setFormError(error instanceof ApiError ? error.message : t`Could not save your profile.`);
    }
  };

  const describe = (name: keyof ProfileFormValues, hint?: string) => ({
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby':
      [errors[name] ? `${id}-${name}-error` : '', hint ? `${id}-${name}-hint` : '']
        .filter(Boolean)
        .join(' ') || undefined,
  });

  return (
    <form
      noValidate
      aria-label={t`Candidate profile`}
      onSubmit={(event) => void handleSubmit(onSubmit)(event)}
      className="space-y-5 rounded-xl border border-slate-800 bg-slate-900 p-5"
    >
      {formError && (
        <p role="alert" className="rounded-md border border-red-400/60 bg-red-950/40 p-3 text-red-100">
          {translateText(formError)}
        </p>
      )}
      <div>
        <label htmlFor={`${id}-headline`} className="mb-1 block text-sm text-slate-200">
          <Trans>Headline</Trans>
        </label>
        <input
          id={`${id}-headline`}
          placeholder={t`e.g. Frontend developer, React and TypeScript`}
          className={input}
          {...describe('headline')}
          {...register('headline')}
        />
        <FieldError id={`${id}-headline-error`} message={errors.headline?.message} />
      </div>
      <div className="grid gap-5 md:grid-cols-2">
        <div>
          <label htmlFor={`${id}-phone`} className="mb-1 block text-sm text-slate-200">
            <Trans>Phone</Trans>
          </label>
          <input
            id={`${id}-phone`}
            type="tel"
            autoComplete="tel"
            className={input}
            {...describe('phone')}
            {...register('phone')}
          />
          <FieldError id={`${id}-phone-error`} message={errors.phone?.message} />
        </div>
        <div>
          <label htmlFor={`${id}-location`} className="mb-1 block text-sm text-slate-200">
            <Trans>Location</Trans>
          </label>
          <input
            id={`${id}-location`}
            className={input}
            {...describe('location')}
            {...register('location')}
          />
          <FieldError id={`${id}-location-error`} message={errors.location?.message} />
        </div>
        <div>
          <label htmlFor={`${id}-skills`} className="mb-1 block text-sm text-slate-200">
            <Trans>Skills</Trans>
          </label>
          <input
            id={`${id}-skills`}
            className={input}
            {...describe('skills', 'hint')}
            {...register('skills')}
          />
          <p id={`${id}-skills-hint`} className="mt-1 text-xs text-slate-400">
            <Trans>Separate skills with commas.</Trans>
          </p>
          <FieldError id={`${id}-skills-error`} message={errors.skills?.message} />
        </div>
        <div>
          <label htmlFor={`${id}-years`} className="mb-1 block text-sm text-slate-200">
            <Trans>Years of experience</Trans>
          </label>
          <input
            id={`${id}-years`}
            inputMode="numeric"
            className={input}
            {...describe('years_experience')}
            {...register('years_experience')}
          />
          <FieldError id={`${id}-years_experience-error`} message={errors.years_experience?.message} />
        </div>
      </div>
      <div className="flex items-start gap-3">
        <input
          id={`${id}-open`}
          type="checkbox"
          role="switch"
          className="mt-1 h-5 w-5 accent-sky-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-400"
          aria-describedby={`${id}-open-hint`}
          {...register('open_to_employers')}
        />
        <div>
          <label htmlFor={`${id}-open`} className="font-medium text-slate-100">
            <Trans>Open to employers</Trans>
          </label>
          <p id={`${id}-open-hint`} className="text-sm text-slate-400">
            <Trans>
              Employers can find your profile in candidate search. Your contact details stay hidden until they
              unlock them or you apply to them.
            </Trans>
          </p>
        </div>
      </div>
      <div className="flex items-center gap-4">
        <button
          ref={saveButton}
          type="submit"
          disabled={isSubmitting}
          className="rounded-md bg-sky-700 px-4 py-2 font-semibold text-white hover:bg-sky-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-300 disabled:opacity-60"
        >
          {isSubmitting ? <Trans>Saving…</Trans> : <Trans>Save profile</Trans>}
        </button>
        <p role="status" className="text-sm text-emerald-200">
          {saved}
        </p>
      </div>
    </form>
  );
}

/** /dashboard/candidate-profile: the member's candidate profile and default CV. */
export function CandidateProfilePage() {
  const query = useCandidateProfile();
  const { t } = useLingui();
  return (
    <div className="max-w-3xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-white">
          <Trans>Candidate profile</Trans>
        </h1>
        <p className="text-slate-300">
          <Trans>What employers see when you apply, and your default CV.</Trans>
        </p>
      </div>
      {query.isPending ? (
        <Spinner label={t`Loading your profile…`} />
      ) : query.isError ? (
        <p role="alert" className="rounded-xl border border-red-400/60 bg-red-950/40 p-4 text-red-100">
          {translateText(query.error.message)}
        </p>
      ) : (
        <>
          <ProfileForm profile={query.data} />
          <CvSection profile={query.data} />
        </>
      )}
    </div>
  );
}
