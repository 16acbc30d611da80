import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDateTimeInZone } from '@app/shared';
import type { Locale, TicketSummary } from '@app/shared';
import {
  PLAN_LABEL,
  PRIORITY_LABEL,
  STATUS_LABEL,
  STATUS_STYLE,
  TEAM_STATUS_LABEL,
  categoryName,
} from './labels';
import { TimeLeft } from './time-left';

/** Tickets as a list of links; the team's view adds requester, plan, priority and assignee. */
export function TicketList({ tickets, team }: { tickets: TicketSummary[]; team: boolean }) {
  const { i18n } = useLingui();
  if (tickets.length === 0)
    return (
      <p className="text-slate-300">
        <Trans>No tickets here.</Trans>
      </p>
    );
  return (
    <ul className="space-y-3">
      {tickets.map((ticket) => {
        const number = ticket.number;
        const assignee = ticket.assignee?.name;
        const updated = formatDateTimeInZone(ticket.updated_at, 'Asia/Ho_Chi_Minh', i18n.locale as Locale);
        return (
          <li key={ticket.id} className="rounded-xl border border-slate-800 bg-slate-900 p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <Link
                to={`/dashboard/support/${ticket.id}`}
                className="font-semibold text-white hover:underline focus-visible:outline-2 focus-visible:outline-sky-300"
              >
                #{number} {ticket.subject}
              </Link>
              <span
                className={`rounded-full px-3 py-0.5 text-sm font-semibold ${STATUS_STYLE[ticket.status]}`}
              >
                {i18n._((team ? TEAM_STATUS_LABEL : STATUS_LABEL)[ticket.status])}
              </span>
            </div>
            <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-300">
              {ticket.category && <span>{categoryName(ticket.category.name, i18n)}</span>}
              {team && (
                <>
                  <span>
                    {ticket.requester_name} · {i18n._(PLAN_LABEL[ticket.plan])}
                  </span>
                  <span>
                    <Trans>Priority:</Trans> {i18n._(PRIORITY_LABEL[ticket.priority])}
                  </span>
                  <span>{assignee ? <Trans>Assigned to {assignee}</Trans> : <Trans>Unassigned</Trans>}</span>
                </>
              )}
              <span>
                <Trans>Updated {updated}</Trans>
              </span>
              <TimeLeft ticket={ticket} />
            </p>
          </li>
        );
      })}
    </ul>
  );
}
