import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { PLAN_NAMES, ROLES, USER_STATUSES, formatNumber } from '@app/shared';
import type { AdminUserSummary, Locale } from '@app/shared';
import { PageTitle } from '@/components/page-title';
import { Pager } from '@/components/pager';
import { Spinner } from '@/components/spinner';
import { ErrorText, StatusText } from '@/components/status-text';
import {
  buttonClass,
  focusRing,
  inputClass,
  labelClass,
  panelClass,
  secondaryButtonClass,
} from '@/components/styles';
import { errorMessage } from '@/lib/error-message';
import { formatDate } from '@/lib/format';
import { useInvitationAction, useUserList } from './api';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { InviteDialog } from './invite-dialog';
import { PLAN_LABELS, ROLE_LABELS, SIGN_IN_LABELS, STATUS_CLASSES, STATUS_LABELS } from './labels';
import { usePlanName } from './plan-names';

/** The query parameters GET /api/admin/users accepts (userListQuery); the address keeps them. */
const PARAMS = ['q', 'role', 'status', 'plan', 'sign_in', 'sort', 'order', 'page'] as const;
type Sort = 'name' | 'email' | 'created_at' | 'last_sign_in_at';

export function StatusBadge({ status }: { status: AdminUserSummary['status'] }) {
  const { i18n } = useLingui();
  return (
    <span className={`inline-block rounded-full border px-2 py-0.5 text-xs ${STATUS_CLASSES[status]}`}>
      {i18n._(STATUS_LABELS[status])}
    </span>
  );
}

function InvitationButtons({ user, onDone }: { user: AdminUserSummary; onDone: (message: string) => void }) {
  const { t } = useLingui();
  const action = useInvitationAction();
  const [confirming, setConfirming] = useState(false);
  const name = user.name;
  const done = (reply: { message: string }) => {
    setConfirming(false);
    onDone(reply.message);
  };
  return (
    <div className="flex flex-wrap gap-1">
      <button
        type="button"
        className={secondaryButtonClass}
        aria-label={t`Resend the invitation to ${name}`}
        disabled={action.isPending}
        onClick={() => action.mutate({ id: user.id, action: 'resend' }, { onSuccess: done })}
      >
        <Trans>Resend</Trans>
      </button>
      <button
        type="button"
        className={secondaryButtonClass}
        aria-label={t`Revoke the invitation of ${name}`}
        disabled={action.isPending}
        onClick={() => setConfirming(true)}
      >
        <Trans>Revoke</Trans>
      </button>
      {action.isError && !confirming && <ErrorText>{errorMessage(action.error)}</ErrorText>}
      {confirming && (
        <ConfirmDialog
          title={t`Revoke the invitation?`}
          confirmLabel={t`Revoke the invitation`}
          busy={action.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() => action.mutate({ id: user.id, action: 'revoke' }, { onSuccess: done })}
        >
          {action.isError && <ErrorText>{errorMessage(action.error)}</ErrorText>}
          <p>
            <Trans>The link mailed to {name} stops working and the account, never used, is removed.</Trans>
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}

/** /dashboard/users: every account, searched, filtered and sorted by the server; the state lives in the address. */
export function UsersPage() {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const [params, setParams] = useSearchParams();
  const query: Record<string, string> = {};
  for (const key of PARAMS) {
    const value = params.get(key);
    if (value) query[key] = value;
  }
  const list = useUserList(query);
  const [inviting, setInviting] = useState(false);
  const location = useLocation();
  // An account's page that revoked or erased the account comes back here with what the server said.
  const [notice, setNotice] = useState<string | null>(
    () => (location.state as { notice?: string } | null)?.notice ?? null,
  );

  const sort = (query.sort ?? 'created_at') as Sort;
  const order = query.order ?? 'desc';
  const page = Number(query.page ?? 1);
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;

  /** A new filter or sort starts again at page 1; empty values leave the address. */
  const update = (changes: Record<string, string>, keepPage = false) => {
    const next: Record<string, string> = { ...query, ...changes };
    if (!keepPage) delete next.page;
    setParams(new URLSearchParams(Object.entries(next).filter(([, v]) => v.trim() !== '')));
  };

  const select = (
    key: 'role' | 'status' | 'plan' | 'sign_in',
    label: string,
    options: [string, string][],
  ) => (
    <div>
      <label htmlFor={`users-${key}`} className={labelClass}>
        {label}
      </label>
      <select
        id={`users-${key}`}
        className={inputClass}
        value={query[key] ?? ''}
        onChange={(e) => update({ [key]: e.target.value })}
      >
        <option value="">{t`Any`}</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );

  const planName = usePlanName();
  const planText = (plan: string | null) => (plan ? planName(plan) : '—');

  const header = (key: Sort, label: string) => {
    const active = sort === key;
    const ariaSort = active ? (order === 'asc' ? 'ascending' : 'descending') : 'none';
    // Names and addresses read A→Z first; dates newest first.
    const first = key === 'name' || key === 'email' ? 'asc' : 'desc';
    const nextOrder = active ? (order === 'asc' ? 'desc' : 'asc') : first;
    return (
      <th scope="col" aria-sort={ariaSort} className="px-3 py-2 text-left">
        <button
          type="button"
          className={`font-semibold text-slate-100 hover:underline ${focusRing}`}
          onClick={() => update({ sort: key, order: nextOrder })}
        >
          {label}
          <span aria-hidden="true">{active ? (order === 'asc' ? ' ▲' : ' ▼') : ''}</span>
        </button>
      </th>
    );
  };

  const capped = data ? formatNumber(data.total, locale) : '';
  const totalText = data
    ? data.total_exact
      ? plural(data.total, { one: '# account', other: '# accounts' })
      : t`${capped}+ accounts`
    : '';

  let table: ReactNode = null;
  if (data && data.users.length === 0) {
    table = (
      <p className={`${panelClass} text-slate-300`}>
        <Trans>No accounts match.</Trans>
      </p>
    );
  } else if (data) {
    table = (
      <>
        <p className="mb-2 text-sm text-slate-300" data-testid="users-total">
          {totalText}
        </p>
        <div className="overflow-x-auto rounded-xl border border-slate-800">
          <table className="min-w-full text-sm text-slate-200">
            <caption className="sr-only">
              <Trans>Accounts</Trans>
            </caption>
            <thead className="bg-slate-900">
              <tr>
                {header('name', t`Name`)}
                {header('email', t`E-mail`)}
                <th scope="col" className="px-3 py-2 text-left">
                  <Trans>Role</Trans>
                </th>
                <th scope="col" className="px-3 py-2 text-left">
                  <Trans>Status</Trans>
                </th>
                <th scope="col" className="px-3 py-2 text-left">
                  <Trans>Plan</Trans>
                </th>
                {header('created_at', t`Created`)}
                {header('last_sign_in_at', t`Last sign-in`)}
                <th scope="col" className="px-3 py-2 text-left">
                  <Trans>Invitation</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.users.map((user) => (
                <tr key={user.id} className="border-t border-slate-800">
                  <td className="px-3 py-2">
                    <Link
                      to={`/dashboard/users/${user.id}`}
                      className={`font-medium text-sky-200 hover:underline ${focusRing}`}
                    >
                      {user.name}
                    </Link>
                  </td>
                  <td className="px-3 py-2 break-all">{user.email}</td>
                  <td className="px-3 py-2">{i18n._(ROLE_LABELS[user.role])}</td>
                  <td className="px-3 py-2">
                    <StatusBadge status={user.status} />
                  </td>
                  <td className="px-3 py-2">{planText(user.plan)}</td>
                  <td className="px-3 py-2 whitespace-nowrap">{formatDate(user.created_at, locale)}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {user.last_sign_in_at ? formatDate(user.last_sign_in_at, locale) : t`Never`}
                  </td>
                  <td className="px-3 py-2">
                    {user.status === 'invited' && <InvitationButtons user={user} onDone={setNotice} />}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager page={page} pages={pages} onPage={(next) => update({ page: String(next) }, true)} />
      </>
    );
  }

  return (
    <div>
      <PageTitle
        actions={
          <button type="button" className={buttonClass} onClick={() => setInviting(true)}>
            <Trans>Invite a user</Trans>
          </button>
        }
      >
        <Trans>User Management</Trans>
      </PageTitle>
      {notice && (
        <div className="mb-3">
          <StatusText>{notice}</StatusText>
        </div>
      )}
      {/* Keyed by the address's search, so going back shows the words of that page. */}
      <form
        key={query.q ?? ''}
        role="search"
        aria-label={t`Search accounts`}
        className="mb-3 flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          update({ q: String(new FormData(e.currentTarget).get('q') ?? '') });
        }}
      >
        <div className="min-w-60 flex-1">
          <label htmlFor="users-q" className={labelClass}>
            <Trans>Name or e-mail</Trans>
          </label>
          <input id="users-q" name="q" type="search" className={inputClass} defaultValue={query.q ?? ''} />
        </div>
        <button type="submit" className={secondaryButtonClass}>
          <Trans>Search</Trans>
        </button>
      </form>
      <div className="mb-4 grid gap-3 sm:grid-cols-4">
        {select(
          'role',
          t`Role`,
          ROLES.map((role) => [role, i18n._(ROLE_LABELS[role])]),
        )}
        {select(
          'status',
          t`Status`,
          USER_STATUSES.map((status) => [status, i18n._(STATUS_LABELS[status])]),
        )}
        {select(
          'plan',
          t`Plan`,
          [...PLAN_NAMES, 'none'].map((plan) => [
            plan,
            plan === 'none' ? i18n._(PLAN_LABELS.none!) : planName(plan),
          ]),
        )}
        {select(
          'sign_in',
          t`Sign-in`,
          (['never', 'inactive'] as const).map((value) => [value, i18n._(SIGN_IN_LABELS[value])]),
        )}
      </div>
      {list.isPending && <Spinner label={t`Loading accounts…`} />}
      {list.isError && <ErrorText>{errorMessage(list.error)}</ErrorText>}
      {table}
      {inviting && (
        <InviteDialog
          onClose={() => setInviting(false)}
          onInvited={(email) => {
            setInviting(false);
            setNotice(t`An invitation was sent to ${email}.`);
          }}
        />
      )}
    </div>
  );
}
