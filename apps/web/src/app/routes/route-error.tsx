import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';

/** Signs that a page's script could not be fetched: usually a new release or a dropped connection. */
const CHUNK_FAILURE =
  /Loading chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error ?? '');
  return CHUNK_FAILURE.test(message);
}

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}

const button =
  'rounded-lg px-5 py-2.5 font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600';

/**
 * The root route's error element (spec §2: "Unexpected Application Error!"). It is bundled with the
 * router, not lazily, so it still renders when the failure was a page chunk that would not load.
 */
export function RouteError() {
  const { i18n } = useLingui();
  const error = useRouteError();
  const chunk = isChunkLoadError(error);
  const detail = describe(error);
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center px-4 py-16 text-center text-slate-900">
      <h1 className="text-3xl font-bold">
        <Trans>Unexpected Application Error!</Trans>
      </h1>
      <div role="alert" className="mt-4 text-slate-700">
        {chunk ? (
          <p>
            <Trans>
              Loading chunk failed: part of the app could not be downloaded. A new version may have been
              released, or the connection dropped. Reload the page to try again.
            </Trans>
          </p>
        ) : (
          <p>
            <Trans>Something went wrong while showing this page.</Trans>
          </p>
        )}
        {/* The technical detail (the browser's or the server's words) is left as it came, in English. */}
        {detail ? (
          <p
            lang={i18n.locale === 'en' ? undefined : 'en'}
            className="mt-2 font-mono text-sm break-words text-slate-600"
          >
            {detail}
          </p>
        ) : null}
      </div>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => window.location.reload()}
          className={`${button} ${chunk ? 'bg-blue-700 text-white hover:bg-blue-800' : 'border border-slate-400 bg-white hover:bg-slate-100'}`}
        >
          <Trans>Reload page</Trans>
        </button>
        {/* A plain link: a full load gets a fresh app even when the router itself is stuck. */}
        <a
          href="/"
          className={`${button} ${chunk ? 'border border-slate-400 bg-white hover:bg-slate-100' : 'bg-blue-700 text-white hover:bg-blue-800'}`}
        >
          <Trans>Back to home</Trans>
        </a>
      </div>
    </main>
  );
}
