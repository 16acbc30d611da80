import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { translateText } from '@/lib/i18n';
import { Spinner } from '@/components/spinner';
import { AuthShell } from './components/auth-shell';
import { FormAlert } from './components/form-alert';
import { SubmitButton } from './components/submit-button';
import { TextField, focusRing, linkClass } from './components/text-field';
import { GithubButton } from './github-button';
import { useClearAuthErrorOnLeave } from './use-clear-on-leave';
import { checkLogin, firstError, firstProblem } from './validation';
import type { LoginValues } from './validation';
import { useAddressLinks } from '@/lib/i18n/address-links';
import { returnPath, returnState } from './return-path';

/** What other screens may hand the login page: where to return, and an address to pre-fill. */
export type LoginLocationState = { from?: string; email?: string } | null;

const EMAIL_NOT_VERIFIED = 'EMAIL_NOT_VERIFIED';
const GITHUB_FAILED_MESSAGE = msg`GitHub authentication failed. Please try again.`;
// The server sends a browser back with reason=not_configured when it has no GitHub sign-in (decision 1188).
const GITHUB_NOT_CONFIGURED_MESSAGE = msg`Sign-in with GitHub is not available on this site. Please sign in with your email and password.`;

/** Only paths inside this app: never an open redirect. */
const safeReturn = (state: unknown) => returnPath(state) ?? '/dashboard';

export function LoginPage() {
  const auth = useAuth();
  const { t, i18n } = useLingui();
  const location = useLocation();
  const [params] = useSearchParams();
  // The links to the other sign-in pages keep the language the address names (decision 1122).
  const linkTo = useAddressLinks();
  const state = location.state as LoginLocationState;
  const [failure, setFailure] = useState<{ message: string; unverifiedEmail?: string } | null>(null);
  useClearAuthErrorOnLeave();

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({
    defaultValues: { email: state?.email ?? '', password: '', remember: false },
    resolver: firstProblem(checkLogin),
    reValidateMode: 'onSubmit',
  });

  // Spec §4: editing the e-mail or password clears the error from the last attempt.
  const clearFailure = () => {
    setFailure(null);
    auth.clearError();
  };

  if (auth.isLoading) return <Spinner label={t`Checking your session…`} className="min-h-screen" />;
  if (auth.isAuthenticated) return <Navigate to={safeReturn(state)} replace />;

  const onSubmit = handleSubmit(async ({ email, password, remember }) => {
    setFailure(null);
    try {
      await auth.login(email.trim(), password, remember);
    } catch (error) {
      const message =
        error instanceof Error && error.message ? error.message : t`Login failed. Please try again.`;
      const unverified = error instanceof ApiError && error.code === EMAIL_NOT_VERIFIED;
      setFailure({ message, unverifiedEmail: unverified ? email.trim() : undefined });
    }
  });

  const invalid = firstError(errors, ['email', 'password']);
  // The page's message and the auth layer's are usually the same text: show it once.
  const messages = [
    ...new Set(
      [invalid?.message, failure?.message, auth.error]
        .filter((text): text is string => Boolean(text))
        .map(translateText),
    ),
  ];
  const githubFailed = params.get('error') === 'github_auth_failed';
  const githubUnavailable = githubFailed && params.get('reason') === 'not_configured';

  return (
    <AuthShell
      title={t`Sign in to your account`}
      subtitle={t`Welcome back. Enter your details below.`}
      particles={80}
    >
      {githubFailed ? (
        <FormAlert>
          {i18n._(githubUnavailable ? GITHUB_NOT_CONFIGURED_MESSAGE : GITHUB_FAILED_MESSAGE)}
        </FormAlert>
      ) : null}
      <form method="post" onSubmit={onSubmit} noValidate aria-label={t`Sign in`}>
        {messages.length > 0 ? (
          <FormAlert id="login-error">
            {messages.map((message) => (
              <p key={message}>{message}</p>
            ))}
            {failure?.unverifiedEmail ? (
              <p className="mt-1">
                <Link
                  to={linkTo(`/register?verify=${encodeURIComponent(failure.unverifiedEmail)}`)}
                  state={returnState(state)}
                  className={linkClass}
                >
                  <Trans>Verify your email</Trans>
                </Link>
              </p>
            ) : null}
          </FormAlert>
        ) : null}
        <TextField
          label={t`Email`}
          type="email"
          autoComplete="email"
          invalid={invalid?.field === 'email'}
          errorId="login-error"
          {...register('email', { onChange: clearFailure })}
        />
        <TextField
          label={t`Password`}
          type="password"
          autoComplete="current-password"
          invalid={invalid?.field === 'password'}
          errorId="login-error"
          {...register('password', { onChange: clearFailure })}
        />
        <div className="mb-6 flex items-center justify-between gap-4 text-sm">
          <label className="flex items-center gap-2 text-slate-800">
            <input type="checkbox" className={`h-4 w-4 rounded ${focusRing}`} {...register('remember')} />
            <Trans>Remember me</Trans>
          </label>
          <Link to={linkTo('/forgot-password')} className={linkClass}>
            <Trans>Forgot password?</Trans>
          </Link>
        </div>
        <SubmitButton busy={isSubmitting} busyLabel={t`Signing in...`}>
          <Trans>Sign in</Trans>
        </SubmitButton>
      </form>
      <div className="my-6 flex items-center gap-3 text-sm text-slate-700" aria-hidden="true">
        <span className="h-px flex-1 bg-slate-300" />
        <Trans>or</Trans>
        <span className="h-px flex-1 bg-slate-300" />
      </div>
      <GithubButton onClick={auth.loginWithGithub} disabled={isSubmitting} />
      <p className="mt-6 text-center text-sm text-slate-700">
        <Trans>
          Don&apos;t have an account?{' '}
          <Link to={linkTo('/register')} state={returnState(state)} className={linkClass}>
            Create one
          </Link>
        </Trans>
      </p>
    </AuthShell>
  );
}
