import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { Spinner } from '@/components/spinner';
import { errorMessage } from '@/lib/error-message';
import { describeUnsubscribe, unsubscribe } from './api';
import type { UnsubscribeTarget } from './api';

const focus = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700';

type State =
  | { step: 'loading' }
  | { step: 'failed'; error: unknown }
  | { step: 'ready'; target: UnsubscribeTarget; busy: boolean; error: unknown }
  | { step: 'done'; name: string };

/**
 * /job-alerts/unsubscribe?token=…: the link in every alert mail, without signing in (decision 538). Opening it changes
 * nothing (mail scanners follow links); the button stops the alert.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>({ step: 'loading' });
  const { t } = useLingui();

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    describeUnsubscribe(token, controller.signal).then(
      (target) =>
        setState(
          target.status === 'unsubscribed'
            ? { step: 'done', name: target.name }
            : { step: 'ready', target, busy: false, error: null },
        ),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ step: 'failed', error });
      },
    );
    return () => controller.abort();
  }, [token]);

  const confirm = (target: UnsubscribeTarget) => {
    setState({ step: 'ready', target, busy: true, error: null });
    unsubscribe(token).then(
      (reply) => setState({ step: 'done', name: reply.name }),
      (error: unknown) => setState({ step: 'ready', target, busy: false, error }),
    );
  };

  return (
    <main className="mx-auto max-w-xl px-4 py-16">
      <h1 className="text-2xl font-bold text-slate-900">
        <Trans>Unsubscribe from a job alert</Trans>
      </h1>
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-6 text-slate-800">
        {token === '' ? (
          <p role="alert">
            <Trans>This unsubscribe link is not valid.</Trans>
          </p>
        ) : state.step === 'loading' ? (
          <Spinner label={t`Checking the link…`} />
        ) : state.step === 'failed' ? (
          <p role="alert">{errorMessage(state.error)}</p>
        ) : state.step === 'done' ? (
          <p role="status">
            <Trans>You are unsubscribed: the alert “{state.name}” sends no more mail.</Trans>
          </p>
        ) : (
          <>
            <p>
              <Trans>Stop the mails of the job alert “{state.target.name}”?</Trans>
            </p>
            <button
              type="button"
              disabled={state.busy}
              onClick={() => confirm(state.target)}
              className={`mt-4 rounded-md bg-sky-800 px-4 py-2 font-medium text-white hover:bg-sky-700 disabled:opacity-60 ${focus}`}
            >
              <Trans>Unsubscribe</Trans>
            </button>
            {state.error !== null && (
              <p role="alert" className="mt-2 text-red-800">
                {errorMessage(state.error)}
              </p>
            )}
          </>
        )}
        <p className="mt-6 text-sm">
          <Link to="/dashboard/job-alerts" className={`rounded text-sky-800 underline ${focus}`}>
            <Trans>Manage your job alerts</Trans>
          </Link>
        </p>
      </div>
    </main>
  );
}
