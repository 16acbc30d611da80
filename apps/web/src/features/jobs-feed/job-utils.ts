import type { Job, JobFilters } from './types';

/** Spec §2 job feed filters, all combined with AND. */
export function filterJobs(jobs: readonly Job[], filters: JobFilters): Job[] {
  const query = filters.query.trim().toLowerCase();
  const location = filters.location.trim().toLowerCase();
  return jobs.filter((job) => {
    if (
      query &&
      !job.title.toLowerCase().includes(query) &&
      !job.company.toLowerCase().includes(query) &&
      !job.skills.some((skill) => skill.toLowerCase().includes(query))
    ) {
      return false;
    }
    if (filters.type && job.type !== filters.type) return false;
    if (filters.level && job.level !== filters.level) return false;
    if (location && !job.location.toLowerCase().includes(location)) return false;
    if (filters.remoteOnly && !job.is_remote) return false;
    return true;
  });
}

const millions = (amount: number) => {
  if (amount < 1_000_000) return new Intl.NumberFormat('vi-VN').format(amount);
  const value = Math.round((amount / 1_000_000) * 10) / 10;
  return `${String(value).replace('.', ',')}M`;
};

/** Spec §2: VND with millions abbreviated as M — 15 000 000 and 25 000 000 → "15M - 25M VND". */
export function formatSalary(min: number, max: number): string {
  if (min === max) return `${millions(min)} VND`;
  return `${millions(min)} - ${millions(max)} VND`;
}

export const MAX_SKILLS_SHOWN = 5;

/** Spec §9: at most 5 skills, then "+N more". */
export function visibleSkills(skills: readonly string[]): { shown: string[]; more: number } {
  return { shown: skills.slice(0, MAX_SKILLS_SHOWN), more: Math.max(0, skills.length - MAX_SKILLS_SHOWN) };
}

/** Posting dates are calendar days ("2026-11-02"): shown as that day wherever the reader is. */
export const formatDay = (day: string) =>
  new Intl.DateTimeFormat('vi-VN', { timeZone: 'UTC' }).format(new Date(day));
