import { describe, expect, it } from 'vitest';
import { toFailure } from './error-handler';
import { findNul, isNulRefusal } from './text-input';

describe('NUL characters in input (decision 285)', () => {
  it('finds the path of the first string holding U+0000', () => {
    expect(findNul({ a: 'x', b: ['ok', 'n\u0000'] })).toBe('b.1');
    expect(findNul({ a: { b: { c: '\u0000' } } })).toBe('a.b.c');
    expect(findNul({ a: 1, b: null, c: true, d: ['x'] })).toBeNull();
    expect(findNul(undefined)).toBeNull();
  });

  it('maps PostgreSQL refusals of NUL (22021, 22P05), wrapped or not, to a 400', () => {
    const pg = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
    expect(isNulRefusal(pg)).toBe(true);
    expect(isNulRefusal(new Error('query failed', { cause: pg }))).toBe(true);
    expect(isNulRefusal(Object.assign(new Error('x'), { code: '23505' }))).toBe(false);
    expect(toFailure(new Error('query failed', { cause: pg }))).toMatchObject({
      status: 400,
      body: { success: false, code: 'BAD_REQUEST', message: 'Text must not contain NUL characters.' },
    });
  });
});
