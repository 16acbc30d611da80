import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { CODE_LENGTH } from '@app/shared';
import { useAuth } from '@/lib/auth';
import { translateText } from '@/lib/i18n';
import { FormAlert } from './components/form-alert';
import { SubmitButton } from './components/submit-button';
import { TextField, linkClass } from './components/text-field';
import { codeCooldownKey, useCountdown } from './use-countdown';
import { checkCode, firstProblem, normaliseCode, pasteCode } from './validation';
import type { CodeValues } from './validation';

/** Spec §9: the redirect after verification. */
export const VERIFIED_REDIRECT_MS = 2000;
/** Decision 111: one resend a minute, matching the server's own interval. */
export const RESEND_COOLDOWN_S = 60;

type Props = {
  email: string;
  /** The code from the verification mail's link (decision 1211); empty otherwise. */
  defaultCode?: string;
  /** True right after registering; false when the user came back to finish an earlier one. */
  justRegistered: boolean;
  /** The page to end on after signing in (decision 1222), handed on to /login. */
  returnTo?: string;
};

/** Spec §4 step 2: enter the 6-digit code from the mail, or ask for a new one. */
export function VerifyEmailStep({ email, defaultCode = '', justRegistered, returnTo }: Props) {
  const auth = useAuth();
  const { t } = useLingui();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [verified, setVerified] = useState(false);
  const [resent, setResent] = useState(false);
  const [resending, setResending] = useState(false);
  // Kept across reloads (decision 1210): the registration's mail starts it, each resend restarts it.
  const [cooldown, startCooldown] = useCountdown(codeCooldownKey('verify_email', email));
  const {
    register,
    handleSubmit,
    setFocus,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<CodeValues>({
    defaultValues: { code: defaultCode },
    resolver: firstProblem(checkCode),
    reValidateMode: 'onSubmit',
  });

  // The step replaces the form the user just sent: continue where their attention is. Focused from an
  // effect, not `autoFocus`: the browser honours that attribute once per document (decision 1012).
  useEffect(() => setFocus('code'), [setFocus]);

  useEffect(() => {
    if (!verified) return;
    const timer = setTimeout(
      () => navigate('/login', { replace: true, state: returnTo ? { email, from: returnTo } : { email } }),
      VERIFIED_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [verified, navigate, email, returnTo]);

  const onSubmit = handleSubmit(async ({ code }) => {
    setFailure(null);
    try {
      await auth.verifyEmail(email, normaliseCode(code));
      setVerified(true);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t`Email verification failed. Please try again.`);
    }
  });

  const resend = async () => {
    setFailure(null);
    setResent(false);
    setResending(true);
    try {
      await auth.resendVerification(email);
      setResent(true);
      startCooldown(RESEND_COOLDOWN_S);
    } catch (error) {
      setFailure(error instanceof Error ? error.message : t`Could not send a new code. Please try again.`);
    } finally {
      setResending(false);
    }
  };

  const codeError = errors.code?.message;
  const digits = CODE_LENGTH;
  const shown = codeError ?? failure;
  const message = shown ? translateText(shown) : null;

  return (
    <div>
      {verified ? (
        <FormAlert tone="success">
          <Trans>Email verified successfully! Redirecting to login...</Trans>
        </FormAlert>
      ) : justRegistered ? (
        <FormAlert tone="success">
          <Trans>Registration successful! Please check your email for a verification code.</Trans>
        </FormAlert>
      ) : null}
      <p className="mb-4 text-sm text-slate-700">
        <Trans>
          Enter the {digits}-digit code we sent to{' '}
          <strong className="font-semibold text-slate-900">{email}</strong>.
        </Trans>
      </p>
      {resent ? (
        <FormAlert tone="info">
          <Trans>A new verification code has been sent to {email}.</Trans>
        </FormAlert>
      ) : null}
      <form onSubmit={onSubmit} noValidate aria-label={t`Verify your email`}>
        {message ? <FormAlert id="verify-error">{message}</FormAlert> : null}
        <TextField
          label={t`Verification code`}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          onPaste={pasteCode((code) => setValue('code', code, { shouldDirty: true }))}
          invalid={Boolean(codeError)}
          errorId="verify-error"
          disabled={verified}
          className="[&_input]:text-center [&_input]:text-lg [&_input]:tracking-[0.5em]"
          {...register('code')}
        />
        <SubmitButton busy={isSubmitting} busyLabel={t`Verifying...`} disabled={verified}>
          <Trans>Verify Email</Trans>
        </SubmitButton>
      </form>
      <p className="mt-4 text-center text-sm text-slate-700">
        <Trans>Didn&apos;t get the code?</Trans>{' '}
        <button
          type="button"
          onClick={resend}
          disabled={verified || resending || cooldown > 0}
          className={linkClass}
        >
          {cooldown > 0 ? t`Resend Code (${cooldown}s)` : t`Resend Code`}
        </button>
      </p>
    </div>
  );
}
