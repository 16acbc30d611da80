import { useState } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTimeInZone } from '@app/shared';
import type { Locale } from '@app/shared';
import { Spinner } from '@/components/spinner';
import { ErrorText } from '@/components/status-text';
import { focusRing, panelClass } from '@/components/styles';
import { errorMessage } from '@/lib/error-message';
import { useUpcomingInterviews } from './api';
import { TYPE_LABELS } from './labels';
import { textLang } from '@/lib/lang';

/** How many the dashboard lists; the Interviews page has them all. */
const SHOWN = 5;

/**
 * An interviewer's dashboard (issue 10): the next interviews it sits on, each in its own zone, and the way to the
 * Interviews page, where it opens the CV and leaves feedback.
 */
export function UpcomingInterviews({ now = () => new Date() }: { now?: () => Date }) {
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  // Fixed for the page's life: a new instant on every render would be a new query each time.
  const [from] = useState(() => now().toISOString());
  const interviews = useUpcomingInterviews(from);
  const sorted = [...(interviews.data ?? [])].sort((a, b) => a.starts_at.localeCompare(b.starts_at));

  return (
    <section aria-labelledby="upcoming-interviews-title" className={`${panelClass} mb-8`}>
      <h2 id="upcoming-interviews-title" className="mb-3 text-lg font-semibold text-white">
        <Trans>Your upcoming interviews</Trans>
      </h2>
      {interviews.isPending && <Spinner label={t`Loading interviews…`} />}
      {interviews.isError && <ErrorText>{errorMessage(interviews.error)}</ErrorText>}
      {interviews.data && sorted.length === 0 && (
        <p className="text-sm text-slate-300">
          <Trans>No upcoming interviews.</Trans>
        </p>
      )}
      {sorted.length > 0 && (
        <ul className="grid gap-2">
          {sorted.slice(0, SHOWN).map((interview) => (
            <li key={interview.id} className="rounded-lg bg-slate-800 p-3 text-sm text-slate-100">
              <p className="font-medium text-white">
                {interview.candidate.name} —{' '}
                <span lang={textLang(interview.job.title)}>{interview.job.title}</span>
              </p>
              <p className="text-slate-300">
                {formatDateTimeInZone(interview.starts_at, interview.time_zone, locale)} ·{' '}
                {i18n._(TYPE_LABELS[interview.type])}
              </p>
            </li>
          ))}
        </ul>
      )}
      <Link
        to="/dashboard/interviews"
        className={`mt-3 inline-block text-sm font-medium text-sky-200 underline ${focusRing}`}
      >
        <Trans>Open Interviews to read the CV and leave feedback</Trans>
      </Link>
    </section>
  );
}
