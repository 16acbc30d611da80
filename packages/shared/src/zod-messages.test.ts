import { setupI18n } from '@lingui/core';
import { describe, expect, it, vi as vitest } from 'vitest';
import { z } from './zod';
import * as shared from './index';
import { translateText } from './i18n/translate';
import { messages as vi } from './i18n/catalogs/vi';

// Decision 1181: a bound or format a field gives no message of its own is refused in the catalog's words, so the
// API's replies and the web's forms say it in the reader's language, not in zod's English.
const viI18n = setupI18n({ locale: 'vi', messages: { vi } });

const requestSchemas: Array<[string, z.ZodObject]> = [];
for (const [name, value] of Object.entries(shared) as Array<[string, unknown]>) {
  if (/Request$/.test(name) && value instanceof z.ZodObject) requestSchemas.push([name, value]);
}

const BOUNDS = new Set(['too_big', 'too_small', 'invalid_format']);

describe('zod’s refusals of the shared requests', () => {
  it('finds request schemas to walk', () => {
    expect(requestSchemas.length).toBeGreaterThan(20);
  });

  it('are in the catalog for every too long, too short or ill-formed field', () => {
    const english: string[] = [];
    for (const [name, schema] of requestSchemas) {
      for (const key of Object.keys(schema.shape)) {
        for (const value of [
          'x'.repeat(100_001),
          '',
          [],
          Array.from({ length: 1001 }, () => 'x'),
          -1e12,
          1e12,
        ]) {
          const result = schema.safeParse({ [key]: value });
          for (const issue of result.error?.issues ?? []) {
            if (!BOUNDS.has(issue.code) || issue.path[0] !== key) continue;
            if (translateText(viI18n, issue.message) === issue.message) {
              english.push(`${name}.${String(key)}: ${issue.message}`);
            }
          }
        }
      }
    }
    expect([...new Set(english)]).toEqual([]);
  });

  it('names the limit of an over-long URL in Vietnamese', () => {
    const result = shared.companyRequest.safeParse({
      name: 'Tiki',
      logo_url: `https://a.vn/${'a'.repeat(600)}`,
    });
    const message = result.error!.issues.find((issue) => issue.path[0] === 'logo_url')!.message;
    expect(message).toBe('At most 500 characters');
    expect(translateText(viI18n, message)).toBe('Tối đa 500 ký tự');
  });

  it('writes a large bound as i18nFormat would, and translates it with the reader’s digits', () => {
    const result = shared.addCandidateRequest.safeParse({
      candidate_id: '00000000-0000-4000-8000-000000000000',
      note: 'x'.repeat(5001),
    });
    const message = result.error!.issues[0]!.message;
    expect(message).toBe(
      shared.i18nFormat('{bound, plural, one {At most # character} other {At most # characters}}', {
        bound: 5000,
      }),
    );
    expect(message).toBe('At most 5,000 characters');
    expect(translateText(viI18n, message)).toMatch(/^Tối đa 5.000 ký tự$/);
  });
});

describe('a reason over its limit (decision 1184)', () => {
  it('is refused for its length, not as a missing reason, in each request that takes one', () => {
    const long = 'x'.repeat(1001);
    const reject = shared.rejectRequest.safeParse({ reason: long, mail: null }).error!.issues[0]!.message;
    expect(reject).toBe('At most 1,000 characters');
    expect(translateText(viI18n, reject)).toMatch(/^Tối đa 1.000 ký tự$/);
    for (const result of [
      shared.moveRequest.safeParse({ stage: 'rejected', reason: long }),
      shared.withdrawRequest.safeParse({ reason: long }),
    ]) {
      const message = result.error!.issues[0]!.message;
      expect(message).toBe('At most 1,000 characters');
      expect(translateText(viI18n, message)).toMatch(/^Tối đa 1.000 ký tự$/);
    }
  });
});

describe('a second copy of the contract in the same process (the server loads the web’s server renderer)', () => {
  it('its refusals are still translated by the first copy’s translator', async () => {
    // A fresh copy of the package, as a bundle with its own copy holds it: loading it sets zod's configuration (kept on
    // globalThis) to that copy's messages, as the server renderer's first page does on the API's process.
    vitest.resetModules();
    const copy = (await import('./index')) as typeof shared;
    const refused = copy.jobSearchQuery.safeParse({ location: 'a'.repeat(201), salary: '-1' });
    const messages = refused.error!.issues.map((issue) => issue.message);
    expect(messages).toEqual(['At most 200 characters', 'At least 0']);
    // The API's translator is this module's: it reads the copy's texts in Vietnamese.
    expect(messages.map((m) => translateText(viI18n, m))).toEqual(['Tối đa 200 ký tự', 'Tối thiểu 0']);
  });
});
