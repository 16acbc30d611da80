import { eq } from 'drizzle-orm';
import type { Role } from '@app/shared';
import { outbox, users } from '../src/db/schema';
import type { TestServer } from './harness';

/** Changes a user's role straight in the database, as an operator would. */
export async function setRole(server: TestServer, userId: string, role: Role): Promise<void> {
  await server.ctx.db.update(users).set({ role }).where(eq(users.id, userId));
  // A write outside the app: wait until this instance's session cache has heard of it (decision 511).
  await server.ctx.sessions.settle();
}

/** The outbox rows addressed to `to`, oldest first. */
export async function outboxTo(server: TestServer, to: string) {
  const rows = await server.ctx.db.select().from(outbox).where(eq(outbox.to, to.toLowerCase()));
  return rows.sort((a, b) => a.id - b.id);
}

/** The claims of a JWT, read without checking its signature. */
export function jwtPayload(token: string): Record<string, unknown> {
  const part = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** A JWT built by hand from a header and payload, with whatever signature the caller gives. */
export function handmadeJwt(header: object, payload: object, signature = ''): string {
  const enc = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${enc(header)}.${enc(payload)}.${signature}`;
}

/** A distinct client address per test, so per-IP limits of one test do not touch another. */
let nextIp = 1;
export const clientIp = () => ({
  'x-forwarded-for': `10.0.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`,
});

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
