import { useState } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { wallClockOf } from '@app/shared';
import type { Interview, Locale } from '@app/shared';
import { Spinner } from '@/components/spinner';
import { PageTitle } from '@/components/page-title';
import { ErrorText } from '@/components/status-text';
import { focusRing, panelClass, secondaryButtonClass } from '@/components/styles';
import { errorMessage } from '@/lib/error-message';
import { zoneOffsetLabel } from '@/lib/format';
import { translateText } from '@/lib/i18n';
import { useAuth } from '@/lib/auth';
import { useInterviews } from './api';
import { InterviewItem } from './interview-item';
import { formatGridDay } from './time-zones';
import { textLang } from '@/lib/lang';

/** `days` calendar days after `date`'s day, at local midnight: a day is not always 24 hours (summer time). */
const addDays = (date: Date, days: number) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

/** Monday 00:00 (local time) of the week holding `date`. */
function weekStart(date: Date): Date {
  return addDays(date, -((date.getDay() + 6) % 7));
}

/** A calendar day of the grid as YYYY-MM-DD (the grid's days are the viewer's calendar days). */
const dayKey = (day: Date) =>
  `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;

/** /dashboard/interviews: a week at a time, as a list or as a week grid (in the interview.s own zone). */
export function InterviewsPage({ now = () => new Date(Date.now()) }: { now?: () => Date }) {
  const { user, hasPermission } = useAuth();
  // A company's interviewer sees its own interviews only, without the applications behind them (issue 10).
  const schedules = hasPermission('interview:manage');
  const opensApplications = hasPermission('application:track');
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const dayLabel = (day: Date) => formatGridDay(day, locale);
  /** "09:30 (GMT+7)": the wall clock of the interview's own zone, labelled with its offset. */
  const timeLabel = (interview: Interview) => {
    const time = wallClockOf(interview.starts_at, interview.time_zone).time;
    const offset = zoneOffsetLabel(interview.starts_at, interview.time_zone);
    return t`${time} (${offset})`;
  };
  const [view, setView] = useState<'list' | 'week'>('list');
  const [start, setStart] = useState(() => weekStart(now()));
  const end = addDays(start, 7);
  const weekOf = dayLabel(start);
  // A day more on each side: the grid places an interview on its own zone's day (decision 340), which can be a day
  // before or after the viewer's (zones lie within 14 hours of UTC), and that interview belongs in this grid too.
  const interviews = useInterviews(addDays(start, -1).toISOString(), addDays(end, 1).toISOString());
  const days = Array.from({ length: 7 }, (_, i) => addDays(start, i));
  const fetched = [...(interviews.data ?? [])].sort((a, b) => a.starts_at.localeCompare(b.starts_at));
  // The list is the viewer's week: what starts between its Monday and the next, at the viewer's midnight.
  const sorted = fetched.filter((i) => {
    const at = Date.parse(i.starts_at);
    return at >= start.getTime() && at < end.getTime();
  });
  // The grid puts an interview on the day its own zone's calendar shows, next to its labelled time (decision 340).
  const onDay = (day: Date): Interview[] =>
    fetched.filter((i) => wallClockOf(i.starts_at, i.time_zone).date === dayKey(day));

  return (
    <div>
      <PageTitle>
        <Trans>Interviews</Trans>
      </PageTitle>
      <div className="mb-4 flex flex-wrap items-center gap-2">
        <div role="group" aria-label={t`View`} className="flex gap-1">
          {(['list', 'week'] as const).map((v) => (
            <button
              key={v}
              type="button"
              aria-pressed={view === v}
              className={`${secondaryButtonClass} ${view === v ? 'bg-slate-700' : ''}`}
              onClick={() => setView(v)}
            >
              {v === 'list' ? t`List` : t`Week`}
            </button>
          ))}
        </div>
        <button type="button" className={secondaryButtonClass} onClick={() => setStart(addDays(start, -7))}>
          <Trans>Previous week</Trans>
        </button>
        <button type="button" className={secondaryButtonClass} onClick={() => setStart(weekStart(now()))}>
          <Trans>This week</Trans>
        </button>
        <button type="button" className={secondaryButtonClass} onClick={() => setStart(addDays(start, 7))}>
          <Trans>Next week</Trans>
        </button>
        <p className="text-sm text-slate-300" aria-live="polite">
          <Trans>Week of {weekOf}</Trans>
        </p>
      </div>
      {schedules && (
        <p className="mb-3 text-sm text-slate-400">
          <Trans>Schedule an interview from an application’s page (Application Tracking).</Trans>
        </p>
      )}
      {interviews.isPending && <Spinner label={t`Loading interviews…`} />}
      {interviews.isError && <ErrorText>{translateText(errorMessage(interviews.error))}</ErrorText>}
      {interviews.data && view === 'list' && (
        <>
          {sorted.length === 0 && (
            <p className={`${panelClass} text-slate-300`}>
              <Trans>No interviews this week.</Trans>
            </p>
          )}
          <ul className="grid gap-3">
            {sorted.map((interview) => {
              const name = interview.candidate.name;
              return (
                <li key={interview.id}>
                  <InterviewItem
                    interview={interview}
                    currentUserId={user?.id ?? ''}
                    showCandidate
                    headingLevel={2}
                  />
                  {opensApplications && (
                    <Link
                      to={`/dashboard/applications/${interview.application_id}`}
                      className={`mt-1 inline-block text-sm text-sky-200 underline ${focusRing}`}
                    >
                      <Trans>Open the application of {name}</Trans>
                    </Link>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
      {interviews.data && view === 'week' && (
        <div className="grid gap-2 md:grid-cols-7">
          {days.map((day) => (
            <section key={day.toISOString()} aria-label={dayLabel(day)} className={`${panelClass} p-2`}>
              <h2 className="mb-2 text-sm font-semibold text-white">{dayLabel(day)}</h2>
              <ul className="grid gap-1">
                {onDay(day).map((i) => (
                  <li
                    key={i.id}
                    className={`rounded bg-slate-800 p-1 text-xs ${i.status === 'cancelled' ? 'line-through opacity-70' : ''}`}
                  >
                    {opensApplications ? (
                      <Link
                        to={`/dashboard/applications/${i.application_id}`}
                        className={`text-sky-200 ${focusRing}`}
                      >
                        {timeLabel(i)} {i.candidate.name}
                      </Link>
                    ) : (
                      <span className="text-sky-100">
                        {timeLabel(i)} {i.candidate.name}
                      </span>
                    )}
                    <span className="block text-slate-300" lang={textLang(i.job.title)}>
                      {i.job.title}
                    </span>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  );
}
