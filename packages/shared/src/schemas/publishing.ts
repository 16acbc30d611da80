import { z } from '../zod';
import { inLimitWords, listLimit } from '../zod-messages';
import { i18nText } from '../i18n/mark';
import type { Message } from '../i18n/mark';
import { distinctTags, multiLine, singleLine } from '../validation';

// Issue 12, the publishing side of the dashboard: members' projects, the approval queue, the blog and the
// resource library (decisions 700-712).

const httpUrl = z
  .string()
  .trim()
  .max(500, inLimitWords)
  .refine((v) => {
    try {
      return ['http:', 'https:'].includes(new URL(v).protocol);
    } catch {
      return false;
    }
  }, i18nText('Must be an http(s) URL'));

const line = (max: number, required: Message) =>
  singleLine(z.string({ error: required }).trim().min(1, required).max(max, inLimitWords));
const optionalLine = (max: number) => singleLine(z.string().trim().max(max, inLimitWords));
const text = (max: number) => multiLine(z.string().trim().max(max, inLimitWords));

const tagList = z
  .array(optionalLine(30).pipe(z.string().min(1, i18nText('Empty tags are not allowed'))))
  .max(10, listLimit('tags'))
  .transform(distinctTags);

/** Images of projects and blog covers: PNG, JPEG, WebP or GIF judged by their bytes, at most 2 MB (decision 702). */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const IMAGE_TYPES = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
} as const;
export type ImageExtension = keyof typeof IMAGE_TYPES;

// ---- Projects ----

/** Spec §3's project status list: Planning, In Progress, Completed. */
export const PROJECT_PROGRESS = ['planning', 'in_progress', 'completed'] as const;
export type ProjectProgress = (typeof PROJECT_PROGRESS)[number];
/**
 * The working copy's state (decision 700). `live` says separately whether a published version is on the site:
 * editing a published project makes a draft revision while the published one stays live.
 */
export const PROJECT_STATES = ['draft', 'submitted', 'changes_requested', 'rejected', 'published'] as const;
export type ProjectState = (typeof PROJECT_STATES)[number];

const projectFields = {
  title: line(120, i18nText('Give the project a title')),
  description: text(500).pipe(z.string().min(1, i18nText('Describe the project in a sentence or two'))),
  tags: tagList,
  repo_url: httpUrl.nullable(),
  demo_url: httpUrl.nullable(),
  details: text(5000),
  progress_status: z.enum(PROJECT_PROGRESS, { error: i18nText('Choose Planning, In Progress or Completed') }),
  progress: z
    .number({ error: i18nText('Progress is a whole number from 0 to 100') })
    .int(i18nText('Progress is a whole number from 0 to 100'))
    .min(0, i18nText('Progress is a whole number from 0 to 100'))
    .max(100, i18nText('Progress is a whole number from 0 to 100')),
};

export const createProjectRequest = z.object({
  title: projectFields.title,
  description: projectFields.description,
  tags: projectFields.tags.default([]),
  repo_url: projectFields.repo_url.default(null),
  demo_url: projectFields.demo_url.default(null),
  details: projectFields.details.default(''),
  progress_status: projectFields.progress_status.default('planning'),
  progress: projectFields.progress.default(0),
});
export type CreateProjectRequest = z.input<typeof createProjectRequest>;
export type CreateProject = z.output<typeof createProjectRequest>;

export const updateProjectRequest = z
  .object({
    title: projectFields.title.optional(),
    description: projectFields.description.optional(),
    tags: projectFields.tags.optional(),
    repo_url: projectFields.repo_url.optional(),
    demo_url: projectFields.demo_url.optional(),
    details: projectFields.details.optional(),
    progress_status: projectFields.progress_status.optional(),
    progress: projectFields.progress.optional(),
    /** Removes the image. */
    remove_image: z.literal(true).optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), {
    message: i18nText('Nothing to change'),
  });
export type UpdateProjectRequest = z.input<typeof updateProjectRequest>;
export type UpdateProject = z.output<typeof updateProjectRequest>;

/** A project as the public site shows it (the published version). */
export const publicProjectSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  /** The image's public address, or null. */
  image_url: z.string().nullable(),
  tags: z.array(z.string()),
  repo_url: z.string().nullable(),
  demo_url: z.string().nullable(),
  details: z.string(),
  progress_status: z.enum(PROJECT_PROGRESS),
  progress: z.number(),
  owner_name: z.string(),
  published_at: z.string().nullable(),
});
export type PublicProject = z.infer<typeof publicProjectSchema>;

/** A project as its owner (or staff) sees it: the working copy and where it stands. */
export const projectSchema = publicProjectSchema.extend({
  owner_id: z.string(),
  state: z.enum(PROJECT_STATES),
  /** A published version is on the site (it stays there while a revision is drafted or reviewed). */
  live: z.boolean(),
  /** The last reviewer's reason (changes requested, rejected, approved). */
  review_reason: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  submitted_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Project = z.infer<typeof projectSchema>;

export const projectReply = z.object({ success: z.literal(true), project: projectSchema });
export const projectListReply = z.object({ success: z.literal(true), projects: z.array(projectSchema) });
export type ProjectListReply = z.infer<typeof projectListReply>;
/**
 * The public projects come a page at a time, as the blog (decisions 1071, 1072): `page` from 1, `pageSize` projects,
 * `tag` (any case) keeps those carrying it; the reply says how many match and names every published tag.
 */
export const PROJECT_PAGE_SIZE_DEFAULT = 24;
export const publicProjectListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(PROJECT_PAGE_SIZE_DEFAULT),
  tag: z.string().trim().max(30).optional(),
});
export type PublicProjectListQuery = z.input<typeof publicProjectListQuery>;
export const publicProjectListReply = z.object({
  success: z.literal(true),
  projects: z.array(publicProjectSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Every tag a published project carries, one per spelling ignoring case, for the tag chips. */
  tags: z.array(z.string()),
});
export type PublicProjectListReply = z.infer<typeof publicProjectListReply>;
export const imageKeyParams = z.object({
  key: z.string().regex(/^[a-f0-9]{32}\.(png|jpg|webp|gif)$/, i18nText('Not a valid image address')),
});

// ---- Approvals ----

/** What can wait in the one queue (decision 701); a posting under moderation or an offer would join here. */
export const APPROVAL_KINDS = ['project'] as const;
export type ApprovalKind = (typeof APPROVAL_KINDS)[number];
export const APPROVAL_STATUSES = [
  'pending',
  'approved',
  'changes_requested',
  'rejected',
  'withdrawn',
] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];
export const APPROVAL_DECISIONS = ['approve', 'request_changes', 'reject'] as const;
export type ApprovalDecision = (typeof APPROVAL_DECISIONS)[number];

export const approvalItemSchema = z.object({
  id: z.string(),
  kind: z.enum(APPROVAL_KINDS),
  subject_id: z.string(),
  title: z.string(),
  requester: z.object({ id: z.string().nullable(), name: z.string() }),
  status: z.enum(APPROVAL_STATUSES),
  /** 1 for the first submission of the subject, 2 for the first resubmission, … */
  round: z.number(),
  /** A revision of something already published. */
  revision: z.boolean(),
  submitted_at: z.string(),
  decided_at: z.string().nullable(),
  decided_by: z.string().nullable(),
  reason: z.string().nullable(),
});
export type ApprovalItem = z.infer<typeof approvalItemSchema>;

export const approvalPreviewSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('project'), project: publicProjectSchema }),
]);
export type ApprovalPreview = z.infer<typeof approvalPreviewSchema>;

export const APPROVAL_PAGE_SIZE_DEFAULT = 100;
export const APPROVAL_PAGE_SIZE_MAX = 200;
/** The queue a page at a time (decision 1070): `cursor` is the reply's `next_cursor`, opaque. */
export const approvalListQuery = z.object({
  status: z.enum(['pending', 'decided']).default('pending'),
  kind: z.enum(APPROVAL_KINDS).optional(),
  cursor: z
    .string()
    .regex(/^[\w-]{1,400}$/, i18nText('Not a valid cursor'))
    .optional(),
  limit: z.coerce.number().int().min(1).max(APPROVAL_PAGE_SIZE_MAX).default(APPROVAL_PAGE_SIZE_DEFAULT),
});
export const approvalListReply = z.object({
  success: z.literal(true),
  items: z.array(approvalItemSchema),
  /** How many requests wait in all (every page). */
  pending: z.number(),
  /** The `cursor` of the next page; null on the last one. */
  next_cursor: z.string().nullable(),
});
export type ApprovalListReply = z.infer<typeof approvalListReply>;
export const approvalDetailReply = z.object({
  success: z.literal(true),
  item: approvalItemSchema,
  /** Exactly what the public page will show when approved. */
  preview: approvalPreviewSchema,
  /** Every submission of the same subject, oldest first (this one included). */
  history: z.array(approvalItemSchema),
});
export type ApprovalDetailReply = z.infer<typeof approvalDetailReply>;

const reasonField = multiLine(
  z
    .string({ error: i18nText('Give a reason') })
    .trim()
    .min(1, i18nText('Give a reason'))
    .max(2000, inLimitWords),
);
export const decisionRequest = z.object({
  decision: z.enum(APPROVAL_DECISIONS, { error: i18nText('Choose approve, request changes or reject') }),
  reason: reasonField,
});
export type DecisionRequest = z.input<typeof decisionRequest>;
/** Taking a published project off the site (reviewers, decision 1051): the reason goes to its owner. */
export const takeDownProjectRequest = z.object({ reason: reasonField });
export type TakeDownProjectRequest = z.input<typeof takeDownProjectRequest>;
export const decisionReply = z.object({ success: z.literal(true), item: approvalItemSchema });
export const bulkApproveRequest = z.object({
  ids: z
    .array(z.uuid({ error: i18nText('Not a valid id') }))
    .min(1, i18nText('Choose at least one item'))
    .max(100, inLimitWords),
  reason: reasonField,
});
export type BulkApproveRequest = z.input<typeof bulkApproveRequest>;
export const bulkApproveReply = z.object({
  success: z.literal(true),
  results: z.array(z.object({ id: z.string(), ok: z.boolean(), message: z.string().nullable() })),
});
export type BulkApproveReply = z.infer<typeof bulkApproveReply>;
