import { useRef } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { FieldError } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { z } from 'zod';
import { DATE_MESSAGES, JOB_LEVELS, JOB_TYPES, formatDay, formatNumber, jobRequest } from '@app/shared';
import type { JobRequest, Locale, ManagedJob } from '@app/shared';
import { ListInput } from './list-input';
import { ErrorText } from '@/components/status-text';
import { useRefocusAfterBusy } from '@/components/use-refocus-after-busy';
import { buttonClass, inputClass, labelClass } from '@/components/styles';
import { translateText } from '@/lib/i18n';
import { LEVEL_LABELS, TYPE_LABELS } from './labels';

type FormInput = z.input<typeof jobRequest>;

const emptyToNull = (v: unknown) => (v === '' || v == null || Number.isNaN(v) ? null : Number(v));

function toDateInput(iso: string | null): string | null {
  if (!iso) return null;
  // The deadline ends a day in Vietnam (decision 202): show that day. en-CA writes it as the date input's
  // YYYY-MM-DD value (a machine format, not a text for the reader).
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh' }).format(new Date(iso));
}

/**
 * The shared contract, plus the server's "not in the past" rule with the same message (decision 285):
 * a deadline before today in Vietnam is refused when it is set or changed, not when an old one is kept.
 */
function formSchema(kept: string | null) {
  return jobRequest.superRefine((value, ctx) => {
    const day = value.deadline;
    if (!day || day === kept || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return;
    if (day < (toDateInput(new Date().toISOString()) ?? '')) {
      ctx.addIssue({ code: 'custom', path: ['deadline'], message: DATE_MESSAGES.deadlinePast });
    }
  });
}

export function defaultsFrom(job?: ManagedJob): FormInput {
  return {
    title: job?.title ?? '',
    company: job?.company ?? '',
    location: job?.location ?? '',
    type: job?.type ?? 'full-time',
    level: job?.level ?? 'mid',
    salary_min: job?.salary_min ?? null,
    salary_max: job?.salary_max ?? null,
    description: job?.description ?? '',
    requirements: job?.requirements ?? [],
    skills: job?.skills ?? [],
    benefits: job?.benefits ?? [],
    deadline: toDateInput(job?.deadline ?? null),
    is_remote: job?.is_remote ?? false,
    is_featured: job?.is_featured ?? false,
  };
}

function FieldMessage({ error }: { error?: FieldError }) {
  if (!error?.message) return null;
  return (
    <p role="alert" className="mt-1 text-sm text-red-300">
      {translateText(error.message)}
    </p>
  );
}

/** The three list fields, each with its legend and its add button's words. */
const LISTS: ReadonlyArray<{
  name: 'requirements' | 'skills' | 'benefits';
  label: MessageDescriptor;
  add: MessageDescriptor;
}> = [
  { name: 'requirements', label: msg`Requirements`, add: msg`Add requirements` },
  { name: 'skills', label: msg`Skills`, add: msg`Add skills` },
  { name: 'benefits', label: msg`Benefits`, add: msg`Add benefits` },
];

/**
 * A posting's fields (spec §3) validated with the shared contract. Staff name the company and may
 * feature; an employer's postings take its company profile's name (decision 201).
 */
export function JobForm({
  job,
  isStaff,
  onSubmit,
  submitting,
  error,
  canPublish = false,
}: {
  job?: ManagedJob;
  isStaff: boolean;
  /** `andPublish`: "Save and publish" was pressed. */
  onSubmit: (body: JobRequest, andPublish: boolean) => void;
  submitting: boolean;
  error: string | null;
  /** Offer "Save and publish" (a new posting or a draft). */
  canPublish?: boolean;
}) {
  const { t, i18n } = useLingui();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<FormInput, unknown, JobRequest>({
    resolver: zodResolver(formSchema(toDateInput(job?.deadline ?? null))),
    defaultValues: defaultsFrom(job),
  });

  const locale = i18n.locale as Locale;
  // The button that sent the form: disabled while saving, it dropped the focus on the page's body; a refusal puts
  // it on the form's error, else back on that button (decisions 1212, 1233).
  const pressed = useRef<HTMLButtonElement | null>(null);
  useRefocusAfterBusy(submitting, pressed);
  // Which button sent the form: "Save posting" or "Save and publish" (issue 18).
  const submit = handleSubmit((values, event) => {
    const body: JobRequest = { ...values };
    if (!isStaff) {
      delete body.company;
      delete body.is_featured;
    } else if (!body.company) {
      delete body.company;
    }
    // The button that sent the form says whether to publish too.
    const submitter = (event?.nativeEvent as SubmitEvent | undefined)?.submitter;
    onSubmit(body, submitter?.dataset.publish === 'true');
  });

  /** A salary in VND with the language's thousands separators ("30.000.000" / "30,000,000"); digits only are kept. */
  const salary = (name: 'salary_min' | 'salary_max', label: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field: f }) => (
        <div>
          <label htmlFor={`job-${name}`} className={labelClass}>
            {label}
          </label>
          <input
            id={`job-${name}`}
            className={inputClass}
            inputMode="numeric"
            autoComplete="off"
            aria-invalid={errors[name] ? true : undefined}
            value={f.value == null ? '' : formatNumber(Number(f.value), locale)}
            onChange={(e) => {
              const digits = e.target.value.replace(/\D/g, '').slice(0, 12);
              f.onChange(digits ? Number(digits) : null);
            }}
            onBlur={f.onBlur}
          />
          <FieldMessage error={errors[name] as FieldError | undefined} />
        </div>
      )}
    />
  );

  const field = (name: keyof FormInput, label: string, props: Record<string, unknown> = {}) => (
    <div>
      <label htmlFor={`job-${name}`} className={labelClass}>
        {label}
      </label>
      <input
        id={`job-${name}`}
        className={inputClass}
        aria-invalid={errors[name] ? true : undefined}
        {...props}
        {...register(
          name,
          props.type === 'number'
            ? { setValueAs: emptyToNull }
            : props.type === 'date'
              ? { setValueAs: (v: unknown) => (v ? String(v) : null) }
              : {},
        )}
      />
      <FieldMessage error={errors[name] as FieldError | undefined} />
    </div>
  );

  return (
    <form
      onSubmit={(event) => {
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        pressed.current = submitter instanceof HTMLButtonElement ? submitter : null;
        void submit(event);
      }}
      noValidate
      className="grid max-w-3xl gap-4"
    >
      <ErrorText>{error}</ErrorText>
      {field('title', t`Title`)}
      {isStaff && field('company', t`Company (leave empty for your own company profile)`)}
      {field('location', t`Location`)}
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <label htmlFor="job-type" className={labelClass}>
            <Trans>Type</Trans>
          </label>
          <select id="job-type" className={inputClass} {...register('type')}>
            {JOB_TYPES.map((type) => (
              <option key={type} value={type}>
                {i18n._(TYPE_LABELS[type])}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="job-level" className={labelClass}>
            <Trans>Level</Trans>
          </label>
          <select id="job-level" className={inputClass} {...register('level')}>
            {JOB_LEVELS.map((l) => (
              <option key={l} value={l}>
                {i18n._(LEVEL_LABELS[l])}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {salary('salary_min', t`Minimum salary (VND per month)`)}
        {salary('salary_max', t`Maximum salary (VND per month)`)}
      </div>
      <div>
        <label htmlFor="job-description" className={labelClass}>
          <Trans>Description</Trans>
        </label>
        <textarea
          id="job-description"
          rows={6}
          className={inputClass}
          aria-invalid={errors.description ? true : undefined}
          {...register('description')}
        />
        <FieldMessage error={errors.description} />
      </div>
      {LISTS.map(({ name, label, add }) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field: f, fieldState }) => (
            <ListInput
              label={i18n._(label)}
              addLabel={i18n._(add)}
              value={f.value ?? []}
              onChange={f.onChange}
              error={fieldState.error?.message && translateText(fieldState.error.message)}
            />
          )}
        />
      ))}
      {field('deadline', t`Application deadline`, { type: 'date' })}
      <Controller
        control={control}
        name="deadline"
        render={({ field: f }) => {
          const day = f.value ? formatDay(`${String(f.value)}T12:00:00+07:00`, locale) : null;
          return day ? (
            <p className="-mt-3 text-sm text-slate-300" data-testid="deadline-day">
              <Trans>Applications close at the end of {day} (Vietnam time).</Trans>
            </p>
          ) : (
            <></>
          );
        }}
      />
      <label className="flex items-center gap-2 text-sm text-slate-200">
        <input type="checkbox" {...register('is_remote')} /> <Trans>Remote work possible</Trans>
      </label>
      {isStaff && (
        <label className="flex items-center gap-2 text-sm text-slate-200">
          <input type="checkbox" {...register('is_featured')} /> <Trans>Featured on the job board</Trans>
        </label>
      )}
      <div>
        <button type="submit" className={buttonClass} disabled={submitting}>
          {submitting ? <Trans>Saving…</Trans> : <Trans>Save posting</Trans>}
        </button>
        {canPublish && (
          <button type="submit" className={`${buttonClass} ml-2`} disabled={submitting} data-publish="true">
            <Trans>Save and publish</Trans>
          </button>
        )}
      </div>
    </form>
  );
}
