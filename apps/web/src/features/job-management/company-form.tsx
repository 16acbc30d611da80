import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import type { z } from 'zod';
import { companyRequest } from '@app/shared';
import type { CompanyRequest } from '@app/shared';
import { Spinner } from '@/components/spinner';
import { useAuth } from '@/lib/auth';
import { useCompany, useSaveCompany } from './api';
import { ErrorText, StatusText } from '@/components/status-text';
import { buttonClass, inputClass, labelClass } from '@/components/styles';
import { translateText } from '@/lib/i18n';
import { errorText } from './text';

type FormInput = z.input<typeof companyRequest>;
const orNull = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);

/** The employer's company profile (GET/PUT /api/employer/company): its postings show it. */
export function CompanyForm() {
  const company = useCompany();
  const { user } = useAuth();
  const { t, i18n } = useLingui();
  if (company.isPending) return <Spinner label={t`Loading company profile…`} className="min-h-0 py-6" />;
  if (company.isError) return <ErrorText>{errorText(company.error, i18n)}</ErrorText>;
  // Only the owner writes the profile (issue 10): a teammate reads it, or is told who fills it in (decision 1198).
  if (isTeammate(user)) return <CompanyView company={company.data} />;
  return <CompanyFields initial={company.data} />;
}

/** A recruiter of a company, not its owner: the server refuses it the profile's changes. */
export const isTeammate = (user: ReturnType<typeof useAuth>['user']) =>
  Boolean(user?.company && user.company.role !== 'owner');

/** What a teammate is told when its company has no profile yet: its postings need one, and the owner writes it. */
export function NoProfileForTeammate() {
  return (
    <p role="status" className="max-w-2xl rounded-lg border border-sky-700 bg-sky-950/50 p-4 text-sky-100">
      <Trans>
        Your company has no profile yet, and postings show it. Ask your company’s owner to fill it in on the
        company page.
      </Trans>
    </p>
  );
}

function CompanyView({ company }: { company: ReturnType<typeof useCompany>['data'] }) {
  const { t } = useLingui();
  if (!company) return <NoProfileForTeammate />;
  const rows: [string, string | null | undefined][] = [
    [t`Company name`, company.name],
    [t`Website`, company.website],
    [t`Logo URL`, company.logo_url],
    [t`Location`, company.location],
    [t({ message: 'Description', context: 'company profile' }), company.description],
  ];
  return (
    <div className="grid gap-3">
      <p className="text-sm text-slate-300">
        <Trans>Only your company’s owner can change its profile.</Trans>
      </p>
      <dl className="grid gap-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className={labelClass}>{label}</dt>
            <dd className="break-words text-slate-100">{value || '—'}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function CompanyFields({ initial }: { initial: ReturnType<typeof useCompany>['data'] }) {
  const save = useSaveCompany();
  const { t, i18n } = useLingui();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<FormInput, unknown, CompanyRequest>({
    resolver: zodResolver(companyRequest),
    defaultValues: {
      name: initial?.name ?? '',
      website: initial?.website ?? null,
      logo_url: initial?.logo_url ?? null,
      description: initial?.description ?? '',
      location: initial?.location ?? '',
    },
  });
  const text = (name: keyof FormInput, label: string, nullable = false) => (
    <div>
      <label htmlFor={`company-${name}`} className={labelClass}>
        {label}
      </label>
      <input
        id={`company-${name}`}
        className={inputClass}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name]?.message ? `company-${name}-error` : undefined}
        {...register(name, nullable ? { setValueAs: orNull } : {})}
      />
      {errors[name]?.message && (
        <p id={`company-${name}-error`} role="alert" className="mt-1 text-sm text-red-300">
          {translateText(errors[name]?.message ?? '')}
        </p>
      )}
    </div>
  );
  return (
    <form noValidate className="grid gap-3" onSubmit={handleSubmit((values) => save.mutate(values))}>
      {!initial && (
        <p className="text-sm text-slate-300">
          <Trans>Create your company profile before posting a job.</Trans>
        </p>
      )}
      {save.isError && <ErrorText>{errorText(save.error, i18n)}</ErrorText>}
      {save.isSuccess && (
        <StatusText>
          <Trans>Company profile saved.</Trans>
        </StatusText>
      )}
      {text('name', t`Company name`)}
      {text('website', t`Website`, true)}
      {text('logo_url', t`Logo URL`, true)}
      {text('location', t`Location`)}
      <div>
        <label htmlFor="company-description" className={labelClass}>
          <Trans context="company profile">Description</Trans>
        </label>
        <textarea id="company-description" rows={4} className={inputClass} {...register('description')} />
      </div>
      <div>
        <button type="submit" className={buttonClass} disabled={save.isPending}>
          {save.isPending ? <Trans>Saving…</Trans> : <Trans>Save company profile</Trans>}
        </button>
      </div>
    </form>
  );
}
