import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { ContactRequest, Locale } from '@app/shared';
import type { AppContext } from '../../context';
import { contactMessages } from '../../db/schema';
import { enqueueMail } from '../../mail/outbox';
import { contactNotificationMail } from '../../mail/templates';
import { limitPerIp } from '../auth/service';
import { ticketFromContact } from '../support';

/** The id of a message whose browser id another message already holds: that id with the message's own content. */
const contentId = (clientId: string, message: { name: string; email: string; message: string }) =>
  `content:${createHash('sha256')
    .update(JSON.stringify([clientId, message.name, message.email, message.message]))
    .digest('base64url')}`;

/**
 * Whether this message is already stored under the browser's id: as that id, or, when another message held the id
 * first, under the id of its own content (below).
 */
async function storedAlready(
  db: AppContext['db'],
  clientId: string,
  message: { name: string; email: string; message: string },
): Promise<boolean> {
  const rows = await db
    .select({
      clientId: contactMessages.clientId,
      email: contactMessages.email,
      message: contactMessages.message,
    })
    .from(contactMessages)
    .where(inArray(contactMessages.clientId, [clientId, contentId(clientId, message)]));
  return rows.some(
    (row) => row.clientId !== clientId || (row.email === message.email && row.message === message.message),
  );
}

/**
 * A visitor's message, validated by the shared contact schema, sent by the JSON API or by the contact page's own form
 * (decision 1075): counted against the sender's per-IP limit (one limit for both ways in), stored once per browser
 * id (a resend of a stored message is neither counted nor stored again, decision 1124), mailed to the team's inbox and opened as a support ticket answered in `locale` (decisions 936, 1031).
 */
export async function sendContactMessage(
  ctx: AppContext,
  body: ContactRequest,
  sender: { ip: string; locale: Locale },
): Promise<void> {
  const { client_id: clientId, ...message } = body;
  // A message resent after it was stored (a lost reply, a form sent twice: decision 1124) is answered as sent
  // again, without counting against the limit: the visitor sent one message.
  if (clientId && (await storedAlready(ctx.db, clientId, message))) return;
  await limitPerIp(ctx, 'contact', sender.ip);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const insert = (id: string | undefined) =>
      tx
        .insert(contactMessages)
        .values({ ...message, clientId: id, ip: sender.ip, createdAt: now })
        .onConflictDoNothing()
        .returning({ id: contactMessages.id });
    let stored = await insert(clientId);
    if (stored.length === 0 && clientId) {
      // The id is taken. The same message resent is stored once; another message that happens to carry the
      // same id (another visitor, another text) is not lost: it is kept under an id of its own content, so
      // its own resends are still recognised.
      const [taken] = await tx
        .select({ email: contactMessages.email, message: contactMessages.message })
        .from(contactMessages)
        .where(eq(contactMessages.clientId, clientId));
      if (taken && (taken.email !== message.email || taken.message !== message.message))
        stored = await insert(contentId(clientId, message));
    }
    // A message already stored (the browser resent it after losing our reply) is not mailed again.
    if (stored.length > 0) {
      await enqueueMail(tx, contactNotificationMail(ctx.config.contactInbox, message), now);
      // The message also becomes a support ticket, matched to the account of its address (decision 936).
      await ticketFromContact(
        tx,
        { ...message, contactMessageId: stored[0]!.id, locale: sender.locale },
        now,
      );
    }
  });
  ctx.outbox.poke();
}
