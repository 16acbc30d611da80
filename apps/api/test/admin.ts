import { sql } from 'drizzle-orm';
import { queryRows } from '../src/db/client';
import { outbox, sessions, users } from '../src/db/schema';
import type { TestServer } from './harness';
import { outboxTo } from './helpers';
import type { MailReader } from './recruitment';

/** Mail read from the outbox rows (the suites stop the worker, so nothing is sent). */
export const outboxReader = (server: TestServer): MailReader => ({
  async waitFor(to, match = () => true) {
    for (let i = 0; i < 200; i++) {
      const found = (await outboxTo(server, to)).find((m) => match({ ...m, to: [m.to], raw: m.text }));
      if (found) return { to: [found.to], raw: found.text, subject: found.subject, text: found.text };
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`no mail to ${to}`);
  },
});

let seq = 0;
/** A verified account straight in the database (no password hashing), with one live session. */
export async function plainAccount(
  server: TestServer,
  options: { role?: 'member' | 'employer' | 'staff' | 'admin'; name?: string } = {},
) {
  const now = server.clock.now();
  const n = ++seq;
  const [row] = await server.ctx.db
    .insert(users)
    .values({
      name: options.name ?? `Plain ${n}`,
      email: `plain-${n}-${Math.random().toString(36).slice(2, 8)}@admin.test`,
      role: options.role ?? 'member',
      emailVerifiedAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: users.id, email: users.email });
  const [session] = await server.ctx.db
    .insert(sessions)
    .values({
      userId: row!.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + 86_400_000),
      userAgent: 'Test',
    })
    .returning({ id: sessions.id });
  return { id: row!.id, email: row!.email, sessionId: session!.id };
}

/** The invitation token in the last invitation mail to `to`. */
export async function invitationToken(server: TestServer, to: string): Promise<string> {
  const mails = (await outboxTo(server, to)).filter((m) => m.subject.includes('invited'));
  const token = /token=([\w-]+)/.exec(mails[mails.length - 1]?.text ?? '')?.[1];
  if (!token) throw new Error(`no invitation mail to ${to}`);
  return token;
}

/** A failed mail in the outbox, for the retry route. */
export async function failedMail(server: TestServer): Promise<string> {
  const now = server.clock.now();
  const [row] = await server.ctx.db
    .insert(outbox)
    .values({
      to: 'failed@admin.test',
      subject: 'Failed',
      text: 'x',
      html: 'x',
      status: 'failed',
      attempts: 9,
      lastError: 'connection refused',
      nextAttemptAt: now,
      createdAt: now,
    })
    .returning({ id: outbox.id });
  return String(row!.id);
}

/** The actions written so far, oldest first. */
export async function auditActions(server: TestServer): Promise<string[]> {
  const rows = await queryRows<{ action: string }>(
    server.ctx.db,
    sql`select action from audit_log order by id`,
  );
  return rows.map((r) => r.action);
}
