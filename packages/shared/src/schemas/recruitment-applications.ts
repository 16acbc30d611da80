import { z } from '../zod';
import { inLimitWords, listLimit } from '../zod-messages';
import { i18nText } from '../i18n/mark';
import { distinctSkills, multiLine, singleLine } from '../validation';

// ---- Pipeline vocabulary ----

export const STAGES = [
  'applied',
  'screening',
  'interview',
  'offer',
  'hired',
  'rejected',
  'withdrawn',
] as const;
export type Stage = (typeof STAGES)[number];
/** The board's columns, in order. */
export const ACTIVE_STAGES = ['applied', 'screening', 'interview', 'offer', 'hired'] as const;
export const TERMINAL_STAGES = ['rejected', 'withdrawn'] as const;
/** Rejected and withdrawn applications are closed: no move, no interview (decision 205). Hired may still move. */
export const isTerminalStage = (stage: Stage): boolean =>
  (TERMINAL_STAGES as readonly Stage[]).includes(stage);
export const STAGE_LABELS: Record<Stage, string> = {
  applied: i18nText('Applied'),
  screening: i18nText('Screening'),
  interview: i18nText('Interview'),
  offer: i18nText('Offer'),
  hired: i18nText('Hired'),
  rejected: i18nText('Rejected'),
  withdrawn: i18nText('Withdrawn'),
};
/** Stages a recruiter may move an application to (withdrawn is the candidate's own act). */
export const MOVABLE_STAGES = ['applied', 'screening', 'interview', 'offer', 'hired', 'rejected'] as const;

// ---- CV files ----

export const CV_MAX_BYTES = 5 * 1024 * 1024;
export const CV_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;

export const cvFileSchema = z.object({
  id: z.string(),
  filename: z.string(),
  content_type: z.string(),
  size: z.number(),
  created_at: z.string(),
  /** Where to download it (with the bearer token). */
  url: z.string(),
});
export type CvFile = z.infer<typeof cvFileSchema>;
export const cvReply = z.object({ success: z.literal(true), cv: cvFileSchema });
export const cvListReply = z.object({ success: z.literal(true), cvs: z.array(cvFileSchema) });

// ---- Candidate profile (the member's own) ----

const skillList = z
  .array(singleLine(z.string().trim().min(1).max(50)))
  .max(50, listLimit('skills'))
  .transform(distinctSkills);

export const candidateProfileSchema = z.object({
  /** Null until the profile is first saved or the member first applies. */
  id: z.string().nullable(),
  name: z.string(),
  email: z.string().nullable(),
  headline: z.string(),
  phone: z.string().nullable(),
  location: z.string(),
  skills: z.array(z.string()),
  years_experience: z.number().nullable(),
  default_cv: cvFileSchema.nullable(),
  open_to_employers: z.boolean(),
  updated_at: z.string().nullable(),
});
export type CandidateProfile = z.infer<typeof candidateProfileSchema>;

const PHONE_PROBLEM = i18nText('Enter a phone number (digits, spaces, dots, an optional leading +)');
/** At least six digits among the separators: "((((((" or "------" is not a number anyone can call. */
export const phoneField = z
  .string()
  .trim()
  .max(30)
  .regex(/^\+?[\d\s.()-]{6,}$/, PHONE_PROBLEM)
  .refine((value) => (value.match(/\d/g)?.length ?? 0) >= 6, PHONE_PROBLEM);

export const candidateProfileRequest = z.object({
  headline: singleLine(z.string().trim().max(200, inLimitWords)).default(''),
  phone: phoneField.nullable().optional(),
  location: singleLine(z.string().trim().max(200, inLimitWords)).default(''),
  skills: skillList.default([]),
  years_experience: z.number().int().min(0).max(60).nullable().optional(),
  default_cv_id: z.uuid().nullable().optional(),
  open_to_employers: z.boolean().default(false),
});
export type CandidateProfileRequest = z.input<typeof candidateProfileRequest>;
export const candidateProfileReply = z.object({ success: z.literal(true), profile: candidateProfileSchema });

// ---- Applying ----

export const COVER_LETTER_MAX = 10_000;
/** As JSON; the same fields also come as multipart/form-data with the CV in the `cv` file field. */
export const applyRequest = z.object({
  cover_letter: multiLine(z.string().trim().max(COVER_LETTER_MAX, inLimitWords)).default(''),
  /** A CV uploaded before (POST /api/me/cvs); without it the profile's default CV is used. */
  cv_id: z.uuid().optional(),
  /** Issue 11: the `?source=` or `utm_source` of the shared link the candidate came by (decision 901). */
  source: singleLine(z.string().trim().max(100, inLimitWords)).optional(),
});
export type ApplyRequest = z.input<typeof applyRequest>;

export const stageEventSchema = z.object({
  from: z.enum(STAGES).nullable(),
  to: z.enum(STAGES),
  by: z.object({ id: z.string(), name: z.string() }).nullable(),
  at: z.string(),
  reason: z.string().nullable(),
});
export type StageEvent = z.infer<typeof stageEventSchema>;

export const candidateInterviewSchema = z.object({
  id: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  time_zone: z.string(),
  type: z.string(),
  location: z.string(),
  status: z.string(),
});

/** "My applications": what the candidate sees (no rating, notes or feedback). */
export const myApplicationSchema = z.object({
  id: z.string(),
  job: z.object({
    id: z.string(),
    title: z.string(),
    company: z.string(),
    location: z.string(),
    status: z.string(),
  }),
  stage: z.enum(STAGES),
  cover_letter: z.string(),
  cv: cvFileSchema.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  history: z.array(stageEventSchema),
  interviews: z.array(candidateInterviewSchema),
});
export type MyApplication = z.infer<typeof myApplicationSchema>;
export const myApplicationReply = z.object({ success: z.literal(true), application: myApplicationSchema });
export const myApplicationsReply = z.object({
  success: z.literal(true),
  applications: z.array(myApplicationSchema),
});
export type MyApplicationsReply = z.infer<typeof myApplicationsReply>;

/** A POST whose JSON body may be left out altogether. */
export const optionalBody = <T extends z.ZodType>(schema: T) => z.preprocess((v) => v ?? {}, schema);

export const withdrawRequest = optionalBody(
  z.object({ reason: multiLine(z.string().trim().max(1000)).optional() }),
);
