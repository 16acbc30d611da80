import { execFileSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { hash } from '@node-rs/argon2';
import { describe, expect, it } from 'vitest';
import { HASH_THREADS, hashPassword, verifyAgainstDummy, verifyPassword } from './password';

const MODULE = fileURLToPath(new URL('./password.ts', import.meta.url));

describe('password hashing on its own threads (decision 1030)', () => {
  it('hashes with argon2id at OWASP’s baseline and verifies only the right password', async () => {
    const hashed = await hashPassword('Correct-Horse-9');
    expect(hashed).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hashed, 'Correct-Horse-9')).toBe(true);
    expect(await verifyPassword(hashed, 'correct-horse-9')).toBe(false);
  });

  it('takes a Vietnamese password typed composed or decomposed, also against a hash made before (decision 1148)', async () => {
    const composed = 'Nguyễn-Đàm-9';
    const decomposed = composed.normalize('NFD');
    expect(decomposed).not.toBe(composed);
    // Made now, from a browser on macOS (decomposed): opens from Windows or a phone (composed), and back.
    const hashed = await hashPassword(decomposed);
    expect(await verifyPassword(hashed, composed)).toBe(true);
    expect(await verifyPassword(hashed, decomposed)).toBe(true);
    // Made before decision 1148 from the decomposed form as sent, with the same parameters.
    const older = await hash(decomposed, { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    expect(await verifyPassword(older, composed)).toBe(true);
    expect(await verifyPassword(older, decomposed)).toBe(true);
    expect(await verifyPassword(older, 'Nguyen-Dam-9')).toBe(false);
  });

  it('refuses a stored hash it cannot read instead of failing the request', async () => {
    expect(await verifyPassword('not-a-hash', 'anything')).toBe(false);
    expect(await verifyPassword('$argon2id$v=19$m=19456,t=2,p=1$broken', 'anything')).toBe(false);
    expect(await verifyAgainstDummy('anything')).toBe(false);
  });

  it('runs one hash a CPU at a time and answers every caller of a burst', async () => {
    expect(HASH_THREADS).toBe(availableParallelism());
    const hashed = await hashPassword('Burst-Pass-1');
    const answers = await Promise.all(
      Array.from({ length: 3 * HASH_THREADS + 1 }, (_, i) =>
        verifyPassword(hashed, i % 2 ? 'Burst-Pass-1' : 'x'),
      ),
    );
    expect(answers).toEqual(answers.map((_, i) => i % 2 === 1));
  });

  it('lets a script that has hashed end: an idle pool holds nothing open', () => {
    const script = `
      const { hashPassword, verifyPassword } = await import(${JSON.stringify(MODULE)});
      const hashed = await hashPassword('Script-Pass-1');
      console.log(await verifyPassword(hashed, 'Script-Pass-1'));`;
    // Would never return (and the test time out) if the hashing threads kept the process alive.
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(out.trim()).toBe('true');
  });
});
