import { z } from '../zod';
import { inLimitWords } from '../zod-messages';
import { i18nText } from '../i18n/mark';
import { distinctSkills, emailField, searchTextField, singleLine } from '../validation';
import { JOB_PAGE_SIZE_DEFAULT, JOB_PAGE_SIZE_MAX } from './recruitment';
import { cvFileSchema, phoneField } from './recruitment-applications';
import { applicationCardSchema, noteSchema } from './recruitment-pipeline';
import { publicProjectSchema } from './publishing';

/** Spec §4/§9: the Free plan reaches "up to 5 candidates" a month; Pro and Enterprise have no limit. */
export const FREE_PLAN_UNLOCKS_PER_MONTH = 5;
/** Calendar months are counted in this zone. */
export const UNLOCK_MONTH_TIME_ZONE = 'Asia/Ho_Chi_Minh';

export const unlockQuotaSchema = z.object({
  /** Null: no limit (Pro, Enterprise, staff). */
  limit: z.number().nullable(),
  used: z.number(),
  remaining: z.number().nullable(),
  plan: z.string().nullable(),
});
export type UnlockQuota = z.infer<typeof unlockQuotaSchema>;

export const candidateSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  headline: z.string(),
  location: z.string(),
  skills: z.array(z.string()),
  years_experience: z.number().nullable(),
  source: z.enum(['member', 'sourced']),
  /** Where staff found a sourced candidate: one of the settings' candidate sources (issue 9), or null. */
  source_detail: z.string().nullable().optional(),
  open_to_employers: z.boolean(),
  /** Whether the caller sees e-mail, phone and CV (applied to them, unlocked, or staff). */
  contact_visible: z.boolean(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  has_cv: z.boolean(),
  created_at: z.string(),
});
export type CandidateSummary = z.infer<typeof candidateSummarySchema>;

export const candidateListQuery = z.object({
  /** Over name (with or without diacritics), headline and skills. */
  q: searchTextField(200).optional(),
  /** Comma-separated; every one must match. */
  skills: singleLine(z.string().trim().max(500)).optional().meta({
    description:
      'Comma-separated (`go,react`): a candidate must match every one, each found in their name, headline or skills (part of a word is enough: `java` finds JavaScript), case and diacritics ignored.',
  }),
  location: singleLine(z.string().trim().max(200)).optional(),
  min_experience: z.coerce.number().int().min(0).max(60).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(JOB_PAGE_SIZE_MAX).default(JOB_PAGE_SIZE_DEFAULT),
});
export const candidateListReply = z.object({
  success: z.literal(true),
  candidates: z.array(candidateSummarySchema),
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  unlocks: unlockQuotaSchema,
});
export type CandidateListReply = z.infer<typeof candidateListReply>;

export const duplicateSchema = z.object({
  id: z.string(),
  name: z.string(),
  reasons: z.array(z.enum(['email', 'phone', 'name'])),
});
export type Duplicate = z.infer<typeof duplicateSchema>;

export const candidateDetailSchema = candidateSummarySchema.extend({
  /** The member's projects published on the site (issue 12, decision 707). */
  projects: z.array(publicProjectSchema),
  /** Its `url` is `GET /api/candidates/{id}/cv`, which API keys with `candidates:read` call too (decision 1205). */
  default_cv: cvFileSchema.nullable().meta({
    description:
      'The candidate’s CV, or null (none, or `contact_visible` false). Download it at its `url`, `/api/candidates/{id}/cv`: the company’s people and API keys with the scope `candidates:read` may call it.',
  }),
  applications: z.array(applicationCardSchema.extend({ rejection_reason: z.string().nullable() })),
  notes: z.array(noteSchema.extend({ application_id: z.string() })),
  /** Staff only: records that look like the same person. */
  possible_duplicates: z.array(duplicateSchema),
  merges: z.array(
    z.object({ merged_id: z.string(), name: z.string(), at: z.string(), by: z.string().nullable() }),
  ),
});
export type CandidateDetail = z.infer<typeof candidateDetailSchema>;
export const candidateReply = z.object({ success: z.literal(true), candidate: candidateDetailSchema });

export const createCandidateRequest = z.object({
  name: singleLine(z.string().trim().min(1, i18nText('Name is required')).max(100, inLimitWords)),
  // Trimmed before it is checked, as every other e-mail field: a pasted " an@example.com " is an address.
  email: emailField.nullable().optional(),
  phone: phoneField.nullable().optional(),
  headline: singleLine(z.string().trim().max(200, inLimitWords)).default(''),
  location: singleLine(z.string().trim().max(200, inLimitWords)).default(''),
  skills: z
    .array(singleLine(z.string().trim().min(1).max(50)))
    .max(50)
    .transform(distinctSkills)
    .default([]),
  years_experience: z.number().int().min(0).max(60).nullable().optional(),
  /** One of the candidate sources of the settings (GET /api/recruitment/lists); the server checks it. */
  source_detail: singleLine(z.string().trim().min(1).max(100)).nullable().optional(),
});
export type CreateCandidateRequest = z.input<typeof createCandidateRequest>;
export const createCandidateReply = z.object({
  success: z.literal(true),
  candidate: candidateDetailSchema,
  /** Not refused: flagged, so staff can merge. */
  possible_duplicates: z.array(duplicateSchema),
});

export const mergeRequest = z.object({ otherId: z.uuid() });

export const unlockReply = z.object({
  success: z.literal(true),
  candidate: candidateDetailSchema,
  unlocks: unlockQuotaSchema,
});
export const unlockQuotaReply = z.object({ success: z.literal(true), unlocks: unlockQuotaSchema });
