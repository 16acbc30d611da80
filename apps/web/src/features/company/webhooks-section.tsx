import { Fragment, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { WEBHOOK_EVENTS, createWebhookRequest } from '@app/shared';
import type { WebhookDeliveryAttempt, WebhookEndpoint, WebhookEventType } from '@app/shared';
import { Spinner } from '@/components/spinner';
import { useRefocusAfterBusy } from '@/components/use-refocus-after-busy';
import { ErrorText } from '@/components/status-text';
import {
  buttonClass,
  dangerButtonClass,
  inputClass,
  labelClass,
  panelClass,
  secondaryButtonClass,
} from '@/components/styles';
import { RequestProblem, UpgradePrompt } from '@/components/upgrade-prompt';
import { errorMessage } from '@/lib/error-message';
import { formatDateTime } from '@/lib/format';
import { translateText } from '@/lib/i18n';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DELIVERY_STATUS_LABELS, ENDPOINT_STATUS_LABELS, EVENT_LABELS } from './integration-labels';
import {
  useCreateWebhook,
  useDeleteWebhook,
  useDeliveries,
  useRedeliver,
  useSendTest,
  useUpdateWebhook,
  useWebhookSecret,
  useWebhooks,
} from './integrations-api';
import { CodeChecklist } from './code-checklist';
import { SecretBox } from './secret-once';

/**
 * The owner's webhook endpoints (issue 14, decisions 541-549): events, secret, delivery log, redelivery. `locked`:
 * the upgrade prompt's text when the plan has no API integration; then no endpoint can be added or changed, and the
 * endpoints kept from Enterprise (sent nothing until it returns) are listed only to be deleted (decision 1204).
 */
export function WebhooksSection({ locked }: { locked?: string }) {
  const { t } = useLingui();
  const hooks = useWebhooks();
  const create = useCreateWebhook();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  const [made, setMade] = useState<string | null>(null);

  const toggle = (event: WebhookEventType) =>
    setEvents((now) => (now.includes(event) ? now.filter((e) => e !== event) : [...now, event]));

  return (
    <section aria-labelledby="webhooks-title" className={panelClass} data-testid="webhooks">
      <h2 id="webhooks-title" className="mb-1 text-lg font-semibold text-white">
        <Trans>Webhooks</Trans>
      </h2>
      <p className="mb-3 text-sm text-slate-300">
        <Trans>
          We POST each chosen event to your https address, signed by the Standard Webhooks scheme (headers
          webhook-id, webhook-timestamp and webhook-signature). Failed deliveries are retried for 3 days.
        </Trans>
      </p>
      {locked ? (
        <>
          <UpgradePrompt message={locked} />
          {hooks.isError ? (
            <RequestProblem error={hooks.error} />
          ) : (
            hooks.data &&
            hooks.data.length > 0 && (
              <>
                <p className="mt-3 text-sm text-slate-300" data-testid="webhooks-kept">
                  <Trans>
                    These endpoints were added while your plan included API integration. Nothing is sent to
                    them until you upgrade again; you can still delete them.
                  </Trans>
                </p>
                <ul className="mt-3 grid gap-3">
                  {hooks.data.map((endpoint) => (
                    <Endpoint key={endpoint.id} endpoint={endpoint} locked />
                  ))}
                </ul>
              </>
            )
          )}
        </>
      ) : hooks.isPending ? (
        <Spinner label={t`Loading webhooks…`} />
      ) : hooks.isError ? (
        <RequestProblem error={hooks.error} />
      ) : (
        <>
          <form
            noValidate
            aria-labelledby="webhook-new-title"
            className="grid gap-3 rounded-md border border-slate-700 p-3"
            onSubmit={(event) => {
              event.preventDefault();
              setProblem(null);
              const checked = createWebhookRequest.safeParse({ url, events });
              if (!checked.success) {
                setProblem(translateText(checked.error.issues[0]?.message ?? ''));
                return;
              }
              create.mutate(checked.data, {
                onSuccess: (reply) => {
                  setMade(reply.secret);
                  setUrl('');
                  setEvents([]);
                },
              });
            }}
          >
            <h3 id="webhook-new-title" className="font-medium text-white">
              <Trans>New endpoint</Trans>
            </h3>
            <div>
              <label htmlFor="webhook-url" className={labelClass}>
                <Trans>Address (https)</Trans>
              </label>
              <input
                id="webhook-url"
                type="url"
                inputMode="url"
                className={inputClass}
                value={url}
                onChange={(e) => setUrl(e.target.value)}
              />
            </div>
            <CodeChecklist
              legend={<Trans>Events</Trans>}
              options={WEBHOOK_EVENTS}
              labels={EVENT_LABELS}
              selected={events}
              onToggle={toggle}
            />
            <div>
              <button type="submit" className={buttonClass} disabled={create.isPending}>
                <Trans>Add endpoint</Trans>
              </button>
            </div>
            {problem && <ErrorText>{problem}</ErrorText>}
            <RequestProblem error={create.error} />
          </form>
          {made && (
            <SecretBox
              testId="webhook-secret"
              label={t`Signing secret`}
              note={t`Verify each delivery with it. You can show it again or rotate it below.`}
              secret={made}
              onDone={() => setMade(null)}
            />
          )}
          {hooks.data.length === 0 ? (
            <p className="mt-3 text-sm text-slate-300">
              <Trans>No endpoints yet.</Trans>
            </p>
          ) : (
            <ul className="mt-3 grid gap-3">
              {hooks.data.map((endpoint) => (
                <Endpoint key={endpoint.id} endpoint={endpoint} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

/** `locked`: the plan has no API integration; the endpoint is shown with its Delete action only. */
function Endpoint({ endpoint, locked = false }: { endpoint: WebhookEndpoint; locked?: boolean }) {
  const { t, i18n } = useLingui();
  const update = useUpdateWebhook();
  const remove = useDeleteWebhook();
  const secret = useWebhookSecret();
  const test = useSendTest();
  const testButton = useRef<HTMLButtonElement>(null);
  // The busy button is disabled: the focus comes back to it, and the result is announced (decision 1099).
  useRefocusAfterBusy(test.isPending, testButton);
  const [shown, setShown] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<'rotate' | 'delete' | null>(null);
  const [log, setLog] = useState(false);
  const on = endpoint.status === 'active';
  const logId = `webhook-log-${endpoint.id}`;
  return (
    <li className="rounded-md border border-slate-700 p-3" data-testid="webhook-endpoint">
      <p className="break-all font-mono text-sm text-white">{endpoint.url}</p>
      <p className="text-sm text-slate-300">
        {locked ? t`Not sent until you upgrade` : i18n._(ENDPOINT_STATUS_LABELS[endpoint.status])} ·{' '}
        {endpoint.events.join(', ')}
      </p>
      <div className="mt-2 flex flex-wrap gap-2">
        {!locked && (
          <>
            <button
              type="button"
              className={secondaryButtonClass}
              aria-expanded={log}
              aria-controls={logId}
              onClick={() => setLog((v) => !v)}
            >
              {log ? t`Hide delivery log` : t`Delivery log`}
            </button>
            <button
              ref={testButton}
              type="button"
              className={secondaryButtonClass}
              disabled={!on || test.isPending}
              onClick={() => test.mutate(endpoint.id, { onSuccess: () => setLog(true) })}
            >
              <Trans>Send test event</Trans>
            </button>
            <button
              type="button"
              className={secondaryButtonClass}
              onClick={() => secret.mutate({ hookId: endpoint.id, rotate: false }, { onSuccess: setShown })}
            >
              <Trans>Show secret</Trans>
            </button>
            <button type="button" className={secondaryButtonClass} onClick={() => setConfirm('rotate')}>
              <Trans>Rotate secret</Trans>
            </button>
            <button
              type="button"
              className={secondaryButtonClass}
              disabled={update.isPending}
              onClick={() => update.mutate({ hookId: endpoint.id, body: { enabled: !on } })}
            >
              {on ? t`Turn off` : t`Turn on`}
            </button>
          </>
        )}
        <button type="button" className={dangerButtonClass} onClick={() => setConfirm('delete')}>
          <Trans>Delete</Trans>
        </button>
      </div>
      <RequestProblem error={update.error ?? secret.error ?? test.error} />
      <p role="status" className="text-sm text-emerald-200">
        {test.isSuccess && <Trans>Test event sent. It is in the delivery log.</Trans>}
      </p>
      {shown && (
        <SecretBox
          testId="webhook-secret"
          label={t`Signing secret`}
          note={t`Keep it on your server only.`}
          secret={shown}
          onDone={() => setShown(null)}
        />
      )}
      {log && <DeliveryLog id={logId} hookId={endpoint.id} />}
      {confirm === 'rotate' && (
        <ConfirmDialog
          title={t`Rotate the signing secret?`}
          confirmLabel={t`Rotate secret`}
          busy={secret.isPending}
          onClose={() => setConfirm(null)}
          onConfirm={() =>
            secret.mutate(
              { hookId: endpoint.id, rotate: true },
              {
                onSuccess: (value) => {
                  setShown(value);
                  setConfirm(null);
                },
              },
            )
          }
        >
          <p>
            <Trans>
              The old secret keeps signing beside the new one for 24 hours, so your receiver can switch.
            </Trans>
          </p>
        </ConfirmDialog>
      )}
      {confirm === 'delete' && (
        <ConfirmDialog
          title={t`Delete this endpoint?`}
          confirmLabel={t`Delete`}
          busy={remove.isPending}
          onClose={() => setConfirm(null)}
          onConfirm={() => remove.mutate(endpoint.id, { onSuccess: () => setConfirm(null) })}
        >
          {remove.isError && <ErrorText>{errorMessage(remove.error)}</ErrorText>}
          <p>
            <Trans>Its delivery log goes with it. This cannot be undone.</Trans>
          </p>
        </ConfirmDialog>
      )}
    </li>
  );
}

function DeliveryLog({ id, hookId }: { id: string; hookId: string }) {
  const { t, i18n } = useLingui();
  const deliveries = useDeliveries(hookId);
  const redeliver = useRedeliver(hookId);
  if (deliveries.isPending) return <Spinner label={t`Loading deliveries…`} />;
  if (deliveries.isError) return <ErrorText>{errorMessage(deliveries.error)}</ErrorText>;
  return (
    <div id={id} className="mt-3 overflow-x-auto" data-testid="webhook-log">
      {deliveries.data.length === 0 ? (
        <p className="text-sm text-slate-300">
          <Trans>No deliveries yet.</Trans>
        </p>
      ) : (
        <table className="w-full text-left text-sm text-slate-200">
          <caption className="sr-only">{t`Delivery log`}</caption>
          <thead className="text-slate-300">
            <tr>
              <th scope="col" className="py-1 pr-3">
                <Trans>Event</Trans>
              </th>
              <th scope="col" className="py-1 pr-3">
                <Trans>Status</Trans>
              </th>
              <th scope="col" className="py-1 pr-3">
                <Trans>Response</Trans>
              </th>
              <th scope="col" className="py-1 pr-3">
                <Trans>Time</Trans>
              </th>
              <th scope="col" className="py-1">
                <span className="sr-only">
                  <Trans>Actions</Trans>
                </span>
              </th>
            </tr>
          </thead>
          <tbody>
            {deliveries.data.map((d) => {
              const when = formatDateTime(d.last_attempt_at ?? d.created_at);
              const attempts = d.attempts;
              const ms = d.response_ms;
              return (
                <Fragment key={d.id}>
                  <tr className="border-t border-slate-800 align-top" data-testid="webhook-delivery">
                    <td className="py-2 pr-3 font-mono text-xs">{d.event}</td>
                    <td className="py-2 pr-3">
                      {i18n._(DELIVERY_STATUS_LABELS[d.status])}
                      <span className="block text-xs text-slate-300">
                        {plural(attempts, { one: '# attempt', other: '# attempts' })}
                      </span>
                    </td>
                    <td className="py-2 pr-3">
                      <span data-testid="webhook-delivery-code">{d.response_status ?? '—'}</span>
                      {ms !== null && <span className="text-xs text-slate-300"> · {t`${ms} ms`}</span>}
                      {(d.response_body || d.error) && (
                        <code className="block max-w-xs truncate font-mono text-xs text-slate-300">
                          {d.response_body || d.error}
                        </code>
                      )}
                    </td>
                    <td className="py-2 pr-3">{when}</td>
                    <td className="py-2">
                      <button
                        type="button"
                        className={secondaryButtonClass}
                        disabled={redeliver.isPending}
                        onClick={() => redeliver.mutate(d.id)}
                      >
                        <Trans>Send again</Trans>
                      </button>
                    </td>
                  </tr>
                  {d.attempt_log.length > 0 && (
                    <tr className="align-top">
                      <td colSpan={5} className="pb-2">
                        <AttemptLog attempts={d.attempt_log} made={d.attempts} />
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
      )}
      <RequestProblem error={redeliver.error} />
    </div>
  );
}

/**
 * Every attempt of one delivery, oldest first (decision 1165): when, the HTTP status or the error, how long, and the
 * first bytes of the reply; folded away until asked for. Past 13 attempts only the latest are kept, and said so.
 */
function AttemptLog({ attempts, made }: { attempts: WebhookDeliveryAttempt[]; made: number }) {
  const { t, i18n } = useLingui();
  const count = attempts.length;
  return (
    <details className="text-xs text-slate-300" data-testid="webhook-attempts">
      <summary className="cursor-pointer">
        {made > count
          ? plural(count, { one: 'Show the latest attempt', other: 'Show the latest # attempts' })
          : plural(count, { one: 'Show the attempt', other: 'Show all # attempts' })}
      </summary>
      <ol className="mt-1 list-decimal space-y-1 pl-5">
        {attempts.map((a, index) => {
          const ms = a.response_ms;
          const code = a.response_status;
          return (
            <li key={index} data-testid="webhook-attempt">
              <span>{formatDateTime(a.at)}</span>
              {' · '}
              <span>{i18n._(DELIVERY_STATUS_LABELS[a.outcome])}</span>
              {' · '}
              <span data-testid="webhook-attempt-code">
                {code ?? t({ message: 'No reply', context: 'webhook attempt' })}
              </span>
              {ms !== null && <span> · {t`${ms} ms`}</span>}
              {(a.response_body || a.error) && (
                <code className="block max-w-md truncate font-mono">{a.response_body || a.error}</code>
              )}
            </li>
          );
        })}
      </ol>
    </details>
  );
}
