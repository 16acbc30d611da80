import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** The fields of a project that the public site shows; the published version is a copy of them (decision 700). */
export type ProjectContent = {
  title: string;
  description: string;
  imageKey: string | null;
  tags: string[];
  repoUrl: string | null;
  demoUrl: string | null;
  details: string;
  progressStatus: 'planning' | 'in_progress' | 'completed';
  progress: number;
};

/**
 * A member's software project (issue 12). The columns are the working copy the owner edits; `published` is the
 * version on the public site (null until first approved), so a revision can be drafted and reviewed while the
 * published version stays live.
 */
export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    imageKey: text('image_key'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    repoUrl: text('repo_url'),
    demoUrl: text('demo_url'),
    details: text('details').notNull().default(''),
    progressStatus: text('progress_status', { enum: ['planning', 'in_progress', 'completed'] })
      .notNull()
      .default('planning'),
    progress: integer('progress').notNull().default(0),
    state: text('state', { enum: ['draft', 'submitted', 'changes_requested', 'rejected', 'published'] })
      .notNull()
      .default('draft'),
    published: jsonb('published').$type<ProjectContent>(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    reviewReason: text('review_reason'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('projects_owner_idx').on(t.ownerId, t.createdAt),
    index('projects_published_idx')
      .on(t.publishedAt)
      .where(sql`${t.published} is not null`),
  ],
);

/**
 * The approval queue (decision 701): one row per submission of anything that needs approving. `kind` names what
 * (a project today), `subject_id` its record; `snapshot` is what was submitted, so the preview and the history
 * show exactly what was decided. A subject has at most one pending row.
 */
export const approvalItems = pgTable(
  'approval_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    subjectId: uuid('subject_id').notNull(),
    title: text('title').notNull(),
    requesterId: uuid('requester_id').references(() => users.id, { onDelete: 'set null' }),
    requesterName: text('requester_name').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'changes_requested', 'rejected', 'withdrawn'] })
      .notNull()
      .default('pending'),
    round: integer('round').notNull(),
    revision: boolean('revision').notNull().default(false),
    snapshot: jsonb('snapshot').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedById: uuid('decided_by_id'),
    decidedByName: text('decided_by_name'),
    reason: text('reason'),
  },
  (t) => [
    index('approval_items_subject_idx').on(t.kind, t.subjectId, t.submittedAt),
    index('approval_items_pending_idx')
      .on(t.submittedAt)
      .where(sql`${t.status} = 'pending'`),
    uniqueIndex('approval_items_one_pending_idx')
      .on(t.kind, t.subjectId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** A blog post (decisions 703-706). `scheduled_at` with status `scheduled`: the publisher makes it live once. */
export const posts = pgTable(
  'posts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    category: text('category').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    lang: text('lang').notNull().default('en'),
    summary: text('summary').notNull().default(''),
    body: text('body').notNull().default(''),
    seoTitle: text('seo_title').notNull().default(''),
    seoDescription: text('seo_description').notNull().default(''),
    coverKey: text('cover_key'),
    status: text('status', { enum: ['draft', 'scheduled', 'published', 'unpublished'] })
      .notNull()
      .default('draft'),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    version: integer('version').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('posts_slug_idx').on(t.slug),
    index('posts_published_idx')
      .on(t.publishedAt)
      .where(sql`${t.status} = 'published'`),
    index('posts_scheduled_idx')
      .on(t.scheduledAt)
      .where(sql`${t.status} = 'scheduled'`),
  ],
);

/** The content of a post a version keeps. */
export type PostContent = {
  title: string;
  slug: string;
  category: string;
  tags: string[];
  lang: string;
  summary: string;
  body: string;
  seoTitle: string;
  seoDescription: string;
  coverKey: string | null;
};

export const postVersions = pgTable(
  'post_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    postId: uuid('post_id')
      .notNull()
      .references(() => posts.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    kind: text('kind', { enum: ['save', 'autosave', 'publish', 'restore'] }).notNull(),
    content: jsonb('content').$type<PostContent>().notNull(),
    authorName: text('author_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('post_versions_number_idx').on(t.postId, t.number)],
);

/** A resource library article in English and Vietnamese (decisions 708-710). */
export const resources = pgTable(
  'resources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    topic: text('topic').notNull(),
    visibility: text('visibility', { enum: ['public', 'signed_in', 'staff'] })
      .notNull()
      .default('public'),
    titleEn: text('title_en').notNull().default(''),
    bodyEn: text('body_en').notNull().default(''),
    titleVi: text('title_vi').notNull().default(''),
    bodyVi: text('body_vi').notNull().default(''),
    /** fold() of both titles (weighted by order) and bodies, for search without diacritics. */
    searchText: text('search_text').notNull().default(''),
    published: boolean('published').notNull().default(false),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('resources_visibility_idx').on(t.visibility, t.updatedAt)],
);
