import { useId, useRef, useState } from 'react';
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { DELETE_CONFIRMATION, changeEmailRequest, formatDateTimeInZone } from '@app/shared';
import type { Account } from '@app/shared';
import { useFieldProblems } from '@/components/field-problems';
import { LocaleSwitch } from '@/components/locale-switch';
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
import { PRODUCT_TIME_ZONE } from '@/lib/format';
import { translateText } from '@/lib/i18n';
import type { Locale } from '@/lib/i18n';
import { useRefocusAfterBusy } from '@/components/use-refocus-after-busy';
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
      <ErrorText>{action.error && translateText(action.error)}</ErrorText>
      {action.done && <StatusText>{translateText(action.done)}</StatusText>}
    </>
  );
}

function CurrentPassword({
  value,
  onChange,
  id,
  control,
  after,
}: {
  value: string;
  onChange: (value: string) => void;
  id?: string;
  control?: Record<string, unknown>;
  after?: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Input
      id={id}
      label={t`Current password`}
      type="password"
      value={value}
      onChange={onChange}
      autoComplete="current-password"
      control={control}
      after={after}
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
  id: givenId,
  control,
  after,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: 'text' | 'email' | 'password';
  autoComplete?: string;
  /** The control's id, when the form checks it (field-problems); else one of its own. */
  id?: string;
  /** `aria-invalid` and `aria-describedby` while the field has a problem. */
  control?: Record<string, unknown>;
  /** The field's problem, under it. */
  after?: ReactNode;
}) {
  const ownId = useId();
  const id = givenId ?? ownId;
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
        {...control}
        onChange={(event) => onChange(event.target.value)}
        className={inputClass}
      />
      {after}
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
  check,
  children,
}: {
  action: Action;
  work: () => Promise<string | null>;
  /** Checks the fields in the page first (field-problems); false sends nothing. */
  check?: () => boolean;
  label: string;
  busyLabel: string;
  tone?: 'primary' | 'secondary' | 'danger';
  className?: string;
  children: ReactNode;
}) {
  const button = useRef<HTMLButtonElement>(null);
  // A refusal takes the focus the disabled button dropped (decision 1212).
  useRefocusAfterBusy(action.busy, button);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (check && !check()) return;
    void action.run(work);
  };
  return (
    <form noValidate className={className} onSubmit={onSubmit}>
      {children}
      <Outcome action={action} />
      <button ref={button} type="submit" className={BUTTON[tone]} disabled={action.busy}>
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
  const { t } = useLingui();
  return (
    <Section title={t`Name`}>
      <ActionForm
        action={action}
        label={t`Save name`}
        busyLabel={t`Saving…`}
        work={async () => {
          const reply = await accountApi.changeName(name);
          await refresh.account(reply.account);
          await reloadProfile();
          return t`Name saved.`;
        }}
      >
        <Input label={t`Full name`} value={name} onChange={setName} autoComplete="name" />
      </ActionForm>
    </Section>
  );
}

function PasswordForm({ account }: { account: Account }) {
  const refresh = useRefresh();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const action = useAction();
  const { t } = useLingui();
  return (
    <Section title={t`Password`}>
      <ActionForm
        action={action}
        label={account.has_password ? t`Change password` : t`Set password`}
        busyLabel={t`Saving…`}
        work={async () => {
          const reply = await accountApi.changePassword({
            ...(account.has_password ? { current_password: current } : {}),
            new_password: next,
          });
          setCurrent('');
          setNext('');
          // The server has confirmed: say so at once; the lists catch up behind the message.
          void refresh.account();
          void refresh.sessions();
          const revoked = reply.revoked;
          if (revoked === 0) return t`Password changed.`;
          return plural(revoked, {
            one: 'Password changed. Your other session was signed out.',
            other: 'Password changed. Your # other sessions were signed out.',
          });
        }}
      >
        {account.has_password ? (
          <CurrentPassword value={current} onChange={setCurrent} />
        ) : (
          <p className="text-sm text-slate-300">
            <Trans>You sign in with GitHub. Set a password to sign in with e-mail too.</Trans>
          </p>
        )}
        <Input
          label={t`New password`}
          type="password"
          value={next}
          onChange={setNext}
          autoComplete="new-password"
        />
        <p className="text-xs text-slate-400">
          <Trans>Changing it signs you out on every other device.</Trans>
        </p>
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
  const { t } = useLingui();
  const current = account.email;
  const pending = account.pending_email;
  const problems = useFieldProblems({ new_email: 'new-email', current_password: 'new-email-password' });
  const request = { new_email: email, ...(account.has_password ? { current_password: password } : {}) };
  return (
    <Section title={t`E-mail address`}>
      <p className="text-sm text-slate-300">
        <Trans>
          You sign in with <strong className="text-white">{current}</strong>.
        </Trans>
      </p>
      <ActionForm
        action={ask}
        tone="secondary"
        label={t`Send a code to the new address`}
        busyLabel={t`Sending…`}
        check={() => problems.check(changeEmailRequest, request)}
        work={async () => {
          const reply = await accountApi.requestEmail(request);
          setPassword('');
          await refresh.account();
          return reply.message;
        }}
      >
        <Input
          id="new-email"
          label={t`New e-mail address`}
          type="email"
          value={email}
          onChange={setEmail}
          autoComplete="email"
          control={problems.controlProps('new_email')}
          after={problems.messageFor('new_email')}
        />
        {account.has_password && (
          <CurrentPassword
            id="new-email-password"
            value={password}
            onChange={setPassword}
            control={problems.controlProps('current_password')}
            after={problems.messageFor('current_password')}
          />
        )}
      </ActionForm>
      {account.pending_email && (
        <ActionForm
          action={confirm}
          className="space-y-3 border-t border-slate-800 pt-3"
          label={t`Confirm the new address`}
          busyLabel={t`Confirming…`}
          work={async () => {
            const reply = await accountApi.confirmEmail(code);
            setCode('');
            await refresh.account(reply.account);
            await reloadProfile();
            const email = reply.account.email;
            return t`Your e-mail address is now ${email}.`;
          }}
        >
          <p className="text-sm text-slate-300">
            <Trans>
              Waiting for the code sent to <strong className="text-white">{pending}</strong>. Until you enter
              it, your address stays {current}.
            </Trans>
          </p>
          <Input
            label={t`Code from the e-mail`}
            value={code}
            onChange={setCode}
            autoComplete="one-time-code"
          />
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
  const { t, i18n } = useLingui();
  if (sessions.isPending) return <Spinner label={t`Loading sessions…`} className="min-h-0 py-4" />;
  if (sessions.isError) return <ErrorText>{translateText(errorMessage(sessions.error))}</ErrorText>;
  const others = sessions.data.filter((s) => !s.current).length;
  const locale = i18n.locale as Locale;
  return (
    <Section title={t`Where you are signed in`}>
      <ul className="divide-y divide-slate-800">
        {sessions.data.map((s) => {
          const address = s.ip ?? t`unknown address`;
          const from = s.ip ?? t`an unknown address`;
          const started = formatDateTimeInZone(s.created_at, PRODUCT_TIME_ZONE, locale);
          return (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <span>
                <span className="block text-slate-100">{s.user_agent ?? t`Unknown browser`}</span>
                <span className="text-slate-400">
                  <Trans>
                    {address} · signed in {started}
                  </Trans>
                </span>
              </span>
              {s.current ? (
                <span className="rounded-full bg-emerald-900 px-2 py-0.5 text-xs text-emerald-100">
                  <Trans>This device</Trans>
                </span>
              ) : (
                <button
                  type="button"
                  className={secondaryButtonClass}
                  disabled={action.busy}
                  aria-label={t`Sign out the session from ${from} started ${started}`}
                  onClick={() =>
                    void action.run(async () => {
                      await accountApi.revokeSession(s.id);
                      await refresh.sessions();
                      return t`That session was signed out.`;
                    })
                  }
                >
                  <Trans>Sign out</Trans>
                </button>
              )}
            </li>
          );
        })}
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
              const revoked = reply.revoked;
              return t`Signed out everywhere else (${revoked}).`;
            })
          }
        >
          <Trans>Sign out everywhere else</Trans>
        </button>
      )}
    </Section>
  );
}

function GithubLink({ account }: { account: Account }) {
  const refresh = useRefresh();
  const action = useAction();
  const { t } = useLingui();
  const login = account.github_login;
  return (
    <Section title="GitHub">
      {login ? (
        <>
          <p className="text-sm text-slate-300">
            <Trans>
              Linked to <strong className="text-white">{login}</strong>: you can sign in with GitHub.
            </Trans>
          </p>
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={action.busy}
            onClick={() =>
              void action.run(async () => {
                const reply = await accountApi.unlinkGithub();
                await refresh.account(reply.account);
                return t`GitHub unlinked.`;
              })
            }
          >
            <Trans>Unlink GitHub</Trans>
          </button>
        </>
      ) : (
        <>
          <p className="text-sm text-slate-300">
            <Trans>Link your GitHub account to sign in with it.</Trans>
          </p>
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
            <Trans>Link GitHub</Trans>
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
  const { t } = useLingui();
  const word = DELETE_CONFIRMATION;
  return (
    <Section title={t`Delete my account`}>
      <p className="text-sm text-slate-300">
        <Trans>
          Your name, e-mail, CVs and candidate profile are erased and you are signed out everywhere. Employers
          keep the applications you sent, under “Deleted user”. This cannot be undone.
        </Trans>
      </p>
      <ActionForm
        action={action}
        tone="danger"
        label={t`Delete my account`}
        busyLabel={t`Deleting…`}
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
          <Input label={t`Type ${word} to confirm`} value={typed} onChange={setTyped} />
        )}
      </ActionForm>
    </Section>
  );
}

/** The interface's language (the account keeps it for its mails too): the same switch as the header's. */
function LanguageSetting() {
  const { t } = useLingui();
  return (
    <Section title={t`Language`}>
      <p className="text-sm text-slate-300">
        <Trans>The language of the site and of the e-mails we send you.</Trans>
      </p>
      <LocaleSwitch className="bg-white" />
    </Section>
  );
}

/** /profile/edit (decision 330): the signed-in user's own account. */
export function AccountSettingsPage() {
  const account = useAccount();
  const { t } = useLingui();
  const back = (
    <Link to="/profile" className={secondaryButtonClass}>
      <Trans>Back to profile</Trans>
    </Link>
  );
  if (account.isPending) return <Spinner label={t`Loading your account…`} />;
  if (account.isError)
    return (
      <div>
        <PageTitle actions={back}>
          <Trans>Edit Profile</Trans>
        </PageTitle>
        <ErrorText>{translateText(errorMessage(account.error))}</ErrorText>
      </div>
    );
  const a = account.data;
  return (
    <div className="max-w-3xl">
      <PageTitle actions={back}>
        <Trans>Edit Profile</Trans>
      </PageTitle>
      <div className="grid gap-6">
        <NameForm account={a} />
        <LanguageSetting />
        <EmailForm account={a} />
        <PasswordForm account={a} />
        <SessionsList />
        <GithubLink account={a} />
        <DeleteAccount account={a} />
      </div>
    </div>
  );
}
