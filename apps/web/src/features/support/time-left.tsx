import { useEffect, useState } from 'react';
import { Trans } from '@lingui/react/macro';
import type { TicketSummary } from '@app/shared';

const MINUTE = 60_000;

const split = (minutes: number) => {
  const abs = Math.abs(minutes);
  return { hours: Math.floor(abs / 60), mins: abs % 60 };
};

/**
 * This browser's clock, read again each time the whole minutes left before `due` change (decision 1218): the
 * ticket's reply holds only the due time, so it stays the same (a poll gets 304) while the countdown moves on.
 */
function useClockToTheMinute(due: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    // The minutes left (rounded down) drop when the time before `due` goes below a whole minute.
    const untilNext = (((due - Date.now()) % MINUTE) + MINUTE) % MINUTE;
    const timer = setTimeout(() => setNow(Date.now()), untilNext + 1);
    return () => clearTimeout(timer);
  }, [due, now]);
  return now;
}

function Countdown({ due }: { due: number }) {
  const now = useClockToTheMinute(due);
  // As the server counted before decision 1218: whole minutes, rounded down; negative is overdue.
  const left = Math.floor((due - now) / MINUTE);
  const { hours, mins } = split(left);
  return left >= 0 ? (
    <span className="rounded bg-slate-800 px-2 py-0.5 text-sm text-sky-100">
      <Trans>
        First reply due in {hours} h {mins} min
      </Trans>
    </span>
  ) : (
    <span className="rounded bg-red-900 px-2 py-0.5 text-sm text-red-50">
      <Trans>
        First reply overdue by {hours} h {mins} min
      </Trans>
    </span>
  );
}

/**
 * The first-reply target of a ticket: the time left, or how late it is, counted here to `first_reply_due_at` while the
 * clock runs (`first_reply_counting`); nothing once answered, resolved or closed.
 */
export function TimeLeft({
  ticket,
}: {
  ticket: Pick<TicketSummary, 'first_reply_due_at' | 'first_reply_counting'>;
}) {
  if (!ticket.first_reply_counting || !ticket.first_reply_due_at) return null;
  const due = Date.parse(ticket.first_reply_due_at);
  // A new due time starts a new countdown, read from the clock at once.
  return <Countdown key={due} due={due} />;
}
