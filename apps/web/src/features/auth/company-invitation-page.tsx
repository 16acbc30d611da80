import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { MESSAGES, formatDay } from '@app/shared';
import type { AuthReply, CompanyInvitationLookup, Locale } from '@app/shared';
import { Spinner } from '@/components/spinner';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { translateText } from '@/lib/i18n';
import { AuthShell } from './components/auth-shell';
import { FormAlert } from './components/form-alert';
import { NewPasswordFields } from './components/new-password-fields';
import { SubmitButton } from './components/submit-button';
import { TextField, linkClass } from './components/text-field';
import { useLinkToken } from './use-link-token';
import { firstError, firstProblem, newPasswordProblem } from './validation';
import type { Problem } from './validation';

// Issue 10: the link of a company's invitation mail. The invitee joins with its account (signed in), signs in
// first (an account exists for the address), or registers with the link, which proves the address.

const COMPANY_PAGE = '/dashboard/company';

const ROLE_LABELS: Record<CompanyInvitationLookup['role'], MessageDescriptor> = {
  recruiter: msg({ context: 'company role', message: 'Recruiter' }),
  interviewer: msg({ context: 'company role', message: 'Interviewer' }),
};

type RegisterValues = { name: string; password: string; confirmPassword: string };

const checkRegister = (values: RegisterValues): Problem<RegisterValues> => {
  if (values.name.trim() === '') return { field: 'name', message: MESSAGES.allFieldsRequired };
  return newPasswordProblem<RegisterValues>(values.password, values.confirmPassword, {
    password: 'password',
    confirmation: 'confirmPassword',
  });
};

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? translateText(error.message) : fallback;

/** Who invites, to which company, with which role, until when. */
function Summary({ invitation }: { invitation: CompanyInvitationLookup }) {
  const { t, i18n } = useLingui();
  const company = invitation.company || t`a company`;
  const role = i18n._(ROLE_LABELS[invitation.role]);
  const inviter = invitation.invited_by;
  const email = invitation.email;
  const until = formatDay(invitation.expires_at, i18n.locale as Locale);
  return (
    <div className="mb-4 grid gap-2 text-sm text-slate-700" data-testid="company-invitation">
      <p>
        {inviter ? (
          <Trans>
            <strong className="font-semibold text-slate-900">{inviter}</strong> invited you to join{' '}
            <strong className="font-semibold text-slate-900">{company}</strong> as{' '}
            <strong className="font-semibold text-slate-900">{role}</strong>.
          </Trans>
        ) : (
          <Trans>
            You were invited to join <strong className="font-semibold text-slate-900">{company}</strong> as{' '}
            <strong className="font-semibold text-slate-900">{role}</strong>.
          </Trans>
        )}
      </p>
      <p>
        <Trans>
          The invitation is for <span className="break-all">{email}</span> and works until {until}.
        </Trans>
      </p>
    </div>
  );
}

/** Signed in: join with this account (the server checks that it is the invited address). */
function JoinButton({ token, invitation }: { token: string; invitation: CompanyInvitationLookup }) {
  const { t } = useLingui();
  const auth = useAuth();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const company = invitation.company || t`the company`;
  const you = auth.user?.email ?? '';
  const email = invitation.email;
  const otherAddress = you.toLowerCase() !== email.toLowerCase();

  const join = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await api.post('/api/auth/company-invitation/accept', { token });
      // The account is now the company's: its role and permissions come with the profile.
      await auth.reloadProfile();
      await navigate(COMPANY_PAGE, { replace: true });
    } catch (error) {
      setFailure(messageOf(error, t`Could not join the company. Please try again.`));
      setBusy(false);
    }
  };

  return (
    <>
      {failure ? <FormAlert id="company-invitation-error">{failure}</FormAlert> : null}
      {otherAddress ? (
        <FormAlert tone="info">
          <p>
            <Trans>
              You are signed in as <span className="break-all">{you}</span>. Sign out, then sign in with{' '}
              <span className="break-all">{email}</span> to join.
            </Trans>
          </p>
          <button type="button" className={`mt-1 ${linkClass}`} onClick={() => void auth.logout()}>
            <Trans>Sign out</Trans>
          </button>
        </FormAlert>
      ) : null}
      <SubmitButton type="button" busy={busy} busyLabel={t`Joining…`} onClick={() => void join()}>
        <Trans>Join {company}</Trans>
      </SubmitButton>
    </>
  );
}

/** Not signed in, and the address has an account: sign in, and come back here. */
function SignInFirst({ token, invitation }: { token: string; invitation: CompanyInvitationLookup }) {
  const email = invitation.email;
  const from = `/company-invitation?token=${encodeURIComponent(token)}`;
  return (
    <>
      <p className="mb-4 text-sm text-slate-700">
        <Trans>
          An account with <span className="break-all">{email}</span> exists. Sign in with it to accept the
          invitation; you come back here afterwards.
        </Trans>
      </p>
      <Link
        to="/login"
        state={{ from, email }}
        className="flex w-full items-center justify-center rounded-lg bg-blue-700 px-4 py-2.5 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
      >
        <Trans>Sign in to accept</Trans>
      </Link>
    </>
  );
}

/** Not signed in, a new address: a name and a password, and the account is created inside the company. */
function RegisterForm({ token, invitation }: { token: string; invitation: CompanyInvitationLookup }) {
  const { t } = useLingui();
  const auth = useAuth();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegisterValues>({
    defaultValues: { name: '', password: '', confirmPassword: '' },
    resolver: firstProblem(checkRegister),
    reValidateMode: 'onSubmit',
  });
  const email = invitation.email;

  const onSubmit = handleSubmit(async ({ name, password }) => {
    setFailure(null);
    try {
      const reply = await api.post<AuthReply>(
        '/api/auth/company-invitation/register',
        { token, name: name.trim(), password },
        { anonymous: true },
      );
      // Signed in as after a password sign-in: the token stored, the profile (with the company) loaded.
      const user = await auth.acceptToken(reply.access_token);
      if (!user)
        throw new Error(t`Your account was created, but you could not be signed in. Please sign in.`);
      await navigate(COMPANY_PAGE, { replace: true });
    } catch (error) {
      setFailure(messageOf(error, t`Could not accept the invitation. Please try again.`));
    }
  });

  const invalid = firstError(errors, ['name', 'password', 'confirmPassword']);
  const shown = invalid ? translateText(invalid.message) : failure;
  const fieldProps = (field: string) => ({
    invalid: invalid?.field === field,
    errorId: 'company-invitation-error',
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t`Create your account`}>
      <p className="mb-4 text-sm text-slate-700">
        <Trans>Create your account to join: choose your name and a password.</Trans>
      </p>
      {shown ? <FormAlert id="company-invitation-error">{shown}</FormAlert> : null}
      <input type="email" hidden readOnly autoComplete="username" value={email} />
      <TextField label={t`Name`} autoComplete="name" {...fieldProps('name')} {...register('name')} />
      <NewPasswordFields
        labels={{ password: t`Password`, confirm: t`Confirm password` }}
        password={{ ...fieldProps('password'), ...register('password') }}
        confirm={{ ...fieldProps('confirmPassword'), ...register('confirmPassword') }}
      />
      <SubmitButton busy={isSubmitting} busyLabel={t`Creating your account…`}>
        <Trans>Create account and join</Trans>
      </SubmitButton>
    </form>
  );
}

/** The link is unusable (expired 410, used, revoked or incomplete 400): say so and why. */
function Unusable({ message }: { message: string }) {
  return (
    <>
      <FormAlert>{message}</FormAlert>
      <p className="text-sm text-slate-700">
        <Trans>
          Already a member of the company?{' '}
          <Link to="/login" className={linkClass}>
            Sign in
          </Link>
        </Trans>
      </p>
    </>
  );
}

/** /company-invitation?token=…: the link of a company's invitation mail (issue 10). */
export function CompanyInvitationPage() {
  const { t } = useLingui();
  const auth = useAuth();
  // Read once, then out of the address, the history and every Referer (decision 1082).
  const token = useLinkToken();
  // The public pages have no query cache: one lookup per token, the latest one wins.
  const [lookup, setLookup] = useState<{
    token: string;
    invitation?: CompanyInvitationLookup;
    error?: unknown;
  } | null>(null);
  useEffect(() => {
    if (!token) return;
    let current = true;
    api
      .post<{ success: true; invitation: CompanyInvitationLookup }>(
        '/api/auth/company-invitation',
        { token },
        { anonymous: true },
      )
      .then(
        (reply) => current && setLookup({ token, invitation: reply.invitation }),
        (error: unknown) => current && setLookup({ token, error }),
      );
    return () => {
      current = false;
    };
  }, [token]);
  const result = lookup?.token === token ? lookup : null;

  let body;
  if (!token)
    body = <Unusable message={t`This invitation link is incomplete. Open the link from the mail again.`} />;
  else if (!result || auth.isLoading)
    body = <Spinner label={t`Checking the invitation…`} className="min-h-32" />;
  else if (!result.invitation)
    body = <Unusable message={messageOf(result.error, t`This invitation link cannot be used.`)} />;
  else {
    const invitation = result.invitation;
    body = (
      <>
        <Summary invitation={invitation} />
        {auth.isAuthenticated ? (
          <JoinButton token={token} invitation={invitation} />
        ) : invitation.account_exists ? (
          <SignInFirst token={token} invitation={invitation} />
        ) : (
          <RegisterForm token={token} invitation={invitation} />
        )}
      </>
    );
  }

  return <AuthShell title={t`Join a company`}>{body}</AuthShell>;
}
