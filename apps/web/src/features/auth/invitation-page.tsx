import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDay } from '@app/shared';
import type { AuthReply, Locale } from '@app/shared';
import { Spinner } from '@/components/spinner';
import { api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { translateText } from '@/lib/i18n';
import { AuthShell } from './components/auth-shell';
import { FormAlert } from './components/form-alert';
import { NewPasswordFields } from './components/new-password-fields';
import { SubmitButton } from './components/submit-button';
import { linkClass } from './components/text-field';
import { useLinkToken } from './use-link-token';
import { firstError, firstProblem, newPasswordProblem } from './validation';
import type { Problem } from './validation';

type Invitation = { email: string; name: string; invited_by: string | null; expires_at: string };
type PasswordValues = { password: string; confirmPassword: string };

const checkPassword = (values: PasswordValues): Problem<PasswordValues> =>
  newPasswordProblem<PasswordValues>(values.password, values.confirmPassword, {
    password: 'password',
    confirmation: 'confirmPassword',
  });

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? translateText(error.message) : fallback;

/** The link is unusable (expired, used, revoked, incomplete): say so and where to go instead. */
function Unusable({ message }: { message: string }) {
  return (
    <>
      <FormAlert>{message}</FormAlert>
      <p className="text-sm text-slate-700">
        <Trans>
          Already chose a password?{' '}
          <Link to="/login" className={linkClass}>
            Sign in
          </Link>
        </Trans>
      </p>
    </>
  );
}

function AcceptForm({ token, invitation }: { token: string; invitation: Invitation }) {
  const { t, i18n } = useLingui();
  const auth = useAuth();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<PasswordValues>({
    defaultValues: { password: '', confirmPassword: '' },
    resolver: firstProblem(checkPassword),
    reValidateMode: 'onSubmit',
  });
  const name = invitation.name;
  const email = invitation.email;
  const inviter = invitation.invited_by;
  const until = formatDay(invitation.expires_at, i18n.locale as Locale);

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(null);
    try {
      const reply = await api.post<AuthReply>(
        '/api/auth/invitation/accept',
        { token, password },
        { anonymous: true },
      );
      // Signed in the way the GitHub callback is: the token stored, the profile loaded.
      const user = await auth.acceptToken(reply.access_token);
      if (!user) throw new Error(t`You could not be signed in. Please sign in with your new password.`);
      navigate('/dashboard', { replace: true });
    } catch (error) {
      setFailure(messageOf(error, t`Could not accept the invitation. Please try again.`));
    }
  });

  const invalid = firstError(errors, ['password', 'confirmPassword']);
  const shown = invalid ? translateText(invalid.message) : failure;
  const fieldProps = (field: string) => ({ invalid: invalid?.field === field, errorId: 'invitation-error' });

  return (
    <>
      <p className="mb-4 text-sm text-slate-700">
        {inviter ? (
          <Trans>
            <strong className="font-semibold text-slate-900">{inviter}</strong> invited you to join as{' '}
            <strong className="font-semibold text-slate-900">{name}</strong> (
            <span className="break-all">{email}</span>).
          </Trans>
        ) : (
          <Trans>
            You were invited to join as <strong className="font-semibold text-slate-900">{name}</strong> (
            <span className="break-all">{email}</span>).
          </Trans>
        )}{' '}
        <Trans>Choose a password to finish; this link works until {until}.</Trans>
      </p>
      <form onSubmit={onSubmit} noValidate aria-label={t`Choose a password`}>
        {shown ? <FormAlert id="invitation-error">{shown}</FormAlert> : null}
        <input type="email" hidden readOnly autoComplete="username" value={email} />
        <NewPasswordFields
          labels={{ password: t`Password`, confirm: t`Confirm password` }}
          password={{ ...fieldProps('password'), ...register('password') }}
          confirm={{ ...fieldProps('confirmPassword'), ...register('confirmPassword') }}
        />
        <SubmitButton busy={isSubmitting} busyLabel={t`Signing in...`}>
          <Trans>Set password and sign in</Trans>
        </SubmitButton>
      </form>
    </>
  );
}

/** /invitation?token=…: the link of an administrator's invitation mail (decision 403). */
export function InvitationPage() {
  const { t } = useLingui();
  // Read once, then out of the address, the history and every Referer (decision 1082).
  const token = useLinkToken();
  // The public pages have no query cache: one lookup per token, the latest one wins.
  const [lookup, setLookup] = useState<{ token: string; invitation?: Invitation; error?: unknown } | null>(
    null,
  );
  useEffect(() => {
    if (!token) return;
    let current = true;
    api
      .post<{ success: true; invitation: Invitation }>('/api/auth/invitation', { token }, { anonymous: true })
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
  else if (!result) body = <Spinner label={t`Checking the invitation…`} className="min-h-32" />;
  else if (result.invitation) body = <AcceptForm token={token} invitation={result.invitation} />;
  else body = <Unusable message={messageOf(result.error, t`This invitation link cannot be used.`)} />;

  return <AuthShell title={t`Accept your invitation`}>{body}</AuthShell>;
}
