import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { envSchema } from './config';

const root = new URL('../../../', import.meta.url);
const read = (name: string) => readFileSync(new URL(name, root), 'utf8');

// Blank values in .env.example must mean "unset", as they do for docker compose and dotenv.
const blankToUnset = (entries: [string, string][]) =>
  Object.fromEntries(entries.filter(([, value]) => value !== ''));

describe('.env.example', () => {
  const entries = read('.env.example')
    .split('\n')
    .filter((line) => /^[A-Z0-9_]+=/.test(line))
    .map((line) => line.split(/=(.*)/s).slice(0, 2) as [string, string]);
  const names = entries.map(([name]) => name);

  it('lists every variable the server reads, and only those', () => {
    expect([...names].sort()).toEqual(Object.keys(envSchema.shape).sort());
  });

  it('lists every variable the README documents', () => {
    const readme = read('README.md');
    for (const name of names) expect(readme, `${name} in README.md`).toContain(`\`${name}\``);
  });

  it('is a valid configuration as it stands', () => {
    expect(envSchema.safeParse(blankToUnset(entries)).success).toBe(true);
  });
});
