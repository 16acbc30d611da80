import type { Job, JobLevel, JobType } from '@app/shared';

// Plain constants (not the zod module's): public pages stay free of zod (decision 230).
export const JOB_TYPE_VALUES: readonly JobType[] = ['full-time', 'part-time', 'contract', 'internship'];
export const JOB_LEVEL_VALUES: readonly JobLevel[] = ['entry', 'mid', 'senior', 'lead'];
export const BOARD_PAGE_SIZE = 20;
export const NO_JOBS_TEXT = 'Không tìm thấy công việc phù hợp';

export const TYPE_LABEL: Record<JobType, string> = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
  internship: 'Internship',
};

export const LEVEL_LABEL: Record<JobLevel, string> = {
  entry: 'Entry',
  mid: 'Mid',
  senior: 'Senior',
  lead: 'Lead',
};

const millions = (amount: number) => {
  if (amount < 1_000_000) return new Intl.NumberFormat('vi-VN').format(amount);
  const value = Math.round((amount / 1_000_000) * 10) / 10;
  return `${String(value).replace('.', ',')}M`;
};

/**
 * Spec §2: VND with millions as M — "15M - 25M VND", "30M VND" when both ends agree; an open end reads
 * "Từ 15M VND" / "Đến 25M VND"; no range at all is "Thỏa thuận" (negotiable).
 */
export function formatSalary(min: number | null, max: number | null): string {
  if (min === null && max === null) return 'Thỏa thuận';
  if (min === null) return `Đến ${millions(max!)} VND`;
  if (max === null) return `Từ ${millions(min)} VND`;
  if (min === max) return `${millions(min)} VND`;
  return `${millions(min)} - ${millions(max)} VND`;
}

export const MAX_SKILLS_SHOWN = 5;

/** Spec §9: at most 5 skills, then "+N more". */
export function visibleSkills(skills: readonly string[]): { shown: string[]; more: number } {
  return { shown: skills.slice(0, MAX_SKILLS_SHOWN), more: Math.max(0, skills.length - MAX_SKILLS_SHOWN) };
}

const DAY = new Intl.DateTimeFormat('vi-VN', { timeZone: 'Asia/Ho_Chi_Minh' });
const DAY_TIME = new Intl.DateTimeFormat('vi-VN', {
  timeZone: 'Asia/Ho_Chi_Minh',
  dateStyle: 'short',
  timeStyle: 'short',
});

/** An instant shown as its calendar day in Vietnam (postings and deadlines are Vietnamese days). */
export const formatDay = (instant: string) => DAY.format(new Date(instant));
export const formatDayTime = (instant: string) => DAY_TIME.format(new Date(instant));

/** Applications are taken while the posting is published and its deadline has not passed. */
export const takesApplications = (job: Pick<Job, 'status' | 'is_expired'>) =>
  job.status === 'published' && !job.is_expired;
