import { useDeferredValue, useId, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import {
  DATE_MESSAGES,
  INTERVIEWER_CHOICES_MAX,
  INTERVIEW_TYPES,
  MEETING_LINK_MESSAGE,
  isMeetingLink,
} from '@app/shared';
import type { Interview, InterviewType, ManagedApplication } from '@app/shared';
import { Dialog } from '@/components/dialog';
import { SelectField, TextAreaField, TextField } from '@/components/form-fields';
import { ErrorText } from '@/components/status-text';
import { RequestProblem } from '@/components/upgrade-prompt';
import { buttonClass, inputClass, labelClass, secondaryButtonClass } from '@/components/styles';
import { translateText } from '@/lib/i18n';
import { useAuth } from '@/lib/auth';
import { useInterviewerChoices, useSaveInterview } from './api';
import { TYPE_LABELS } from './labels';
import { instantOf, timeZoneOptions, wallClock } from './time-zones';

export { TYPE_LABELS };
type Person = { id: string; name: string };

/**
 * Who can be named (decision 206) when the interviewer list cannot be fetched: the caller, the posting's
 * owner, and anyone already interviewing on this application. Normally the list comes from
 * GET /api/applications/:id/interviewers, which applies the server's rule.
 */
function fallbackChoices(
  me: Person | null,
  ownerLabel: string,
  application?: ManagedApplication,
  interview?: Interview,
): Person[] {
  const people = new Map<string, Person>();
  if (me) people.set(me.id, me);
  for (const i of [...(application?.interviews ?? []), ...(interview ? [interview] : [])]) {
    for (const p of i.interviewers) if (!people.has(p.id)) people.set(p.id, p);
  }
  if (application && !people.has(application.job.owner_id)) {
    people.set(application.job.owner_id, { id: application.job.owner_id, name: ownerLabel });
  }
  return [...people.values()];
}

const DURATIONS = [15, 30, 45, 60, 90, 120, 180, 240];

/** Schedule an interview on an application, or reschedule one. A clash shows the server's 409 message. */
export function ScheduleDialog({
  application,
  interview,
  onClose,
}: {
  application?: ManagedApplication;
  interview?: Interview;
  onClose: () => void;
}) {
  const { user } = useAuth();
  const { t, i18n } = useLingui();
  const save = useSaveInterview(
    interview ? { interviewId: interview.id } : { applicationId: application?.id ?? '' },
  );
  const initialZone = interview?.time_zone ?? 'Asia/Ho_Chi_Minh';
  const initial = interview ? wallClock(interview.starts_at, initialZone) : { date: '', time: '09:00' };
  const [date, setDate] = useState(initial.date);
  const [time, setTime] = useState(initial.time);
  const [zone, setZone] = useState(initialZone);
  const [duration, setDuration] = useState(interview?.duration_minutes ?? 60);
  const [type, setType] = useState<InterviewType>(interview?.type ?? 'video');
  const [location, setLocation] = useState(interview?.location ?? '');
  const [notes, setNotes] = useState(interview?.notes ?? '');
  // The chosen people stay listed (and can be unticked) whatever the search shows.
  const [chosen, setChosen] = useState<Person[]>(
    interview
      ? interview.interviewers.map(({ id, name }) => ({ id, name }))
      : user
        ? [{ id: user.id, name: user.name }]
        : [],
  );
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim());
  const choices = useInterviewerChoices(application?.id ?? interview?.application_id ?? '', query);
  const [problem, setProblem] = useState<string | null>(null);
  // A video interview's place is its join link: a web address or nothing yet (decision 1195).
  const [linkRefused, setLinkRefused] = useState(false);
  const ids = {
    date: useId(),
    time: useId(),
    zone: useId(),
    duration: useId(),
    type: useId(),
    location: useId(),
    locationHint: useId(),
    notes: useId(),
    search: useId(),
    found: useId(),
  };
  const offered =
    choices.data ??
    fallbackChoices(user ? { id: user.id, name: user.name } : null, t`Posting owner`, application, interview);
  const people = [...chosen.filter((c) => !offered.some((p) => p.id === c.id)), ...offered];
  const label = (p: Person) => {
    const name = p.name;
    return p.id === user?.id ? t`${name} (you)` : name;
  };
  const searchable = user?.role === 'admin' || user?.role === 'staff';
  const who = interview?.candidate.name ?? application?.candidate.name ?? '';
  const max = INTERVIEWER_CHOICES_MAX;

  return (
    <Dialog
      title={interview ? t`Reschedule interview with ${who}` : t`Schedule interview with ${who}`}
      onClose={onClose}
      wide
    >
      <form
        noValidate
        className="grid gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          setProblem(null);
          if (!date || !time) return setProblem(t`Choose the date and the start time.`);
          if (chosen.length === 0) return setProblem(t`Name at least one interviewer`);
          const place = location.trim();
          if (type === 'video' && place && !isMeetingLink(place)) {
            setLinkRefused(true);
            return setProblem(translateText(MEETING_LINK_MESSAGE));
          }
          // The server refuses a past start too; saying it here spares a round trip. A reschedule that
          // keeps its start (to change notes or people after the interview) is left to the server.
          const keepsStart =
            interview && initial.date === date && initial.time === time && zone === initialZone;
          if (!keepsStart && instantOf(date, time, zone).getTime() <= Date.now()) {
            const past = translateText(DATE_MESSAGES.interviewPast);
            return setProblem(t`${past}; choose a later time.`);
          }
          save.mutate(
            {
              starts_at: `${date}T${time}`,
              time_zone: zone,
              duration_minutes: duration,
              type,
              location: place,
              interviewer_ids: chosen.map((p) => p.id),
              notes: notes.trim(),
            },
            { onSuccess: onClose },
          );
        }}
      >
        {problem ? <ErrorText>{problem}</ErrorText> : <RequestProblem error={save.error} />}
        <div className="grid gap-3 sm:grid-cols-3">
          <TextField id={ids.date} label={t`Date`} type="date" value={date} onChange={setDate} />
          <TextField id={ids.time} label={t`Start time`} type="time" value={time} onChange={setTime} />
          <SelectField
            id={ids.zone}
            label={t`Time zone`}
            value={zone}
            onChange={setZone}
            options={timeZoneOptions().map((z) => ({ value: z, label: z }))}
          />
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            id={ids.duration}
            label={t`Duration`}
            value={String(duration)}
            onChange={(v) => setDuration(Number(v))}
            options={DURATIONS.map((m) => ({
              value: String(m),
              label: plural(m, { one: '# minute', other: '# minutes' }),
            }))}
          />
          <SelectField
            id={ids.type}
            label={t({ context: 'interview kind', message: 'Type' })}
            value={type}
            onChange={(v) => setType(v as InterviewType)}
            options={INTERVIEW_TYPES.map((kind) => ({ value: kind, label: i18n._(TYPE_LABELS[kind]) }))}
          />
        </div>
        <div>
          <label htmlFor={ids.location} className={labelClass}>
            {type === 'video' ? t`Meeting link` : type === 'phone' ? t`Phone number or note` : t`Place`}
          </label>
          <input
            id={ids.location}
            type={type === 'video' ? 'url' : 'text'}
            inputMode={type === 'video' ? 'url' : type === 'phone' ? 'tel' : undefined}
            aria-describedby={type === 'video' ? ids.locationHint : undefined}
            aria-invalid={type === 'video' && linkRefused ? true : undefined}
            className={inputClass}
            value={location}
            onChange={(e) => {
              setLocation(e.target.value);
              setLinkRefused(false);
            }}
          />
          {type === 'video' && (
            <p id={ids.locationHint} className="mt-1 text-xs text-slate-400">
              <Trans>
                The join link from Zoom, Google Meet, Teams or another tool: a web address that starts with
                https:// or http://.
              </Trans>
            </p>
          )}
        </div>
        <fieldset>
          <legend className={labelClass}>
            <Trans>Interviewers</Trans>
          </legend>
          {searchable && !choices.isError && (
            <div className="mb-2">
              <label htmlFor={ids.search} className="sr-only">
                <Trans>Find an interviewer</Trans>
              </label>
              <input
                id={ids.search}
                type="search"
                placeholder={t`Find by name or e-mail`}
                aria-describedby={ids.found}
                className={inputClass}
                value={search}
                onChange={(e) => setSearch(e.target.value)}
              />
              <p id={ids.found} className="mt-1 text-xs text-slate-400" aria-live="polite">
                {choices.isFetching
                  ? t`Searching…`
                  : choices.data?.length === 0
                    ? t`No staff or admin user matches.`
                    : choices.data?.length === INTERVIEWER_CHOICES_MAX
                      ? t`Showing the first ${max}; type to narrow.`
                      : ''}
              </p>
            </div>
          )}
          <div className="flex flex-wrap gap-3">
            {people.map((p) => (
              <label key={p.id} className="flex items-center gap-2 text-sm text-slate-200">
                <input
                  type="checkbox"
                  checked={chosen.some((c) => c.id === p.id)}
                  onChange={() =>
                    setChosen((c) =>
                      c.some((x) => x.id === p.id) ? c.filter((x) => x.id !== p.id) : [...c, p],
                    )
                  }
                />
                {label(p)}
              </label>
            ))}
          </div>
        </fieldset>
        <TextAreaField
          id={ids.notes}
          label={t`Notes for the interviewers`}
          value={notes}
          onChange={setNotes}
        />
        <div className="flex gap-2">
          <button type="submit" className={buttonClass} disabled={save.isPending}>
            {save.isPending ? t`Saving…` : interview ? t`Reschedule` : t`Schedule`}
          </button>
          <button type="button" className={secondaryButtonClass} onClick={onClose}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      </form>
    </Dialog>
  );
}
