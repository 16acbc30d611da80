import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import BellPlus from 'lucide-react/icons/bell-plus';
import { atMostCharacters } from '@app/shared';
import type { AlertFrequency } from '@app/shared';
import { useAuth } from '@/lib/auth';
import { errorMessage } from '@/lib/error-message';
import { translateText } from '@/lib/i18n';
import { useAddressLinks } from '@/lib/i18n/address-links';
import { readBoardParams } from '@/lib/jobs/filters';
import { createAlert } from './api';
import { searchOf, searchParts } from './labels';

const ALERT_NAME_MAX = 100;

const focus = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-700';
const field = `w-full rounded-md border border-slate-400 bg-white px-3 py-1.5 text-sm text-slate-900 ${focus}`;

/**
 * "Save this search" beside the /jobs filters (issue 18): the board's current search as a job alert, mailed daily or
 * weekly. Visitors who are not signed in are offered the sign-in page, which brings them back here.
 */
export function SaveSearch() {
  const [params] = useSearchParams();
  const { user } = useAuth();
  const { t, i18n } = useLingui();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [frequency, setFrequency] = useState<AlertFrequency>('daily');
  const [saved, setSaved] = useState<string | null>(null);
  // An emptied name is said beside the field, in the page's language (decision 1178), not by the browser's bubble.
  /** The shared schema's words for the name's problem (packages/shared `alertName`), or null. */
  const [nameProblem, setNameProblem] = useState<string | null>(null);
  const id = useId();
  const linkTo = useAddressLinks();
  const search = searchOf(readBoardParams(params).filters);
  const parts = searchParts(search, (m) => i18n._(m));
  const summary = parts.length > 0 ? parts.join(' · ') : t`All jobs`;
  const back = `/jobs${params.toString() ? `?${params.toString()}` : ''}`;

  if (!user) {
    return (
      <p className="mt-4 text-sm text-slate-700">
        <BellPlus aria-hidden="true" className="mr-1 inline h-4 w-4" />
        <Link
          // The sign-in page in the language the address names (decision 1122).
          to={linkTo('/login')}
          state={{ from: back }}
          className={`rounded font-medium text-sky-800 underline ${focus}`}
        >
          <Trans>Sign in to save this search as a job alert</Trans>
        </Link>
      </p>
    );
  }

  return (
    <section aria-labelledby={`${id}-title`} className="mt-4">
      <h2 id={`${id}-title`} className="sr-only">
        <Trans>Job alert</Trans>
      </h2>
      {!open ? (
        <button
          type="button"
          onClick={() => {
            setOpen(true);
            setSaved(null);
            setFailure(null);
            setName(parts.length > 0 ? parts.join(' · ').slice(0, ALERT_NAME_MAX) : t`All jobs`);
          }}
          className={`inline-flex items-center gap-1 rounded-md border border-sky-800 px-3 py-1.5 text-sm font-medium text-sky-900 hover:bg-sky-50 ${focus}`}
        >
          <BellPlus aria-hidden="true" className="h-4 w-4" /> <Trans>Save this search</Trans>
        </button>
      ) : (
        <form
          noValidate
          className="flex flex-wrap items-end gap-3 rounded-xl border border-slate-300 bg-slate-50 p-4"
          onSubmit={(event) => {
            event.preventDefault();
            // Not cut at the limit as it is typed or pasted (decision 1184): the form says the limit instead.
            const problem = !name.trim()
              ? 'Name the alert'
              : name.trim().length > ALERT_NAME_MAX
                ? atMostCharacters(ALERT_NAME_MAX)
                : null;
            setNameProblem(problem);
            if (problem) {
              document.getElementById(`${id}-name`)?.focus();
              return;
            }
            setBusy(true);
            setFailure(null);
            createAlert({ name, frequency, search })
              .then((alert) => {
                setSaved(alert.name);
                setOpen(false);
              })
              .catch((error: unknown) => setFailure(error))
              .finally(() => setBusy(false));
          }}
        >
          <p className="w-full text-sm text-slate-800">
            <Trans>Mail me new jobs for: {summary}</Trans>
          </p>
          <div className="min-w-48 flex-1">
            <label htmlFor={`${id}-name`} className="mb-1 block text-sm font-medium text-slate-800">
              <Trans>Alert name</Trans>
            </label>
            <input
              id={`${id}-name`}
              className={field}
              value={name}
              required
              aria-invalid={nameProblem ? true : undefined}
              aria-describedby={nameProblem ? `${id}-name-error` : undefined}
              onChange={(event) => setName(event.target.value)}
            />
            {nameProblem && (
              <p id={`${id}-name-error`} className="mt-1 text-sm text-red-800">
                {translateText(nameProblem)}
              </p>
            )}
          </div>
          <div>
            <label htmlFor={`${id}-frequency`} className="mb-1 block text-sm font-medium text-slate-800">
              <Trans>How often</Trans>
            </label>
            <select
              id={`${id}-frequency`}
              className={field}
              value={frequency}
              onChange={(event) => setFrequency(event.target.value as AlertFrequency)}
            >
              <option value="daily">{t`Daily`}</option>
              <option value="weekly">{t`Weekly`}</option>
            </select>
          </div>
          <button
            type="submit"
            disabled={busy}
            className={`rounded-md bg-sky-800 px-4 py-1.5 text-sm font-medium text-white hover:bg-sky-700 disabled:opacity-60 ${focus}`}
          >
            <Trans>Save alert</Trans>
          </button>
          <button
            type="button"
            onClick={() => setOpen(false)}
            className={`rounded-md border border-slate-400 px-3 py-1.5 text-sm text-slate-800 hover:bg-white ${focus}`}
          >
            <Trans>Cancel</Trans>
          </button>
          {failure !== null && (
            <p role="alert" className="w-full text-sm text-red-800">
              {errorMessage(failure)}
            </p>
          )}
        </form>
      )}
      <p role="status" className="mt-2 text-sm text-emerald-900">
        {saved && (
          <>
            <Trans>Alert “{saved}” saved.</Trans>{' '}
            <Link to="/dashboard/job-alerts" className={`rounded font-medium underline ${focus}`}>
              <Trans>Manage your job alerts</Trans>
            </Link>
          </>
        )}
      </p>
    </section>
  );
}
