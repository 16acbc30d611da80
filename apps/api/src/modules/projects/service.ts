import { and, desc, eq, sql } from 'drizzle-orm';
import type {
  ApprovalDecision,
  CreateProject,
  Locale,
  Project,
  PublicProject,
  UpdateProject,
} from '@app/shared';
import { i18nText, isLocale } from '@app/shared';
import type { AuthUser } from '../../auth/sessions';
import type { AppContext } from '../../context';
import { queryRows } from '../../db/client';
import type { Db } from '../../db/client';
import { notifications, projects, users } from '../../db/schema';
import type { ProjectContent } from '../../db/schema';
import { openApproval, withdrawApproval } from '../../lib/approvals';
import type { ApprovalHandler, ApprovalRow } from '../../lib/approvals';
import { audit } from '../../lib/audit';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { discardImage, storeImage } from '../../lib/images';
import { enqueueMail } from '../../mail/outbox';
import { projectTakenDownMail } from '../../mail/publishing-templates';
import { iso, isoOrNull } from '../../lib/tenancy';

type ProjectRow = typeof projects.$inferSelect;

/** The project's snapshot in the approval queue: the content and who asked. */
export type ProjectSnapshot = ProjectContent & { ownerName: string };

export const imageUrl = (key: string | null) => (key ? `/api/projects/images/${key}` : null);
const notFoundProject = () => notFound(i18nText('This project does not exist.'));

const contentOf = (row: ProjectRow): ProjectContent => ({
  title: row.title,
  description: row.description,
  imageKey: row.imageKey,
  tags: row.tags,
  repoUrl: row.repoUrl,
  demoUrl: row.demoUrl,
  details: row.details,
  progressStatus: row.progressStatus,
  progress: row.progress,
});

/** A content (working copy, published version or snapshot) as the public site shows it. */
export function publicOf(
  id: string,
  content: ProjectContent,
  ownerName: string,
  publishedAt: Date | string | null,
): PublicProject {
  return {
    id,
    title: content.title,
    description: content.description,
    image_url: imageUrl(content.imageKey),
    tags: content.tags,
    repo_url: content.repoUrl,
    demo_url: content.demoUrl,
    details: content.details,
    progress_status: content.progressStatus,
    progress: content.progress,
    owner_name: ownerName,
    published_at: isoOrNull(publishedAt),
  };
}

function toProject(row: ProjectRow, ownerName: string): Project {
  return {
    ...publicOf(row.id, contentOf(row), ownerName, row.publishedAt),
    owner_id: row.ownerId,
    state: row.state,
    live: row.published !== null,
    review_reason: row.reviewReason,
    reviewed_at: isoOrNull(row.reviewedAt),
    submitted_at: isoOrNull(row.submittedAt),
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

const mayCreate = (user: AuthUser) =>
  user.permissions.includes('project:create:own') || user.permissions.includes('project:create');

/** The caller's own projects, newest first. */
export async function listMine(ctx: AppContext, user: AuthUser): Promise<Project[]> {
  const rows = await ctx.db
    .select()
    .from(projects)
    .where(eq(projects.ownerId, user.id))
    .orderBy(desc(projects.createdAt), projects.id);
  return rows.map((row) => toProject(row, user.name));
}

/** Every member's projects (staff and admins, project:read). */
export async function listAll(ctx: AppContext): Promise<Project[]> {
  const rows = await ctx.db
    .select({ project: projects, ownerName: users.name })
    .from(projects)
    .innerJoin(users, eq(users.id, projects.ownerId))
    .orderBy(desc(projects.updatedAt), projects.id)
    .limit(500);
  return rows.map((r) => toProject(r.project, r.ownerName));
}

async function ownRow(db: Db, userId: string, id: string, lock = false): Promise<ProjectRow> {
  const query = db
    .select()
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.ownerId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFoundProject();
  return row;
}

export async function getOwn(ctx: AppContext, user: AuthUser, id: string): Promise<Project> {
  return toProject(await ownRow(ctx.db, user.id, id), user.name);
}

const target = (row: Pick<ProjectRow, 'id' | 'title'>) => ({ type: 'project', id: row.id, label: row.title });

export async function create(ctx: AppContext, user: AuthUser, input: CreateProject): Promise<Project> {
  if (!mayCreate(user)) throw forbidden();
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(projects)
      .values({
        ownerId: user.id,
        title: input.title,
        description: input.description,
        tags: input.tags,
        repoUrl: input.repo_url,
        demoUrl: input.demo_url,
        details: input.details,
        progressStatus: input.progress_status,
        progress: input.progress,
        state: 'draft',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await audit(tx, { action: 'project.created', target: target(row!), at: now });
    return toProject(row!, user.name);
  });
}

/**
 * Edits the working copy. A submission under review cannot change (withdraw it first); editing a published project
 * starts a revision (state draft) while the published version stays live.
 */
export async function update(
  ctx: AppContext,
  user: AuthUser,
  id: string,
  input: UpdateProject,
): Promise<Project> {
  const now = ctx.clock.now();
  let dropped: string | null = null;
  const project = await ctx.db.transaction(async (tx) => {
    const current = await ownRow(tx, user.id, id, true);
    if (current.state === 'submitted')
      throw conflict(i18nText('This project is waiting for review; withdraw it before editing.'));
    const changes: Partial<typeof projects.$inferInsert> = { updatedAt: now };
    if (input.title !== undefined) changes.title = input.title;
    if (input.description !== undefined) changes.description = input.description;
    if (input.tags !== undefined) changes.tags = input.tags;
    if (input.repo_url !== undefined) changes.repoUrl = input.repo_url;
    if (input.demo_url !== undefined) changes.demoUrl = input.demo_url;
    if (input.details !== undefined) changes.details = input.details;
    if (input.progress_status !== undefined) changes.progressStatus = input.progress_status;
    if (input.progress !== undefined) changes.progress = input.progress;
    if (input.remove_image) {
      changes.imageKey = null;
      dropped = current.imageKey;
    }
    if (current.state === 'published') changes.state = 'draft';
    const [row] = await tx.update(projects).set(changes).where(eq(projects.id, id)).returning();
    await audit(tx, {
      action: 'project.updated',
      target: target(row!),
      changes: Object.fromEntries(
        (
          [
            'title',
            'description',
            'tags',
            'repoUrl',
            'demoUrl',
            'progressStatus',
            'progress',
            'state',
          ] as const
        )
          .filter((k) => changes[k] !== undefined)
          .map((k) => [k, { before: current[k], after: row![k] }]),
      ),
      at: now,
    });
    return toProject(row!, user.name);
  });
  if (dropped) await discardUnused(ctx, dropped);
  return project;
}

/** Deletes an image file no version of any project still names (working copy, published, a queue snapshot). */
async function discardUnused(ctx: AppContext, key: string): Promise<void> {
  const [used] = await queryRows<{ used: boolean }>(
    ctx.db,
    sql`select exists (select 1 from projects where image_key = ${key} or published->>'imageKey' = ${key})
          or exists (select 1 from approval_items where kind = 'project' and snapshot->>'imageKey' = ${key}) as used`,
  );
  if (!used?.used) await discardImage(ctx, key);
}

export async function setImage(ctx: AppContext, user: AuthUser, id: string, data: Buffer): Promise<Project> {
  // The record is checked before the file is stored, so another member's id stores nothing.
  await ownRow(ctx.db, user.id, id);
  const key = await storeImage(ctx, data);
  const now = ctx.clock.now();
  let previous: string | null = null;
  try {
    const project = await ctx.db.transaction(async (tx) => {
      const current = await ownRow(tx, user.id, id, true);
      if (current.state === 'submitted')
        throw conflict(i18nText('This project is waiting for review; withdraw it before editing.'));
      previous = current.imageKey;
      const [row] = await tx
        .update(projects)
        .set({ imageKey: key, updatedAt: now, ...(current.state === 'published' ? { state: 'draft' } : {}) })
        .where(eq(projects.id, id))
        .returning();
      await audit(tx, { action: 'project.image_changed', target: target(row!), at: now });
      return toProject(row!, user.name);
    });
    if (previous) await discardUnused(ctx, previous);
    return project;
  } catch (error) {
    await discardImage(ctx, key);
    throw error;
  }
}

/** Sends the working copy to the approval queue. */
export async function submit(ctx: AppContext, user: AuthUser, id: string): Promise<Project> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const current = await ownRow(tx, user.id, id, true);
    if (current.state === 'submitted') throw conflict(i18nText('This is already waiting for approval.'));
    if (current.state === 'published')
      throw conflict(i18nText('The published version is up to date; edit the project to submit a revision.'));
    const snapshot: ProjectSnapshot = { ...contentOf(current), ownerName: user.name };
    await openApproval(tx, {
      kind: 'project',
      subjectId: id,
      title: current.title,
      requester: { id: user.id, name: user.name },
      snapshot,
      revision: current.published !== null,
      at: now,
    });
    const [row] = await tx
      .update(projects)
      .set({ state: 'submitted', submittedAt: now, updatedAt: now })
      .where(eq(projects.id, id))
      .returning();
    await audit(tx, {
      action: 'project.submitted',
      target: target(row!),
      changes: { state: { before: current.state, after: 'submitted' } },
      at: now,
    });
    return toProject(row!, user.name);
  });
}

/** Takes a submission back out of the queue (back to draft). */
export async function withdraw(ctx: AppContext, user: AuthUser, id: string): Promise<Project> {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const current = await ownRow(tx, user.id, id, true);
    if (current.state !== 'submitted') throw conflict(i18nText('This project is not waiting for review.'));
    await withdrawApproval(tx, 'project', id, now);
    const [row] = await tx
      .update(projects)
      .set({ state: 'draft', updatedAt: now })
      .where(eq(projects.id, id))
      .returning();
    await audit(tx, {
      action: 'project.withdrawn',
      target: target(row!),
      changes: { state: { before: 'submitted', after: 'draft' } },
      at: now,
    });
    return toProject(row!, user.name);
  });
}

/** Deletes the project (its published version leaves the site; a pending submission is withdrawn). */
export async function remove(ctx: AppContext, user: AuthUser, id: string): Promise<void> {
  const now = ctx.clock.now();
  const keys = await ctx.db.transaction(async (tx) => {
    const current = await ownRow(tx, user.id, id, true);
    await withdrawApproval(tx, 'project', id, now);
    await tx.delete(projects).where(eq(projects.id, id));
    await audit(tx, { action: 'project.deleted', target: target(current), at: now });
    return [current.imageKey, current.published?.imageKey ?? null];
  });
  for (const key of new Set(keys)) if (key) await discardUnused(ctx, key);
}

/**
 * A reviewer takes a published project off the site (decision 1051): the published version goes, the working copy
 * stays with its owner, who reads the reason on the project and in a mail, and may edit and submit it again. A
 * revision waiting for review stays in the queue.
 */
export async function takeDown(
  ctx: AppContext,
  user: AuthUser,
  id: string,
  reason: string,
): Promise<Project> {
  const now = ctx.clock.now();
  const project = await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(projects).where(eq(projects.id, id)).for('update');
    if (!current) throw notFoundProject();
    if (!current.published) throw conflict(i18nText('This project is not on the site.'));
    const [row] = await tx
      .update(projects)
      .set({
        published: null,
        publishedAt: null,
        state: current.state === 'published' ? 'changes_requested' : current.state,
        reviewReason: reason,
        reviewedAt: now,
        updatedAt: now,
      })
      .where(eq(projects.id, id))
      .returning();
    await audit(tx, {
      action: 'project.taken_down',
      target: target(row!),
      changes: {
        live: { before: true, after: false },
        state: { before: current.state, after: row!.state },
        reason: { after: reason },
      },
      at: now,
    });
    const [owner] = await tx
      .select({ name: users.name, email: users.email, locale: users.locale })
      .from(users)
      .where(eq(users.id, row!.ownerId));
    if (owner) {
      await tx.insert(notifications).values({
        userId: row!.ownerId,
        kind: 'project.taken_down',
        data: { title: current.published.title },
        link: '/dashboard/my-projects',
        createdAt: now,
      });
      await enqueueMail(
        tx,
        projectTakenDownMail({
          locale: isLocale(owner.locale) ? owner.locale : 'en',
          to: owner.email,
          name: owner.name,
          title: current.published.title,
          reason,
          url: `${ctx.config.appUrl}/dashboard/my-projects`,
        }),
        now,
      );
    }
    return toProject(row!, owner?.name ?? '');
  });
  ctx.outbox.poke();
  return project;
}

// ---- Public ----

type PublishedRow = {
  id: string;
  published: ProjectContent;
  published_at: string | Date;
  owner_name: string;
};

/**
 * One page of the published projects, newest first, the id settling ties so pages neither repeat nor skip one
 * (decision 1072); `tag` keeps those carrying it, whatever its case. The reply names every published tag.
 */
export async function listPublished(
  ctx: AppContext,
  query: { page: number; pageSize: number; tag?: string | undefined },
): Promise<{ projects: PublicProject[]; total: number; page: number; pageSize: number; tags: string[] }> {
  const tag = query.tag ? query.tag.toLowerCase() : null;
  const live = sql`p.published is not null and u.disabled_at is null`;
  const matching = tag
    ? sql`${live} and exists (select 1 from jsonb_array_elements_text(p.published->'tags') t(tag)
            where lower(trim(t.tag)) = ${tag})`
    : live;
  const [rows, [counted], tagRows] = await Promise.all([
    queryRows<PublishedRow>(
      ctx.db,
      sql`select p.id, p.published, p.published_at, u.name as owner_name
          from projects p join users u on u.id = p.owner_id
          where ${matching}
          order by p.published_at desc, p.id
          limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
    ),
    queryRows<{ total: number }>(
      ctx.db,
      sql`select count(*)::int as total from projects p join users u on u.id = p.owner_id where ${matching}`,
    ),
    queryRows<{ tag: string }>(
      ctx.db,
      sql`select min(trim(t.tag)) as tag
          from projects p join users u on u.id = p.owner_id, jsonb_array_elements_text(p.published->'tags') t(tag)
          where ${live} and trim(t.tag) <> ''
          group by lower(trim(t.tag)) order by lower(trim(t.tag))`,
    ),
  ]);
  return {
    projects: rows.map((r) => publicOf(r.id, r.published, r.owner_name, r.published_at)),
    total: counted?.total ?? 0,
    page: query.page,
    pageSize: query.pageSize,
    tags: tagRows.map((r) => r.tag),
  };
}

/** A member's published projects (their candidate profile; decision 707). */
export async function publishedOfUser(db: Db, userId: string): Promise<PublicProject[]> {
  const rows = await queryRows<PublishedRow>(
    db,
    sql`select p.id, p.published, p.published_at, u.name as owner_name
        from projects p join users u on u.id = p.owner_id
        where p.owner_id = ${userId} and p.published is not null
        order by p.published_at desc, p.id`,
  );
  return rows.map((r) => publicOf(r.id, r.published, r.owner_name, r.published_at));
}

/** Whether a stored image belongs to a project (any version): only such keys are served. */
export async function isProjectImage(ctx: AppContext, key: string): Promise<boolean> {
  const [row] = await queryRows<{ used: boolean }>(
    ctx.db,
    sql`select exists (select 1 from projects where image_key = ${key} or published->>'imageKey' = ${key})
          or exists (select 1 from approval_items where kind = 'project' and snapshot->>'imageKey' = ${key}) as used`,
  );
  return Boolean(row?.used);
}

// ---- Decisions from the approval queue ----

const NEXT_STATE: Record<ApprovalDecision, ProjectRow['state']> = {
  approve: 'published',
  request_changes: 'changes_requested',
  reject: 'rejected',
};

/** The project kind of the approval queue (decision 701). */
export const projectApprovals: ApprovalHandler = {
  kind: 'project',
  preview(item) {
    const s = item.snapshot as ProjectSnapshot;
    return { kind: 'project', project: publicOf(item.subjectId, s, s.ownerName, null) };
  },
  async lock(tx: Db, subjectId: string) {
    await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, subjectId)).for('update');
  },
  async apply(tx: Db, item: ApprovalRow, decision, reason, at) {
    const [current] = await tx.select().from(projects).where(eq(projects.id, item.subjectId)).for('update');
    if (!current || current.state !== 'submitted')
      throw conflict(i18nText('This submission is no longer waiting: it was withdrawn or changed.'));
    const snapshot = item.snapshot as ProjectSnapshot;
    const { ownerName: _owner, ...content } = snapshot;
    const changes: Partial<typeof projects.$inferInsert> = {
      state: NEXT_STATE[decision],
      reviewReason: reason,
      reviewedAt: at,
      updatedAt: at,
    };
    if (decision === 'approve') {
      changes.published = content;
      changes.publishedAt = at;
    }
    const [row] = await tx.update(projects).set(changes).where(eq(projects.id, item.subjectId)).returning();
    await audit(tx, {
      action: `project.${decision === 'approve' ? 'approved' : decision === 'reject' ? 'rejected' : 'changes_requested'}`,
      target: target(row!),
      changes: { state: { before: 'submitted', after: row!.state }, reason: { after: reason } },
      at,
    });
    const [owner] = await tx
      .select({ id: users.id, name: users.name, email: users.email, locale: users.locale })
      .from(users)
      .where(eq(users.id, row!.ownerId));
    const locale: Locale = owner && isLocale(owner.locale) ? owner.locale : 'en';
    return {
      requester: owner ? { ...owner, locale } : null,
      link: '/dashboard/my-projects',
    };
  },
};
