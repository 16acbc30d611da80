import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { API_KEY_SCOPES, createApiKeyRequest } from '@app/shared';
import type { ApiKey, ApiKeyScope } from '@app/shared';
import { Spinner } from '@/components/spinner';
import { ErrorText } from '@/components/status-text';
import { buttonClass, dangerButtonClass, inputClass, labelClass, panelClass } from '@/components/styles';
import { RequestProblem, UpgradePrompt } from '@/components/upgrade-prompt';
import { errorMessage } from '@/lib/error-message';
import { formatDate, formatDateTime } from '@/lib/format';
import { translateText } from '@/lib/i18n';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { SCOPE_LABELS } from './integration-labels';
import { useApiKeys, useCreateApiKey, useRevokeApiKey } from './integrations-api';
import { CodeChecklist } from './code-checklist';
import { SecretBox } from './secret-once';

/** How a key is sent: a header, the same in every language. */
const AUTH_HEADER = 'Authorization: Bearer dtk_…';

/**
 * The owner's API keys (issue 14, decision 540): named, scoped, optionally expiring; the key is shown once. `locked`:
 * the upgrade prompt's text when the plan has no API integration; then no key can be made, and the keys kept from
 * Enterprise (refused until it returns) are listed only to be revoked (decision 1204).
 */
export function ApiKeysSection({ locked }: { locked?: string }) {
  const { t } = useLingui();
  const keys = useApiKeys();
  const create = useCreateApiKey();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>([]);
  const [expiry, setExpiry] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [made, setMade] = useState<{ name: string; secret: string } | null>(null);

  const toggle = (scope: ApiKeyScope) =>
    setScopes((now) => (now.includes(scope) ? now.filter((s) => s !== scope) : [...now, scope]));

  return (
    <section aria-labelledby="api-keys-title" className={panelClass} data-testid="api-keys">
      <h2 id="api-keys-title" className="mb-1 text-lg font-semibold text-white">
        <Trans>API keys</Trans>
      </h2>
      <p className="mb-3 text-sm text-slate-300">
        <Trans>
          A key lets your HR system call the API as your company, with only the scopes you choose. Send it as{' '}
          <code className="font-mono">{AUTH_HEADER}</code>; the reference is at{' '}
          <a className="text-sky-300 underline" href="/api/docs">
            /api/docs
          </a>
          .
        </Trans>
      </p>
      {locked ? (
        <>
          <UpgradePrompt message={locked} />
          {keys.isError ? (
            <RequestProblem error={keys.error} />
          ) : (
            keys.data &&
            keys.data.length > 0 && (
              <>
                <p className="mt-3 text-sm text-slate-300" data-testid="api-keys-kept">
                  <Trans>
                    These keys were made while your plan included API integration. Every call made with them
                    is refused until you upgrade again; you can still revoke them.
                  </Trans>
                </p>
                <KeyList keys={keys.data} locked />
              </>
            )
          )}
        </>
      ) : keys.isPending ? (
        <Spinner label={t`Loading API keys…`} />
      ) : keys.isError ? (
        <RequestProblem error={keys.error} />
      ) : (
        <>
          <form
            noValidate
            aria-labelledby="api-key-new-title"
            className="grid gap-3 rounded-md border border-slate-700 p-3"
            onSubmit={(event) => {
              event.preventDefault();
              setProblem(null);
              const body = {
                name,
                scopes,
                expires_at: expiry ? `${expiry}T23:59:59+07:00` : null,
              };
              const checked = createApiKeyRequest.safeParse(body);
              if (!checked.success) {
                setProblem(translateText(checked.error.issues[0]?.message ?? ''));
                return;
              }
              create.mutate(checked.data, {
                onSuccess: (reply) => {
                  setMade({ name: reply.key.name, secret: reply.secret });
                  setName('');
                  setScopes([]);
                  setExpiry('');
                },
              });
            }}
          >
            <h3 id="api-key-new-title" className="font-medium text-white">
              <Trans>New key</Trans>
            </h3>
            <div className="grid gap-3 sm:grid-cols-2">
              <div>
                <label htmlFor="api-key-name" className={labelClass}>
                  <Trans>Name</Trans>
                </label>
                <input
                  id="api-key-name"
                  className={inputClass}
                  value={name}
                  onChange={(e) => setName(e.target.value)}
                />
              </div>
              <div>
                <label htmlFor="api-key-expiry" className={labelClass}>
                  <Trans>Expires on (optional)</Trans>
                </label>
                <input
                  id="api-key-expiry"
                  type="date"
                  className={inputClass}
                  value={expiry}
                  onChange={(e) => setExpiry(e.target.value)}
                />
              </div>
            </div>
            <CodeChecklist
              legend={<Trans>Scopes</Trans>}
              options={API_KEY_SCOPES}
              labels={SCOPE_LABELS}
              selected={scopes}
              onToggle={toggle}
            />
            <div>
              <button type="submit" className={buttonClass} disabled={create.isPending}>
                <Trans>Create key</Trans>
              </button>
            </div>
            {problem && <ErrorText>{problem}</ErrorText>}
            <RequestProblem error={create.error} />
          </form>
          {made && (
            <SecretBox
              testId="api-key-secret"
              label={t`Key “${made.name}”`}
              note={t`Copy it now: it is shown only once. Only its first characters are kept to tell it apart.`}
              secret={made.secret}
              onDone={() => setMade(null)}
            />
          )}
          <KeyList keys={keys.data} />
        </>
      )}
    </section>
  );
}

/** `locked`: the plan has no API integration, so a key that is not revoked or expired is refused, and said so. */
function KeyList({ keys, locked = false }: { keys: ApiKey[]; locked?: boolean }) {
  const { t } = useLingui();
  const revoke = useRevokeApiKey();
  const [confirming, setConfirming] = useState<ApiKey | null>(null);
  if (keys.length === 0) {
    return (
      <p className="mt-3 text-sm text-slate-300">
        <Trans>No keys yet.</Trans>
      </p>
    );
  }
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full text-left text-sm text-slate-200">
        <caption className="sr-only">{t`Your company’s API keys`}</caption>
        <thead className="text-slate-300">
          <tr>
            <th scope="col" className="py-1 pr-3">
              <Trans>Name</Trans>
            </th>
            <th scope="col" className="py-1 pr-3">
              <Trans>Scopes</Trans>
            </th>
            <th scope="col" className="py-1 pr-3">
              <Trans>Created</Trans>
            </th>
            <th scope="col" className="py-1 pr-3">
              <Trans>Last used</Trans>
            </th>
            <th scope="col" className="py-1 pr-3">
              <Trans>Status</Trans>
            </th>
            <th scope="col" className="py-1">
              <span className="sr-only">
                <Trans>Actions</Trans>
              </span>
            </th>
          </tr>
        </thead>
        <tbody>
          {keys.map((key) => {
            const by = key.created_by_name ?? '—';
            const created = formatDateTime(key.created_at);
            const expired = key.expires_at !== null && new Date(key.expires_at) <= new Date();
            const until = formatDate(key.expires_at);
            return (
              <tr key={key.id} className="border-t border-slate-800 align-top" data-testid="api-key-row">
                <td className="py-2 pr-3">
                  <span className="font-medium text-white">{key.name}</span>
                  <code className="block font-mono text-xs text-slate-300">{key.prefix}…</code>
                </td>
                <td className="py-2 pr-3 font-mono text-xs">{key.scopes.join(', ')}</td>
                <td className="py-2 pr-3">
                  {created}
                  <span className="block text-xs text-slate-300">{t`by ${by}`}</span>
                </td>
                <td className="py-2 pr-3">
                  {key.last_used_at ? formatDateTime(key.last_used_at) : t`Never`}
                </td>
                <td className="py-2 pr-3">
                  {key.revoked_at
                    ? t`Revoked`
                    : expired
                      ? t`Expired`
                      : locked
                        ? t`Refused until you upgrade`
                        : key.expires_at
                          ? t`Active until ${until}`
                          : t`Active`}
                </td>
                <td className="py-2">
                  {!key.revoked_at && (
                    <button
                      type="button"
                      className={dangerButtonClass}
                      onClick={() => {
                        revoke.reset();
                        setConfirming(key);
                      }}
                    >
                      <Trans>Revoke</Trans>
                    </button>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {confirming && (
        <ConfirmDialog
          title={t`Revoke the key “${confirming.name}”?`}
          confirmLabel={t`Revoke`}
          busy={revoke.isPending}
          onClose={() => setConfirming(null)}
          onConfirm={() => revoke.mutate(confirming.id, { onSuccess: () => setConfirming(null) })}
        >
          {revoke.isError && <ErrorText>{errorMessage(revoke.error)}</ErrorText>}
          <p>
            <Trans>Every call made with it is refused at once. This cannot be undone.</Trans>
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
