import { describe, expect, it } from 'vitest';
import { count } from './plural';

describe('count', () => {
  it('uses the singular for one and the plural otherwise', () => {
    expect(count(1, 'application')).toBe('1 application');
    expect(count(0, 'application')).toBe('0 applications');
    expect(count(2, 'candidate')).toBe('2 candidates');
    expect(count(1, 'open job')).toBe('1 open job');
    expect(count(1200, 'view')).toBe('1,200 views');
  });
});
