import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable';

const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

describe('what reads as the database being away (decision 1231)', () => {
  it('a query that could not reach PostgreSQL, as drizzle wraps it', () => {
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], refused()))).toBe(true);
    expect(isDatabaseUnavailable(refused())).toBe(true);
  });

  it('not a fetch that could not reach another service (an S3 bucket, GitHub), whatever its cause says', () => {
    const failedFetch = new TypeError('fetch failed', { cause: refused() });
    expect(isDatabaseUnavailable(failedFetch)).toBe(false);
    expect(isDatabaseUnavailable(new Error('S3 upload failed', { cause: failedFetch }))).toBe(false);
  });

  it('not a fault of the request or of the code', () => {
    const unique = Object.assign(new Error('duplicate key value'), { code: '23505', severity: 'ERROR' });
    expect(isDatabaseUnavailable(new DrizzleQueryError('insert', [], unique))).toBe(false);
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
  });
});
