import { describe, expect, it } from 'vitest';
import { acceptedCoding } from './compress-document';

describe('the coding a client accepts (RFC 9110 §12.5.3)', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip, deflate, br, zstd', 'br'],
    ['GZIP', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br ;q=1', 'br'],
    ['gzip;q=1, br;q=0', 'gzip'],
    ['br;q=0.1, gzip;q=1', 'gzip'],
    ['br;q=0.5, gzip;q=0.5', 'br'],
    ['gzip;q=0, *', 'br'],
    ['*', 'br'],
    ['*;q=0', null],
    ['gzip;q=0, br;q=0', null],
    ['deflate, identity;q=0.5', null],
  ] as const)('%j → %j', (header, coding) => {
    expect(acceptedCoding(header)).toBe(coding);
  });
});
