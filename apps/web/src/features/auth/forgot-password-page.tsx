import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { CODE_LENGTH } from '@app/shared';
import { api } from '@/lib/api-client';
import { translateText } from '@/lib/i18n';
import { AuthShell } from './components/auth-shell';
import { FormAlert } from './components/form-alert';
import { SubmitButton } from './components/submit-button';
import { NewPasswordFields } from './components/new-password-fields';
import { TextField, linkClass } from './components/text-field';
import { useStepInHistory } from './use-step-in-history';
import { codeCooldownKey, startCodeCooldown, useCountdown } from './use-countdown';
import {
  checkEmail,
  checkReset,
  firstError,
  firstProblem,
  looksLikeEmail,
  normaliseCode,
  pasteCode,
} from './validation';
import type { EmailValues, ResetValues } from './validation';
import { RESEND_COOLDOWN_S } from './verify-email-step';
import { useAddressLinks } from '@/lib/i18n/address-links';

const RESET_REDIRECT_MS = 2000;

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

const requestCode = (email: string) => api.post('/api/auth/forgot-password', { email }, { anonymous: true });

function EmailStep({ defaultEmail, onSent }: { defaultEmail: string; onSent: (email: string) => void }) {
  const { t } = useLingui();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<EmailValues>({
    defaultValues: { email: defaultEmail },
    resolver: firstProblem(checkEmail),
    reValidateMode: 'onSubmit',
  });
  const onSubmit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await requestCode(email.trim());
      // The mail just asked for opens the interval of "Send a new code" (decision 1210).
      startCodeCooldown(codeCooldownKey('reset_password', email), RESEND_COOLDOWN_S);
      onSent(email.trim());
    } catch (error) {
      setFailure(messageOf(error, t`Could not send the reset code. Please try again.`));
    }
  });
  const shown = errors.email?.message ?? failure;
  const message = shown ? translateText(shown) : null;
  const digits = CODE_LENGTH;
  return (
    <form method="post" onSubmit={onSubmit} noValidate aria-label={t`Request a reset code`}>
      <p className="mb-4 text-sm text-slate-700">
        <Trans>
          Enter the e-mail address of your account and we will send you a {digits}-digit reset code.
        </Trans>
      </p>
      {message ? <FormAlert id="forgot-error">{message}</FormAlert> : null}
      <TextField
        label={t`Email`}
        type="email"
        autoComplete="email"
        invalid={Boolean(errors.email)}
        errorId="forgot-error"
        {...register('email')}
      />
      <SubmitButton busy={isSubmitting} busyLabel={t`Sending...`}>
        <Trans>Send reset code</Trans>
      </SubmitButton>
    </form>
  );
}

function ResetStep({
  email,
  defaultCode,
  justSent,
  onChangeEmail,
}: {
  email: string;
  defaultCode: string;
  justSent: boolean;
  onChangeEmail: () => void;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [resent, setResent] = useState(false);
  const [cooldown, startCooldown] = useCountdown(codeCooldownKey('reset_password', email));
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ResetValues>({
    defaultValues: { code: defaultCode, password: '', confirmPassword: '' },
    resolver: firstProblem(checkReset),
    reValidateMode: 'onSubmit',
  });

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(
      () => navigate('/login', { replace: true, state: { email } }),
      RESET_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [done, navigate, email]);

  const onSubmit = handleSubmit(async ({ code, password }) => {
    setFailure(null);
    try {
      await api.post(
        '/api/auth/reset-password',
        { email, code: normaliseCode(code), password },
        { anonymous: true },
      );
      setDone(true);
    } catch (error) {
      setFailure(messageOf(error, t`Could not reset the password. Please try again.`));
    }
  });

  const resend = async () => {
    setFailure(null);
    setResent(false);
    try {
      await requestCode(email);
      setResent(true);
      startCooldown(RESEND_COOLDOWN_S);
    } catch (error) {
      setFailure(messageOf(error, t`Could not send the reset code. Please try again.`));
    }
  };

  if (done) {
    return (
      <>
        <FormAlert tone="success">
          <Trans>Your password has been reset. Redirecting to login...</Trans>
        </FormAlert>
        <Link to="/login" state={{ email }} className={linkClass}>
          <Trans>Go to sign in now</Trans>
        </Link>
      </>
    );
  }

  const invalid = firstError(errors, ['code', 'password', 'confirmPassword']);
  const shown = invalid?.message ?? failure;
  const message = shown ? translateText(shown) : null;
  const fieldProps = (field: string) => ({ invalid: invalid?.field === field, errorId: 'reset-error' });

  return (
    <>
      {justSent ? (
        <FormAlert tone="info">
          <Trans>If an account exists for {email}, we sent a password reset code to it.</Trans>
        </FormAlert>
      ) : null}
      {resent ? (
        <FormAlert tone="info">
          <Trans>A new reset code has been sent to {email}.</Trans>
        </FormAlert>
      ) : null}
      <p className="mb-4 text-sm text-slate-700">
        <Trans>
          Resetting the password for <strong className="font-semibold text-slate-900">{email}</strong>.
        </Trans>{' '}
        <button type="button" onClick={onChangeEmail} className={linkClass}>
          <Trans>Use a different email</Trans>
        </button>
      </p>
      <form method="post" onSubmit={onSubmit} noValidate aria-label={t`Choose a new password`}>
        {message ? <FormAlert id="reset-error">{message}</FormAlert> : null}
        <TextField
          label={t`Reset code`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          onPaste={pasteCode((code) => setValue('code', code, { shouldDirty: true }))}
          {...fieldProps('code')}
          {...register('code')}
        />
        <NewPasswordFields
          labels={{ password: t`New password`, confirm: t`Confirm new password` }}
          password={{ ...fieldProps('password'), ...register('password') }}
          confirm={{ ...fieldProps('confirmPassword'), ...register('confirmPassword') }}
        />
        <SubmitButton busy={isSubmitting} busyLabel={t`Resetting...`}>
          <Trans>Reset password</Trans>
        </SubmitButton>
      </form>
      <p className="mt-4 text-center text-sm text-slate-700">
        <Trans>No code?</Trans>{' '}
        <button type="button" onClick={resend} disabled={cooldown > 0} className={linkClass}>
          {cooldown > 0 ? t`Send a new code (${cooldown}s)` : t`Send a new code`}
        </button>
      </p>
    </>
  );
}

type Step = { name: 'email' } | { name: 'reset'; email: string; code: string; justSent: boolean };

/** Password recovery: ask for a code by e-mail, then set a new password with it. */
export function ForgotPasswordPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  // The links to the other sign-in pages keep the language the address names (decision 1122).
  const linkTo = useAddressLinks();
  // The reset mail links to /forgot-password?email=…&code=…: that opens step 2 filled in.
  // Once a code is asked for, step 2 is kept in the history entry (decision 1149): a reload opens it again.
  const [keptEmail, keepStep] = useStepInHistory('resetEmail');
  const [step, setStep] = useState<Step>(() => {
    const email = params.get('email')?.trim() || keptEmail || '';
    const code = params.get('code')?.trim() ?? '';
    return looksLikeEmail(email) ? { name: 'reset', email, code, justSent: false } : { name: 'email' };
  });
  const [lastEmail, setLastEmail] = useState(params.get('email') ?? '');

  return (
    <AuthShell title={step.name === 'email' ? t`Forgot your password?` : t`Reset your password`}>
      {step.name === 'email' ? (
        <EmailStep
          defaultEmail={lastEmail}
          onSent={(email) => {
            setStep({ name: 'reset', email, code: '', justSent: true });
            keepStep(email);
          }}
        />
      ) : (
        <ResetStep
          key={step.email}
          email={step.email}
          defaultCode={step.code}
          justSent={step.justSent}
          onChangeEmail={() => {
            setLastEmail(step.email);
            setStep({ name: 'email' });
            keepStep(null);
          }}
        />
      )}
      <p className="mt-6 text-center text-sm text-slate-700">
        <Trans>
          Remembered it?{' '}
          <Link to={linkTo('/login')} className={linkClass}>
            Back to sign in
          </Link>
        </Trans>
      </p>
    </AuthShell>
  );
}
