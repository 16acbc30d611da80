import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer } from '../../test/harness';
import type { TestServer } from '../../test/harness';
import { users, verificationCodes } from '../db/schema';
import { consumeCode, issueCode } from './codes';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.stop();
});

const SECRET = 'test-secret';

async function userWithCode(email: string) {
  const now = server.clock.now();
  const [user] = await server.ctx.db
    .insert(users)
    .values({ name: 'Guesser', email, role: 'member', createdAt: now, updatedAt: now })
    .returning({ id: users.id });
  const code = await issueCode(server.ctx.db, {
    secret: SECRET,
    userId: user!.id,
    purpose: 'verify_email',
    now,
    ttlMs: 15 * 60_000,
  });
  return { userId: user!.id, code };
}

const attempt = (userId: string, code: string) =>
  consumeCode(server.ctx.db, {
    secret: SECRET,
    userId,
    purpose: 'verify_email',
    code,
    now: server.clock.now(),
    maxAttempts: 5,
  });

const wrongCodes = (code: string, count: number) =>
  Array.from({ length: count }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0'));

describe('consumeCode', () => {
  it('compares at most 5 guesses, also when they arrive at the same moment', async () => {
    const { userId, code } = await userWithCode('burst-codes@example.com');
    // Twenty wrong guesses before any of them is answered: only five are compared (each counts one try), and the
    // right code, sent after them, finds the code void.
    const results = await Promise.all(wrongCodes(code, 20).map((guess) => attempt(userId, guess)));
    expect(results).toEqual(Array(20).fill(false));
    const [row] = await server.ctx.db
      .select({ attempts: verificationCodes.attempts, usedAt: verificationCodes.usedAt })
      .from(verificationCodes)
      .where(eq(verificationCodes.userId, userId));
    expect(row).toEqual({ attempts: 5, usedAt: null });
    expect(await attempt(userId, code)).toBe(false);
  });

  it('accepts the right code once among five guesses sent at once', async () => {
    const { userId, code } = await userWithCode('burst-right@example.com');
    const results = await Promise.all(
      [...wrongCodes(code, 3), code, code].map((guess) => attempt(userId, guess)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('accepts the right code after 4 wrong tries, not after 5', async () => {
    const four = await userWithCode('four-codes@example.com');
    for (const guess of wrongCodes(four.code, 4)) expect(await attempt(four.userId, guess)).toBe(false);
    expect(await attempt(four.userId, four.code)).toBe(true);
    const five = await userWithCode('five-codes@example.com');
    for (const guess of wrongCodes(five.code, 5)) expect(await attempt(five.userId, guess)).toBe(false);
    expect(await attempt(five.userId, five.code)).toBe(false);
  });
});
