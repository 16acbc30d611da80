import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import type { FieldErrors, FieldPath, Resolver } from 'react-hook-form';
import { Trans, useLingui } from '@lingui/react/macro';
import type { z } from 'zod';
import { PAID_CAPABILITIES, settingsSchema } from '@app/shared';
import type { Settings } from '@app/shared';
import { ErrorText, StatusText } from '@/components/status-text';
import { useRefocusAfterBusy } from '@/components/use-refocus-after-busy';
import { buttonClass, inputClass, labelClass, panelClass } from '@/components/styles';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { translateText } from '@/lib/i18n';
import { CAPABILITY_LABELS, PLAN_LABELS } from './labels';

type SettingsForm = z.input<typeof settingsSchema>;

/** Empty lines of the one-per-line boxes are not entries. */
const lines = (items: readonly string[]) => items.map((item) => item.trim()).filter(Boolean);

function clean(values: SettingsForm): SettingsForm {
  return {
    ...values,
    plans: values.plans.map((plan) => ({ ...plan, features: lines(plan.features) })),
    lists: {
      rejection_reasons: lines(values.lists.rejection_reasons),
      candidate_sources: lines(values.lists.candidate_sources),
    },
  };
}

/** The shared contract (decision 402) on the cleaned values: the client refuses what the server would. */
const baseResolver = zodResolver(settingsSchema);
const resolver: Resolver<SettingsForm, unknown, Settings> = (values, context, options) =>
  baseResolver(clean(values), context, options) as ReturnType<Resolver<SettingsForm, unknown, Settings>>;

/** An empty box is not a number: the schema then says what to enter. */
const toNumber = (value: unknown) => (value === '' || value == null ? Number.NaN : Number(value));
const toLimit = (value: unknown) => (value === '' || value == null ? null : Number(value));

/** The first message at `path` or, unless `exact`, anywhere below it (a feature's line, a list's item). */
function messageAt(errors: FieldErrors<SettingsForm>, path: string, exact = false): string | undefined {
  let node: unknown = errors;
  for (const key of path.split('.')) node = (node as Record<string, unknown> | undefined)?.[key];
  const find = (value: unknown, depth: number): string | undefined => {
    if (!value || typeof value !== 'object') return undefined;
    const message = (value as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
    if (depth === 0) return undefined;
    for (const [key, child] of Object.entries(value)) {
      if (key === 'ref' || key === 'types') continue;
      const found = find(child, depth - 1);
      if (found) return found;
    }
    return undefined;
  };
  return find(node, exact ? 0 : 4);
}

function FieldMessage({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="mt-1 text-sm text-red-300">
      {translateText(message)}
    </p>
  );
}

function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={panelClass}>
      <h2 id={id} className="mb-3 text-lg font-semibold text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The five sections of the runtime settings in one form, validated with the shared schema and saved whole with
 * PATCH; the server's field errors (`plans.1.price`) are shown under the field they name.
 */
export function SettingsEditor({
  settings,
  onSave,
}: {
  settings: Settings;
  onSave: (values: Settings) => Promise<Settings>;
}) {
  const { t, i18n } = useLingui();
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SettingsForm, unknown, Settings>({ resolver, defaultValues: settings });

  useEffect(() => reset(settings), [settings, reset]);
  // Disabled while saving, the button dropped the focus on the page's body: it comes back, or goes to the refusal
  // (decisions 1212, 1235).
  const saveButton = useRef<HTMLButtonElement>(null);
  useRefocusAfterBusy(isSubmitting, saveButton);

  const submit = handleSubmit(async (values) => {
    setSaved(false);
    setFailure(null);
    try {
      reset(await onSave(values));
      setSaved(true);
    } catch (caught) {
      setFailure(errorMessage(caught));
      if (caught instanceof ApiError && caught.errors) {
        for (const [path, messages] of Object.entries(caught.errors)) {
          if (path && messages[0]) {
            setError(path as FieldPath<SettingsForm>, { type: 'server', message: messages[0] });
          }
        }
      }
    }
  });

  const err = (path: string, exact = false) => messageAt(errors, path, exact);
  const invalid = (path: string) =>
    err(path) ? { 'aria-invalid': true, 'aria-describedby': `${path}-error` } : {};

  const numberField = (
    path: FieldPath<SettingsForm>,
    label: string,
    options: { limit?: boolean; hint?: string } = {},
  ) => (
    <div>
      <label htmlFor={path} className={labelClass}>
        {label}
      </label>
      <input
        id={path}
        type="number"
        inputMode="numeric"
        className={inputClass}
        {...invalid(path)}
        {...register(path, { setValueAs: options.limit ? toLimit : toNumber })}
      />
      {options.hint && <p className="mt-1 text-xs text-slate-400">{options.hint}</p>}
      <FieldMessage id={`${path}-error`} message={err(path)} />
    </div>
  );

  const linesField = (path: FieldPath<SettingsForm>, label: string, rows = 4) => (
    <Controller
      control={control}
      name={path}
      render={({ field }) => (
        <div>
          <label htmlFor={path} className={labelClass}>
            {label}
          </label>
          <textarea
            id={path}
            rows={rows}
            className={inputClass}
            {...invalid(path)}
            value={((field.value as string[] | undefined) ?? []).join('\n')}
            onChange={(event) => field.onChange(event.target.value.split('\n'))}
            onBlur={field.onBlur}
          />
          <FieldMessage id={`${path}-error`} message={err(path)} />
        </div>
      )}
    />
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-6">
      <Section id="settings-plans" title={<Trans>Plans</Trans>}>
        <p className="mb-3 text-sm text-slate-300">
          <Trans>
            Prices are in VND per month. The plans’ names stay fixed because subscriptions refer to them; what
            members see is the display name.
          </Trans>
        </p>
        <FieldMessage id="plans-error" message={err('plans', true)} />
        <div className="grid gap-4 lg:grid-cols-3">
          {settings.plans.map((plan, index) => (
            <fieldset key={plan.name} className="min-w-0 rounded-lg border border-slate-700 p-3">
              <legend className="px-1 text-sm font-semibold text-sky-200">
                {i18n._(PLAN_LABELS[plan.name])}
              </legend>
              <div className="grid gap-3">
                <div>
                  <label htmlFor={`plans.${index}.display_name`} className={labelClass}>
                    <Trans>Display name</Trans>
                  </label>
                  <input
                    id={`plans.${index}.display_name`}
                    className={inputClass}
                    {...invalid(`plans.${index}.display_name`)}
                    {...register(`plans.${index}.display_name`)}
                  />
                  <FieldMessage
                    id={`plans.${index}.display_name-error`}
                    message={err(`plans.${index}.display_name`)}
                  />
                </div>
                {numberField(`plans.${index}.price`, t`Price (VND per month)`)}
                {linesField(`plans.${index}.features`, t`Features (one a line)`)}
                {numberField(`plans.${index}.unlock_limit`, t`Candidate unlocks per month`, {
                  limit: true,
                  hint: t`Leave empty for unlimited.`,
                })}
                {numberField(`plans.${index}.seats`, t`Seats`)}
                <fieldset>
                  <legend className={labelClass}>
                    <Trans>Paid capabilities</Trans>
                  </legend>
                  <div className="grid gap-1">
                    {PAID_CAPABILITIES.map((capability) => (
                      <label key={capability} className="flex items-center gap-2 text-sm text-slate-200">
                        <input
                          type="checkbox"
                          value={capability}
                          className="h-4 w-4"
                          {...register(`plans.${index}.capabilities`)}
                        />
                        {i18n._(CAPABILITY_LABELS[capability])}
                      </label>
                    ))}
                  </div>
                  <FieldMessage
                    id={`plans.${index}.capabilities-error`}
                    message={err(`plans.${index}.capabilities`)}
                  />
                </fieldset>
              </div>
            </fieldset>
          ))}
        </div>
      </Section>

      <Section id="settings-registration" title={<Trans>Registration</Trans>}>
        <label className="flex items-center gap-2 text-sm text-slate-200">
          <input type="checkbox" className="h-4 w-4" {...register('registration.open')} />
          <Trans>Registration is open</Trans>
        </label>
        <p className="mt-1 text-xs text-slate-400">
          <Trans>When closed, nobody can create an account; invitations still work.</Trans>
        </p>
        <FieldMessage id="registration.open-error" message={err('registration')} />
      </Section>

      <Section id="settings-lists" title={<Trans>Recruitment lists</Trans>}>
        <div className="grid gap-4 md:grid-cols-2">
          {linesField('lists.rejection_reasons', t`Rejection reasons (one a line)`, 6)}
          {linesField('lists.candidate_sources', t`Candidate sources (one a line)`, 6)}
        </div>
      </Section>

      <Section id="settings-retention" title={<Trans>Retention</Trans>}>
        <div className="grid gap-4 md:grid-cols-2">
          {numberField('retention.audit_days', t`Keep audit entries (days)`)}
          {numberField('retention.sign_in_days', t`Keep the sign-in log (days)`)}
          {numberField('retention.sent_mail_days', t`Keep sent mail (days)`)}
          {numberField(
            'retention.candidate_anonymise_days',
            t`Anonymise candidates who were not hired after (days)`,
            {
              hint: t`Candidates who are open to employers have agreed to be kept.`,
            },
          )}
        </div>
      </Section>

      <Section id="settings-billing" title={<Trans>Billing</Trans>}>
        <div className="grid gap-4 md:grid-cols-2">
          {numberField('billing.vat_percent', t`VAT rate on receipts (%)`)}
          {numberField('billing.free_published_postings', t`Published postings a company keeps on Free`, {
            limit: true,
            hint: t`Leave empty for no limit. When a paid package ends, postings beyond it close; on Free, no more can be published.`,
          })}
        </div>
        <label className="mt-3 flex items-center gap-2 text-sm text-slate-200">
          <input type="checkbox" className="h-4 w-4" {...register('billing.prices_include_vat')} />
          <Trans>The plans’ prices include VAT</Trans>
        </label>
        <p className="mt-1 text-xs text-slate-400">
          <Trans>When they do not, each payment adds the VAT to the price.</Trans>
        </p>
      </Section>

      <Section id="settings-api" title={<Trans>Public API</Trans>}>
        <div className="grid gap-4 md:grid-cols-2">
          {numberField('api.requests_per_minute', t`Requests a minute per API key`, {
            hint: t`Counted across every server; a key over its budget is answered 429.`,
          })}
        </div>
      </Section>

      <div className="flex flex-wrap items-center gap-3">
        <button ref={saveButton} type="submit" className={buttonClass} disabled={isSubmitting}>
          {isSubmitting ? <Trans>Saving…</Trans> : <Trans>Save settings</Trans>}
        </button>
        {saved && (
          <StatusText>
            <Trans>Settings saved. Every server uses them within a few seconds.</Trans>
          </StatusText>
        )}
      </div>
      <ErrorText>{failure}</ErrorText>
    </form>
  );
}
