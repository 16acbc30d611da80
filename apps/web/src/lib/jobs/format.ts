import { i18n } from '@lingui/core';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { formatNumber } from '@app/shared';
import type { Job, JobLevel, JobType } from '@app/shared';

// Plain constants (not the zod module's): public pages stay free of zod (decision 230).
export const JOB_TYPE_VALUES: readonly JobType[] = ['full-time', 'part-time', 'contract', 'internship'];
export const JOB_LEVEL_VALUES: readonly JobLevel[] = ['entry', 'mid', 'senior', 'lead'];
export const BOARD_PAGE_SIZE = 20;
export const NO_JOBS_TEXT = 'Không tìm thấy công việc phù hợp';

/** A posting's type and level as messages (show them with `i18n._`). */
export const TYPE_MESSAGE: Record<JobType, MessageDescriptor> = {
  'full-time': msg`Full-time`,
  'part-time': msg`Part-time`,
  contract: msg`Contract`,
  internship: msg`Internship`,
};

export const LEVEL_MESSAGE: Record<JobLevel, MessageDescriptor> = {
  entry: msg`Entry`,
  mid: msg`Mid`,
  senior: msg`Senior`,
  lead: msg`Lead`,
};

/** Each key reads its message in the language active when it is read (during a render), never at import time. */
function translatedRecord<K extends string>(messages: Record<K, MessageDescriptor>): Record<K, string> {
  const record = {} as Record<K, string>;
  for (const key of Object.keys(messages) as K[]) {
    Object.defineProperty(record, key, { enumerable: true, get: () => i18n._(messages[key]) });
  }
  return record;
}

/** "Full-time", "Toàn thời gian": the type's label in the active language. */
export const TYPE_LABEL: Readonly<Record<JobType, string>> = translatedRecord(TYPE_MESSAGE);
/** "Senior", "Cấp cao": the level's label in the active language. */
export const LEVEL_LABEL: Readonly<Record<JobLevel, string>> = translatedRecord(LEVEL_MESSAGE);

const millions = (amount: number) => {
  // Spec §2's salary figures ("500.000 - 2M VND"): millions as M with a Vietnamese comma, in both languages.
  if (amount < 1_000_000) return formatNumber(amount, 'vi');
  const value = Math.round((amount / 1_000_000) * 10) / 10;
  return `${String(value).replace('.', ',')}M`;
};

/**
 * Spec §2: VND with millions as M — "15M - 25M VND", "30M VND" when both ends agree; an open end reads
 * "From 15M VND" / "Up to 25M VND" ("Từ 15M VND" / "Đến 25M VND"); no range at all is "Negotiable"
 * ("Thỏa thuận"). The words follow the active language (read when called, during a render).
 */
export function formatSalary(min: number | null, max: number | null): string {
  if (min === null && max === null) return i18n._(msg`Negotiable`);
  if (min === null) {
    const amount = `${millions(max!)} VND`;
    return i18n._(msg`Up to ${amount}`);
  }
  if (max === null) {
    const amount = `${millions(min)} VND`;
    return i18n._(msg`From ${amount}`);
  }
  if (min === max) return `${millions(min)} VND`;
  return `${millions(min)} - ${millions(max)} VND`;
}

export const MAX_SKILLS_SHOWN = 5;

/** Spec §9: at most 5 skills, then "+N more". */
export function visibleSkills(skills: readonly string[]): { shown: string[]; more: number } {
  return { shown: skills.slice(0, MAX_SKILLS_SHOWN), more: Math.max(0, skills.length - MAX_SKILLS_SHOWN) };
}

/** Applications are taken while the posting is published and its deadline has not passed. */
export const takesApplications = (job: Pick<Job, 'status' | 'is_expired'>) =>
  job.status === 'published' && !job.is_expired;
