import { describe, expect, it } from 'vitest';
import { filterJobs, formatSalary, visibleSkills } from './job-utils';
import { SAMPLE_JOBS } from './sample-jobs';
import { EMPTY_FILTERS, JOB_LEVELS, JOB_TYPES } from './types';
import type { Job, JobFilters } from './types';

const base: Job = SAMPLE_JOBS[0]!;
const job = (overrides: Partial<Job>): Job => ({ ...base, ...overrides });

const JOBS: Job[] = [
  job({
    id: 'a',
    title: 'React Developer',
    company: 'Alpha',
    skills: ['TypeScript'],
    type: 'full-time',
    level: 'mid',
    location: 'Hà Nội',
    is_remote: false,
  }),
  job({
    id: 'b',
    title: 'Designer',
    company: 'ReactiveSoft',
    skills: ['Figma'],
    type: 'part-time',
    level: 'entry',
    location: 'TP. Hồ Chí Minh',
    is_remote: true,
  }),
  job({
    id: 'c',
    title: 'Engineer',
    company: 'Gamma',
    skills: ['Node.js', 'REACT Native'],
    type: 'contract',
    level: 'senior',
    location: 'Đà Nẵng',
    is_remote: true,
  }),
  job({
    id: 'd',
    title: 'Analyst',
    company: 'Delta',
    skills: ['SQL'],
    type: 'internship',
    level: 'lead',
    location: 'hà nội (Cầu Giấy)',
    is_remote: false,
  }),
];

const ids = (filters: Partial<JobFilters>) =>
  filterJobs(JOBS, { ...EMPTY_FILTERS, ...filters }).map((j) => j.id);

describe('filterJobs', () => {
  it('returns everything with no filter', () => {
    expect(ids({})).toEqual(['a', 'b', 'c', 'd']);
  });

  it('free text matches title, company or any skill, case-insensitive substring', () => {
    expect(ids({ query: 'react' })).toEqual(['a', 'b', 'c']);
    expect(ids({ query: 'REACT DEV' })).toEqual(['a']);
    expect(ids({ query: 'gam' })).toEqual(['c']);
    expect(ids({ query: 'sql' })).toEqual(['d']);
    expect(ids({ query: '  figma ' })).toEqual(['b']);
  });

  it('free text does not look at description, location or requirements', () => {
    expect(ids({ query: 'Đà Nẵng' })).toEqual([]);
    expect(ids({ query: base.description.slice(0, 20) })).toEqual([]);
  });

  it('type is an exact match', () => {
    expect(ids({ type: 'full-time' })).toEqual(['a']);
    expect(ids({ type: 'internship' })).toEqual(['d']);
  });

  it('level is an exact match', () => {
    expect(ids({ level: 'entry' })).toEqual(['b']);
    expect(ids({ level: 'lead' })).toEqual(['d']);
  });

  it('location is a case-insensitive substring', () => {
    expect(ids({ location: 'HÀ NỘI' })).toEqual(['a', 'd']);
    expect(ids({ location: 'minh' })).toEqual(['b']);
  });

  it('remote only requires is_remote', () => {
    expect(ids({ remoteOnly: true })).toEqual(['b', 'c']);
  });

  it('combines every filter with AND', () => {
    expect(ids({ query: 'react', remoteOnly: true })).toEqual(['b', 'c']);
    expect(ids({ query: 'react', remoteOnly: true, type: 'contract' })).toEqual(['c']);
    expect(ids({ query: 'react', level: 'mid', location: 'hà' })).toEqual(['a']);
    expect(ids({ query: 'react', type: 'internship' })).toEqual([]);
  });
});

describe('formatSalary', () => {
  it('abbreviates millions as M and appends VND', () => {
    expect(formatSalary(15_000_000, 25_000_000)).toBe('15M - 25M VND');
    expect(formatSalary(12_500_000, 20_000_000)).toBe('12,5M - 20M VND');
    expect(formatSalary(30_000_000, 30_000_000)).toBe('30M VND');
  });

  it('keeps amounts under a million in Vietnamese digits', () => {
    expect(formatSalary(500_000, 2_000_000)).toBe('500.000 - 2M VND');
  });
});

describe('visibleSkills', () => {
  it('shows at most five, then counts the rest', () => {
    expect(visibleSkills(['a', 'b', 'c', 'd', 'e', 'f', 'g'])).toEqual({
      shown: ['a', 'b', 'c', 'd', 'e'],
      more: 2,
    });
    expect(visibleSkills(['a', 'b', 'c', 'd', 'e'])).toEqual({ shown: ['a', 'b', 'c', 'd', 'e'], more: 0 });
  });
});

describe('sample jobs', () => {
  it('has 6–8 postings with every spec §3 field and valid enums', () => {
    expect(SAMPLE_JOBS.length).toBeGreaterThanOrEqual(6);
    expect(SAMPLE_JOBS.length).toBeLessThanOrEqual(8);
    for (const sample of SAMPLE_JOBS) {
      expect(JOB_TYPES).toContain(sample.type);
      expect(JOB_LEVELS).toContain(sample.level);
      expect(sample.salary_min).toBeLessThanOrEqual(sample.salary_max);
      expect(sample.requirements.length).toBeGreaterThan(0);
      expect(sample.benefits.length).toBeGreaterThan(0);
      expect(Number.isNaN(Date.parse(sample.posted_date))).toBe(false);
      expect(Date.parse(sample.deadline)).toBeGreaterThan(Date.parse(sample.posted_date));
    }
    expect(new Set(SAMPLE_JOBS.map((sample) => sample.id)).size).toBe(SAMPLE_JOBS.length);
  });
});
