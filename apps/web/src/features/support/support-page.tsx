import { useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { TICKET_PRIORITIES, TICKET_STATUSES, formatNumber } from '@app/shared';
import type { Locale, TicketPriority, TicketStatus, TicketSummary } from '@app/shared';
import { PageTitle } from '@/components/page-title';
import { Spinner } from '@/components/spinner';
import { useFocusAfterLoadMore } from '@/components/use-focus-after-load-more';
import { buttonClass, inputClass, labelClass, secondaryButtonClass } from '@/components/styles';
import { useAuth } from '@/lib/auth';
import { errorMessage } from '@/lib/error-message';
import { AdminPanel } from './admin-panel';
import { useMyTickets, useQueue } from './api';
import { PRIORITY_LABEL, STATUS_LABEL, TEAM_STATUS_LABEL } from './labels';
import { NewTicket } from './new-ticket';
import { TicketList } from './ticket-list';

type View = 'mine' | 'queue' | 'settings';

type Pages = {
  tickets: TicketSummary[];
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
};

/**
 * The tickets loaded so far and the next page of the list (decision 1070), offered while the server says there is
 * one; once it has loaded, the focus goes to the first ticket it added (decision 1098).
 */
function PagedTickets({ pages, team }: { pages: Pages; team: boolean }) {
  const { i18n } = useLingui();
  const list = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const started = useFocusAfterLoadMore(
    pages.isFetchingNextPage,
    pages.tickets.length,
    list,
    ':scope > ul > li',
    button,
  );
  const shown = formatNumber(pages.tickets.length, i18n.locale as Locale);
  return (
    <>
      <div ref={list}>
        <TicketList tickets={pages.tickets} team={team} />
      </div>
      {pages.hasNextPage && (
        <div className="flex flex-wrap items-center gap-3">
          <button
            ref={button}
            type="button"
            className={secondaryButtonClass}
            disabled={pages.isFetchingNextPage}
            onClick={() => {
              started();
              void pages.fetchNextPage();
            }}
          >
            {pages.isFetchingNextPage ? <Trans>Loading…</Trans> : <Trans>Load more tickets</Trans>}
          </button>
          <span role="status" className="text-sm text-slate-300">
            {pages.isFetchNextPageError ? (
              <Trans>The next tickets could not be loaded. Try again.</Trans>
            ) : (
              <Trans>{shown} tickets shown, more match.</Trans>
            )}
          </span>
        </div>
      )}
    </>
  );
}

function MyTickets() {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const [status, setStatus] = useState<TicketStatus | ''>('');
  const [writing, setWriting] = useState(false);
  const tickets = useMyTickets(status);
  return (
    <section aria-labelledby="my-tickets" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="my-tickets" className="text-xl font-semibold text-white">
          <Trans>My tickets</Trans>
        </h2>
        <div className="flex flex-wrap items-end gap-3">
          <div>
            <label htmlFor="my-status" className={labelClass}>
              <Trans>Status</Trans>
            </label>
            <select
              id="my-status"
              className={inputClass}
              value={status}
              onChange={(e) => setStatus(e.target.value as TicketStatus | '')}
            >
              <option value="">{t`All statuses`}</option>
              {TICKET_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {i18n._(STATUS_LABEL[s])}
                </option>
              ))}
            </select>
          </div>
          {!writing && (
            <button type="button" className={buttonClass} onClick={() => setWriting(true)}>
              <Trans>New ticket</Trans>
            </button>
          )}
        </div>
      </div>
      {writing && (
        <NewTicket
          onCancel={() => setWriting(false)}
          onDone={(ticket) => navigate(`/dashboard/support/${ticket.id}`)}
        />
      )}
      {tickets.isPending ? (
        <Spinner />
      ) : tickets.error && !tickets.data ? (
        <p role="alert" className="text-red-200">
          {errorMessage(tickets.error)}
        </p>
      ) : (
        <PagedTickets pages={tickets} team={false} />
      )}
    </section>
  );
}

function Queue() {
  const { t, i18n } = useLingui();
  const [status, setStatus] = useState<TicketStatus | 'active'>('active');
  const [priority, setPriority] = useState<TicketPriority | ''>('');
  const [assigned, setAssigned] = useState<'all' | 'me' | 'none'>('all');
  const [q, setQ] = useState('');
  const [search, setSearch] = useState('');
  const tickets = useQueue({ status, priority: priority || undefined, assigned, q: search });
  return (
    <section aria-labelledby="queue-title" className="space-y-4">
      <h2 id="queue-title" className="text-xl font-semibold text-white">
        <Trans>Ticket queue</Trans>
      </h2>
      <form
        role="search"
        className="flex flex-wrap items-end gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          setSearch(q.trim());
        }}
      >
        <div>
          <label htmlFor="queue-q" className={labelClass}>
            <Trans>Search tickets</Trans>
          </label>
          <input
            id="queue-q"
            type="search"
            className={inputClass}
            value={q}
            onChange={(e) => setQ(e.target.value)}
          />
        </div>
        <button type="submit" className={buttonClass}>
          <Trans>Search</Trans>
        </button>
        <div>
          <label htmlFor="queue-status" className={labelClass}>
            <Trans>Status</Trans>
          </label>
          <select
            id="queue-status"
            className={inputClass}
            value={status}
            onChange={(e) => setStatus(e.target.value as TicketStatus | 'active')}
          >
            <option value="active">{t`Open and pending`}</option>
            {TICKET_STATUSES.map((s) => (
              <option key={s} value={s}>
                {i18n._(TEAM_STATUS_LABEL[s])}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="queue-priority" className={labelClass}>
            <Trans>Priority</Trans>
          </label>
          <select
            id="queue-priority"
            className={inputClass}
            value={priority}
            onChange={(e) => setPriority(e.target.value as TicketPriority | '')}
          >
            <option value="">{t`Any priority`}</option>
            {TICKET_PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {i18n._(PRIORITY_LABEL[p])}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="queue-assigned" className={labelClass}>
            <Trans>Assigned</Trans>
          </label>
          <select
            id="queue-assigned"
            className={inputClass}
            value={assigned}
            onChange={(e) => setAssigned(e.target.value as 'all' | 'me' | 'none')}
          >
            <option value="all">{t`Anyone`}</option>
            <option value="me">{t`To me`}</option>
            <option value="none">{t`Nobody`}</option>
          </select>
        </div>
      </form>
      <p className="text-sm text-slate-400">
        <Trans>Unanswered tickets come first, the soonest first-reply target at the top.</Trans>
      </p>
      {tickets.isPending ? (
        <Spinner />
      ) : tickets.error && !tickets.data ? (
        <p role="alert" className="text-red-200">
          {errorMessage(tickets.error)}
        </p>
      ) : (
        <PagedTickets pages={tickets} team={true} />
      )}
    </section>
  );
}

/**
 * /dashboard/support (issue 13): a requester's own tickets; the team's queue; the desk's settings for the team
 * (canned replies) and for administrators (categories, first-reply targets). Decision 942.
 */
export function SupportPage() {
  const { t } = useLingui();
  const { user } = useAuth();
  const [params] = useSearchParams();
  const has = (p: string) =>
    user?.role === 'admin' || (user?.permissions as string[] | undefined)?.includes(p);
  const views: Array<{ id: View; label: string }> = [
    ...(has('support:read') ? [{ id: 'queue' as const, label: t`Queue` }] : []),
    ...(has('support:read:own') ? [{ id: 'mine' as const, label: t`My tickets` }] : []),
    ...(has('support:update') || has('support:admin')
      ? [{ id: 'settings' as const, label: t`Desk settings` }]
      : []),
  ];
  const asked = params.get('view');
  const view = views.find((v) => v.id === asked)?.id ?? views[0]?.id;
  return (
    <div className="space-y-6">
      <PageTitle>
        <Trans>Support</Trans>
      </PageTitle>
      {views.length > 1 && (
        <nav aria-label={t`Support views`} className="flex flex-wrap gap-2">
          {views.map((v) => (
            <Link
              key={v.id}
              to={`?view=${v.id}`}
              aria-current={v.id === view ? 'page' : undefined}
              className={`rounded-md px-3 py-1.5 text-sm font-medium ${v.id === view ? 'bg-sky-700 text-white' : 'border border-slate-600 text-slate-100 hover:bg-slate-800'}`}
            >
              {v.label}
            </Link>
          ))}
        </nav>
      )}
      {view === 'mine' && <MyTickets />}
      {view === 'queue' && <Queue />}
      {view === 'settings' && (
        <AdminPanel admin={Boolean(has('support:admin'))} team={Boolean(has('support:update'))} />
      )}
      {!view && (
        <p className="text-slate-300">
          <Trans>Your account cannot use the support desk.</Trans>
        </p>
      )}
    </div>
  );
}
