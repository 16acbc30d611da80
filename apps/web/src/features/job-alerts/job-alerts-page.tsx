import { useState } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTimeInZone, updateAlertRequest } from '@app/shared';
import type { AlertFrequency, JobAlert, Locale } from '@app/shared';
import { serverFieldErrors, useFieldProblems } from '@/components/field-problems';
import { Spinner } from '@/components/spinner';
import {
  buttonClass,
  dangerButtonClass,
  inputClass,
  linkButtonClass,
  secondaryButtonClass,
} from '@/components/styles';
import { errorMessage } from '@/lib/error-message';
import { translateText } from '@/lib/i18n';
import { useDeleteAlert, useJobAlerts, useUpdateAlert } from './api';
import { FREQUENCY_LABEL, STATUS_LABEL, boardHref, searchParts } from './labels';

const STATUS_STYLE: Record<JobAlert['status'], string> = {
  active: 'bg-emerald-800 text-emerald-50',
  paused: 'bg-slate-600 text-slate-50',
  unsubscribed: 'bg-amber-800 text-amber-50',
};

function AlertCard({ alert, onNotice }: { alert: JobAlert; onNotice: (text: string) => void }) {
  const { t, i18n } = useLingui();
  const update = useUpdateAlert();
  const remove = useDeleteAlert();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(alert.name);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const titleId = `alert-${alert.id}`;
  const problems = useFieldProblems({ name: `${titleId}-name` });
  const server = serverFieldErrors(update.error);
  const parts = searchParts(alert.search, (m) => i18n._(m));
  const summary = parts.length > 0 ? parts.join(' · ') : t`All jobs`;
  const error = update.error ?? remove.error;
  const change = (changes: Parameters<typeof update.mutate>[0]['changes'], done: string) =>
    update.mutate({ id: alert.id, changes }, { onSuccess: () => onNotice(done) });

  return (
    <article aria-labelledby={titleId} className="rounded-xl border border-slate-800 bg-slate-900 p-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 id={titleId} className="text-lg font-semibold text-white">
            {alert.name}
          </h2>
          <p className="text-slate-300">
            <Link
              to={boardHref(alert.search)}
              className="rounded hover:underline focus-visible:outline-2 focus-visible:outline-sky-300"
            >
              {summary}
            </Link>
          </p>
          <p className="text-sm text-slate-400">
            {alert.last_sent_at ? (
              <Trans>
                Last mail{' '}
                {formatDateTimeInZone(alert.last_sent_at, 'Asia/Ho_Chi_Minh', i18n.locale as Locale)}
              </Trans>
            ) : (
              <Trans>No mail sent yet</Trans>
            )}
          </p>
        </div>
        <p className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_STYLE[alert.status]}`}>
          <span className="sr-only">
            <Trans>Status:</Trans>{' '}
          </span>
          {i18n._(STATUS_LABEL[alert.status])}
        </p>
      </div>

      <div className="mt-4 flex flex-wrap items-end gap-3">
        {renaming ? (
          <form
            noValidate
            className="flex flex-wrap items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              if (!problems.check(updateAlertRequest, { name })) return;
              update.mutate(
                { id: alert.id, changes: { name } },
                {
                  onSuccess: (updated) => {
                    setRenaming(false);
                    onNotice(t`Alert renamed to “${updated.name}”.`);
                  },
                },
              );
            }}
          >
            <div>
              <label htmlFor={`${titleId}-name`} className="mb-1 block text-sm font-medium text-slate-200">
                <Trans>New name</Trans>
              </label>
              <input
                id={`${titleId}-name`}
                className={inputClass}
                value={name}
                {...problems.controlProps('name', server)}
                onChange={(event) => setName(event.target.value)}
              />
              {problems.messageFor('name', server)}
            </div>
            <button type="submit" className={buttonClass} disabled={update.isPending}>
              <Trans context="alert">Save name</Trans>
            </button>
            <button type="button" className={secondaryButtonClass} onClick={() => setRenaming(false)}>
              <Trans>Cancel</Trans>
            </button>
          </form>
        ) : (
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() => {
              setName(alert.name);
              setRenaming(true);
            }}
          >
            <Trans>Rename</Trans> <span className="sr-only">{alert.name}</span>
          </button>
        )}
        <div>
          <label htmlFor={`${titleId}-frequency`} className="mb-1 block text-sm font-medium text-slate-200">
            <Trans>How often</Trans>
          </label>
          <select
            id={`${titleId}-frequency`}
            className={inputClass}
            value={alert.frequency}
            disabled={update.isPending}
            onChange={(event) => {
              const frequency = event.target.value as AlertFrequency;
              change({ frequency }, t`“${alert.name}” is now ${i18n._(FREQUENCY_LABEL[frequency])}.`);
            }}
          >
            <option value="daily">{i18n._(FREQUENCY_LABEL.daily)}</option>
            <option value="weekly">{i18n._(FREQUENCY_LABEL.weekly)}</option>
          </select>
        </div>
        {alert.status === 'active' ? (
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={update.isPending}
            onClick={() => change({ status: 'paused' }, t`“${alert.name}” paused.`)}
          >
            <Trans>Pause</Trans> <span className="sr-only">{alert.name}</span>
          </button>
        ) : (
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={update.isPending}
            onClick={() => change({ status: 'active' }, t`“${alert.name}” resumed.`)}
          >
            <Trans>Resume</Trans> <span className="sr-only">{alert.name}</span>
          </button>
        )}
        {confirmDelete ? (
          <>
            <button
              type="button"
              className={dangerButtonClass}
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(alert.id, { onSuccess: () => onNotice(t`“${alert.name}” deleted.`) })
              }
            >
              <Trans>Delete “{alert.name}” for good</Trans>
            </button>
            <button type="button" className={secondaryButtonClass} onClick={() => setConfirmDelete(false)}>
              <Trans>Keep the alert</Trans>
            </button>
          </>
        ) : (
          <button type="button" className={secondaryButtonClass} onClick={() => setConfirmDelete(true)}>
            <Trans>Delete</Trans> <span className="sr-only">{alert.name}</span>
          </button>
        )}
      </div>
      {error && (
        <p role="alert" className="mt-2 text-sm text-red-200">
          {errorMessage(error)}
        </p>
      )}
    </article>
  );
}

/** /dashboard/job-alerts: the signed-in user's saved searches (issue 18): rename, frequency, pause, delete. */
export function JobAlertsPage() {
  const query = useJobAlerts();
  const [notice, setNotice] = useState('');
  const { t } = useLingui();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-white">
          <Trans>Job alerts</Trans>
        </h1>
        <p className="text-slate-300">
          <Trans>Saved searches from the job board, mailed to you when new jobs match them.</Trans>
        </p>
      </div>
      <p role="status" className="sr-only">
        {notice}
      </p>
      {query.isPending ? (
        <Spinner label={t`Loading your job alerts…`} />
      ) : query.isError ? (
        <p role="alert" className="rounded-xl border border-red-400/60 bg-red-950/40 p-4 text-red-100">
          {translateText(query.error.message)}
        </p>
      ) : query.data.length === 0 ? (
        <div className="rounded-xl border border-slate-800 bg-slate-900 p-8 text-center text-slate-200">
          <p>
            <Trans>You have no job alerts yet. Search the board and choose “Save this search”.</Trans>
          </p>
          <Link to="/jobs" className={linkButtonClass}>
            <Trans>Browse open jobs</Trans>
          </Link>
        </div>
      ) : (
        <ul className="space-y-4">
          {query.data.map((alert) => (
            <li key={alert.id}>
              <AlertCard alert={alert} onNotice={setNotice} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
