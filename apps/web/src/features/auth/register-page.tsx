import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Spinner } from '@/components/spinner';
import { useAuth } from '@/lib/auth';
import { translateText } from '@/lib/i18n';
import { AuthShell } from './components/auth-shell';
import { FormAlert } from './components/form-alert';
import { SubmitButton } from './components/submit-button';
import { NewPasswordFields } from './components/new-password-fields';
import { TextField, linkClass } from './components/text-field';
import { useClearAuthErrorOnLeave } from './use-clear-on-leave';
import { checkRegister, firstError, firstProblem, looksLikeEmail } from './validation';
import type { RegisterValues } from './validation';
import { codeCooldownKey, startCodeCooldown } from './use-countdown';
import { RESEND_COOLDOWN_S, VerifyEmailStep } from './verify-email-step';
import { useAddressLinks } from '@/lib/i18n/address-links';
import { useStepInHistory } from './use-step-in-history';
import { returnPath, returnState } from './return-path';

type Step = { name: 'form' } | { name: 'verify'; email: string; code: string; justRegistered: boolean };

const FIELDS = ['name', 'email', 'password', 'confirmPassword'] as const;

/** Spec §2/§4: create the account, then verify the address with the mailed code. */
export function RegisterPage() {
  const auth = useAuth();
  const { t } = useLingui();
  const [params] = useSearchParams();
  // The page that sent the visitor to sign in (a job's "Sign in to apply"): where the new account ends (decision 1222).
  const location = useLocation();
  const from = returnPath(location.state);
  // The links to the other sign-in pages keep the language the address names (decision 1122).
  const linkTo = useAddressLinks();
  // Decision 110: /register?verify=<email> (linked from login) opens the verification step directly; the link in
  // the verification mail adds &code=<code>, which fills the code in (decision 1211).
  // After a registration the step is kept in the history entry (decision 1149): a reload opens it again.
  const [keptEmail, keepStep] = useStepInHistory('verifyEmail');
  const [step, setStep] = useState<Step>(() => {
    const email = params.get('verify') ?? keptEmail;
    const code = params.get('code')?.trim() ?? '';
    return email && looksLikeEmail(email)
      ? { name: 'verify', email, code: /^\d{1,6}$/.test(code) ? code : '', justRegistered: false }
      : { name: 'form' };
  });
  useClearAuthErrorOnLeave();

  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<RegisterValues>({
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
    resolver: firstProblem(checkRegister),
    reValidateMode: 'onSubmit',
  });

  if (auth.isLoading) return <Spinner label={t`Checking your session…`} className="min-h-screen" />;
  if (auth.isAuthenticated) return <Navigate to={from ?? '/dashboard'} replace />;

  if (step.name === 'verify') {
    return (
      <AuthShell title={t`Verify Your Email`}>
        <VerifyEmailStep
          email={step.email}
          defaultCode={step.code}
          justRegistered={step.justRegistered}
          returnTo={from}
        />
        <p className="mt-6 text-center text-sm text-slate-700">
          <Link to={linkTo('/login')} state={returnState(location.state)} className={linkClass}>
            <Trans>Back to sign in</Trans>
          </Link>
        </p>
      </AuthShell>
    );
  }

  const onSubmit = handleSubmit(async ({ name, email, password }) => {
    try {
      const reply = await auth.register(name.trim(), email.trim(), password);
      // The registration mail is the first of the address's resend interval on the server too (decision 1210).
      startCodeCooldown(codeCooldownKey('verify_email', reply.email), RESEND_COOLDOWN_S);
      setStep({ name: 'verify', email: reply.email, code: '', justRegistered: true });
      keepStep(reply.email);
    } catch {
      // The auth layer holds the message and the page shows it above the form (spec §8).
    }
  });

  const invalid = firstError(errors, FIELDS);
  const shown = invalid?.message ?? auth.error;
  const message = shown ? translateText(shown) : null;
  const fieldProps = (field: (typeof FIELDS)[number]) => ({
    invalid: invalid?.field === field,
    errorId: 'register-error',
  });

  return (
    <AuthShell title={t`Create your account`} subtitle={t`Join us to find your next role or your next hire.`}>
      <form method="post" onSubmit={onSubmit} noValidate aria-label={t`Create account`}>
        {message ? <FormAlert id="register-error">{message}</FormAlert> : null}
        <TextField label={t`Full name`} autoComplete="name" {...fieldProps('name')} {...register('name')} />
        <TextField
          label={t`Email`}
          type="email"
          autoComplete="email"
          {...fieldProps('email')}
          {...register('email')}
        />
        <NewPasswordFields
          labels={{ password: t`Password`, confirm: t`Confirm password` }}
          password={{ ...fieldProps('password'), ...register('password') }}
          confirm={{ ...fieldProps('confirmPassword'), ...register('confirmPassword') }}
        />
        <SubmitButton busy={isSubmitting} busyLabel={t`Creating account...`}>
          <Trans>Create account</Trans>
        </SubmitButton>
      </form>
      <p className="mt-6 text-center text-sm text-slate-700">
        <Trans>
          Already have an account?{' '}
          <Link to={linkTo('/login')} state={returnState(location.state)} className={linkClass}>
            Sign in
          </Link>
        </Trans>
      </p>
    </AuthShell>
  );
}
