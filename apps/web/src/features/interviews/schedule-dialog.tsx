import { useId, useState } from 'react';
import { INTERVIEW_TYPES } from '@app/shared';
import type { Interview, InterviewType, ManagedApplication } from '@app/shared';
import { Dialog } from '@/components/dialog';
import { ErrorText } from '@/components/status-text';
import { buttonClass, inputClass, labelClass, secondaryButtonClass } from '@/components/styles';
import { errorMessage } from '@/lib/error-message';
import { useAuth } from '@/lib/auth';
import { useSaveInterview } from './api';
import { timeZoneOptions, wallClock } from './time-zones';

export const TYPE_LABELS: Record<InterviewType, string> = {
  phone: 'Phone',
  video: 'Video',
  onsite: 'On-site',
};
type Person = { id: string; name: string };

/**
 * Who can be named (decision 206): the caller, the posting's owner, and anyone already interviewing
 * on this application. There is no user directory in the API yet (decision 241).
 */
function interviewerChoices(
  me: Person | null,
  application?: ManagedApplication,
  interview?: Interview,
): Person[] {
  const people = new Map<string, Person>();
  if (me) people.set(me.id, { id: me.id, name: `${me.name} (you)` });
  for (const i of [...(application?.interviews ?? []), ...(interview ? [interview] : [])]) {
    for (const p of i.interviewers) if (!people.has(p.id)) people.set(p.id, p);
  }
  if (application && !people.has(application.job.owner_id)) {
    people.set(application.job.owner_id, { id: application.job.owner_id, name: 'Posting owner' });
  }
  return [...people.values()];
}

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
  const [chosen, setChosen] = useState<string[]>(
    interview ? interview.interviewers.map((p) => p.id) : user ? [user.id] : [],
  );
  const [problem, setProblem] = useState<string | null>(null);
  const ids = {
    date: useId(),
    time: useId(),
    zone: useId(),
    duration: useId(),
    type: useId(),
    location: useId(),
    notes: useId(),
  };
  const people = interviewerChoices(user ? { id: user.id, name: user.name } : null, application, interview);
  const who = interview?.candidate.name ?? application?.candidate.name ?? '';

  return (
    <Dialog
      title={interview ? `Reschedule interview with ${who}` : `Schedule interview with ${who}`}
      onClose={onClose}
      wide
    >
      <form
        noValidate
        className="grid gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          setProblem(null);
          if (!date || !time) return setProblem('Choose the date and the start time.');
          if (chosen.length === 0) return setProblem('Name at least one interviewer');
          save.mutate(
            {
              starts_at: `${date}T${time}`,
              time_zone: zone,
              duration_minutes: duration,
              type,
              location: location.trim(),
              interviewer_ids: chosen,
              notes: notes.trim(),
            },
            { onSuccess: onClose },
          );
        }}
      >
        <ErrorText>{problem ?? (save.isError ? errorMessage(save.error) : null)}</ErrorText>
        <div className="grid gap-3 sm:grid-cols-3">
          <div>
            <label htmlFor={ids.date} className={labelClass}>
              Date
            </label>
            <input
              id={ids.date}
              type="date"
              className={inputClass}
              value={date}
              onChange={(e) => setDate(e.target.value)}
            />
          </div>
          <div>
            <label htmlFor={ids.time} className={labelClass}>
              Start time
            </label>
            <input
              id={ids.time}
              type="time"
              className={inputClass}
              value={time}
              onChange={(e) => setTime(e.target.value)}
            />
          </div>
          <div>
            <label htmlFor={ids.zone} className={labelClass}>
              Time zone
            </label>
            <select
              id={ids.zone}
              className={inputClass}
              value={zone}
              onChange={(e) => setZone(e.target.value)}
            >
              {timeZoneOptions().map((z) => (
                <option key={z} value={z}>
                  {z}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <div>
            <label htmlFor={ids.duration} className={labelClass}>
              Duration
            </label>
            <select
              id={ids.duration}
              className={inputClass}
              value={duration}
              onChange={(e) => setDuration(Number(e.target.value))}
            >
              {[15, 30, 45, 60, 90, 120, 180, 240].map((m) => (
                <option key={m} value={m}>
                  {m} minutes
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={ids.type} className={labelClass}>
              Type
            </label>
            <select
              id={ids.type}
              className={inputClass}
              value={type}
              onChange={(e) => setType(e.target.value as InterviewType)}
            >
              {INTERVIEW_TYPES.map((t) => (
                <option key={t} value={t}>
                  {TYPE_LABELS[t]}
                </option>
              ))}
            </select>
          </div>
        </div>
        <div>
          <label htmlFor={ids.location} className={labelClass}>
            {type === 'video' ? 'Meeting link' : type === 'phone' ? 'Phone number or note' : 'Place'}
          </label>
          <input
            id={ids.location}
            className={inputClass}
            value={location}
            onChange={(e) => setLocation(e.target.value)}
          />
        </div>
        <fieldset>
          <legend className={labelClass}>Interviewers</legend>
          <div className="flex flex-wrap gap-3">
            {people.map((p) => (
              <label key={p.id} className="flex items-center gap-2 text-sm text-slate-200">
                <input
                  type="checkbox"
                  checked={chosen.includes(p.id)}
                  onChange={() =>
                    setChosen((c) => (c.includes(p.id) ? c.filter((x) => x !== p.id) : [...c, p.id]))
                  }
                />
                {p.name}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label htmlFor={ids.notes} className={labelClass}>
            Notes for the interviewers
          </label>
          <textarea
            id={ids.notes}
            rows={3}
            className={inputClass}
            value={notes}
            onChange={(e) => setNotes(e.target.value)}
          />
        </div>
        <div className="flex gap-2">
          <button type="submit" className={buttonClass} disabled={save.isPending}>
            {save.isPending ? 'Saving…' : interview ? 'Reschedule' : 'Schedule'}
          </button>
          <button type="button" className={secondaryButtonClass} onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </Dialog>
  );
}
