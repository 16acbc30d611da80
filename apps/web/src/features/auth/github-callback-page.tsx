import { useEffect, useState } from 'react';
import CircleAlert from 'lucide-react/icons/circle-alert';
import CircleCheck from 'lucide-react/icons/circle-check';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAuth } from '@/lib/auth';
import { AuthShell } from './components/auth-shell';
import { linkClass } from './components/text-field';
import {
  CALLBACK_FAILURE_PATH,
  CALLBACK_FAILURE_REDIRECT_MS,
  CALLBACK_SUCCESS_REDIRECT_MS,
  completeGithubSignIn,
  githubMessageText,
} from './github-callback';
import type { CallbackOutcome } from './github-callback';

/** /auth/github/callback: processing, then failed or successful, then on to the next page (spec §2, §4). */
export function GithubCallbackPage() {
  const [params] = useSearchParams();
  const { acceptToken } = useAuth();
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [outcome, setOutcome] = useState<CallbackOutcome | null>(null);

  useEffect(() => {
    let active = true;
    void completeGithubSignIn(params, acceptToken).then((result) => {
      if (active) setOutcome(result);
    });
    return () => {
      active = false;
    };
  }, [params, acceptToken]);

  useEffect(() => {
    if (!outcome) return;
    const success = outcome.status === 'success';
    const timer = setTimeout(
      () => navigate(success ? '/dashboard' : CALLBACK_FAILURE_PATH, { replace: true }),
      success ? CALLBACK_SUCCESS_REDIRECT_MS : CALLBACK_FAILURE_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [outcome, navigate]);

  if (!outcome) {
    return (
      <AuthShell title={t`Processing GitHub Login`}>
        <div role="status" className="flex items-center gap-3 text-slate-700">
          <LoaderCircle
            aria-hidden="true"
            className="h-6 w-6 animate-spin text-blue-700 motion-reduce:animate-none"
          />
          <Trans>Please wait while we complete your sign-in...</Trans>
        </div>
      </AuthShell>
    );
  }

  if (outcome.status === 'error') {
    return (
      <AuthShell title={t`Authentication Failed`}>
        <div role="alert" className="flex items-start gap-3 text-red-800">
          <CircleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
          <p>{githubMessageText(outcome.message, i18n)}</p>
        </div>
        <p className="mt-4 text-sm text-slate-700">
          <Trans>Redirecting to login page...</Trans>
        </p>
        <Link to={CALLBACK_FAILURE_PATH} replace className={`mt-4 inline-block ${linkClass}`}>
          <Trans>Go to the login page now</Trans>
        </Link>
      </AuthShell>
    );
  }

  return (
    <AuthShell title={t`Authentication Successful`}>
      <div role="status" className="flex items-center gap-3 text-green-800">
        <CircleCheck aria-hidden="true" className="h-5 w-5 shrink-0" />
        <Trans>Redirecting to dashboard...</Trans>
      </div>
    </AuthShell>
  );
}
