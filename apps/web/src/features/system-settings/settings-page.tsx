import { Trans, useLingui } from '@lingui/react/macro';
import { SETTINGS_SECTIONS } from '@app/shared';
import type { Settings, SettingsPatchRequest, SettingsReply } from '@app/shared';
import { PageTitle } from '@/components/page-title';
import { Spinner } from '@/components/spinner';
import { ErrorText, StatusText } from '@/components/status-text';
import { panelClass, secondaryButtonClass } from '@/components/styles';
import { errorMessage } from '@/lib/error-message';
import { useSaveSettings, useSystemSettings, useTestMail } from './api';
import { SettingsEditor } from './settings-form';

/** Mail, GitHub sign-in and payments come from the server's environment: shown, never edited (decision 402). */
function ServiceStatus({ status }: { status: SettingsReply['status'] }) {
  const { t } = useLingui();
  const testMail = useTestMail();
  const state = (ok: boolean) => (
    <span
      className={`rounded px-2 py-0.5 text-xs font-semibold ${ok ? 'bg-emerald-900 text-emerald-100' : 'bg-amber-900 text-amber-100'}`}
    >
      {ok ? t`Configured` : t`Not configured`}
    </span>
  );
  return (
    <section aria-labelledby="settings-services" className={`${panelClass} mb-6`}>
      <h2 id="settings-services" className="mb-3 text-lg font-semibold text-white">
        <Trans>Mail and sign-in</Trans>
      </h2>
      <dl className="grid gap-3 sm:grid-cols-2">
        <div>
          <dt className="flex items-center gap-2 font-medium text-slate-100">
            <Trans>Mail transport</Trans> {state(status.mail.configured)}
          </dt>
          <dd className="mt-1 text-sm text-slate-300">
            {status.mail.configured ? (
              <Trans>Mail is sent through the SMTP server set in the server’s environment.</Trans>
            ) : (
              <Trans>No SMTP server is set: mail is written to the server’s log instead of being sent.</Trans>
            )}
          </dd>
        </div>
        <div>
          <dt className="flex items-center gap-2 font-medium text-slate-100">
            <Trans>GitHub sign-in</Trans> {state(status.github.configured)}
          </dt>
          <dd className="mt-1 text-sm text-slate-300">
            {status.github.configured ? (
              <Trans>Members can sign in with their GitHub account.</Trans>
            ) : (
              <Trans>
                The GitHub application is not set in the server’s environment; the button is not offered.
              </Trans>
            )}
          </dd>
        </div>
        <div>
          <dt className="flex items-center gap-2 font-medium text-slate-100">
            <Trans>Payments (VNPay)</Trans> {state(status.payments.configured)}
          </dt>
          <dd className="mt-1 text-sm text-slate-300">
            {status.payments.configured ? (
              <Trans>Pro and Enterprise are paid through VNPay before they start.</Trans>
            ) : (
              <Trans>No VNPay merchant is set: choosing a paid plan upgrades at once, without payment.</Trans>
            )}
          </dd>
        </div>
      </dl>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={testMail.isPending}
          onClick={() => testMail.mutate()}
        >
          <Trans>Send a test mail to me</Trans>
        </button>
        {testMail.isSuccess && <StatusText>{testMail.data}</StatusText>}
      </div>
      {testMail.isError && (
        <div className="mt-2">
          <ErrorText>{errorMessage(testMail.error)}</ErrorText>
        </div>
      )}
    </section>
  );
}

/**
 * The sections the administrator changed, with the version the page read (decision 1161): a section another
 * administrator saved meanwhile is refused by the server instead of being put back; untouched sections are not sent,
 * so saving one section never undoes another administrator's change elsewhere. Null when nothing changed.
 */
function changedSections(read: Settings, values: Settings, version: number): SettingsPatchRequest | null {
  const sections = SETTINGS_SECTIONS.filter(
    (key) => JSON.stringify(read[key]) !== JSON.stringify(values[key]),
  );
  if (sections.length === 0) return null;
  return { ...Object.fromEntries(sections.map((key) => [key, values[key]])), version };
}

/** /dashboard/settings (issue 9, system:settings): the runtime settings of decision 402. */
export function SystemSettingsPage() {
  const query = useSystemSettings();
  const save = useSaveSettings();
  return (
    <div className="max-w-6xl">
      <PageTitle>
        <Trans>System Settings</Trans>
      </PageTitle>
      {query.isPending && <Spinner />}
      {query.isError && <ErrorText>{errorMessage(query.error)}</ErrorText>}
      {query.data && (
        <>
          <ServiceStatus status={query.data.status} />
          <SettingsEditor
            settings={query.data.settings}
            onSave={async (values) => {
              const patch = changedSections(query.data.settings, values, query.data.version);
              // Nothing changed: nothing to send (the server would refuse an empty change).
              return patch ? (await save.mutateAsync(patch)).settings : query.data.settings;
            }}
          />
        </>
      )}
    </div>
  );
}
