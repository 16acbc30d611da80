import { useEffect, useState } from 'react';
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import CircleAlert from 'lucide-react/icons/circle-alert';
import CircleCheck from 'lucide-react/icons/circle-check';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import { API_URL } from '@/config/env';
import { api } from '@/lib/api-client';
import { translateText } from '@/lib/i18n';

/** A failure carries the error's own text (shown through translateText), or ours when it has none. */
type Check =
  | { state: 'loading' }
  | { state: 'ok'; body: unknown }
  | { state: 'failed'; message: string | MessageDescriptor };

const UNKNOWN_ERROR = msg`Unknown error`;

/** Where the client sends its calls: the configured API host, else this origin (spec §2). */
export const apiAddress = () => `${API_URL || window.location.origin}/api`;

/** /health: the API Connection Status diagnostic, the answer of GET /api/health as it came. */
export function HealthStatus() {
  const { i18n } = useLingui();
  const [check, setCheck] = useState<Check>({ state: 'loading' });

  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    api.get<unknown>('/api/health', { signal: controller.signal, anonymous: true }).then(
      (body) => setCheck({ state: 'ok', body }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = error instanceof Error && error.message ? error.message : UNKNOWN_ERROR;
        setCheck({ state: 'failed', message });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const checkAgain = () => {
    setCheck({ state: 'loading' });
    setAttempt((n) => n + 1);
  };

  return (
    <main className="mx-auto max-w-2xl px-4 py-16 text-slate-900">
      <h1 className="text-3xl font-bold">
        <Trans>API Connection Status</Trans>
      </h1>
      <dl className="mt-6 rounded-lg border border-slate-300 bg-white p-4">
        <dt className="text-sm font-medium text-slate-700">
          <Trans>API address</Trans>
        </dt>
        <dd className="mt-1 font-mono break-all">{apiAddress()}</dd>
      </dl>
      <section aria-live="polite" aria-busy={check.state === 'loading'} className="mt-6">
        {check.state === 'loading' ? (
          <p className="text-slate-700">
            <Trans>Checking the connection…</Trans>
          </p>
        ) : null}
        {check.state === 'ok' ? (
          <div className="rounded-lg border border-green-300 bg-green-50 p-4 text-green-900">
            <p className="flex items-center gap-2 font-semibold">
              <CircleCheck aria-hidden="true" className="h-5 w-5" /> <Trans>Connected to API</Trans>
            </p>
            <pre className="mt-3 overflow-x-auto rounded bg-white p-3 text-sm text-slate-900">
              {JSON.stringify(check.body, null, 2)}
            </pre>
          </div>
        ) : null}
        {check.state === 'failed' ? (
          <div role="alert" className="rounded-lg border border-red-300 bg-red-50 p-4 text-red-800">
            <p className="flex items-center gap-2 font-semibold">
              <CircleAlert aria-hidden="true" className="h-5 w-5" /> <Trans>Failed to connect to API</Trans>
            </p>
            <p className="mt-2 font-mono text-sm break-words">
              {typeof check.message === 'string' ? translateText(check.message) : i18n._(check.message)}
            </p>
          </div>
        ) : null}
      </section>
      <button
        type="button"
        onClick={checkAgain}
        disabled={check.state === 'loading'}
        className="mt-6 inline-flex items-center gap-2 rounded-lg bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 disabled:opacity-60"
      >
        <RefreshCw aria-hidden="true" className="h-4 w-4" /> <Trans>Check again</Trans>
      </button>
    </main>
  );
}
