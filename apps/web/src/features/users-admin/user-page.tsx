import { useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { ROLES } from '@app/shared';
import type { AdminUserDetail, Locale, Permission, Role } from '@app/shared';
import { PageTitle } from '@/components/page-title';
import { Spinner } from '@/components/spinner';
import { ErrorText, StatusText } from '@/components/status-text';
import {
  buttonClass,
  dangerButtonClass,
  focusRing,
  inputClass,
  labelClass,
  panelClass,
  secondaryButtonClass,
} from '@/components/styles';
import { useAuth } from '@/lib/auth';
import { errorMessage } from '@/lib/error-message';
import { formatDate, formatDateTime } from '@/lib/format';
import { useAccountAction, useAdminUser, useInvitationAction } from './api';
import type { AccountAction } from './api';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { ROLE_LABELS } from './labels';
import { usePlanName } from './plan-names';
import { StatusBadge } from './users-page';

type Action = ReturnType<typeof useAccountAction>;

/** What a section says after its last action: the server's words, a refusal (403/409) included. */
function Outcome({
  action,
  done,
}: {
  action: Action | ReturnType<typeof useInvitationAction>;
  done?: string;
}) {
  if (action.isError) return <ErrorText>{errorMessage(action.error)}</ErrorText>;
  const message =
    action.isSuccess && action.data && 'message' in action.data ? action.data.message : undefined;
  if (action.isSuccess && (message ?? done)) return <StatusText>{message ?? done}</StatusText>;
  return null;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={`${panelClass} grid gap-3`}>
      <h2 id={id} className="text-lg font-semibold text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-1.5 sm:grid sm:grid-cols-3 sm:gap-4">
      <dt className="text-sm text-slate-400">{label}</dt>
      <dd className="text-slate-100 sm:col-span-2">{children}</dd>
    </div>
  );
}

function Profile({ user }: { user: AdminUserDetail }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const planName = usePlanName();
  const plan = user.plan ? planName(user.plan) : '—';
  const expires = user.invitation ? formatDate(user.invitation.expires_at, locale) : '';
  return (
    <Section id="account-profile" title={t`Profile`}>
      <dl className="divide-y divide-slate-800">
        <Field label={t`E-mail`}>
          <span className="break-all">{user.email}</span>
        </Field>
        <Field label={t`Status`}>
          <StatusBadge status={user.status} />
          {user.locked && (
            <span className="ml-2 text-sm text-amber-200">
              <Trans>Sign-in locked after too many failed attempts</Trans>
            </span>
          )}
        </Field>
        <Field label={t`Role`}>{i18n._(ROLE_LABELS[user.role])}</Field>
        <Field label={t`Plan`}>{plan}</Field>
        <Field label={t`Created`}>{formatDate(user.created_at, locale)}</Field>
        <Field label={t`Last sign-in`}>
          {user.last_sign_in_at ? formatDateTime(user.last_sign_in_at) : t`Never`}
        </Field>
        <Field label={t`Password`}>{user.has_password ? t`Set` : t`Not set`}</Field>
        <Field label={t`GitHub`}>{user.github_login ?? '—'}</Field>
        {user.invitation && (
          <Field label={t`Invitation`}>
            {user.invitation.expired ? t`Expired on ${expires}` : t`Valid until ${expires}`}
          </Field>
        )}
      </dl>
    </Section>
  );
}

function RoleSection({ user, self }: { user: AdminUserDetail; self: boolean }) {
  const { t, i18n } = useLingui();
  const action = useAccountAction(user.id);
  const [role, setRole] = useState<Role>(user.role);
  return (
    <Section id="account-role" title={t`Role`}>
      <form
        className="flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          action.mutate({ kind: 'role', role });
        }}
      >
        <div>
          <label htmlFor="account-role-select" className={labelClass}>
            <Trans>Role</Trans>
          </label>
          <select
            id="account-role-select"
            className={inputClass}
            value={role}
            onChange={(e) => setRole(e.target.value as Role)}
          >
            {ROLES.map((r) => (
              <option key={r} value={r}>
                {i18n._(ROLE_LABELS[r])}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass} disabled={action.isPending || role === user.role}>
          <Trans>Change role</Trans>
        </button>
      </form>
      {self && (
        <p className="text-sm text-slate-300">
          <Trans>This is your own account: another administrator changes its role.</Trans>
        </p>
      )}
      <Outcome action={action} done={t`The role was changed.`} />
    </Section>
  );
}

function PermissionsSection({ user }: { user: AdminUserDetail }) {
  const { t } = useLingui();
  const action = useAccountAction(user.id);
  const held = () => new Set(user.permissions.filter((p) => p.effective).map((p) => p.permission));
  const [checked, setChecked] = useState<Set<Permission>>(held);
  const [seen, setSeen] = useState(user);
  // A fresh reply from the server (a save, a reset) is what the boxes show again.
  if (seen !== user) {
    setSeen(user);
    setChecked(held());
  }
  const changed = user.permissions.some((p) => checked.has(p.permission) !== p.effective);
  const hasOverrides = user.permissions.some((p) => p.override !== null);

  const save = () => {
    const granted = user.permissions
      .filter((p) => !p.role_default && checked.has(p.permission))
      .map((p) => p.permission);
    const removed = user.permissions
      .filter((p) => p.role_default && !checked.has(p.permission))
      .map((p) => p.permission);
    action.mutate({ kind: 'permissions', granted, removed });
  };

  return (
    <Section id="account-permissions" title={t`Permissions`}>
      <p className="text-sm text-slate-300">
        <Trans>
          Ticked permissions are the ones the account holds. “Role default” marks what its role gives; a
          change on top of the role is marked “granted” or “removed”.
        </Trans>
      </p>
      <fieldset>
        <legend className="sr-only">
          <Trans>Effective permissions</Trans>
        </legend>
        <ul className="grid gap-1 sm:grid-cols-2">
          {user.permissions.map((entry) => {
            const id = `perm-${entry.permission.replace(/:/g, '-')}`;
            return (
              <li key={entry.permission} className="flex flex-wrap items-center gap-2">
                <input
                  id={id}
                  type="checkbox"
                  className={`h-4 w-4 ${focusRing}`}
                  checked={checked.has(entry.permission)}
                  onChange={(e) =>
                    setChecked((current) => {
                      const next = new Set(current);
                      if (e.target.checked) next.add(entry.permission);
                      else next.delete(entry.permission);
                      return next;
                    })
                  }
                />
                <label htmlFor={id} className="font-mono text-sm text-slate-100">
                  {entry.permission}
                </label>
                {entry.role_default && (
                  <span className="rounded border border-slate-500 px-1.5 text-xs text-slate-200">
                    <Trans>Role default</Trans>
                  </span>
                )}
                {entry.override === 'granted' && (
                  <span className="rounded border border-emerald-400/60 px-1.5 text-xs text-emerald-200">
                    <Trans>granted</Trans>
                  </span>
                )}
                {entry.override === 'removed' && (
                  <span className="rounded border border-red-400/60 px-1.5 text-xs text-red-200">
                    <Trans>removed</Trans>
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <button type="button" className={buttonClass} disabled={action.isPending || !changed} onClick={save}>
          <Trans>Save permissions</Trans>
        </button>
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={action.isPending || !hasOverrides}
          onClick={() => action.mutate({ kind: 'reset-permissions' })}
        >
          <Trans>Reset to the role’s defaults</Trans>
        </button>
      </div>
      <Outcome action={action} done={t`The permissions were saved.`} />
    </Section>
  );
}

function SessionsSection({ user }: { user: AdminUserDetail }) {
  const { t, i18n } = useLingui();
  const action = useAccountAction(user.id);
  const locale = i18n.locale as Locale;
  return (
    <Section id="account-sessions" title={t`Sessions`}>
      {user.sessions.length === 0 ? (
        <p className="text-sm text-slate-300">
          <Trans>No open sessions.</Trans>
        </p>
      ) : (
        <div className="relative overflow-x-auto">
          <table className="min-w-full text-sm text-slate-200">
            <thead>
              <tr>
                <th scope="col" className="px-2 py-1 text-left">
                  <Trans>Device</Trans>
                </th>
                <th scope="col" className="px-2 py-1 text-left">
                  <Trans>IP address</Trans>
                </th>
                <th scope="col" className="px-2 py-1 text-left">
                  <Trans>Created</Trans>
                </th>
                <th scope="col" className="px-2 py-1 text-left">
                  <Trans>Last used</Trans>
                </th>
                <th scope="col" className="px-2 py-1 text-left">
                  <span className="sr-only">
                    <Trans>Actions</Trans>
                  </span>
                </th>
              </tr>
            </thead>
            <tbody>
              {user.sessions.map((session) => {
                const device = session.device;
                return (
                  <tr key={session.id} className="border-t border-slate-800">
                    <td className="px-2 py-1" title={session.user_agent ?? undefined}>
                      {device}
                    </td>
                    <td className="px-2 py-1">{session.ip ?? '—'}</td>
                    <td className="px-2 py-1">{formatDateTime(session.created_at, undefined, locale)}</td>
                    <td className="px-2 py-1">
                      {session.last_used_at ? formatDateTime(session.last_used_at, undefined, locale) : '—'}
                    </td>
                    <td className="px-2 py-1 whitespace-nowrap">
                      <button
                        type="button"
                        className={secondaryButtonClass}
                        aria-label={t`Revoke the session on ${device}`}
                        disabled={action.isPending}
                        onClick={() => action.mutate({ kind: 'revoke-session', sessionId: session.id })}
                      >
                        <Trans>Revoke</Trans>
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <div>
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={action.isPending || user.sessions.length === 0}
          onClick={() => action.mutate({ kind: 'revoke-sessions' })}
        >
          <Trans>Revoke all sessions</Trans>
        </button>
      </div>
      <Outcome action={action} done={t`The sessions were revoked.`} />
    </Section>
  );
}

function InvitationSection({ user }: { user: AdminUserDetail }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const action = useInvitationAction();
  const [confirming, setConfirming] = useState(false);
  const name = user.name;
  return (
    <Section id="account-invitation" title={t`Invitation`}>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={action.isPending}
          onClick={() => action.mutate({ id: user.id, action: 'resend' })}
        >
          <Trans>Resend the invitation</Trans>
        </button>
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={action.isPending}
          onClick={() => setConfirming(true)}
        >
          <Trans>Revoke the invitation</Trans>
        </button>
      </div>
      {!confirming && <Outcome action={action} />}
      {confirming && (
        <ConfirmDialog
          title={t`Revoke the invitation?`}
          confirmLabel={t`Revoke the invitation`}
          busy={action.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={() =>
            action.mutate(
              { id: user.id, action: 'revoke' },
              { onSuccess: (reply) => navigate('/dashboard/users', { state: { notice: reply.message } }) },
            )
          }
        >
          {action.isError && <ErrorText>{errorMessage(action.error)}</ErrorText>}
          <p>
            <Trans>The link mailed to {name} stops working and the account, never used, is removed.</Trans>
          </p>
        </ConfirmDialog>
      )}
    </Section>
  );
}

function AccessSection({ user, canErase }: { user: AdminUserDetail; canErase: boolean }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const action = useAccountAction(user.id);
  const [confirm, setConfirm] = useState<'disable' | 'erase' | null>(null);
  const disabled = user.status === 'disabled';
  const name = user.name;
  const act = (kind: AccountAction['kind']) =>
    action.mutate({ kind } as AccountAction, { onSuccess: () => setConfirm(null) });

  return (
    <Section id="account-access" title={t`Sign-in and access`}>
      <div className="flex flex-wrap gap-2">
        {!disabled && user.status !== 'invited' && (
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={action.isPending}
            onClick={() => act('password-reset')}
          >
            <Trans>Send a password reset link</Trans>
          </button>
        )}
        {user.locked && (
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={action.isPending}
            onClick={() => act('clear-lockout')}
          >
            <Trans>Clear the sign-in lockout</Trans>
          </button>
        )}
        {disabled ? (
          <button
            type="button"
            className={buttonClass}
            disabled={action.isPending}
            onClick={() => act('enable')}
          >
            <Trans>Enable the account</Trans>
          </button>
        ) : (
          <button
            type="button"
            className={dangerButtonClass}
            disabled={action.isPending}
            onClick={() => setConfirm('disable')}
          >
            <Trans>Disable the account</Trans>
          </button>
        )}
        {canErase && (
          <button
            type="button"
            className={dangerButtonClass}
            disabled={action.isPending}
            onClick={() => setConfirm('erase')}
          >
            <Trans>Erase the account</Trans>
          </button>
        )}
      </div>
      {!confirm && <Outcome action={action} />}
      {confirm === 'disable' && (
        <ConfirmDialog
          title={t`Disable ${name}?`}
          confirmLabel={t`Disable the account`}
          busy={action.isPending}
          onClose={() => setConfirm(null)}
          onConfirm={() => act('disable')}
        >
          {action.isError && <ErrorText>{errorMessage(action.error)}</ErrorText>}
          <p>
            <Trans>
              {name} is signed out everywhere at once and cannot sign in until the account is enabled again.
            </Trans>
          </p>
        </ConfirmDialog>
      )}
      {confirm === 'erase' && (
        <ConfirmDialog
          title={t`Erase ${name}?`}
          confirmLabel={t`Erase the account`}
          busy={action.isPending}
          onClose={() => setConfirm(null)}
          onConfirm={() =>
            action.mutate(
              { kind: 'erase' },
              {
                onSuccess: (reply) =>
                  navigate('/dashboard/users', { state: { notice: reply.message ?? null } }),
              },
            )
          }
        >
          {action.isError && <ErrorText>{errorMessage(action.error)}</ErrorText>}
          <p>
            <Trans>
              The personal data of {name} is replaced by a pseudonym and cannot be recovered. Applications’
              history and audit entries stay as they are.
            </Trans>
          </p>
        </ConfirmDialog>
      )}
    </Section>
  );
}

/** /dashboard/users/:id: one account — profile, role, permissions, sessions and access (decision 403). */
export function UserPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const { user: me, hasPermission } = useAuth();
  const account = useAdminUser(id);
  const user = account.data;

  return (
    <div className="grid max-w-5xl gap-4">
      <p>
        <Link to=".." relative="path" className={`text-sm text-sky-200 hover:underline ${focusRing}`}>
          <Trans>← All users</Trans>
        </Link>
      </p>
      {account.isPending && <Spinner label={t`Loading the account…`} />}
      {account.isError && (
        <>
          <PageTitle>
            <Trans>Account</Trans>
          </PageTitle>
          <ErrorText>{errorMessage(account.error)}</ErrorText>
        </>
      )}
      {user && (
        <>
          <PageTitle>{user.name}</PageTitle>
          <Profile user={user} />
          {user.status === 'erased' ? (
            // Nothing can give an erased account a name, a role or rights again (the server answers 409).
            <p className={`${panelClass} text-slate-300`}>
              <Trans>
                This account was erased: its personal data was replaced by a pseudonym, and it can no longer
                be changed or signed in to.
              </Trans>
            </p>
          ) : (
            <>
              {user.status === 'invited' && <InvitationSection user={user} />}
              <RoleSection key={`role-${user.role}`} user={user} self={me?.id === user.id} />
              <PermissionsSection user={user} />
              <SessionsSection user={user} />
              <AccessSection user={user} canErase={hasPermission('user:delete')} />
            </>
          )}
        </>
      )}
    </div>
  );
}
