import { z } from '../zod';
import { inLimitWords, listLimit } from '../zod-messages';
import { i18nText } from '../i18n/mark';
import { LOCALES } from '../i18n/format';
import { distinctTags, multiLine, searchTextField, singleLine, zonedDateTime } from '../validation';

// Issue 12: the blog (posts) and the resource library (articles), decisions 703-712.

const oneLine = (n: number) => singleLine(z.string().trim().max(n, inLimitWords));
const longText = (n: number) => multiLine(z.string().max(n, inLimitWords));

/** Spec §2's three categories first, then the rest of the list (decision 704). */
export const POST_CATEGORIES = [
  'technology',
  'design',
  'development',
  'community',
  'company',
  'careers',
  'tutorials',
] as const;
export type PostCategory = (typeof POST_CATEGORIES)[number];
export const POST_STATUSES = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const slugField = z
  .string()
  .trim()
  .min(1, i18nText('Give the post an address'))
  .max(120, inLimitWords)
  .regex(SLUG_PATTERN, i18nText('Use lower-case letters, digits and single hyphens'));

const postTitle = singleLine(
  z
    .string({ error: i18nText('Give the post a title') })
    .trim()
    .min(1, i18nText('Give the post a title'))
    .max(200, inLimitWords),
);
const postTags = z
  .array(oneLine(30).pipe(z.string().min(1, i18nText('Empty tags are not allowed'))))
  .max(10, listLimit('tags'))
  .transform(distinctTags);

const postFields = {
  title: postTitle,
  slug: slugField,
  category: z.enum(POST_CATEGORIES, { error: i18nText('Choose a category from the list') }),
  tags: postTags,
  /** The language the post is written in (marked on the page). */
  lang: z.enum(LOCALES),
  summary: multiLine(z.string().trim().max(500, inLimitWords)),
  body: longText(100_000),
  seo_title: oneLine(70),
  seo_description: oneLine(160),
};

export const createPostRequest = z.object({
  title: postFields.title,
  /** Made from the title when left out. */
  slug: postFields.slug.optional(),
  category: postFields.category.default('technology'),
  tags: postFields.tags.default([]),
  lang: postFields.lang.default('en'),
  summary: postFields.summary.default(''),
  body: postFields.body.default(''),
  seo_title: postFields.seo_title.default(''),
  seo_description: postFields.seo_description.default(''),
});
export type CreatePostRequest = z.input<typeof createPostRequest>;
export type CreatePost = z.output<typeof createPostRequest>;

export const updatePostRequest = z
  .object({
    title: postFields.title.optional(),
    slug: postFields.slug.optional(),
    category: postFields.category.optional(),
    tags: postFields.tags.optional(),
    lang: postFields.lang.optional(),
    summary: postFields.summary.optional(),
    body: postFields.body.optional(),
    seo_title: postFields.seo_title.optional(),
    seo_description: postFields.seo_description.optional(),
    remove_cover: z.literal(true).optional(),
    /** An autosave: kept as the one autosaved version instead of a new version each time (decision 705). */
    autosave: z.boolean().optional(),
  })
  .refine((v) => Object.entries(v).some(([key, value]) => key !== 'autosave' && value !== undefined), {
    message: i18nText('Nothing to change'),
  });
export type UpdatePostRequest = z.input<typeof updatePostRequest>;
export type UpdatePost = z.output<typeof updatePostRequest>;

export const schedulePostRequest = z.object({
  /** ISO 8601 with a zone, in the future. */
  at: zonedDateTime(i18nText('Give a date and time')),
});

/** A post as the public blog shows it. */
export const publicPostSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  category: z.enum(POST_CATEGORIES),
  tags: z.array(z.string()),
  lang: z.enum(LOCALES),
  summary: z.string(),
  author_name: z.string(),
  cover_url: z.string().nullable(),
  published_at: z.string(),
  seo_title: z.string(),
  seo_description: z.string(),
});
export type PublicPost = z.infer<typeof publicPostSchema>;
/** The body is rendered and sanitised on the server (decision 703). */
export const publicPostDetailSchema = publicPostSchema.extend({ body_html: z.string() });
export type PublicPostDetail = z.infer<typeof publicPostDetailSchema>;

export const postSchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  category: z.enum(POST_CATEGORIES),
  tags: z.array(z.string()),
  lang: z.enum(LOCALES),
  summary: z.string(),
  body: z.string(),
  seo_title: z.string(),
  seo_description: z.string(),
  cover_url: z.string().nullable(),
  status: z.enum(POST_STATUSES),
  author_name: z.string(),
  scheduled_at: z.string().nullable(),
  published_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The post's latest version number. */
  version: z.number(),
});
export type Post = z.infer<typeof postSchema>;
export const postReply = z.object({ success: z.literal(true), post: postSchema });
/** The editors' list a page at a time, last changed first (decision 1070): `cursor` is the reply's `next_cursor`. */
export const POST_LIST_PAGE_SIZE_DEFAULT = 100;
export const postListQuery = z.object({
  cursor: z
    .string()
    .regex(/^[\w-]{1,400}$/, i18nText('Not a valid cursor'))
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(POST_LIST_PAGE_SIZE_DEFAULT),
});
export const postListReply = z.object({
  success: z.literal(true),
  posts: z.array(postSchema),
  /** The `cursor` of the next page; null on the last one. */
  next_cursor: z.string().nullable(),
});
export type PostListReply = z.infer<typeof postListReply>;
/**
 * The public lists (the blog, the resource library) come a page at a time, as the job board does (decision 1071):
 * `page` from 1, `pageSize` items; the reply says how many there are in all. A page past the last is empty.
 */
export const PUBLIC_PAGE_MAX = 10_000;
export const POST_PAGE_SIZE_DEFAULT = 12;
export const RESOURCE_PAGE_SIZE_DEFAULT = 30;
export const PUBLIC_PAGE_SIZE_MAX = 50;
const pageParam = z.coerce.number().int().min(1).max(PUBLIC_PAGE_MAX).default(1);
const pageSizeParam = (fallback: number) =>
  z.coerce.number().int().min(1).max(PUBLIC_PAGE_SIZE_MAX).default(fallback);
const pagedReply = { total: z.number().int(), page: z.number().int(), pageSize: z.number().int() };

export const publicPostListQuery = z.object({
  page: pageParam,
  pageSize: pageSizeParam(POST_PAGE_SIZE_DEFAULT),
});
export type PublicPostListQuery = z.input<typeof publicPostListQuery>;
export const publicPostListReply = z.object({
  success: z.literal(true),
  posts: z.array(publicPostSchema),
  ...pagedReply,
});
export type PublicPostListReply = z.infer<typeof publicPostListReply>;
export const publicPostReply = z.object({ success: z.literal(true), post: publicPostDetailSchema });
export type PublicPostReply = z.infer<typeof publicPostReply>;
export const slugParams = z.object({ slug: z.string().max(200) });

export const VERSION_KINDS = ['save', 'autosave', 'publish', 'restore'] as const;
export const postVersionSchema = z.object({
  id: z.string(),
  number: z.number(),
  kind: z.enum(VERSION_KINDS),
  title: z.string(),
  author_name: z.string(),
  created_at: z.string(),
});
export type PostVersion = z.infer<typeof postVersionSchema>;
export const postVersionListReply = z.object({
  success: z.literal(true),
  versions: z.array(postVersionSchema),
});
export type PostVersionListReply = z.infer<typeof postVersionListReply>;
/** One field's line diff: unchanged, added or removed runs of text. */
export const diffPartSchema = z.object({ op: z.enum(['same', 'add', 'remove']), text: z.string() });
export type DiffPart = z.infer<typeof diffPartSchema>;
export const postVersionDiffReply = z.object({
  success: z.literal(true),
  version: postVersionSchema,
  /** From the version to the current post, per changed field. */
  diff: z.array(z.object({ field: z.string(), parts: z.array(diffPartSchema) })),
});
export type PostVersionDiffReply = z.infer<typeof postVersionDiffReply>;
export const versionParams = z.object({
  id: z.uuid({ error: i18nText('Not a valid id') }),
  versionId: z.uuid({ error: i18nText('Not a valid id') }),
});
export const previewRequest = z.object({ body: longText(100_000) });
export const previewReply = z.object({ success: z.literal(true), html: z.string() });

// ---- Resources ----

/** Who reads an article (decision 708). */
export const RESOURCE_VISIBILITY = ['public', 'signed_in', 'staff'] as const;
export type ResourceVisibility = (typeof RESOURCE_VISIBILITY)[number];
export const RESOURCE_TOPICS = ['cv', 'interview', 'job_board', 'pipeline', 'account', 'other'] as const;
export type ResourceTopic = (typeof RESOURCE_TOPICS)[number];

const resourceFields = {
  topic: z.enum(RESOURCE_TOPICS, { error: i18nText('Choose a topic from the list') }),
  visibility: z.enum(RESOURCE_VISIBILITY, { error: i18nText('Choose who may read the article') }),
  title_en: oneLine(200),
  body_en: longText(50_000),
  title_vi: oneLine(200),
  body_vi: longText(50_000),
  published: z.boolean(),
};
const oneTitle = (v: { title_en?: string; title_vi?: string }) => Boolean(v.title_en || v.title_vi);

export const createResourceRequest = z
  .object({
    topic: resourceFields.topic.default('other'),
    visibility: resourceFields.visibility.default('public'),
    title_en: resourceFields.title_en.default(''),
    body_en: resourceFields.body_en.default(''),
    title_vi: resourceFields.title_vi.default(''),
    body_vi: resourceFields.body_vi.default(''),
    published: resourceFields.published.default(false),
  })
  .refine(oneTitle, {
    message: i18nText('Give the article a title in at least one language'),
    path: ['title_en'],
  });
export type CreateResourceRequest = z.input<typeof createResourceRequest>;
export type CreateResource = z.output<typeof createResourceRequest>;
export const updateResourceRequest = z
  .object({
    topic: resourceFields.topic.optional(),
    visibility: resourceFields.visibility.optional(),
    title_en: resourceFields.title_en.optional(),
    body_en: resourceFields.body_en.optional(),
    title_vi: resourceFields.title_vi.optional(),
    body_vi: resourceFields.body_vi.optional(),
    published: resourceFields.published.optional(),
  })
  .refine((v) => Object.values(v).some((value) => value !== undefined), {
    message: i18nText('Nothing to change'),
  });
export type UpdateResourceRequest = z.input<typeof updateResourceRequest>;
export type UpdateResource = z.output<typeof updateResourceRequest>;

export const resourceSummarySchema = z.object({
  id: z.string(),
  topic: z.enum(RESOURCE_TOPICS),
  visibility: z.enum(RESOURCE_VISIBILITY),
  title_en: z.string(),
  title_vi: z.string(),
  published: z.boolean(),
  updated_at: z.string(),
});
export type ResourceSummary = z.infer<typeof resourceSummarySchema>;
export const resourceSchema = resourceSummarySchema.extend({
  body_en: z.string(),
  body_vi: z.string(),
  /** Rendered and sanitised on the server. */
  html_en: z.string(),
  html_vi: z.string(),
});
export type Resource = z.infer<typeof resourceSchema>;
export const resourceListQuery = z.object({
  /** Over both languages' titles and bodies, diacritics and case ignored. */
  q: searchTextField(200, inLimitWords).optional(),
  topic: z.enum(RESOURCE_TOPICS).optional(),
  page: pageParam,
  pageSize: pageSizeParam(RESOURCE_PAGE_SIZE_DEFAULT),
});
export type ResourceListQuery = z.input<typeof resourceListQuery>;
export const resourceSuggestQuery = z.object({ q: oneLine(500).default('') });
export const resourceListReply = z.object({
  success: z.literal(true),
  resources: z.array(resourceSummarySchema),
});
export type ResourceListReply = z.infer<typeof resourceListReply>;
/**
 * A page of the library (GET /api/resources, /api/me/resources): `resourceListReply` with its place, and the topics
 * that have at least one article the reader may read, in `RESOURCE_TOPICS`' order, whatever the page, topic or
 * search asked (decision 1127): the topic links a reader is offered, none leading to an empty list.
 */
export const resourcePageReply = resourceListReply.extend(pagedReply).extend({
  topics: z.array(z.enum(RESOURCE_TOPICS)),
});
export type ResourcePageReply = z.infer<typeof resourcePageReply>;
export const resourceReply = z.object({ success: z.literal(true), resource: resourceSchema });
export type ResourceReply = z.infer<typeof resourceReply>;
