import { useState } from 'react';
import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { TICKET_PRIORITIES, TICKET_STATUSES, formatDateTimeInZone, ticketReplyRequest } from '@app/shared';
import type {
  CannedReply,
  Locale,
  SupportAttachment,
  Ticket,
  TicketPriority,
  TicketStatus,
} from '@app/shared';
import { serverFieldErrors, useFieldProblems } from '@/components/field-problems';
import { Spinner } from '@/components/spinner';
import { buttonClass, inputClass, labelClass, panelClass, secondaryButtonClass } from '@/components/styles';
import { useAuth } from '@/lib/auth';
import { errorMessage } from '@/lib/error-message';
import {
  downloadAttachment,
  useAgents,
  useCannedReplies,
  useCategories,
  useOwnStatus,
  useReply,
  useTicket,
  useUpdateTicket,
} from './api';
import {
  CANNED_LANGUAGE_LABEL,
  PLAN_LABEL,
  PRIORITY_LABEL,
  STATUS_LABEL,
  STATUS_STYLE,
  TEAM_STATUS_LABEL,
  categoryName,
} from './labels';
import { TimeLeft } from './time-left';
import { AttachmentField } from './attachment-field';

function Attachments({ files }: { files: SupportAttachment[] }) {
  const [error, setError] = useState('');
  if (files.length === 0) return null;
  return (
    <ul className="mt-2 flex flex-wrap gap-2 text-sm">
      {files.map((f) => (
        <li key={f.id}>
          <button
            type="button"
            className="text-sky-200 underline"
            onClick={() => downloadAttachment(f).catch((e: unknown) => setError(errorMessage(e)))}
          >
            {f.name}
          </button>
        </li>
      ))}
      {error && (
        <li role="alert" className="text-red-200">
          {error}
        </li>
      )}
    </ul>
  );
}

function TeamControls({ ticket }: { ticket: Ticket }) {
  const { t, i18n } = useLingui();
  const update = useUpdateTicket(ticket.id);
  const agents = useAgents(true);
  const categories = useCategories();
  return (
    <section aria-labelledby="ticket-controls" className={`${panelClass} space-y-3`}>
      <h2 id="ticket-controls" className="font-semibold text-white">
        <Trans>Ticket details</Trans>
      </h2>
      <p className="text-sm text-slate-300">
        {ticket.requester_name} {ticket.requester_email && <>&lt;{ticket.requester_email}&gt;</>} ·{' '}
        {i18n._(PLAN_LABEL[ticket.plan])}
        {ticket.source === 'contact' && (
          <>
            {' '}
            · <Trans>From the contact form</Trans>
          </>
        )}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <label htmlFor="ticket-status" className={labelClass}>
            <Trans>Status</Trans>
          </label>
          <select
            id="ticket-status"
            className={inputClass}
            value={ticket.status}
            disabled={update.isPending}
            onChange={(e) => update.mutate({ status: e.target.value as TicketStatus })}
          >
            {TICKET_STATUSES.map((s) => (
              <option key={s} value={s}>
                {i18n._(TEAM_STATUS_LABEL[s])}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="ticket-priority" className={labelClass}>
            <Trans>Priority</Trans>
          </label>
          <select
            id="ticket-priority"
            className={inputClass}
            value={ticket.priority}
            disabled={update.isPending}
            onChange={(e) => update.mutate({ priority: e.target.value as TicketPriority })}
          >
            {TICKET_PRIORITIES.map((p) => (
              <option key={p} value={p}>
                {i18n._(PRIORITY_LABEL[p])}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="ticket-assignee" className={labelClass}>
            <Trans>Assignee</Trans>
          </label>
          <select
            id="ticket-assignee"
            className={inputClass}
            value={ticket.assignee?.id ?? ''}
            disabled={update.isPending}
            onChange={(e) => update.mutate({ assignee_id: e.target.value || null })}
          >
            <option value="">{t`Nobody`}</option>
            {/* An assignee no longer in the team's list (a disabled account) is still shown as the assignee. */}
            {ticket.assignee && !(agents.data ?? []).some((a) => a.id === ticket.assignee!.id) && (
              <option value={ticket.assignee.id}>{ticket.assignee.name}</option>
            )}
            {(agents.data ?? []).map((a) => (
              <option key={a.id} value={a.id}>
                {a.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="ticket-category-edit" className={labelClass}>
            <Trans>Category</Trans>
          </label>
          <select
            id="ticket-category-edit"
            className={inputClass}
            value={ticket.category?.id ?? ''}
            disabled={update.isPending}
            onChange={(e) => update.mutate({ category_id: e.target.value || null })}
          >
            <option value="">{t`No category`}</option>
            {ticket.category && !(categories.data ?? []).some((c) => c.id === ticket.category!.id) && (
              <option value={ticket.category.id}>{categoryName(ticket.category.name, i18n)}</option>
            )}
            {(categories.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {categoryName(c.name, i18n)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {update.error && (
        <p role="alert" className="text-sm text-red-200">
          {errorMessage(update.error)}
        </p>
      )}
    </section>
  );
}

function ReplyForm({ ticket, team }: { ticket: Ticket; team: boolean }) {
  const { t, i18n } = useLingui();
  const reply = useReply(ticket.id);
  const canned = useCannedReplies(team);
  const [body, setBody] = useState('');
  const [internal, setInternal] = useState(false);
  const [files, setFiles] = useState<SupportAttachment[]>([]);
  const [uploadError, setUploadError] = useState('');
  const [uploading, setUploading] = useState(false);
  const [notice, setNotice] = useState('');
  const problems = useFieldProblems({ body: 'reply-body' });
  const server = serverFieldErrors(reply.error);
  const language = ticket.requester_locale;
  const fits = (c: CannedReply) => c.language === null || language === null || c.language === language;
  const inLanguage = (canned.data ?? []).filter(fits).sort((a, b) => a.title.localeCompare(b.title));
  const otherLanguages = (canned.data ?? []).filter((c) => !fits(c));
  return (
    <form
      noValidate
      className={`${panelClass} space-y-3`}
      aria-labelledby="reply-title"
      onSubmit={(event) => {
        event.preventDefault();
        const request = { body, internal, attachment_ids: files.map((f) => f.id) };
        if (!problems.check(ticketReplyRequest, request)) return;
        reply.mutate(request, {
          onSuccess: () => {
            setBody('');
            setFiles([]);
            setNotice(internal ? t`Internal note added.` : t`Reply sent.`);
            setInternal(false);
          },
        });
      }}
    >
      <h2 id="reply-title" className="font-semibold text-white">
        {team ? <Trans>Answer</Trans> : <Trans>Reply</Trans>}
      </h2>
      {team && (canned.data?.length ?? 0) > 0 && (
        <div>
          <label htmlFor="canned-reply" className={labelClass}>
            <Trans>Insert a canned reply</Trans>
          </label>
          <select
            id="canned-reply"
            className={inputClass}
            value=""
            onChange={(e) => {
              const chosen = canned.data!.find((c) => c.id === e.target.value);
              if (chosen)
                setBody((current) => (current.trim() ? `${current}\n\n${chosen.body}` : chosen.body));
            }}
          >
            <option value="">{t`Choose a canned reply`}</option>
            {/* The replies in the requester's language (or in any) first; the others apart, their language named
                (decisions 1209 and 1217). */}
            {inLanguage.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title}
              </option>
            ))}
            {otherLanguages.length > 0 && (
              <optgroup label={t`In another language`}>
                {otherLanguages.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.title} ({i18n._(CANNED_LANGUAGE_LABEL[c.language ?? 'any'])})
                  </option>
                ))}
              </optgroup>
            )}
          </select>
        </div>
      )}
      <div>
        <label htmlFor="reply-body" className={labelClass}>
          <Trans>Message</Trans>
        </label>
        <textarea
          id="reply-body"
          className={inputClass}
          rows={5}
          value={body}
          {...problems.controlProps('body', server)}
          onChange={(e) => setBody(e.target.value)}
        />
        {problems.messageFor('body', server)}
      </div>
      <AttachmentField
        id="reply-files"
        label={<Trans>Attach a file</Trans>}
        state={{ files, setFiles, uploading, setUploading, uploadError, setUploadError }}
      />
      {team && (
        <label className="flex items-center gap-2 text-sm text-slate-200">
          <input type="checkbox" checked={internal} onChange={(e) => setInternal(e.target.checked)} />
          <Trans>Internal note (the requester never sees it)</Trans>
        </label>
      )}
      {reply.error && (
        <p role="alert" className="text-sm text-red-200">
          {errorMessage(reply.error)}
        </p>
      )}
      <p role="status" className="text-sm text-emerald-200">
        {notice}
      </p>
      <button type="submit" className={buttonClass} disabled={reply.isPending || uploading}>
        {internal ? <Trans>Add the note</Trans> : <Trans>Send the reply</Trans>}
      </button>
    </form>
  );
}

/** /dashboard/support/:id: one ticket's conversation; the requester closes or reopens it, the team works it. */
export function TicketPage({ id }: { id: string }) {
  const { i18n } = useLingui();
  const { user } = useAuth();
  const query = useTicket(id);
  const own = useOwnStatus(id);
  if (query.isPending) return <Spinner />;
  if (query.error)
    return (
      <div className="space-y-3">
        <p role="alert" className="text-red-200">
          {errorMessage(query.error)}
        </p>
        <Link to="/dashboard/support" className="text-sky-200 underline">
          <Trans>Back to support</Trans>
        </Link>
      </div>
    );
  const ticket = query.data;
  const mine = ticket.requester_email === null;
  const team =
    !mine &&
    (user?.role === 'admin' ||
      (user?.permissions as string[] | undefined)?.includes('support:update') === true);
  const number = ticket.number;
  const subject = ticket.subject;
  const locale = i18n.locale as Locale;
  return (
    <div className="space-y-6">
      <Link
        to={team ? '/dashboard/support?view=queue' : '/dashboard/support'}
        className="text-sky-200 underline"
      >
        <Trans>Back to support</Trans>
      </Link>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-2xl font-bold text-white">
          <Trans>
            Ticket #{number}: {subject}
          </Trans>
        </h1>
        <span className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_STYLE[ticket.status]}`}>
          {i18n._((team ? TEAM_STATUS_LABEL : STATUS_LABEL)[ticket.status])}
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-3 text-sm text-slate-300">
        {ticket.category && <span>{categoryName(ticket.category.name, i18n)}</span>}
        <TimeLeft ticket={ticket} />
        {mine && ticket.status !== 'closed' && (
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={own.isPending}
            onClick={() => own.mutate('close')}
          >
            <Trans>Close the ticket</Trans>
          </button>
        )}
        {mine && (ticket.status === 'closed' || ticket.status === 'resolved') && (
          <button
            type="button"
            className={secondaryButtonClass}
            disabled={own.isPending}
            onClick={() => own.mutate('reopen')}
          >
            <Trans>Reopen the ticket</Trans>
          </button>
        )}
      </div>
      {own.error && (
        <p role="alert" className="text-sm text-red-200">
          {errorMessage(own.error)}
        </p>
      )}
      {team && <TeamControls ticket={ticket} />}
      <section aria-labelledby="conversation" className="space-y-3">
        <h2 id="conversation" className="text-lg font-semibold text-white">
          <Trans>Conversation</Trans>
        </h2>
        <ol className="space-y-3">
          {ticket.messages.map((m) => {
            const author = m.author_name;
            const at = formatDateTimeInZone(m.created_at, 'Asia/Ho_Chi_Minh', locale);
            return (
              <li
                key={m.id}
                className={`rounded-xl border p-4 ${m.internal ? 'border-amber-700 bg-amber-950' : m.author_side === 'staff' ? 'border-sky-900 bg-slate-900' : 'border-slate-800 bg-slate-950'}`}
              >
                <p className="text-sm text-slate-300">
                  <strong className="text-white">{author}</strong>
                  {m.author_side === 'staff' && (
                    <>
                      {' '}
                      · <Trans>Support team</Trans>
                    </>
                  )}{' '}
                  · {at}
                  {m.internal && (
                    <>
                      {' '}
                      ·{' '}
                      <strong className="text-amber-100">
                        <Trans>Internal note</Trans>
                      </strong>
                    </>
                  )}
                </p>
                <p className="mt-2 whitespace-pre-wrap text-slate-100">{m.body}</p>
                <Attachments files={m.attachments} />
              </li>
            );
          })}
        </ol>
      </section>
      {(team || (mine && (user?.permissions as string[] | undefined)?.includes('support:update:own'))) && (
        <ReplyForm ticket={ticket} team={team} />
      )}
    </div>
  );
}
