import { z } from '../zod';
import { inLimitWords } from '../zod-messages';
import { DATE_MESSAGES, isDateTimeShape, isRealDateTimeText } from '../dates';
import { i18nText } from '../i18n/mark';
import type { Message } from '../i18n/mark';
import { i18nFormat } from '../i18n/text';
import {
  distinctSkills,
  multiLine,
  salaryAmount,
  searchTextField,
  singleLine,
  updatedAfter,
} from '../validation';

// Spec §3 and §9: the vocabulary of job postings.
export const JOB_TYPES = ['full-time', 'part-time', 'contract', 'internship'] as const;
export type JobType = (typeof JOB_TYPES)[number];
export const JOB_LEVELS = ['entry', 'mid', 'senior', 'lead'] as const;
export type JobLevel = (typeof JOB_LEVELS)[number];
export const JOB_STATUSES = ['draft', 'published', 'closed'] as const;
export const JOB_SORTS = ['newest', 'salary', 'relevance'] as const;
export type JobSort = (typeof JOB_SORTS)[number];
export type JobStatus = (typeof JOB_STATUSES)[number];

export const JOB_PAGE_SIZE_DEFAULT = 20;
export const JOB_PAGE_SIZE_MAX = 50;
/** Spec §9: the feed shows at most this many skills, then "+N more". */
export const SKILLS_SHOWN_PER_JOB = 5;
/** A deadline given as a bare date ends at the end of that day in this zone. */
export const DEADLINE_TIME_ZONE = 'Asia/Ho_Chi_Minh';

const required = (max: number, label: Message) => {
  const missing = i18nFormat('{label} is required', { label });
  return z.string({ error: missing }).trim().min(1, missing).max(max, inLimitWords);
};
/** A required single-line field (a title, a name, a location). */
const trimmed = (max: number, label: Message) => singleLine(required(max, label));
/** A required multi-line text (a description). */
const trimmedText = (max: number, label: Message) => multiLine(required(max, label));
const optionalLine = (max: number) => singleLine(z.string().trim().max(max, inLimitWords));
const optionalText = (max: number) => multiLine(z.string().trim().max(max, inLimitWords));
const stringList = (maxItems: number, maxLength: number) =>
  z
    .array(
      singleLine(
        z.string().trim().min(1, i18nText('Empty items are not allowed')).max(maxLength, inLimitWords),
      ),
    )
    .max(maxItems, inLimitWords);
const httpUrl = z
  .string()
  .trim()
  .max(500)
  .refine((v) => {
    try {
      return ['http:', 'https:'].includes(new URL(v).protocol);
    } catch {
      return false;
    }
  }, i18nText('Must be an http(s) URL'));

/** `true`/`false` in a query string. */
export const queryBoolean = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const idParams = z.object({ id: z.uuid({ error: i18nText('Not a valid id') }) });
export type IdParams = z.infer<typeof idParams>;

// ---- Company profile ----

export const companySchema = z.object({
  id: z.string(),
  name: z.string(),
  website: z.string().nullable(),
  logo_url: z.string().nullable(),
  description: z.string(),
  location: z.string(),
  updated_at: z.string(),
});
export type Company = z.infer<typeof companySchema>;

export const companyRequest = z.object({
  name: trimmed(200, i18nText('Company name')),
  website: httpUrl.nullable().optional(),
  logo_url: httpUrl.nullable().optional(),
  description: optionalText(5000).optional(),
  location: optionalLine(200).optional(),
});
export type CompanyRequest = z.infer<typeof companyRequest>;

export const companyReply = z.object({ success: z.literal(true), company: companySchema.nullable() });
export type CompanyReply = z.infer<typeof companyReply>;

// ---- Job postings ----

/**
 * A bare YYYY-MM-DD (the end of that day in Vietnam), or an ISO date-time (without an offset: Vietnam
 * time). The day must exist: 2099-02-31 is refused, not rolled over (decision 285). Whether it is in
 * the past needs the server's clock, so the server checks that.
 */
const deadlineField = z
  .string()
  .trim()
  .superRefine((v, ctx) => {
    if (!isDateTimeShape(v)) ctx.addIssue({ code: 'custom', message: DATE_MESSAGES.dateShape });
    else if (!isRealDateTimeText(v)) ctx.addIssue({ code: 'custom', message: DATE_MESSAGES.realDate });
  })
  .meta({
    description:
      'The last day to apply: a date `YYYY-MM-DD` (it ends at the end of that day in Vietnam, UTC+07:00) or an ISO 8601 date-time (without an offset: Vietnam time). Today or later; null or left out: no deadline.',
  });

export const SALARY_ORDER_MESSAGE = i18nText('The maximum salary must be at least the minimum salary');

const jobFields = {
  title: trimmed(200, i18nText('Title')),
  /** Staff and admin name the company; an employer's postings take its company profile's name. */
  company: optionalLine(200).optional().meta({
    description:
      'Staff only. A company’s postings (its people’s, its API keys’) always show its company profile’s name and this field is ignored for them; until the owner has saved the profile (`PUT /api/employer/company`), a posting is refused with 422 on `company`.',
  }),
  location: trimmed(200, i18nText('Location')),
  type: z.enum(JOB_TYPES, {
    error: i18nFormat('Type must be one of {values}', { values: JOB_TYPES.join(', ') }),
  }),
  level: z.enum(JOB_LEVELS, {
    error: i18nFormat('Level must be one of {values}', { values: JOB_LEVELS.join(', ') }),
  }),
  salary_min: salaryAmount(i18nText('Minimum salary')).nullable().optional(),
  salary_max: salaryAmount(i18nText('Maximum salary')).nullable().optional(),
  description: trimmedText(20_000, i18nText('Description')),
  requirements: stringList(50, 500).default([]),
  skills: stringList(30, 50).transform(distinctSkills).default([]),
  benefits: stringList(50, 500).default([]),
  deadline: deadlineField.nullable().optional(),
  is_remote: z.boolean().default(false),
  /** Staff and admin only (decision 201). */
  is_featured: z.boolean().optional().meta({
    description:
      'Staff only: from anyone else, a value other than the posting’s current one is 403; left out keeps it as it is.',
  }),
};

const salaryOrder = (v: { salary_min?: number | null; salary_max?: number | null }) =>
  v.salary_min == null || v.salary_max == null || v.salary_min <= v.salary_max;

export const jobRequest = z
  .object(jobFields)
  .refine(salaryOrder, { message: SALARY_ORDER_MESSAGE, path: ['salary_max'] });
export type JobRequest = z.infer<typeof jobRequest>;

export const jobSchema = z.object({
  id: z.string(),
  title: z.string(),
  company: z.string(),
  company_logo_url: z.string().nullable(),
  location: z.string(),
  type: z.enum(JOB_TYPES),
  level: z.enum(JOB_LEVELS),
  salary_min: z.number().nullable(),
  salary_max: z.number().nullable(),
  description: z.string(),
  requirements: z.array(z.string()),
  skills: z.array(z.string()),
  benefits: z.array(z.string()),
  posted_date: z.string().nullable(),
  deadline: z.string().nullable(),
  views: z.number(),
  is_featured: z.boolean(),
  /** The company's plan sells priority display (issue 10): ranked first and badged on the board. */
  is_priority: z.boolean().optional(),
  is_remote: z.boolean(),
  status: z.enum(JOB_STATUSES),
  /** Past its deadline: shown, but it takes no applications. */
  is_expired: z.boolean(),
});
export type Job = z.infer<typeof jobSchema>;

/** What those who manage a posting see. */
export const managedJobSchema = jobSchema.extend({
  owner_id: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  applications_count: z.number(),
});
export type ManagedJob = z.infer<typeof managedJobSchema>;

/** Spec §2's job feed filters, shareable in the address bar. */
export const jobSearchQuery = z.object({
  q: searchTextField(200).optional(),
  type: z.enum(JOB_TYPES).optional(),
  level: z.enum(JOB_LEVELS).optional(),
  location: singleLine(z.string().trim().max(200)).optional(),
  remote: queryBoolean.optional(),
  /** Minimum monthly salary in VND: postings whose range reaches it (decision 530). */
  salary: z.coerce.number().int().min(0).max(10_000_000_000).optional(),
  /** newest (the default), salary (highest first) or relevance (with `q`; newest without). */
  sort: z.enum(JOB_SORTS).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(JOB_PAGE_SIZE_MAX).default(JOB_PAGE_SIZE_DEFAULT),
});
export type JobSearchQuery = z.input<typeof jobSearchQuery>;

/** The cities of the open postings, with how many each has (GET /api/jobs/cities). */
export const jobCitiesReply = z.object({
  success: z.literal(true),
  cities: z.array(z.object({ name: z.string(), count: z.number() })),
});
export type JobCitiesReply = z.infer<typeof jobCitiesReply>;

/** Beside a posting: similar open postings and the company's other open postings (GET /api/jobs/:id/related). */
export const relatedJobsReply = z.object({
  success: z.literal(true),
  similar: z.array(jobSchema),
  company: z.array(jobSchema),
});
export type RelatedJobsReply = z.infer<typeof relatedJobsReply>;

export const jobListReply = z.object({
  success: z.literal(true),
  jobs: z.array(jobSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type JobListReply = z.infer<typeof jobListReply>;

export const jobReply = z.object({ success: z.literal(true), job: jobSchema });
export type JobReply = z.infer<typeof jobReply>;

/** The employer's company profile as the public detail page shows it (issue 5: postings show it). */
export const publicCompanySchema = companySchema.omit({ id: true, updated_at: true });
export type PublicCompany = z.infer<typeof publicCompanySchema>;

export const jobDetailSchema = jobSchema.extend({ company_profile: publicCompanySchema.nullable() });
export type JobDetail = z.infer<typeof jobDetailSchema>;
export const jobDetailReply = z.object({ success: z.literal(true), job: jobDetailSchema });
export type JobDetailReply = z.infer<typeof jobDetailReply>;

export const managedJobQuery = z.object({
  status: z.enum(JOB_STATUSES).optional(),
  q: searchTextField(200).optional(),
  /**
   * Changed at or after this instant (ISO 8601 with its offset): to poll for changes, as `GET /api/manage/interviews`
   * takes it (decision 1157). The posting itself or its company's profile (the logo) changed; its counts (views,
   * applications) are not changes of the posting.
   */
  updated_after: updatedAfter(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(JOB_PAGE_SIZE_MAX).default(JOB_PAGE_SIZE_DEFAULT),
});
export const managedJobListReply = z.object({
  success: z.literal(true),
  jobs: z.array(managedJobSchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
});
export type ManagedJobListReply = z.infer<typeof managedJobListReply>;
export const managedJobReply = z.object({ success: z.literal(true), job: managedJobSchema });
export type ManagedJobReply = z.infer<typeof managedJobReply>;

// ---- Saved jobs ----

export const savedJobsReply = z.object({
  success: z.literal(true),
  jobs: z.array(jobSchema.extend({ saved_at: z.string() })),
});
export type SavedJobsReply = z.infer<typeof savedJobsReply>;
