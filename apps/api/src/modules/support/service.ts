import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import {
  AUTO_CLOSE_DAYS,
  SUPPORT_ATTACHMENT_TYPES,
  SUPPORT_TARGET_PLANS,
  asOneLine,
  i18nText,
} from '@app/shared';
import type {
  CannedReply,
  CreateTicket,
  Locale,
  SupportAttachmentType,
  SupportCategory,
  SupportTarget,
  SupportTargetPlan,
  Ticket,
  TicketMessage,
  TicketReply,
  TicketStatus,
  TicketSummary,
  UpdateTicket,
} from '@app/shared';
import { loadUser } from '../../auth/sessions';
import type { AuthUser } from '../../auth/sessions';
import type { AppContext } from '../../context';
import { queryRows } from '../../db/client';
import type { Db } from '../../db/client';
import {
  supportAttachments,
  supportCannedReplies,
  supportCategories,
  supportMessages,
  supportTargets,
  supportTickets,
  users,
} from '../../db/schema';
import { audit } from '../../lib/audit';
import type { Clock } from '../../lib/clock';
import { HttpError, conflict, forbidden, notFound, unprocessable } from '../../lib/errors';
import { zipEntryNames } from '../../lib/file-type';
import { detectImageType } from '../../lib/images';
import { localeOf } from '../../lib/i18n';
import { storageFor } from '../../lib/storage';
import { everyTerm, iso, isoOrNull } from '../../lib/tenancy';
import { enqueueMail } from '../../mail/outbox';
import { supportReplyMail } from '../../mail/support-templates';
import { intervalJob } from '../../lib/interval-job';
import { afterCursor, keysetColumn, keysetOrder, keysetPage } from '../../lib/keyset';
import type { SortKey } from '../../lib/keyset';
import type { IntervalJob } from '../../lib/interval-job';

type TicketRow = typeof supportTickets.$inferSelect;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Who sees every ticket (staff, admins) and who works them. */
export const isAgent = (user: AuthUser) => user.permissions.includes('support:read');
const canWork = (user: AuthUser) => user.permissions.includes('support:update');

const noTicket = () => notFound(i18nText('This ticket does not exist.'));

// ---- Reading ----

type SummaryRow = TicketRow & {
  categoryName: string | null;
  assigneeName: string | null;
};

const SUMMARY_FIELDS = {
  ticket: supportTickets,
  categoryName: supportCategories.name,
  assigneeName: users.name,
};

function toSummary(row: SummaryRow, agentView: boolean): TicketSummary {
  const due = row.firstRepliedAt ? null : row.firstReplyDueAt;
  return {
    id: row.id,
    number: row.number,
    subject: row.subject,
    status: row.status,
    priority: row.priority,
    category: row.categoryId && row.categoryName ? { id: row.categoryId, name: row.categoryName } : null,
    requester_name: row.requesterName,
    requester_email: agentView ? row.requesterEmail : null,
    plan: (SUPPORT_TARGET_PLANS as readonly string[]).includes(row.plan)
      ? (row.plan as SupportTargetPlan)
      : 'none',
    assignee: row.assigneeId && row.assigneeName ? { id: row.assigneeId, name: row.assigneeName } : null,
    source: row.source,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
    first_reply_due_at: due ? iso(due) : null,
    first_replied_at: isoOrNull(row.firstRepliedAt),
    // A resolved or closed ticket waits for nobody (decision 1045): no countdown, no "overdue". The time left is the
    // screen's to count from `first_reply_due_at` (decision 1218): with it the reply changed every minute.
    first_reply_counting: due !== null && (row.status === 'open' || row.status === 'pending'),
  };
}

/**
 * A page of a list of tickets (decision 1070): the list's keys, the last of them the ticket number, which is unique
 * (keyset paging, lib/keyset.ts).
 */
type Page = { limit: number; cursor?: string | undefined };

async function summaries(
  db: Db,
  where: SQL | undefined,
  keys: SortKey[],
  page: Page,
  agentView: boolean,
): Promise<{ tickets: TicketSummary[]; next_cursor: string | null }> {
  if (page.cursor) where = and(where, afterCursor(keys, page.cursor));
  const rows = await db
    .select({ ...SUMMARY_FIELDS, sortKeys: keysetColumn(keys) })
    .from(supportTickets)
    .leftJoin(supportCategories, eq(supportCategories.id, supportTickets.categoryId))
    .leftJoin(users, eq(users.id, supportTickets.assigneeId))
    .where(where)
    .orderBy(...keysetOrder(keys))
    .limit(page.limit + 1);
  const shown = keysetPage(rows, page.limit);
  return {
    tickets: shown.rows.map((r) =>
      toSummary({ ...r.ticket, categoryName: r.categoryName, assigneeName: r.assigneeName }, agentView),
    ),
    next_cursor: shown.next_cursor,
  };
}

/** The requester's own tickets, newest activity first, optionally of one status; a page at a time. */
export async function listOwn(
  ctx: AppContext,
  user: AuthUser,
  query: { status?: TicketStatus | undefined } & Page,
) {
  return summaries(
    ctx.db,
    and(
      eq(supportTickets.requesterId, user.id),
      query.status ? eq(supportTickets.status, query.status) : undefined,
    ),
    [
      { value: sql`${supportTickets.updatedAt}`, desc: true, cast: 'timestamptz' },
      { value: sql`${supportTickets.number}`, desc: true, cast: 'int' },
    ],
    query,
    false,
  );
}

/**
 * The team's queue (decision 938): unanswered tickets first by the time their first reply is due, then the rest by
 * last activity. `q` searches the number, subject, requester and every message, diacritics ignored. A page at a
 * time (decision 1070).
 */
export async function queue(
  ctx: AppContext,
  user: AuthUser,
  query: {
    status: TicketStatus | 'active';
    priority?: string | undefined;
    assigned: 'all' | 'me' | 'none';
    q: string;
  } & Page,
) {
  const conditions = [
    query.status === 'active'
      ? inArray(supportTickets.status, ['open', 'pending'])
      : eq(supportTickets.status, query.status),
    query.priority ? eq(supportTickets.priority, query.priority as TicketRow['priority']) : undefined,
    query.assigned === 'me' ? eq(supportTickets.assigneeId, user.id) : undefined,
    query.assigned === 'none' ? isNull(supportTickets.assigneeId) : undefined,
  ];
  const q = query.q.replace(/^#/, '');
  // Every word (decision 1153) in the subject, the requester, or one of the messages; or the ticket's number.
  const words = everyTerm(
    q,
    (pattern) => sql`search_fold(${supportTickets.subject}) like ${pattern}
      or search_fold(${supportTickets.requesterName}) like ${pattern}
      or lower(${supportTickets.requesterEmail}) like ${pattern}
      or exists (select 1 from support_messages m where m.ticket_id = ${supportTickets.id}
                 and search_fold(m.body) like ${pattern})`,
  );
  if (words) conditions.push(sql`(${words} or ${supportTickets.number}::text = ${q})`);
  return summaries(
    ctx.db,
    and(...conditions),
    [
      {
        value: sql`case when ${supportTickets.firstRepliedAt} is null and ${supportTickets.status} in ('open', 'pending') then 0 else 1 end`,
        desc: false,
        cast: 'int',
      },
      // "Due first, answered last": an answered ticket has no due time; 'infinity' sorts it after every due time,
      // as "nulls last" did, and keeps the key comparable for the cursor.
      {
        value: sql`case when ${supportTickets.firstRepliedAt} is null then ${supportTickets.firstReplyDueAt} else 'infinity'::timestamptz end`,
        desc: false,
        cast: 'timestamptz',
      },
      { value: sql`${supportTickets.updatedAt}`, desc: true, cast: 'timestamptz' },
      // Equal so far: the ticket opened first comes first.
      { value: sql`${supportTickets.number}`, desc: false, cast: 'int' },
    ],
    query,
    true,
  );
}

/** The ticket the caller may see, or 404: agents see every ticket; anyone else only the tickets they opened. */
async function visibleTicket(db: Db, user: AuthUser, id: string, lock = false): Promise<TicketRow> {
  const base = db.select().from(supportTickets).where(eq(supportTickets.id, id));
  const [row] = lock ? await base.for('update') : await base;
  if (!row) throw noTicket();
  if (row.requesterId === user.id && user.permissions.includes('support:read:own')) return row;
  if (isAgent(user)) return row;
  throw noTicket();
}

/** The ticket with its messages; internal notes only for the team, never for its requester (decision 939). */
export async function getTicket(ctx: AppContext, user: AuthUser, id: string): Promise<Ticket> {
  const row = await visibleTicket(ctx.db, user, id);
  return fullTicket(ctx.db, user, row);
}

async function fullTicket(db: Db, user: AuthUser, row: TicketRow): Promise<Ticket> {
  const agentView = isAgent(user) && row.requesterId !== user.id;
  const [extra] = await db
    .select({
      categoryName: supportCategories.name,
      assigneeName: users.name,
      requesterLocale: sql<
        string | null
      >`(select r.locale from users r where r.id = ${supportTickets.requesterId})`,
    })
    .from(supportTickets)
    .leftJoin(supportCategories, eq(supportCategories.id, supportTickets.categoryId))
    .leftJoin(users, eq(users.id, supportTickets.assigneeId))
    .where(eq(supportTickets.id, row.id));
  const messages = await db
    .select()
    .from(supportMessages)
    .where(
      and(eq(supportMessages.ticketId, row.id), agentView ? undefined : eq(supportMessages.internal, false)),
    )
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
  const files =
    messages.length > 0
      ? await db
          .select()
          .from(supportAttachments)
          .where(
            inArray(
              supportAttachments.messageId,
              messages.map((m) => m.id),
            ),
          )
          .orderBy(asc(supportAttachments.createdAt))
      : [];
  return {
    ...toSummary(
      { ...row, categoryName: extra?.categoryName ?? null, assigneeName: extra?.assigneeName ?? null },
      agentView,
    ),
    // The language a reply is mailed in (mailOtherSide): the account's own, else the contact form's.
    requester_locale: agentView ? localeOf(extra?.requesterLocale ?? row.locale) : null,
    messages: messages.map((m): TicketMessage => ({
      id: m.id,
      author_name: m.authorName,
      author_side: m.authorSide,
      body: m.body,
      internal: m.internal,
      created_at: iso(m.createdAt),
      attachments: files
        .filter((f) => f.messageId === m.id)
        .map((f) => ({ id: f.id, name: f.name, size: f.size, content_type: f.contentType })),
    })),
  };
}

// ---- Opening and answering ----

async function targetHours(db: Db, plan: string): Promise<number> {
  const [row] = await db
    .select({ hours: supportTargets.firstReplyHours })
    .from(supportTargets)
    .where(inArray(supportTargets.plan, [plan, 'none']))
    .orderBy(sql`case when ${supportTargets.plan} = ${plan} then 0 else 1 end`)
    .limit(1);
  return row?.hours ?? 48;
}

/** Binds the caller's uploaded, still unattached files to a message; any other id is a 422. */
async function attach(tx: Db, userId: string, messageId: string, ids: string[]) {
  if (ids.length === 0) return;
  const unique = [...new Set(ids)];
  const bound = await tx
    .update(supportAttachments)
    .set({ messageId })
    .where(
      and(
        inArray(supportAttachments.id, unique),
        eq(supportAttachments.uploaderId, userId),
        isNull(supportAttachments.messageId),
      ),
    )
    .returning({ id: supportAttachments.id });
  if (bound.length !== unique.length)
    throw unprocessable(i18nText('An attachment is unknown or already sent; upload it again.'), {
      attachment_ids: [i18nText('Upload the file again')],
    });
}

export async function createTicket(ctx: AppContext, user: AuthUser, input: CreateTicket): Promise<Ticket> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [category] = await tx
      .select()
      .from(supportCategories)
      .where(and(eq(supportCategories.id, input.category_id), eq(supportCategories.active, true)));
    if (!category)
      throw unprocessable(i18nText('Choose a category'), { category_id: [i18nText('Choose a category')] });
    const plan = user.company?.plan ?? 'none';
    const hours = await targetHours(tx, plan);
    const [row] = await tx
      .insert(supportTickets)
      .values({
        requesterId: user.id,
        requesterName: user.name,
        requesterEmail: user.email,
        subject: input.subject,
        categoryId: category.id,
        plan,
        firstReplyDueAt: new Date(now.getTime() + hours * HOUR),
        lastMessageAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    const [message] = await tx
      .insert(supportMessages)
      .values({
        ticketId: row!.id,
        authorId: user.id,
        authorName: user.name,
        authorSide: 'requester',
        body: input.description,
        createdAt: now,
      })
      .returning();
    await attach(tx, user.id, message!.id, input.attachment_ids);
    return fullTicket(tx, user, row!);
  });
}

/**
 * A contact-form message becomes a ticket (decision 936), matched to the account that owns the address; it is
 * written in the contact message's transaction.
 */
export async function ticketFromContact(
  tx: Db,
  input: { name: string; email: string; message: string; contactMessageId: string; locale: Locale },
  now: Date,
): Promise<void> {
  const [account] = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(eq(users.email, input.email.trim().toLowerCase()));
  const plan = (account ? (await loadUser(tx, account.id))?.company?.plan : null) ?? 'none';
  const hours = await targetHours(tx, plan);
  // The subject is one line like every subject (decision 300): the message's first line by any line break (CR, LF,
  // U+2028/2029), with a tab or another control character made a space. It is cut by characters, not UTF-16
  // units, so an emoji at the cut is kept or dropped whole (never half of one).
  const firstLine = [...asOneLine(input.message.split(/\r\n|[\r\n\u2028\u2029]/)[0]!).trim()];
  const subject =
    firstLine.length > 80 ? `${firstLine.slice(0, 79).join('')}…` : firstLine.join('') || input.name;
  const [row] = await tx
    .insert(supportTickets)
    .values({
      requesterId: account?.id ?? null,
      requesterName: input.name,
      requesterEmail: input.email.trim().toLowerCase(),
      subject,
      plan,
      source: 'contact',
      contactMessageId: input.contactMessageId,
      locale: input.locale,
      firstReplyDueAt: new Date(now.getTime() + hours * HOUR),
      lastMessageAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  await tx.insert(supportMessages).values({
    ticketId: row!.id,
    authorId: account?.id ?? null,
    authorName: input.name,
    authorSide: 'requester',
    body: input.message,
    createdAt: now,
  });
}

async function mailOtherSide(
  tx: Db,
  ctx: AppContext,
  ticket: TicketRow,
  from: { side: 'staff' | 'requester'; name: string; id: string },
  body: string,
  now: Date,
) {
  const url = `${ctx.config.appUrl}/dashboard/support/${ticket.id}`;
  if (from.side === 'staff') {
    const [account] = ticket.requesterId
      ? await tx
          .select({ email: users.email, name: users.name, locale: users.locale })
          .from(users)
          .where(eq(users.id, ticket.requesterId))
      : [];
    await enqueueMail(
      tx,
      supportReplyMail({
        // An account's own language; a guest's is the one the contact form was sent in.
        locale: localeOf(account?.locale ?? ticket.locale),
        to: account?.email ?? ticket.requesterEmail,
        name: account?.name ?? ticket.requesterName,
        number: ticket.number,
        subject: ticket.subject,
        author: from.name,
        body,
        url: account ? url : null,
        contactUrl: `${ctx.config.appUrl}/contact`,
        toTeam: false,
      }),
      now,
    );
    return;
  }
  // The requester wrote: the assignee hears of it, else the team's inbox (decision 937). An assignee whose account
  // was disabled since, or who is no longer on the team (an administrator made it a member again), cannot open the
  // ticket and must not read the requester's words: the team's inbox hears of it instead.
  const [assignee] =
    ticket.assigneeId && ticket.assigneeId !== from.id
      ? await tx
          .select({ email: users.email, name: users.name, locale: users.locale })
          .from(users)
          .where(
            and(
              eq(users.id, ticket.assigneeId),
              isNull(users.disabledAt),
              inArray(users.role, ['staff', 'admin']),
            ),
          )
      : [];
  await enqueueMail(
    tx,
    supportReplyMail({
      locale: localeOf(assignee?.locale),
      to: assignee?.email ?? ctx.config.contactInbox,
      name: assignee?.name ?? 'Support',
      number: ticket.number,
      subject: ticket.subject,
      author: from.name,
      body,
      url,
      contactUrl: `${ctx.config.appUrl}/contact`,
      toTeam: true,
    }),
    now,
  );
}

/**
 * A reply or an internal note. The requester's reply reopens a pending, resolved or closed ticket; the team's first
 * public reply stops the first-reply clock and an answer to an open ticket makes it pending (decision 931).
 */
export async function reply(
  ctx: AppContext,
  user: AuthUser,
  id: string,
  input: TicketReply,
): Promise<Ticket> {
  const now = ctx.clock.now();
  const result = await ctx.db.transaction(async (tx) => {
    const ticket = await visibleTicket(tx, user, id, true);
    const side: 'staff' | 'requester' = ticket.requesterId === user.id ? 'requester' : 'staff';
    if (side === 'requester' && !user.permissions.includes('support:update:own')) throw forbidden();
    if (side === 'staff' && !canWork(user)) throw forbidden();
    if (input.internal && side === 'requester')
      throw forbidden(i18nText('Only the support team writes internal notes.'));
    const [message] = await tx
      .insert(supportMessages)
      .values({
        ticketId: ticket.id,
        authorId: user.id,
        authorName: user.name,
        authorSide: side,
        body: input.body,
        internal: input.internal,
        createdAt: now,
      })
      .returning();
    await attach(tx, user.id, message!.id, input.attachment_ids);
    const changes: Partial<TicketRow> = { updatedAt: now };
    if (!input.internal) {
      changes.lastMessageAt = now;
      if (side === 'requester') {
        if (ticket.status !== 'open') {
          changes.status = 'open';
          changes.resolvedAt = null;
          changes.closedAt = null;
        }
      } else {
        if (!ticket.firstRepliedAt) changes.firstRepliedAt = now;
        if (ticket.status === 'open') changes.status = 'pending';
      }
    }
    const [updated] = await tx
      .update(supportTickets)
      .set(changes)
      .where(eq(supportTickets.id, ticket.id))
      .returning();
    if (changes.status && side === 'staff')
      await audit(tx, {
        action: 'support.ticket_status_changed',
        target: target(ticket),
        changes: { status: { before: ticket.status, after: changes.status } },
        at: now,
      });
    if (!input.internal)
      await mailOtherSide(tx, ctx, ticket, { side, name: user.name, id: user.id }, input.body, now);
    return fullTicket(tx, user, updated!);
  });
  if (!input.internal) ctx.outbox.poke();
  return result;
}

const target = (row: TicketRow) => ({
  type: 'support_ticket',
  id: row.id,
  label: `#${row.number} ${row.subject}`,
});

/** The requester closes or reopens its own ticket. */
export async function setOwnStatus(ctx: AppContext, user: AuthUser, id: string, to: 'closed' | 'open') {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const ticket = await visibleTicket(tx, user, id, true);
    if (ticket.requesterId !== user.id) throw noTicket();
    if (to === 'closed' && ticket.status === 'closed')
      throw conflict(i18nText('This ticket is already closed.'));
    if (to === 'open' && ticket.status !== 'closed' && ticket.status !== 'resolved')
      throw conflict(i18nText('This ticket is already open.'));
    const [updated] = await tx
      .update(supportTickets)
      .set(
        to === 'closed'
          ? { status: 'closed', closedAt: now, updatedAt: now }
          : { status: 'open', closedAt: null, resolvedAt: null, updatedAt: now },
      )
      .where(eq(supportTickets.id, ticket.id))
      .returning();
    return fullTicket(tx, user, updated!);
  });
}

/** The team changes status, priority, assignee or category; each change is one audit entry (decision 940). */
export async function updateTicket(ctx: AppContext, user: AuthUser, id: string, input: UpdateTicket) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const ticket = await visibleTicket(tx, user, id, true);
    const changes: Partial<TicketRow> = {};
    const entries: Array<{ action: string; field: string; before: unknown; after: unknown }> = [];
    if (input.status !== undefined && input.status !== ticket.status) {
      changes.status = input.status;
      if (input.status === 'resolved') changes.resolvedAt = now;
      if (input.status === 'closed') changes.closedAt = now;
      if (input.status === 'open' || input.status === 'pending') {
        changes.resolvedAt = null;
        changes.closedAt = null;
      }
      entries.push({
        action: 'support.ticket_status_changed',
        field: 'status',
        before: ticket.status,
        after: input.status,
      });
    }
    if (input.priority !== undefined && input.priority !== ticket.priority) {
      changes.priority = input.priority;
      entries.push({
        action: 'support.ticket_priority_changed',
        field: 'priority',
        before: ticket.priority,
        after: input.priority,
      });
    }
    if (input.assignee_id !== undefined && input.assignee_id !== ticket.assigneeId) {
      if (input.assignee_id) {
        const [agent] = await tx
          .select({ id: users.id, name: users.name })
          .from(users)
          .where(
            and(
              eq(users.id, input.assignee_id),
              inArray(users.role, ['staff', 'admin']),
              isNull(users.disabledAt),
            ),
          );
        if (!agent)
          throw unprocessable(i18nText('Assign the ticket to someone of the support team.'), {
            assignee_id: [i18nText('Not a member of the support team')],
          });
      }
      changes.assigneeId = input.assignee_id;
      entries.push({
        action: 'support.ticket_assigned',
        field: 'assignee_id',
        before: ticket.assigneeId,
        after: input.assignee_id,
      });
    }
    if (input.category_id !== undefined && input.category_id !== ticket.categoryId) {
      if (input.category_id) {
        const [category] = await tx
          .select({ id: supportCategories.id })
          .from(supportCategories)
          .where(eq(supportCategories.id, input.category_id));
        if (!category)
          throw unprocessable(i18nText('Choose a category'), {
            category_id: [i18nText('Choose a category')],
          });
      }
      changes.categoryId = input.category_id;
      entries.push({
        action: 'support.ticket_category_changed',
        field: 'category_id',
        before: ticket.categoryId,
        after: input.category_id,
      });
    }
    let row = ticket;
    if (entries.length > 0) {
      [row] = (await tx
        .update(supportTickets)
        .set({ ...changes, updatedAt: now })
        .where(eq(supportTickets.id, ticket.id))
        .returning()) as [TicketRow];
      for (const e of entries)
        await audit(tx, {
          action: e.action,
          target: target(ticket),
          changes: { [e.field]: { before: e.before, after: e.after } },
          at: now,
        });
    }
    return fullTicket(tx, user, row);
  });
}

export async function agents(ctx: AppContext) {
  return ctx.db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(and(inArray(users.role, ['staff', 'admin']), isNull(users.disabledAt)))
    .orderBy(asc(users.name));
}

// ---- The 7-day auto-close (decision 941) ----

export type AutoCloseDeps = { db: Db; clock: Clock };

/**
 * Closes every resolved ticket whose resolution and last public reply are both 7 days old, once across instances:
 * the rows are claimed FOR UPDATE SKIP LOCKED and flipped only while still resolved.
 */
export async function closeStaleResolved(deps: AutoCloseDeps): Promise<string[]> {
  const now = deps.clock.now();
  const cutoff = new Date(now.getTime() - AUTO_CLOSE_DAYS * DAY).toISOString();
  return deps.db.transaction(async (tx) => {
    const due = await queryRows<{ id: string }>(
      tx,
      sql`select id from support_tickets where status = 'resolved' and resolved_at <= ${cutoff}::timestamptz
          and last_message_at <= ${cutoff}::timestamptz order by resolved_at limit 200 for update skip locked`,
    );
    const closed: string[] = [];
    for (const { id } of due) {
      const [row] = await tx
        .update(supportTickets)
        .set({ status: 'closed', closedAt: now, updatedAt: now })
        .where(and(eq(supportTickets.id, id), eq(supportTickets.status, 'resolved')))
        .returning();
      if (!row) continue;
      await audit(tx, {
        action: 'support.ticket_auto_closed',
        target: target(row),
        changes: { status: { before: 'resolved', after: 'closed' } },
        actor: null,
        at: now,
      });
      closed.push(id);
    }
    return closed;
  });
}

/** A file uploaded for a ticket or reply that was never sent is removed this long after its upload (decision 934). */
export const UNSENT_ATTACHMENT_HOURS = 24;

type PruneAttachmentDeps = AutoCloseDeps & {
  /** Removes the file's bytes from the storage (disk or S3) once its row is gone. */
  deleteFile: (key: string) => Promise<void>;
  logger: FastifyBaseLogger;
};

/**
 * Removes the attachments uploaded more than a day ago and never sent with a message, at most 200 a round, once
 * across instances (claimed FOR UPDATE SKIP LOCKED); their files after the rows. Returns how many went.
 */
export async function pruneUnsentAttachments(deps: PruneAttachmentDeps): Promise<number> {
  const cutoff = new Date(deps.clock.now().getTime() - UNSENT_ATTACHMENT_HOURS * 3_600_000).toISOString();
  const gone = await deps.db.transaction((tx) =>
    queryRows<{ storage_key: string }>(
      tx,
      sql`delete from support_attachments where id in (
            select id from support_attachments where message_id is null and created_at < ${cutoff}::timestamptz
            order by created_at limit 200 for update skip locked)
          returning storage_key`,
    ),
  );
  let failed = 0;
  for (const { storage_key } of gone) {
    await deps.deleteFile(storage_key).catch(() => {
      failed++;
    });
  }
  if (failed > 0)
    deps.logger.warn({ files: failed }, 'unsent support attachments: files left in the storage');
  return gone.length;
}

export type SupportScheduler = IntervalJob<string[]>;

/** Each round closes the resolved tickets that are due and removes the attachments never sent. */
export function createSupportScheduler(deps: PruneAttachmentDeps & { intervalMs: number }): SupportScheduler {
  return intervalJob({
    intervalMs: deps.intervalMs,
    logger: deps.logger,
    failure: 'closing resolved tickets failed',
    fallback: [] as string[],
    round: async () => {
      const closed = await closeStaleResolved(deps);
      const removed = await pruneUnsentAttachments(deps);
      if (removed > 0) deps.logger.info({ attachments: removed }, 'unsent support attachments removed');
      return closed;
    },
    after: (ids) => {
      if (ids.length > 0) deps.logger.info({ tickets: ids }, 'resolved tickets closed');
    },
  });
}

// ---- Attachments (decision 934) ----

function detectAttachmentType(data: Buffer): SupportAttachmentType | null {
  const image = detectImageType(data);
  if (image) return image;
  if (data.length >= 5 && data.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  const names = zipEntryNames(data);
  if (names)
    return names.includes('[Content_Types].xml') && names.includes('word/document.xml') ? 'docx' : null;
  // Plain text: valid UTF-8 without NUL or other control characters but tab and line breaks.
  const text = data.toString('utf8');
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  const controls = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\ufffd]/;
  if (Buffer.from(text, 'utf8').equals(data) && !controls.test(text)) return 'txt';
  return null;
}

/**
 * The name shown for a file: the uploaded stem reduced to letters, digits, space, `_ . -` (as CVs and message files
 * are), so no path, control or bidirectional-override character (`invoice\u202Efdp.exe` shown as `invoiceexe.pdf`)
 * reaches a screen or a download, plus the detected extension.
 */
const safeName = (name: string, type: SupportAttachmentType) => {
  // Composed first: a Mac sends "hóa đơn" with its accents as separate marks, which would otherwise become `_`.
  // Cut by characters, so a letter outside the BMP is never cut in half.
  const stem =
    [
      ...name
        .normalize('NFC')
        .replace(/\.[^.]*$/, '')
        .replace(/[^\p{L}\p{N} _.-]/gu, '_')
        .trim(),
    ]
      .slice(0, 120)
      .join('') || 'attachment';
  return `${stem}.${type}`;
};

export async function storeAttachment(ctx: AppContext, user: AuthUser, data: Buffer, name: string) {
  if (data.length === 0)
    throw unprocessable(i18nText('The file is empty.'), { file: [i18nText('The file is empty.')] });
  const type = detectAttachmentType(data);
  if (!type)
    throw unprocessable(i18nText('Attach a PDF, Word (.docx), image (PNG, JPEG, WebP, GIF) or text file.'), {
      file: [i18nText('This kind of file is not accepted')],
    });
  const key = await storageFor(ctx.config).put(data, type);
  const [row] = await ctx.db
    .insert(supportAttachments)
    .values({
      uploaderId: user.id,
      storageKey: key,
      name: safeName(name, type),
      size: data.length,
      contentType: SUPPORT_ATTACHMENT_TYPES[type],
      createdAt: ctx.clock.now(),
    })
    .returning();
  return { id: row!.id, name: row!.name, size: row!.size, content_type: row!.contentType };
}

/**
 * An attachment for whoever may read the message it belongs to: its uploader before it is sent; afterwards the
 * ticket's readers, and for an internal note only the team.
 */
export async function readAttachment(ctx: AppContext, user: AuthUser, id: string) {
  const [row] = await ctx.db.select().from(supportAttachments).where(eq(supportAttachments.id, id));
  const missing = () => notFound(i18nText('This file does not exist.'));
  if (!row) throw missing();
  if (!row.messageId) {
    if (row.uploaderId !== user.id) throw missing();
  } else {
    const [message] = await ctx.db
      .select()
      .from(supportMessages)
      .where(eq(supportMessages.id, row.messageId));
    if (!message) throw missing();
    const ticket = await visibleTicket(ctx.db, user, message.ticketId).catch(() => null);
    if (!ticket) throw missing();
    const agentView = isAgent(user) && ticket.requesterId !== user.id;
    if (message.internal && !agentView) throw missing();
  }
  const data = await storageFor(ctx.config).get(row.storageKey);
  if (!data) throw missing();
  return { data, name: row.name, contentType: row.contentType };
}

// ---- Categories, targets, canned replies ----

export async function listCategories(ctx: AppContext, all: boolean): Promise<SupportCategory[]> {
  return ctx.db
    .select({ id: supportCategories.id, name: supportCategories.name, active: supportCategories.active })
    .from(supportCategories)
    .where(all ? undefined : eq(supportCategories.active, true))
    .orderBy(asc(supportCategories.createdAt), asc(supportCategories.name));
}

/**
 * Refuses a name another category already has, whatever its case (two "Other" in the form would leave requesters
 * guessing); names are checked one writer at a time.
 */
async function refuseTakenName(tx: Db, name: string, except: string | null) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('support-categories'))`);
  const [taken] = await tx
    .select({ id: supportCategories.id })
    .from(supportCategories)
    .where(
      and(
        sql`lower(${supportCategories.name}) = lower(${name})`,
        except ? sql`${supportCategories.id} <> ${except}` : undefined,
      ),
    );
  if (taken) {
    const message = i18nText('Another category already has this name.');
    throw new HttpError(409, message, 'CONFLICT', { name: [message] });
  }
}

export async function createCategory(ctx: AppContext, name: string): Promise<SupportCategory> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    await refuseTakenName(tx, name, null);
    const [row] = await tx.insert(supportCategories).values({ name, createdAt: now }).returning();
    await audit(tx, {
      action: 'support.category_created',
      target: { type: 'support_category', id: row!.id, label: name },
      at: now,
    });
    return { id: row!.id, name: row!.name, active: row!.active };
  });
}

export async function updateCategory(
  ctx: AppContext,
  id: string,
  input: { name?: string; active?: boolean },
): Promise<SupportCategory> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(supportCategories)
      .where(eq(supportCategories.id, id))
      .for('update');
    if (!current) throw notFound(i18nText('This category does not exist.'));
    if (input.name !== undefined) await refuseTakenName(tx, input.name, id);
    const [row] = await tx
      .update(supportCategories)
      .set({ name: input.name ?? current.name, active: input.active ?? current.active })
      .where(eq(supportCategories.id, id))
      .returning();
    await audit(tx, {
      action: 'support.category_updated',
      target: { type: 'support_category', id, label: row!.name },
      changes: {
        name: { before: current.name, after: row!.name },
        active: { before: current.active, after: row!.active },
      },
      at: now,
    });
    return { id: row!.id, name: row!.name, active: row!.active };
  });
}

export async function listTargets(ctx: AppContext): Promise<SupportTarget[]> {
  const rows = await ctx.db.select().from(supportTargets);
  return SUPPORT_TARGET_PLANS.map((plan) => ({
    plan,
    first_reply_hours: rows.find((r) => r.plan === plan)?.firstReplyHours ?? 48,
  }));
}

/** New targets apply to tickets opened from now on; an open ticket keeps the due time it was given. */
export async function setTargets(ctx: AppContext, targets: SupportTarget[]): Promise<SupportTarget[]> {
  const now = ctx.clock.now();
  const before = await listTargets(ctx);
  await ctx.db.transaction(async (tx) => {
    for (const t of targets) {
      await tx
        .insert(supportTargets)
        .values({ plan: t.plan, firstReplyHours: t.first_reply_hours })
        .onConflictDoUpdate({ target: supportTargets.plan, set: { firstReplyHours: t.first_reply_hours } });
    }
    const after = Object.fromEntries(before.map((b) => [b.plan, b.first_reply_hours]));
    for (const t of targets) after[t.plan] = t.first_reply_hours;
    await audit(tx, {
      action: 'support.targets_changed',
      target: { type: 'support_targets', id: 'first_reply', label: 'First-reply targets' },
      changes: {
        first_reply_hours: {
          before: Object.fromEntries(before.map((b) => [b.plan, b.first_reply_hours])),
          after,
        },
      },
      at: now,
    });
  });
  return listTargets(ctx);
}

type CannedRow = typeof supportCannedReplies.$inferSelect;
const cannedReply = (row: CannedRow): CannedReply => ({
  id: row.id,
  title: row.title,
  body: row.body,
  language: row.locale,
});

export async function listCanned(ctx: AppContext): Promise<CannedReply[]> {
  const rows = await ctx.db
    .select()
    .from(supportCannedReplies)
    .orderBy(asc(supportCannedReplies.title), asc(supportCannedReplies.id));
  return rows.map(cannedReply);
}

/**
 * Adds (`id` null) or changes a canned reply; `language` left out keeps a changed reply's language (a new one is in
 * any). Audited as every change of a canned reply, with the language's before and after (decision 1217).
 */
export async function saveCanned(
  ctx: AppContext,
  id: string | null,
  input: { title: string; body: string; language?: Locale | null | undefined },
): Promise<CannedReply> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const values = { title: input.title, body: input.body };
    let before: CannedRow | undefined;
    let row: CannedRow | undefined;
    if (id) {
      [before] = await tx
        .select()
        .from(supportCannedReplies)
        .where(eq(supportCannedReplies.id, id))
        .for('update');
      if (!before) throw notFound(i18nText('This canned reply does not exist.'));
      [row] = await tx
        .update(supportCannedReplies)
        .set({
          ...values,
          ...(input.language !== undefined ? { locale: input.language } : {}),
          updatedAt: now,
        })
        .where(eq(supportCannedReplies.id, id))
        .returning();
    } else {
      [row] = await tx
        .insert(supportCannedReplies)
        .values({ ...values, locale: input.language ?? null, createdAt: now, updatedAt: now })
        .returning();
    }
    const beforeLanguage = before ? before.locale : null;
    await audit(tx, {
      action: 'support.canned_reply_changed',
      target: { type: 'support_canned_reply', id: row!.id, label: row!.title },
      ...(!before || beforeLanguage !== row!.locale
        ? { changes: { language: { before: beforeLanguage, after: row!.locale } } }
        : {}),
      at: now,
    });
    return cannedReply(row!);
  });
}

export async function deleteCanned(ctx: AppContext, id: string): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(supportCannedReplies).where(eq(supportCannedReplies.id, id)).returning();
    if (!row) throw notFound(i18nText('This canned reply does not exist.'));
    await audit(tx, {
      action: 'support.canned_reply_changed',
      target: { type: 'support_canned_reply', id, label: row.title },
      changes: { deleted: { before: false, after: true } },
      at: now,
    });
  });
}
