import { act } from '@testing-library/react';
import { i18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { formatSalary, visibleSkills } from './format';
import { readBoardParams, writeBoardParams } from './filters';

describe('formatSalary', () => {
  it('abbreviates millions as M and appends VND', () => {
    expect(formatSalary(15_000_000, 25_000_000)).toBe('15M - 25M VND');
    expect(formatSalary(12_500_000, 20_000_000)).toBe('12,5M - 20M VND');
    expect(formatSalary(30_000_000, 30_000_000)).toBe('30M VND');
    expect(formatSalary(500_000, 2_000_000)).toBe('500.000 - 2M VND');
  });

  it('says an open or missing range in the active language, millions as M in both', () => {
    expect(formatSalary(15_000_000, null)).toBe('From 15M VND');
    expect(formatSalary(null, 25_000_000)).toBe('Up to 25M VND');
    expect(formatSalary(null, null)).toBe('Negotiable');

    act(() => i18n.activate('vi'));
    expect(formatSalary(15_000_000, null)).toBe('Từ 15M VND');
    expect(formatSalary(null, 25_000_000)).toBe('Đến 25M VND');
    expect(formatSalary(null, null)).toBe('Thỏa thuận');
    expect(formatSalary(12_500_000, 20_000_000)).toBe('12,5M - 20M VND');
  });
});

describe('visibleSkills', () => {
  it('shows at most five, then counts the rest', () => {
    expect(visibleSkills(['a', 'b', 'c', 'd', 'e', 'f', 'g'])).toEqual({
      shown: ['a', 'b', 'c', 'd', 'e'],
      more: 2,
    });
    expect(visibleSkills(['a'])).toEqual({ shown: ['a'], more: 0 });
  });
});

describe('board address', () => {
  it('round-trips the filters and drops empty or invalid ones', () => {
    const params = writeBoardParams(
      { q: ' react ', type: 'contract', level: '', location: 'Huế', remote: true },
      3,
    );
    expect(params.toString()).toBe('q=react&type=contract&location=Hu%E1%BA%BF&remote=true&page=3');
    expect(readBoardParams(params)).toEqual({
      filters: { q: 'react', type: 'contract', level: '', location: 'Huế', remote: true },
      page: 3,
    });
    expect(readBoardParams(new URLSearchParams('level=guru&page=abc&remote=yes'))).toEqual({
      filters: { q: '', type: '', level: '', location: '', remote: false },
      page: 1,
    });
  });
});

describe('board address: text the API would refuse (decision 1056)', () => {
  it('makes a pasted tab or line break a space and cuts a text past 200 characters', () => {
    const long = 'react '.repeat(50);
    const read = readBoardParams(new URLSearchParams({ q: 'react\tnode\njs', location: long }));
    expect(read.filters.q).toBe('react node js');
    expect(read.filters.location).toHaveLength(200);
    expect(long.startsWith(read.filters.location)).toBe(true);
    const written = writeBoardParams({ ...read.filters, q: `a\u0000b${'x'.repeat(300)}` });
    expect(written.get('q')).toBe(`a b${'x'.repeat(197)}`);
  });
});

describe('board address: salary and sort (issue 18)', () => {
  it('round-trips a minimum salary and a sort, and drops bad ones', () => {
    const params = writeBoardParams(
      { q: '', type: '', level: '', location: '', remote: false, salary: 20_000_000, sort: 'salary' },
      2,
    );
    expect(params.toString()).toBe('salary=20000000&sort=salary&page=2');
    expect(readBoardParams(params).filters).toMatchObject({ salary: 20_000_000, sort: 'salary' });
    const bad = readBoardParams(new URLSearchParams('salary=-5&sort=cheapest')).filters;
    expect(bad).not.toHaveProperty('salary');
    expect(bad).not.toHaveProperty('sort');
  });
});
