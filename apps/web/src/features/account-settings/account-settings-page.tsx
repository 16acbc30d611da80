import { useId, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { DELETE_CONFIRMATION } from '@app/shared';
import type { Account } from '@app/shared';
import { PageTitle } from '@/components/page-title';
import { Spinner } from '@/components/spinner';
import { ErrorText, StatusText } from '@/components/status-text';
import {
  buttonClass,
  dangerButtonClass,
  inputClass,
  labelClass,
  panelClass,
  secondaryButtonClass,
} from '@/components/styles';
import { clearToken, useAuth } from '@/lib/auth';
import { errorMessage } from '@/lib/error-message';
import { formatDateTime } from '@/lib/format';
import { accountApi, useAccount, useRefresh, useSessions } from './api';

/** One form's request state: busy, the error to show, the confirmation to announce. */
function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const run = async (work: () => Promise<string | null>) => {
    setBusy(true);
    setError(null);
    setDone(null);
    try {
      setDone(await work());
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, done, run };
}

type Action = ReturnType<typeof useAction>;

/** What became of a form's last request: the error, announced at once, or the confirmation, announced politely. */
function Outcome({ action }: { action: Action }) {
  return (
    <>
      <ErrorText>{action.error}</ErrorText>
      {action.done && <StatusText>{action.done}</StatusText>}
    </>
  );
}

function CurrentPassword({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Input
      label="Current password"
      type="password"
      value={value}
      onChange={onChange}
      autoComplete="current-password"
    />
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={`${panelClass} space-y-3`}>
      <h2 id={id} className="text-lg font-semibold text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Input({
  label,
  value,
  onChange,
  type = 'text',
  autoComplete,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
}) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <input
        id={id}
        type={type}
        value={value}
        autoComplete={autoComplete}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
      />
    </div>
  );
}

const BUTTON = { primary: buttonClass, secondary: secondaryButtonClass, danger: dangerButtonClass };

/** A form whose submit runs one request: its fields, then the outcome, then the button (busy while it runs). */
function ActionForm({
  action,
  work,
  label,
  busyLabel,
  tone = 'primary',
  className = 'space-y-3',
  children,
}: {
  action: Action;
  work: () => Promise<string | null>;
  label: string;
  busyLabel: string;
  tone?: 'primary' | 'secondary' | 'danger';
  className?: string;
  children: ReactNode;
}) {
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void action.run(work);
  };
  return (
    <form className={className} onSubmit={onSubmit}>
      {children}
      <Outcome action={action} />
      <button type="submit" className={BUTTON[tone]} disabled={action.busy}>
        {action.busy ? busyLabel : label}
      </button>
    </form>
  );
}

function NameForm({ account }: { account: Account }) {
  const { reloadProfile } = useAuth();
  const refresh = useRefresh();
  const [name, setName] = useState(account.name);
  const action = useAction();
  return (
    <Section title="Name">
      <ActionForm
        action={action}
        label="Save name"
        busyLabel="Saving…"
        work={async () => {
          const reply = await accountApi.changeName(name);
          await refresh.account(reply.account);
          await reloadProfile();
          return 'Name saved.';
        }}
      >
        <Input label="Full name" value={name} onChange={setName} autoComplete="name" />
      </ActionForm>
    </Section>
  );
}

function PasswordForm({ account }: { account: Account }) {
  const refresh = useRefresh();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const action = useAction();
  return (
    <Section title="Password">
      <ActionForm
        action={action}
        label={account.has_password ? 'Change password' : 'Set password'}
        busyLabel="Saving…"
        work={async () => {
          const reply = await accountApi.changePassword({
            ...(account.has_password ? { current_password: current } : {}),
            new_password: next,
          });
          setCurrent('');
          setNext('');
          await refresh.account();
          await refresh.sessions();
          if (reply.revoked === 0) return 'Password changed.';
          const others =
            reply.revoked === 1 ? 'Your other session was' : `Your ${reply.revoked} other sessions were`;
          return `Password changed. ${others} signed out.`;
        }}
      >
        {account.has_password ? (
          <CurrentPassword value={current} onChange={setCurrent} />
        ) : (
          <p className="text-sm text-slate-300">
            You sign in with GitHub. Set a password to sign in with e-mail too.
          </p>
        )}
        <Input
          label="New password"
          type="password"
          value={next}
          onChange={setNext}
          autoComplete="new-password"
        />
        <p className="text-xs text-slate-400">Changing it signs you out on every other device.</p>
      </ActionForm>
    </Section>
  );
}

function EmailForm({ account }: { account: Account }) {
  const { reloadProfile } = useAuth();
  const refresh = useRefresh();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const ask = useAction();
  const confirm = useAction();
  return (
    <Section title="E-mail address">
      <p className="text-sm text-slate-300">
        You sign in with <strong className="text-white">{account.email}</strong>.
      </p>
      <ActionForm
        action={ask}
        tone="secondary"
        label="Send a code to the new address"
        busyLabel="Sending…"
        work={async () => {
          const reply = await accountApi.requestEmail({
            new_email: email,
            ...(account.has_password ? { current_password: password } : {}),
          });
          setPassword('');
          await refresh.account();
          return reply.message;
        }}
      >
        <Input
          label="New e-mail address"
          type="email"
          value={email}
          onChange={setEmail}
          autoComplete="email"
        />
        {account.has_password && <CurrentPassword value={password} onChange={setPassword} />}
      </ActionForm>
      {account.pending_email && (
        <ActionForm
          action={confirm}
          className="space-y-3 border-t border-slate-800 pt-3"
          label="Confirm the new address"
          busyLabel="Confirming…"
          work={async () => {
            const reply = await accountApi.confirmEmail(code);
            setCode('');
            await refresh.account(reply.account);
            await reloadProfile();
            return `Your e-mail address is now ${reply.account.email}.`;
          }}
        >
          <p className="text-sm text-slate-300">
            Waiting for the code sent to <strong className="text-white">{account.pending_email}</strong>.
            Until you enter it, your address stays {account.email}.
          </p>
          <Input label="Code from the e-mail" value={code} onChange={setCode} autoComplete="one-time-code" />
        </ActionForm>
      )}
      {!account.pending_email && confirm.done && <StatusText>{confirm.done}</StatusText>}
    </Section>
  );
}

function SessionsList() {
  const sessions = useSessions();
  const refresh = useRefresh();
  const action = useAction();
  if (sessions.isPending) return <Spinner label="Loading sessions…" className="min-h-0 py-4" />;
  if (sessions.isError) return <ErrorText>{errorMessage(sessions.error)}</ErrorText>;
  const others = sessions.data.filter((s) => !s.current).length;
  return (
    <Section title="Where you are signed in">
      <ul className="divide-y divide-slate-800">
        {sessions.data.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
            <span>
              <span className="block text-slate-100">{s.user_agent ?? 'Unknown browser'}</span>
              <span className="text-slate-400">
                {s.ip ?? 'unknown address'} · signed in {formatDateTime(s.created_at)}
              </span>
            </span>
            {s.current ? (
              <span className="rounded-full bg-emerald-900 px-2 py-0.5 text-xs text-emerald-100">
                This device
              </span>
            ) : (
              <button
                type="button"
                className={secondaryButtonClass}
                disabled={action.busy}
                aria-label={`Sign out the session from ${s.ip ?? 'an unknown address'} started ${formatDateTime(s.created_at)}`}
                onClick={() =>
                  void action.run(async () => {
                    await accountApi.revokeSession(s.id);
                    await refresh.sessions();
                    return 'That session was signed out.';
                  })
                }
              >
                Sign out
              </button>
            )}
          </li>
        ))}
      </ul>
      <Outcome action={action} />
      {others > 0 && (
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={action.busy}
          onClick={() =>
            void action.run(async () => {
              const reply = await accountApi.revokeOthers();
              await refresh.sessions();
              return `Signed out everywhere else (${reply.revoked}).`;
            })
          }
        >
          Sign out everywhere else
        </button>
      )}
    </Section>
  );
}

function GithubLink({ account }: { account: Account }) {
  const refresh = useRefresh();
  const action = useAction();
  return (
    <Section title="GitHub">
      {account.github_login ? (
        <>
          <p className="text-sm text-slate-300">
            Linked to <strong className="text-white">{account.github_login}</strong>: you can sign in with
            GitHub.
          </p>
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={action.busy}
            onClick={() =>
              void action.run(async () => {
                const reply = await accountApi.unlinkGithub();
                await refresh.account(reply.account);
                return 'GitHub unlinked.';
              })
            }
          >
            Unlink GitHub
          </button>
        </>
      ) : (
        <>
          <p className="text-sm text-slate-300">Link your GitHub account to sign in with it.</p>
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={action.busy}
            onClick={() =>
              void action.run(async () => {
                const reply = await accountApi.linkGithub();
                window.location.assign(reply.url);
                return null;
              })
            }
          >
            Link GitHub
          </button>
        </>
      )}
      <Outcome action={action} />
    </Section>
  );
}

function DeleteAccount({ account }: { account: Account }) {
  const [password, setPassword] = useState('');
  const [typed, setTyped] = useState('');
  const action = useAction();
  return (
    <Section title="Delete my account">
      <p className="text-sm text-slate-300">
        Your name, e-mail, CVs and candidate profile are erased and you are signed out everywhere. Employers
        keep the applications you sent, under “Deleted user”. This cannot be undone.
      </p>
      <ActionForm
        action={action}
        tone="danger"
        label="Delete my account"
        busyLabel="Deleting…"
        work={async () => {
          await accountApi.deleteAccount(
            account.has_password ? { current_password: password } : { confirmation: typed },
          );
          // Every session of the account is already revoked: forget the token and start afresh on the home page,
          // signed out (a client-side sign-out would let the member area's guard show /login first).
          clearToken();
          window.location.replace('/');
          return null;
        }}
      >
        {account.has_password ? (
          <CurrentPassword value={password} onChange={setPassword} />
        ) : (
          <Input label={`Type ${DELETE_CONFIRMATION} to confirm`} value={typed} onChange={setTyped} />
        )}
      </ActionForm>
    </Section>
  );
}

/** /profile/edit (decision 330): the signed-in user's own account. */
export function AccountSettingsPage() {
  const account = useAccount();
  const back = (
    <Link to="/profile" className={secondaryButtonClass}>
      Back to profile
    </Link>
  );
  if (account.isPending) return <Spinner label="Loading your account…" />;
  if (account.isError)
    return (
      <div>
        <PageTitle actions={back}>Edit Profile</PageTitle>
        <ErrorText>{errorMessage(account.error)}</ErrorText>
      </div>
    );
  const a = account.data;
  return (
    <div className="max-w-3xl">
      <PageTitle actions={back}>Edit Profile</PageTitle>
      <div className="grid gap-6">
        <NameForm account={a} />
        <EmailForm account={a} />
        <PasswordForm account={a} />
        <SessionsList />
        <GithubLink account={a} />
        <DeleteAccount account={a} />
      </div>
    </div>
  );
}
