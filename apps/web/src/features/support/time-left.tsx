import { Trans } from '@lingui/react/macro';
import type { TicketSummary } from '@app/shared';

const split = (minutes: number) => {
  const abs = Math.abs(minutes);
  return { hours: Math.floor(abs / 60), mins: abs % 60 };
};

/** The first-reply target of a ticket: the time left, or how late it is; nothing once answered. */
export function TimeLeft({ ticket }: { ticket: Pick<TicketSummary, 'first_reply_minutes_left'> }) {
  const left = ticket.first_reply_minutes_left;
  if (left === null) return null;
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
