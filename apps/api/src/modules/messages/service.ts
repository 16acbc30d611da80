import { and, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { IMAGE_TYPES, MESSAGE_TEMPLATE_MAX, i18nFormat, i18nText } from '@app/shared';
import type { ChatMessage, Conversation, ConversationSummary, MessageTemplate } from '@app/shared';
import type { AuthUser } from '../../auth/sessions';
import type { AppContext } from '../../context';
import { queryRows } from '../../db/client';
import type { Db } from '../../db/client';
import { messageTemplates, messages } from '../../db/schema';
import { audit } from '../../lib/audit';
import { HttpError, conflict, forbidden, notFound, unprocessable } from '../../lib/errors';
import { detectCvType } from '../../lib/file-type';
import { localeOf } from '../../lib/i18n';
import { formatInZone } from '../../lib/ics';
import { detectImageType } from '../../lib/images';
import { storageFor } from '../../lib/storage';
import { isStaff, iso, recruitingCompany } from '../../lib/tenancy';
import { newMessagesMail } from '../../mail/message-templates';
import { notifyMessage, readMessageNotifications } from '../recruiters';
import { enqueueMail, enqueueMailAt } from '../../mail/outbox';
import type { MailContent } from '../../mail/outbox';

// Issue 13 (decisions 950–958): one conversation per application between the company's team and the candidate.

export type Side = 'company' | 'candidate';
/** At most one notice per conversation and recipient in this window (decision 953). */
export const MAIL_WINDOW_MS = 15 * 60_000;
/** The newest messages a conversation reply carries. */
const MESSAGES_SHOWN = 200;
const CONVERSATIONS_LISTED = 200;

export const MESSAGE_ERRORS = {
  notFound: i18nText('This conversation does not exist.'),
  applicationNotFound: i18nText('This application does not exist.'),
  noAccount: i18nText(
    'This candidate has no account on DotTrip, so messages cannot reach them. Use their e-mail address instead.',
  ),
  noRight: i18nText(
    'You can message only candidates who applied to your company’s postings or whom your company unlocked.',
  ),
  empty: i18nText('Write a message or attach a file.'),
  attachmentType: i18nText(
    'The attachment must be a PDF, a Word (.docx) document or a picture (PNG, JPEG, WebP, GIF); this file is none of them.',
  ),
  templateNotFound: i18nText('This template does not exist.'),
  templateTeamOnly: i18nText('Only a company’s owner and recruiters use message templates.'),
  templateLimit: i18nFormat('At most {count} message templates per company. Delete one first.', {
    count: MESSAGE_TEMPLATE_MAX,
  }),
  attachmentNotFound: i18nText('This attachment does not exist.'),
} as const;

/**
 * The team condition on a conversation (`alias`: the conversations table): a company's owner and recruiters reach
 * its conversations; staff and admins those of the platform's own postings (no company). Interviewers and members:
 * none (decision 951).
 */
export function teamScope(user: AuthUser, alias = 'cv'): SQL {
  const companyId = recruitingCompany(user);
  if (companyId) return sql`${sql.raw(alias)}.company_id = ${companyId}`;
  if (isStaff(user)) return sql`${sql.raw(alias)}.company_id is null`;
  return sql`false`;
}

/** The same team condition on a posting (`alias`: the jobs table). */
function jobTeamScope(user: AuthUser, alias = 'j'): SQL {
  const companyId = recruitingCompany(user);
  if (companyId) return sql`${sql.raw(alias)}.company_id = ${companyId}`;
  if (isStaff(user)) return sql`${sql.raw(alias)}.company_id is null`;
  return sql`false`;
}

type SummaryRow = {
  id: string;
  side: Side;
  application_id: string | null;
  candidate_name: string;
  company_name: string;
  job_title: string | null;
  last_message_at: string | Date;
  last_message: string | null;
  last_read_id: string | number;
  unread: string | number;
};

/**
 * The conversations the caller takes part in, on either side, with their unread counts. The preview is the last
 * message's text, or its file's name when it is a file sent without text.
 */
function summaryQuery(user: AuthUser, where: SQL = sql`true`, limit = CONVERSATIONS_LISTED): SQL {
  const team = teamScope(user);
  return sql`
    select cv.id, s.side, cv.application_id, c.name as candidate_name,
      coalesce(nullif(co.name, ''), j.company, '') as company_name, j.title as job_title, cv.last_message_at,
      (select left(coalesce(m.subject, nullif(m.body, ''), m.attachment_name), 140) from messages m
        where m.conversation_id = cv.id order by m.id desc limit 1) as last_message,
      coalesce(r.last_read_id, 0) as last_read_id,
      (select count(*) from messages m where m.conversation_id = cv.id
        and m.id > coalesce(r.last_read_id, 0) and m.side <> s.side) as unread
    from conversations cv
    join candidates c on c.id = cv.candidate_id
    cross join lateral (select case when ${team} then 'company' else 'candidate' end as side) s
    left join applications a on a.id = cv.application_id
    left join jobs j on j.id = a.job_id
    left join companies co on co.id = cv.company_id
    left join conversation_reads r on r.conversation_id = cv.id and r.user_id = ${user.id}
    where (${team} or c.user_id = ${user.id}) and ${where}
    order by cv.last_message_at desc, cv.id
    limit ${limit}`;
}

const toSummary = (r: SummaryRow): ConversationSummary => ({
  id: r.id,
  as: r.side,
  application_id: r.application_id,
  candidate_name: r.candidate_name,
  company_name: r.company_name,
  job_title: r.job_title,
  last_message_at: iso(r.last_message_at),
  last_message: r.last_message ?? '',
  unread: Number(r.unread),
});

export async function list(ctx: AppContext, user: AuthUser): Promise<ConversationSummary[]> {
  return (await queryRows<SummaryRow>(ctx.db, summaryQuery(user))).map(toSummary);
}

/** The sidebar's count: unread messages, and the conversations holding them. */
export async function unread(ctx: AppContext, user: AuthUser) {
  const team = teamScope(user);
  const [row] = await queryRows<{ unread: string | number | null; conversations: string | number }>(
    ctx.db,
    sql`select coalesce(sum(n), 0) as unread, count(*) filter (where n > 0) as conversations from (
      select (select count(*) from messages m where m.conversation_id = cv.id
               and m.id > coalesce(r.last_read_id, 0)
               and m.side <> case when ${team} then 'company' else 'candidate' end) as n
      from conversations cv join candidates c on c.id = cv.candidate_id
      left join conversation_reads r on r.conversation_id = cv.id and r.user_id = ${user.id}
      where ${team} or c.user_id = ${user.id}) t`,
  );
  return { unread: Number(row?.unread ?? 0), conversations: Number(row?.conversations ?? 0) };
}

type MessageRow = {
  id: string | number;
  side: Side;
  kind: 'message' | 'pipeline';
  subject: string | null;
  body: string;
  attachment_name: string | null;
  attachment_type: string | null;
  attachment_size: number | null;
  created_at: string | Date;
  sender_name: string | null;
};

const toMessage = (r: MessageRow, side: Side): ChatMessage => ({
  id: Number(r.id),
  side: r.side,
  kind: r.kind,
  mine: r.side === side,
  sender_name: r.sender_name,
  subject: r.subject,
  body: r.body,
  attachment:
    r.attachment_name && r.attachment_type
      ? { name: r.attachment_name, type: r.attachment_type, size: Number(r.attachment_size ?? 0) }
      : null,
  created_at: iso(r.created_at),
});

async function loadMessages(db: Db, conversationId: string, side: Side): Promise<ChatMessage[]> {
  const rows = await queryRows<MessageRow>(
    db,
    sql`select m.id, m.side, m.kind, m.subject, m.body, m.attachment_name, m.attachment_type, m.attachment_size,
          m.created_at, u.name as sender_name
        from messages m left join users u on u.id = m.sender_id
        where m.conversation_id = ${conversationId} order by m.id desc limit ${MESSAGES_SHOWN}`,
  );
  return rows.reverse().map((r) => toMessage(r, side));
}

async function withMessages(db: Db, row: SummaryRow): Promise<Conversation> {
  return {
    ...toSummary(row),
    last_read_id: Number(row.last_read_id),
    messages: await loadMessages(db, row.id, row.side),
  };
}

/** A conversation the caller takes part in, or 404 (another company's or candidate's is as if it did not exist). */
export async function get(ctx: AppContext, user: AuthUser, id: string): Promise<Conversation> {
  const [row] = await queryRows<SummaryRow>(ctx.db, summaryQuery(user, sql`cv.id = ${id}`, 1));
  if (!row) throw notFound(MESSAGE_ERRORS.notFound);
  return withMessages(ctx.db, row);
}

type ApplicationRef = {
  id: string;
  side: Side;
  company_id: string | null;
  candidate_id: string;
  candidate_user_id: string | null;
};

/** The application as the caller sees it: its company's team, or its candidate. Anyone else: 404. */
async function applicationFor(db: Db, user: AuthUser, applicationId: string): Promise<ApplicationRef> {
  const team = jobTeamScope(user);
  const [row] = await queryRows<ApplicationRef>(
    db,
    sql`select a.id, case when ${team} then 'company' else 'candidate' end as side, j.company_id,
          a.candidate_id, c.user_id as candidate_user_id
        from applications a join jobs j on j.id = a.job_id join candidates c on c.id = a.candidate_id
        where a.id = ${applicationId} and (${team} or c.user_id = ${user.id})`,
  );
  if (!row) throw notFound(MESSAGE_ERRORS.applicationNotFound);
  return row;
}

/** An application's conversation, or null before its first message. */
export async function forApplication(
  ctx: AppContext,
  user: AuthUser,
  applicationId: string,
): Promise<Conversation | null> {
  await applicationFor(ctx.db, user, applicationId);
  const [row] = await queryRows<SummaryRow>(
    ctx.db,
    summaryQuery(user, sql`cv.application_id = ${applicationId}`, 1),
  );
  return row ? withMessages(ctx.db, row) : null;
}

/** The application's conversation, made on first use (the unique index settles two writers). */
async function ensureApplicationConversation(
  tx: Db,
  app: { id: string; company_id: string | null; candidate_id: string },
  by: string | null,
  now: Date,
): Promise<{ id: string; created: boolean }> {
  const inserted = await queryRows<{ id: string }>(
    tx,
    sql`insert into conversations (company_id, candidate_id, application_id, created_by, created_at, last_message_at)
        values (${app.company_id}, ${app.candidate_id}, ${app.id}, ${by}, ${now.toISOString()}, ${now.toISOString()})
        on conflict (application_id) where application_id is not null do nothing
        returning id`,
  );
  if (inserted[0]) return { id: inserted[0].id, created: true };
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`select id from conversations where application_id = ${app.id}`,
  );
  return { id: row!.id, created: false };
}

export type Attachment = { filename: string; data: Buffer };
type StoredAttachment = { key: string; name: string; type: string; size: number };

const ATTACHMENT_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ...IMAGE_TYPES,
};

/** Checks the bytes (never the name or the declared type) and stores them under a new random key. */
async function storeAttachment(ctx: AppContext, file: Attachment): Promise<StoredAttachment> {
  const ext = detectCvType(file.data) ?? detectImageType(file.data);
  if (!ext) throw unprocessable(MESSAGE_ERRORS.attachmentType, { file: [MESSAGE_ERRORS.attachmentType] });
  // Composed first (a Mac sends accents as separate marks, which would become `_`), cut by characters.
  const base =
    [
      ...file.filename
        .normalize('NFC')
        .replace(/\.[^.]*$/, '')
        .replace(/[^\p{L}\p{N} _.-]/gu, '_'),
    ]
      .slice(0, 100)
      .join('') || 'attachment';
  const key = await storageFor(ctx.config).put(file.data, ext);
  return { key, name: `${base}.${ext}`, type: ATTACHMENT_TYPES[ext]!, size: file.data.length };
}

export type SendTarget = { conversationId: string } | { applicationId: string } | { candidateId: string };

type Resolved = {
  conversationId: string;
  created: boolean;
  side: Side;
  companyId: string | null;
  candidateUserId: string | null;
  applicationId: string | null;
};

async function resolveTarget(tx: Db, user: AuthUser, target: SendTarget, now: Date): Promise<Resolved> {
  if ('conversationId' in target) {
    const team = teamScope(user);
    const [row] = await queryRows<{
      id: string;
      side: Side;
      company_id: string | null;
      candidate_user_id: string | null;
      application_id: string | null;
    }>(
      tx,
      sql`select cv.id, case when ${team} then 'company' else 'candidate' end as side, cv.company_id,
            c.user_id as candidate_user_id, cv.application_id
          from conversations cv join candidates c on c.id = cv.candidate_id
          where cv.id = ${target.conversationId} and (${team} or c.user_id = ${user.id})`,
    );
    if (!row) throw notFound(MESSAGE_ERRORS.notFound);
    return {
      conversationId: row.id,
      created: false,
      side: row.side,
      companyId: row.company_id,
      candidateUserId: row.candidate_user_id,
      applicationId: row.application_id,
    };
  }
  if ('applicationId' in target) {
    const app = await applicationFor(tx, user, target.applicationId);
    if (!app.candidate_user_id) throw conflict(MESSAGE_ERRORS.noAccount);
    const conversation = await ensureApplicationConversation(tx, app, user.id, now);
    return {
      conversationId: conversation.id,
      created: conversation.created,
      side: app.side,
      companyId: app.company_id,
      candidateUserId: app.candidate_user_id,
      applicationId: app.id,
    };
  }
  // A candidate without an application: only a company that unlocked them, or to whose postings they applied.
  const companyId = recruitingCompany(user);
  if (!companyId) throw forbidden(MESSAGE_ERRORS.noRight);
  const [candidate] = await queryRows<{ id: string; user_id: string | null; allowed: boolean }>(
    tx,
    sql`select c.id, c.user_id,
          (exists (select 1 from candidate_unlocks u where u.candidate_id = c.id and u.company_id = ${companyId})
           or exists (select 1 from applications a join jobs j on j.id = a.job_id
                      where a.candidate_id = c.id and j.company_id = ${companyId})) as allowed
        from candidates c where c.id = ${target.candidateId} and c.merged_into is null`,
  );
  if (!candidate || !candidate.allowed) throw forbidden(MESSAGE_ERRORS.noRight);
  if (!candidate.user_id) throw conflict(MESSAGE_ERRORS.noAccount);
  const inserted = await queryRows<{ id: string }>(
    tx,
    sql`insert into conversations (company_id, candidate_id, application_id, created_by, created_at, last_message_at)
        values (${companyId}, ${candidate.id}, null, ${user.id}, ${now.toISOString()}, ${now.toISOString()})
        on conflict (company_id, candidate_id) where application_id is null do nothing
        returning id`,
  );
  const id =
    inserted[0]?.id ??
    (
      await queryRows<{ id: string }>(
        tx,
        sql`select id from conversations
            where company_id = ${companyId} and candidate_id = ${candidate.id} and application_id is null`,
      )
    )[0]!.id;
  return {
    conversationId: id,
    created: Boolean(inserted[0]),
    side: 'company',
    companyId,
    candidateUserId: candidate.user_id,
    applicationId: null,
  };
}

type Recipient = { id: string; email: string; name: string; locale: string | null };

/**
 * Who is told of a new message (decision 953). The candidate, when the team writes. When the candidate writes: the
 * teammates who wrote in the conversation and still recruit for the company; before any did, every owner and
 * recruiter. For the platform's own postings: the staff who wrote, else the posting's author while it is still staff
 * or admin. A disabled account cannot sign in to read the conversation and is never told (as new-application
 * alerts, recruiters/notify.ts): when every teammate who wrote has been disabled, the company's other owners and
 * recruiters are told instead.
 */
async function recipients(tx: Db, conv: Resolved, from: Side): Promise<Recipient[]> {
  if (from === 'company') {
    return conv.candidateUserId
      ? queryRows<Recipient>(
          tx,
          sql`select id, email, name, locale from users
              where id = ${conv.candidateUserId} and disabled_at is null`,
        )
      : [];
  }
  const wrote = sql`select m.sender_id from messages m
    where m.conversation_id = ${conv.conversationId} and m.side = 'company' and m.sender_id is not null`;
  if (conv.companyId) {
    const team = sql`select user_id from company_members where company_id = ${conv.companyId}
      and role in ('owner', 'recruiter')`;
    const writers = await queryRows<Recipient>(
      tx,
      sql`select id, email, name, locale from users
          where id in (${wrote}) and id in (${team}) and disabled_at is null`,
    );
    if (writers.length > 0) return writers;
    return queryRows<Recipient>(
      tx,
      sql`select id, email, name, locale from users where id in (${team}) and disabled_at is null`,
    );
  }
  const writers = await queryRows<Recipient>(
    tx,
    sql`select id, email, name, locale from users
        where id in (${wrote}) and role in ('staff', 'admin') and disabled_at is null`,
  );
  if (writers.length > 0 || !conv.applicationId) return writers;
  // The posting's author, while it is still staff: one made a member again reads no platform conversation.
  return queryRows<Recipient>(
    tx,
    sql`select u.id, u.email, u.name, u.locale from applications a join jobs j on j.id = a.job_id
        join users u on u.id = j.owner_id
        where a.id = ${conv.applicationId} and u.disabled_at is null and u.role in ('staff', 'admin')`,
  );
}

/**
 * The 15-minute rule per conversation and recipient (decision 953), under the state row's lock: a notice already
 * waiting in the outbox covers the new message; otherwise one is written, due now, or 15 minutes after the last.
 */
async function notify(ctx: AppContext, tx: Db, conv: Resolved, from: Side, now: Date): Promise<void> {
  const people = await recipients(tx, conv, from);
  if (people.length === 0) return;
  const [names] = await queryRows<{ candidate: string; company: string; title: string | null }>(
    tx,
    sql`select c.name as candidate, coalesce(nullif(co.name, ''), j.company, 'DotTrip') as company, j.title
        from conversations cv join candidates c on c.id = cv.candidate_id
        left join companies co on co.id = cv.company_id
        left join applications a on a.id = cv.application_id left join jobs j on j.id = a.job_id
        where cv.id = ${conv.conversationId}`,
  );
  await notifyMessage(tx, {
    userIds: people.map((p) => p.id),
    conversationId: conv.conversationId,
    from: from === 'company' ? names!.company : names!.candidate,
    title: names!.title,
    at: now,
  });
  for (const person of people) {
    await queryRows(
      tx,
      sql`insert into message_mail_state (conversation_id, user_id)
          values (${conv.conversationId}, ${person.id}) on conflict do nothing`,
    );
    const [state] = await queryRows<{ mailed_at: string | Date | null; pending: boolean }>(
      tx,
      sql`select s.mailed_at, exists (select 1 from outbox o where o.id = s.pending_mail_id and o.status = 'pending')
            as pending
          from message_mail_state s
          where s.conversation_id = ${conv.conversationId} and s.user_id = ${person.id} for update`,
    );
    if (state?.pending) continue;
    const last = state?.mailed_at ? new Date(state.mailed_at).getTime() : null;
    const sendAt = new Date(
      last !== null && last + MAIL_WINDOW_MS > now.getTime() ? last + MAIL_WINDOW_MS : now.getTime(),
    );
    const mail = newMessagesMail({
      locale: localeOf(person.locale),
      to: person.email,
      name: person.name,
      from: from === 'company' ? names!.company : names!.candidate,
      jobTitle: names!.title,
      conversationUrl: `${ctx.config.appUrl}/dashboard/messages/${conv.conversationId}`,
    });
    const mailId = await enqueueMailAt(tx, mail, now, sendAt);
    await queryRows(
      tx,
      sql`update message_mail_state set mailed_at = ${sendAt.toISOString()}, pending_mail_id = ${mailId}
          where conversation_id = ${conv.conversationId} and user_id = ${person.id}`,
    );
  }
}

async function markReadInTx(tx: Db, conversationId: string, userId: string, upTo: number, now: Date) {
  await readMessageNotifications(tx, { userId, conversationId, at: now });
  await queryRows(
    tx,
    sql`insert into conversation_reads (conversation_id, user_id, last_read_id)
        values (${conversationId}, ${userId}, ${upTo})
        on conflict (conversation_id, user_id)
        do update set last_read_id = greatest(conversation_reads.last_read_id, excluded.last_read_id)`,
  );
  // A notice still waiting for its time is withdrawn: the reader has seen what it would announce. Its slot goes
  // back to the mail before it (a waiting notice is always due 15 minutes after that one).
  const withdrawn = await queryRows<{ id: number }>(
    tx,
    sql`delete from outbox o using message_mail_state s
        where s.conversation_id = ${conversationId} and s.user_id = ${userId} and o.id = s.pending_mail_id
          and o.status = 'pending' and o.next_attempt_at > ${now.toISOString()}
          and (o.locked_until is null or o.locked_until <= ${now.toISOString()})
        returning o.id`,
  );
  if (withdrawn.length > 0) {
    await queryRows(
      tx,
      sql`update message_mail_state
          set pending_mail_id = null, mailed_at = mailed_at - make_interval(secs => ${MAIL_WINDOW_MS / 1000})
          where conversation_id = ${conversationId} and user_id = ${userId}`,
    );
  }
}

/** Opening a conversation marks it read up to the newest message shown (never backwards). */
export async function markRead(ctx: AppContext, user: AuthUser, id: string, upTo: number): Promise<void> {
  const [row] = await queryRows<{ id: string; newest: string | number | null }>(
    ctx.db,
    sql`select cv.id, (select max(m.id) from messages m where m.conversation_id = cv.id) as newest
        from conversations cv join candidates c on c.id = cv.candidate_id
        where cv.id = ${id} and (${teamScope(user)} or c.user_id = ${user.id})`,
  );
  if (!row) throw notFound(MESSAGE_ERRORS.notFound);
  const capped = Math.min(upTo, Number(row.newest ?? 0));
  await ctx.db.transaction((tx) => markReadInTx(tx, id, user.id, capped, ctx.clock.now()));
}

/** Sends a message (and its one attachment) to a conversation, an application's, or an unlocked candidate. */
export async function send(
  ctx: AppContext,
  user: AuthUser,
  target: SendTarget,
  input: { body: string; file?: Attachment },
): Promise<{ conversationId: string; message: ChatMessage; created: boolean }> {
  const body = input.body.trim();
  if (!body && !input.file) throw unprocessable(MESSAGE_ERRORS.empty, { body: [MESSAGE_ERRORS.empty] });
  const now = ctx.clock.now();
  // Who may write is checked before any bytes are stored.
  await ctx.db
    .transaction(async (tx) => {
      await resolveTarget(tx, user, target, now);
      throw ROLLBACK;
    })
    .catch((error: unknown) => {
      if (error !== ROLLBACK) throw error;
    });
  const stored = input.file ? await storeAttachment(ctx, input.file) : null;
  try {
    const result = await ctx.db.transaction(async (tx) => {
      const conv = await resolveTarget(tx, user, target, now);
      const [row] = await tx
        .insert(messages)
        .values({
          conversationId: conv.conversationId,
          senderId: user.id,
          side: conv.side,
          kind: 'message',
          body,
          attachmentKey: stored?.key ?? null,
          attachmentName: stored?.name ?? null,
          attachmentType: stored?.type ?? null,
          attachmentSize: stored?.size ?? null,
          createdAt: now,
        })
        .returning();
      await queryRows(
        tx,
        sql`update conversations set last_message_at = ${now.toISOString()} where id = ${conv.conversationId}`,
      );
      await markReadInTx(tx, conv.conversationId, user.id, row!.id, now);
      await notify(ctx, tx, conv, conv.side, now);
      if (conv.created) {
        await audit(tx, {
          action: 'conversation.started',
          target: { type: 'conversation', id: conv.conversationId },
          changes: { side: { before: null, after: conv.side } },
          at: now,
        });
      }
      return {
        conversationId: conv.conversationId,
        created: conv.created,
        message: toMessage(
          {
            id: row!.id,
            side: conv.side,
            kind: 'message',
            subject: null,
            body,
            attachment_name: row!.attachmentName,
            attachment_type: row!.attachmentType,
            attachment_size: row!.attachmentSize,
            created_at: now,
            sender_name: user.name,
          },
          conv.side,
        ),
      };
    });
    ctx.outbox.poke();
    return result;
  } catch (error) {
    if (stored)
      await storageFor(ctx.config)
        .delete(stored.key)
        .catch(() => undefined);
    throw error;
  }
}

const ROLLBACK = new Error('rollback');

/** An attachment for either side of its conversation; anyone else: 404. */
export async function attachment(ctx: AppContext, user: AuthUser, messageId: number) {
  const [row] = await queryRows<{ key: string; name: string; type: string }>(
    ctx.db,
    sql`select m.attachment_key as key, m.attachment_name as name, m.attachment_type as type
        from messages m join conversations cv on cv.id = m.conversation_id join candidates c on c.id = cv.candidate_id
        where m.id = ${messageId} and m.attachment_key is not null
          and (${teamScope(user)} or c.user_id = ${user.id})`,
  );
  if (!row) throw notFound(MESSAGE_ERRORS.attachmentNotFound);
  const data = await storageFor(ctx.config).get(row.key);
  if (!data) throw notFound(MESSAGE_ERRORS.attachmentNotFound);
  return { data, name: row.name, type: row.type };
}

// ---- Pipeline mails in the conversation (the one call pipeline and interviews make, through ./index.ts) ----

/**
 * Writes a recruitment mail to the outbox and, when it goes to the application's candidate and the candidate has an
 * account, copies it into the application's conversation (decision 956). No notice is sent for it: the mail is one.
 */
export async function sendRecruitmentMail(
  tx: Db,
  input: { applicationId: string; mail: MailContent; at: Date; toCandidate: boolean },
): Promise<void> {
  await enqueueMail(tx, input.mail, input.at);
  if (!input.toCandidate) return;
  await copyMailToConversation(tx, input);
}

/**
 * Copies a mail already written to the outbox for the application's candidate into the application's conversation,
 * as a `pipeline` message dated `at`, when the candidate has an account (decision 956). The reject route's edited
 * mail uses it when the mail goes at once (decision 1063).
 */
export async function copyMailToConversation(
  tx: Db,
  input: { applicationId: string; mail: Pick<MailContent, 'subject' | 'text'>; at: Date },
): Promise<void> {
  const [app] = await queryRows<{
    id: string;
    company_id: string | null;
    candidate_id: string;
    user_id: string | null;
  }>(
    tx,
    sql`select a.id, j.company_id, a.candidate_id, c.user_id
        from applications a join jobs j on j.id = a.job_id join candidates c on c.id = a.candidate_id
        where a.id = ${input.applicationId}`,
  );
  if (!app?.user_id) return;
  const conversation = await ensureApplicationConversation(tx, app, null, input.at);
  await tx.insert(messages).values({
    conversationId: conversation.id,
    senderId: null,
    side: 'company',
    kind: 'pipeline',
    subject: input.mail.subject,
    body: input.mail.text,
    createdAt: input.at,
  });
  await queryRows(
    tx,
    sql`update conversations set last_message_at = ${input.at.toISOString()} where id = ${conversation.id}`,
  );
}

/**
 * A mail to a candidate that was held (a rejection after the company's delay, the interview cancellations held with
 * it; decision 1162) and has now been sent joins the application's conversation, dated when it was sent, with the
 * subject and text the candidate received. Each row is claimed by one transaction (`copied_at`, SKIP LOCKED), so the
 * copy is made once however many instances send mails; a mail withdrawn before it went was deleted and is never
 * copied. Also catches up rows a failed run left. Returns how many it copied.
 */
export async function copySentMailsToConversations(db: Db, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await queryRows<{
      id: string | number;
      application_id: string;
      subject: string;
      text: string;
      sent_at: string | Date | null;
    }>(
      tx,
      sql`update outbox set copied_at = ${now.toISOString()}
          where id in (
            select id from outbox
            where conversation_application_id is not null and copied_at is null and status = 'sent'
            order by id limit 50
            for update skip locked)
            and copied_at is null
          returning id, conversation_application_id as application_id, subject, text, sent_at`,
    );
    rows.sort((a, b) => Number(a.id) - Number(b.id));
    for (const row of rows) {
      await copyMailToConversation(tx, {
        applicationId: row.application_id,
        mail: { subject: row.subject, text: row.text },
        at: row.sent_at ? new Date(row.sent_at) : now,
      });
    }
    return rows.length;
  });
}

// ---- Templates (decision 954) ----

/** The caller's template owner: its company (owner, recruiter), or the platform (staff, admin); others 403. */
function templateOwner(user: AuthUser): { companyId: string | null } {
  const companyId = recruitingCompany(user);
  if (companyId) return { companyId };
  if (isStaff(user)) return { companyId: null };
  throw forbidden(MESSAGE_ERRORS.templateTeamOnly);
}

const ownerCondition = (companyId: string | null) =>
  companyId ? eq(messageTemplates.companyId, companyId) : sql`${messageTemplates.companyId} is null`;

const toTemplate = (r: typeof messageTemplates.$inferSelect): MessageTemplate => ({
  id: r.id,
  name: r.name,
  body: r.body,
  updated_at: iso(r.updatedAt),
});

export async function listTemplates(ctx: AppContext, user: AuthUser): Promise<MessageTemplate[]> {
  const { companyId } = templateOwner(user);
  const rows = await ctx.db
    .select()
    .from(messageTemplates)
    .where(ownerCondition(companyId))
    .orderBy(messageTemplates.name, messageTemplates.id);
  return rows.map(toTemplate);
}

export async function createTemplate(
  ctx: AppContext,
  user: AuthUser,
  input: { name: string; body: string },
): Promise<MessageTemplate> {
  const { companyId } = templateOwner(user);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    if (companyId) await tx.execute(sql`select 1 from companies where id = ${companyId} for update`);
    const [count] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(messageTemplates)
      .where(ownerCondition(companyId));
    if ((count?.n ?? 0) >= MESSAGE_TEMPLATE_MAX)
      throw new HttpError(409, MESSAGE_ERRORS.templateLimit, 'CONFLICT');
    const [row] = await tx
      .insert(messageTemplates)
      .values({
        companyId,
        name: input.name,
        body: input.body,
        createdBy: user.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await audit(tx, {
      action: 'message_template.created',
      target: { type: 'message_template', id: row!.id, label: row!.name },
      changes: { name: { before: null, after: row!.name }, body: { before: null, after: row!.body } },
      at: now,
    });
    return toTemplate(row!);
  });
}

export async function updateTemplate(
  ctx: AppContext,
  user: AuthUser,
  id: string,
  input: { name: string; body: string },
): Promise<MessageTemplate> {
  const { companyId } = templateOwner(user);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(messageTemplates)
      .where(and(eq(messageTemplates.id, id), ownerCondition(companyId)))
      .for('update');
    if (!before) throw notFound(MESSAGE_ERRORS.templateNotFound);
    const [row] = await tx
      .update(messageTemplates)
      .set({ name: input.name, body: input.body, updatedAt: now })
      .where(eq(messageTemplates.id, id))
      .returning();
    await audit(tx, {
      action: 'message_template.updated',
      target: { type: 'message_template', id, label: row!.name },
      changes: {
        name: { before: before.name, after: row!.name },
        body: { before: before.body, after: row!.body },
      },
      at: now,
    });
    return toTemplate(row!);
  });
}

export async function deleteTemplate(ctx: AppContext, user: AuthUser, id: string): Promise<void> {
  const { companyId } = templateOwner(user);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .delete(messageTemplates)
      .where(and(eq(messageTemplates.id, id), ownerCondition(companyId)))
      .returning();
    if (!row) throw notFound(MESSAGE_ERRORS.templateNotFound);
    await audit(tx, {
      action: 'message_template.deleted',
      target: { type: 'message_template', id, label: row.name },
      changes: { name: { before: row.name, after: null } },
      at: now,
    });
  });
}

/**
 * A template filled for a conversation or an application (decision 954): {candidate_name}, {job_title},
 * {company_name}, and {interview_time}, the next scheduled interview in its own time zone, in the candidate's
 * language. A placeholder without a value stays as written, for the sender to complete.
 */
export async function renderTemplate(
  ctx: AppContext,
  user: AuthUser,
  id: string,
  where: { applicationId?: string; conversationId?: string },
): Promise<string> {
  const { companyId } = templateOwner(user);
  const [template] = await ctx.db
    .select()
    .from(messageTemplates)
    .where(and(eq(messageTemplates.id, id), ownerCondition(companyId)));
  if (!template) throw notFound(MESSAGE_ERRORS.templateNotFound);
  let values: Record<string, string | null> = {};
  if (where.applicationId || where.conversationId) {
    const condition = where.applicationId
      ? sql`a.id = ${where.applicationId} and ${jobTeamScope(user)}`
      : sql`cv.id = ${where.conversationId} and ${teamScope(user)}`;
    const from = where.applicationId
      ? sql`applications a join jobs j on j.id = a.job_id join candidates c on c.id = a.candidate_id
            left join companies co on co.id = j.company_id`
      : sql`conversations cv join candidates c on c.id = cv.candidate_id
            left join applications a on a.id = cv.application_id left join jobs j on j.id = a.job_id
            left join companies co on co.id = cv.company_id`;
    const [row] = await queryRows<{
      candidate_name: string;
      job_title: string | null;
      company_name: string | null;
      locale: string | null;
      starts_at: string | Date | null;
      time_zone: string | null;
    }>(
      ctx.db,
      sql`select c.name as candidate_name, j.title as job_title,
            coalesce(nullif(co.name, ''), j.company) as company_name, u.locale, i.starts_at, i.time_zone
          from ${from}
          left join users u on u.id = c.user_id
          left join lateral (select starts_at, time_zone from interviews
            where application_id = a.id and status = 'scheduled' and starts_at > ${ctx.clock.now().toISOString()}
            order by starts_at limit 1) i on true
          where ${condition}`,
    );
    if (!row)
      throw notFound(where.applicationId ? MESSAGE_ERRORS.applicationNotFound : MESSAGE_ERRORS.notFound);
    values = {
      candidate_name: row.candidate_name,
      job_title: row.job_title,
      company_name: row.company_name,
      interview_time:
        row.starts_at && row.time_zone
          ? formatInZone(new Date(row.starts_at), row.time_zone, localeOf(row.locale))
          : null,
    };
  }
  return template.body.replace(
    /\{(candidate_name|job_title|company_name|interview_time)\}/g,
    (whole, name: string) => (values[name] ? values[name] : whole),
  );
}
