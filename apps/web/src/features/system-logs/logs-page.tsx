import { Fragment, useRef, useState } from 'react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { MAIL_STATUSES } from '@app/shared';
import type { AuditEntry } from '@app/shared';
import { PageTitle } from '@/components/page-title';
import { Spinner } from '@/components/spinner';
import { ErrorText, StatusText } from '@/components/status-text';
import { focusRing, secondaryButtonClass } from '@/components/styles';
import { errorMessage } from '@/lib/error-message';
import { formatDateTime } from '@/lib/format';
import { downloadAuditCsv, useAuditPage, useMailPage, useRetryMail, useSignInPage } from './api';
import { FilterForm } from './filters';
import type { FilterField } from './filters';
import {
  ACTION_LABELS,
  MAIL_STATUS_LABELS,
  METHOD_LABELS,
  OUTCOME_LABELS,
  REASON_LABELS,
  TABS,
  TAB_LABELS,
} from './labels';
import type { LogTab } from './labels';

/** The filters each tab reads from the address, as the API names them (decision 400). */
const TAB_PARAMS: Record<LogTab, readonly string[]> = {
  audit: ['actor_id', 'action', 'target_type', 'target_id', 'from', 'to'],
  'sign-ins': ['user_id', 'outcome', 'from', 'to'],
  mail: ['status', 'to'],
};

type Params = Record<string, string | undefined>;

/** The tab, its filters and its cursor, kept in the address so a page of the log can be linked and reloaded. */
function useLogAddress() {
  const [search, setSearch] = useSearchParams();
  const requested = search.get('tab');
  const tab: LogTab = TABS.includes(requested as LogTab) ? (requested as LogTab) : 'audit';
  const filters: Params = Object.fromEntries(
    TAB_PARAMS[tab].map((name) => [name, search.get(name) ?? undefined]),
  );
  const cursor = search.get('cursor') ?? undefined;
  const write = (next: { tab: LogTab; filters?: Params; cursor?: string }) => {
    const params = new URLSearchParams();
    if (next.tab !== 'audit') params.set('tab', next.tab);
    for (const [name, value] of Object.entries(next.filters ?? {})) if (value) params.set(name, value);
    if (next.cursor) params.set('cursor', next.cursor);
    setSearch(params);
  };
  return {
    tab,
    filters,
    cursor,
    /** Another tab starts on its first page without filters. */
    setTab: (next: LogTab) => write({ tab: next }),
    /** New filters start from the first page. */
    setFilters: (next: Params) => write({ tab, filters: next }),
    setCursor: (next: string | undefined) => write({ tab, filters, cursor: next }),
  };
}

const cell = 'px-3 py-2 align-top';
const headCell = 'px-3 py-2 text-left font-semibold text-slate-200';
const linkButton = `rounded text-left text-sky-300 underline-offset-2 hover:underline ${focusRing}`;

/** A before or after value as written in the entry: text as it is, anything else as JSON, "—" when absent. */
const showValue = (value: unknown) =>
  value === undefined || value === null ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

function Table({ caption, head, children }: { caption: string; head: ReactNode; children: ReactNode }) {
  return (
    <div className="relative overflow-x-auto rounded-xl border border-slate-800">
      <table className="min-w-full divide-y divide-slate-800 text-sm text-slate-200">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-900">
          <tr>{head}</tr>
        </thead>
        <tbody className="divide-y divide-slate-800">{children}</tbody>
      </table>
    </div>
  );
}

/** "Next page" with the reply's cursor (keyset pagination); back to the newest entries when on a later page. */
function Pager({
  cursor,
  nextCursor,
  onCursor,
}: {
  cursor?: string;
  nextCursor: string | null;
  onCursor: (cursor: string | undefined) => void;
}) {
  const { t } = useLingui();
  if (!cursor && !nextCursor) return null;
  return (
    <nav aria-label={t`Pages of the log`} className="mt-4 flex gap-2">
      {cursor && (
        <button type="button" className={secondaryButtonClass} onClick={() => onCursor(undefined)}>
          <Trans>First page</Trans>
        </button>
      )}
      {nextCursor && (
        <button type="button" className={secondaryButtonClass} onClick={() => onCursor(nextCursor)}>
          <Trans>Next page</Trans>
        </button>
      )}
    </nav>
  );
}

function Empty() {
  return (
    <p className="rounded-xl border border-slate-800 bg-slate-900 p-4 text-slate-300">
      <Trans>Nothing matches these filters.</Trans>
    </p>
  );
}

function Changes({ entry }: { entry: AuditEntry }) {
  const { t } = useLingui();
  const changes = Object.entries(entry.changes ?? {});
  return (
    <div className="grid gap-2 bg-slate-950 p-3">
      {changes.length > 0 ? (
        <table className="min-w-full text-sm">
          <caption className="sr-only">{t`Changed fields`}</caption>
          <thead>
            <tr>
              <th scope="col" className={headCell}>
                <Trans>Field</Trans>
              </th>
              <th scope="col" className={headCell}>
                <Trans>Before</Trans>
              </th>
              <th scope="col" className={headCell}>
                <Trans>After</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {changes.map(([field, change]) => (
              <tr key={field}>
                <th scope="row" className={`${cell} text-left font-mono text-xs text-slate-300`}>
                  {field}
                </th>
                <td className={`${cell} break-all`}>{showValue(change.before)}</td>
                <td className={`${cell} break-all`}>{showValue(change.after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="text-slate-300">
          <Trans>No field changes recorded.</Trans>
        </p>
      )}
      <dl className="grid gap-1 text-xs text-slate-400 sm:grid-cols-[auto_1fr] sm:gap-x-3">
        <dt>
          <Trans>User agent</Trans>
        </dt>
        <dd className="break-all text-slate-300">{entry.user_agent ?? '—'}</dd>
        <dt>
          <Trans>Request id</Trans>
        </dt>
        <dd className="break-all text-slate-300">{entry.request_id ?? '—'}</dd>
        <dt>
          <Trans>Entry id</Trans>
        </dt>
        <dd className="text-slate-300">{entry.id}</dd>
      </dl>
    </div>
  );
}

function AuditRow({ entry, onFilter }: { entry: AuditEntry; onFilter: (filters: Params) => void }) {
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  const actor = entry.actor_name ?? t`System`;
  // The action in words, its code beneath (what the filter and the CSV use); an unknown code as it is.
  const actionLabel = ACTION_LABELS[entry.action];
  const action = actionLabel ? i18n._(actionLabel) : entry.action;
  const target = entry.target_label ?? entry.target_id;
  const detailsId = `audit-${entry.id}-details`;
  return (
    <Fragment>
      <tr>
        <td className={`${cell} min-w-36`}>{formatDateTime(entry.at)}</td>
        <td className={cell}>
          {entry.actor_id ? (
            <button
              type="button"
              className={linkButton}
              title={t`Show only entries by ${actor}`}
              onClick={() => onFilter({ actor_id: entry.actor_id ?? undefined })}
            >
              {actor}
            </button>
          ) : (
            actor
          )}
        </td>
        <td className={cell}>
          {actionLabel ? (
            <>
              {action}
              <code className="block text-xs text-slate-400">{entry.action}</code>
            </>
          ) : (
            <code className="text-xs text-sky-100">{entry.action}</code>
          )}
        </td>
        <td className={`${cell} wrap-anywhere`}>
          {entry.target_type ? (
            <button
              type="button"
              className={linkButton}
              title={t`Show only entries about this target`}
              onClick={() =>
                onFilter({
                  target_type: entry.target_type ?? undefined,
                  target_id: entry.target_id ?? undefined,
                })
              }
            >
              <span className="text-slate-400">{entry.target_type}</span> {target}
            </button>
          ) : (
            '—'
          )}
        </td>
        <td className={`${cell} whitespace-nowrap`}>{entry.ip ?? '—'}</td>
        <td className={cell}>
          <button
            type="button"
            className={linkButton}
            aria-expanded={open}
            aria-controls={detailsId}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? t`Hide details` : t`Show details`}
            <span className="sr-only">
              {' '}
              {action} {formatDateTime(entry.at)}
            </span>
          </button>
        </td>
      </tr>
      {open && (
        <tr id={detailsId}>
          <td colSpan={6} className="p-0">
            <Changes entry={entry} />
          </td>
        </tr>
      )}
    </Fragment>
  );
}

function AuditTab({ address }: { address: ReturnType<typeof useLogAddress> }) {
  const { t } = useLingui();
  const page = useAuditPage({ ...address.filters, cursor: address.cursor });
  const [exporting, setExporting] = useState(false);
  const [exportError, setExportError] = useState<string | null>(null);
  const fields: FilterField[] = [
    { name: 'actor_id', label: t`Actor (account id)` },
    { name: 'action', label: t`Action`, hint: t`An exact action, or a prefix ending in a dot (user.).` },
    { name: 'target_type', label: t`Target type` },
    { name: 'target_id', label: t`Target id` },
    { name: 'from', label: t`From`, kind: 'datetime' },
    { name: 'to', label: t`Until`, kind: 'datetime' },
  ];
  const download = async () => {
    setExporting(true);
    setExportError(null);
    try {
      await downloadAuditCsv(address.filters);
    } catch (caught) {
      setExportError(errorMessage(caught));
    } finally {
      setExporting(false);
    }
  };
  return (
    <>
      <FilterForm
        source={JSON.stringify(address.filters)}
        id="audit-filter"
        fields={fields}
        values={address.filters}
        onApply={address.setFilters}
      />
      <div className="mb-3 flex flex-wrap items-center gap-3">
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={exporting}
          onClick={() => void download()}
        >
          {exporting ? <Trans>Preparing the CSV…</Trans> : <Trans>Download CSV</Trans>}
        </button>
        <span className="text-xs text-slate-400">
          <Trans>Every entry that matches the filters, not only this page.</Trans>
        </span>
      </div>
      <ErrorText>{exportError}</ErrorText>
      {page.isPending ? (
        <Spinner />
      ) : page.isError ? (
        <ErrorText>{errorMessage(page.error)}</ErrorText>
      ) : page.data.entries.length === 0 ? (
        <Empty />
      ) : (
        <>
          <Table
            caption={t`Audit log`}
            head={
              <>
                <th scope="col" className={headCell}>
                  <Trans>Time</Trans>
                </th>
                <th scope="col" className={headCell}>
                  <Trans>Actor</Trans>
                </th>
                <th scope="col" className={headCell}>
                  <Trans>Action</Trans>
                </th>
                <th scope="col" className={headCell}>
                  <Trans>Target</Trans>
                </th>
                <th scope="col" className={headCell}>
                  <Trans>IP address</Trans>
                </th>
                <th scope="col" className={headCell}>
                  <Trans>Changes</Trans>
                </th>
              </>
            }
          >
            {page.data.entries.map((entry) => (
              <AuditRow key={entry.id} entry={entry} onFilter={address.setFilters} />
            ))}
          </Table>
          <Pager cursor={address.cursor} nextCursor={page.data.next_cursor} onCursor={address.setCursor} />
        </>
      )}
    </>
  );
}

function SignInTab({ address }: { address: ReturnType<typeof useLogAddress> }) {
  const { t, i18n } = useLingui();
  const page = useSignInPage({ ...address.filters, cursor: address.cursor });
  const label = (table: Record<string, MessageDescriptor>, value: string | null) =>
    value ? (table[value] ? i18n._(table[value]) : value) : '—';
  const fields: FilterField[] = [
    { name: 'user_id', label: t`Account id` },
    {
      name: 'outcome',
      label: t`Outcome`,
      kind: 'select',
      anyLabel: t`Any outcome`,
      options: [
        { value: 'success', label: i18n._(OUTCOME_LABELS.success!) },
        { value: 'failure', label: i18n._(OUTCOME_LABELS.failure!) },
      ],
    },
    { name: 'from', label: t`From`, kind: 'datetime' },
    { name: 'to', label: t`Until`, kind: 'datetime' },
  ];
  return (
    <>
      <FilterForm
        source={JSON.stringify(address.filters)}
        id="sign-in-filter"
        fields={fields}
        values={address.filters}
        onApply={address.setFilters}
      />
      {page.isPending ? (
        <Spinner />
      ) : page.isError ? (
        <ErrorText>{errorMessage(page.error)}</ErrorText>
      ) : page.data.sign_ins.length === 0 ? (
        <Empty />
      ) : (
        <>
          <Table
            caption={t`Sign-ins`}
            head={
              <>
                <th scope="col" className={headCell}>
                  <Trans>Time</Trans>
                </th>
                <th scope="col" className={headCell}>
                  <Trans>Outcome</Trans>
                </th>
                <th scope="col" className={headCell}>
                  <Trans>Account</Trans>
                </th>
                <th scope="col" className={headCell}>
                  <Trans>Method</Trans>
                </th>
                <th scope="col" className={headCell}>
                  <Trans>Reason</Trans>
                </th>
                <th scope="col" className={headCell}>
                  <Trans>IP address</Trans>
                </th>
                <th scope="col" className={headCell}>
                  <Trans>User agent</Trans>
                </th>
              </>
            }
          >
            {page.data.sign_ins.map((row) => (
              <tr key={row.id}>
                <td className={`${cell} min-w-36`}>{formatDateTime(row.at)}</td>
                <td className={cell}>
                  <span className={row.outcome === 'success' ? 'text-emerald-200' : 'text-amber-200'}>
                    {label(OUTCOME_LABELS, row.outcome)}
                  </span>
                </td>
                <td className={cell}>
                  {row.user_id ? (
                    <button
                      type="button"
                      className={linkButton}
                      onClick={() => address.setFilters({ user_id: row.user_id ?? undefined })}
                    >
                      {row.label ?? row.user_id}
                    </button>
                  ) : (
                    (row.label ?? '—')
                  )}
                </td>
                <td className={cell}>{label(METHOD_LABELS, row.method)}</td>
                <td className={cell}>{label(REASON_LABELS, row.reason)}</td>
                <td className={`${cell} whitespace-nowrap`}>{row.ip ?? '—'}</td>
                <td className={`${cell} max-w-xs break-all text-xs text-slate-400`}>
                  {row.user_agent ?? '—'}
                </td>
              </tr>
            ))}
          </Table>
          <Pager cursor={address.cursor} nextCursor={page.data.next_cursor} onCursor={address.setCursor} />
        </>
      )}
    </>
  );
}

function MailTab({ address }: { address: ReturnType<typeof useLogAddress> }) {
  const { t, i18n } = useLingui();
  const page = useMailPage({ ...address.filters, cursor: address.cursor });
  const retry = useRetryMail();
  const fields: FilterField[] = [
    {
      name: 'status',
      label: t`Status`,
      kind: 'select',
      anyLabel: t`Any status`,
      options: MAIL_STATUSES.map((s) => ({ value: s, label: i18n._(MAIL_STATUS_LABELS[s]!) })),
    },
    { name: 'to', label: t`Recipient` },
  ];
  return (
    <>
      <FilterForm
        source={JSON.stringify(address.filters)}
        id="mail-filter"
        fields={fields}
        values={address.filters}
        onApply={address.setFilters}
      />
      <div className="mb-3">
        {retry.isSuccess && <StatusText>{retry.data}</StatusText>}
        {retry.isError && <ErrorText>{errorMessage(retry.error)}</ErrorText>}
      </div>
      {page.isPending ? (
        <Spinner />
      ) : page.isError ? (
        <ErrorText>{errorMessage(page.error)}</ErrorText>
      ) : page.data.mails.length === 0 ? (
        <Empty />
      ) : (
        <>
          <Table
            caption={t`Mail`}
            head={
              <>
                <th scope="col" className={headCell}>
                  <Trans>Queued</Trans>
                </th>
                <th scope="col" className={headCell}>
                  <Trans>Recipient</Trans>
                </th>
                <th scope="col" className={headCell}>
                  <Trans>Subject</Trans>
                </th>
                <th scope="col" className={headCell}>
                  <Trans>Status</Trans>
                </th>
                <th scope="col" className={headCell}>
                  <Trans>Attempts</Trans>
                </th>
                <th scope="col" className={headCell}>
                  <Trans>Last error</Trans>
                </th>
                <th scope="col" className={headCell}>
                  <span className="sr-only">
                    <Trans>Actions</Trans>
                  </span>
                </th>
              </>
            }
          >
            {page.data.mails.map((mail) => (
              <tr key={mail.id}>
                <td className={`${cell} min-w-36`}>{formatDateTime(mail.created_at)}</td>
                <td className={`${cell} break-all`}>{mail.to}</td>
                <td className={cell}>{mail.subject}</td>
                <td className={cell}>
                  {i18n._(MAIL_STATUS_LABELS[mail.status]!)}
                  {mail.sent_at && (
                    <span className="block text-xs text-slate-400">{formatDateTime(mail.sent_at)}</span>
                  )}
                </td>
                <td className={cell}>{mail.attempts}</td>
                <td className={`${cell} max-w-xs break-words text-xs text-slate-300`}>
                  {mail.last_error ?? '—'}
                </td>
                <td className={cell}>
                  {mail.status === 'failed' && (
                    <button
                      type="button"
                      className={secondaryButtonClass}
                      disabled={retry.isPending}
                      aria-label={t`Send again: ${mail.subject} to ${mail.to}`}
                      onClick={() => retry.mutate(mail.id)}
                    >
                      <Trans>Send again</Trans>
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </Table>
          <Pager cursor={address.cursor} nextCursor={page.data.next_cursor} onCursor={address.setCursor} />
        </>
      )}
    </>
  );
}

/** /dashboard/logs (issue 9, system:logs): the audit log, sign-ins and the mail outbox, tab in the address. */
export function SystemLogsPage() {
  const { t, i18n } = useLingui();
  const address = useLogAddress();
  const tabs = useRef<Record<string, HTMLButtonElement | null>>({});
  const onKey = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = TABS[(TABS.indexOf(address.tab) + step + TABS.length) % TABS.length]!;
    address.setTab(next);
    tabs.current[next]?.focus();
  };
  return (
    <div className="max-w-7xl">
      <PageTitle>
        <Trans>System Logs</Trans>
      </PageTitle>
      <div
        role="tablist"
        aria-label={t`Logs`}
        className="mb-4 flex gap-1 border-b border-slate-700"
        onKeyDown={onKey}
      >
        {TABS.map((tab) => {
          const selected = tab === address.tab;
          return (
            <button
              key={tab}
              ref={(el) => {
                tabs.current[tab] = el;
              }}
              type="button"
              role="tab"
              id={`logs-tab-${tab}`}
              aria-selected={selected}
              aria-controls="logs-panel"
              tabIndex={selected ? 0 : -1}
              onClick={() => address.setTab(tab)}
              className={`-mb-px rounded-t-md border-b-2 px-4 py-2 text-sm font-medium ${focusRing} ${
                selected ? 'border-sky-400 text-white' : 'border-transparent text-slate-300 hover:text-white'
              }`}
            >
              {i18n._(TAB_LABELS[tab])}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id="logs-panel" aria-labelledby={`logs-tab-${address.tab}`}>
        {address.tab === 'audit' && <AuditTab address={address} />}
        {address.tab === 'sign-ins' && <SignInTab address={address} />}
        {address.tab === 'mail' && <MailTab address={address} />}
      </div>
    </div>
  );
}
