import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Plan, Subscription } from '@app/shared';
import type { AuthUser } from '../../auth/sessions';
import type { AppContext } from '../../context';
import { jobs, plans, subscriptions, users } from '../../db/schema';
import { conflict, forbidden, unprocessable } from '../../lib/errors';

// Plans change only through migrations and seeds, so each instance may keep them a minute.
const PLANS_TTL_MS = 60_000;
const planCache = new WeakMap<AppContext, { at: number; plans: Promise<Plan[]> }>();

export function listPlans(ctx: AppContext): Promise<Plan[]> {
  const now = ctx.clock.now().getTime();
  const cached = planCache.get(ctx);
  if (cached && now - cached.at < PLANS_TTL_MS) return cached.plans;
  const loading = readPlans(ctx);
  planCache.set(ctx, { at: now, plans: loading });
  // A failed read is not kept: the next call asks the database again.
  loading.catch(() => planCache.delete(ctx));
  return loading;
}

async function readPlans(ctx: AppContext): Promise<Plan[]> {
  const rows = await ctx.db.select().from(plans).orderBy(asc(plans.price), asc(plans.id));
  return rows.map((p) => ({
    id: p.id,
    name: p.name,
    display_name: p.displayName,
    price: p.price,
    features: p.features,
  }));
}

export async function upgradeToEmployer(ctx: AppContext, user: AuthUser, planName: string): Promise<Plan> {
  if (user.role === 'admin' || user.role === 'staff') {
    throw forbidden('Staff and admin accounts cannot take an employer plan.');
  }
  if (user.role === 'employer') throw conflict('Your account is already an employer account.');
  const [plan] = await ctx.db.select().from(plans).where(eq(plans.name, planName));
  if (!plan) throw unprocessable('Unknown plan.', { planId: ['Unknown plan.'] });
  const now = ctx.clock.now();
  const changed = await ctx.db.transaction(async (tx) => {
    // The role guard in WHERE makes a double click upgrade once.
    const updated = await tx
      .update(users)
      .set({ role: 'employer', updatedAt: now })
      .where(and(eq(users.id, user.id), eq(users.role, 'member')))
      .returning({ id: users.id });
    if (updated.length === 0) return false;
    await tx.insert(subscriptions).values({ userId: user.id, planId: plan.id, startedAt: now });
    return true;
  });
  if (!changed) throw conflict('Your account is already an employer account.');
  return {
    id: plan.id,
    name: plan.name,
    display_name: plan.displayName,
    price: plan.price,
    features: plan.features,
  };
}

/**
 * Ends the package and closes the employer's published postings in the same transaction: nobody could see the
 * applications they would keep taking (decision 321). Returns how many postings were closed.
 */
export async function downgradeToMember(ctx: AppContext, user: AuthUser): Promise<number> {
  if (user.role !== 'employer') throw conflict('Only an employer account has a package to cancel.');
  const now = ctx.clock.now();
  const changed = await ctx.db.transaction(async (tx) => {
    const updated = await tx
      .update(users)
      .set({ role: 'member', updatedAt: now })
      .where(and(eq(users.id, user.id), eq(users.role, 'employer')))
      .returning({ id: users.id });
    if (updated.length === 0) return null;
    await tx
      .update(subscriptions)
      .set({ endedAt: now })
      .where(and(eq(subscriptions.userId, user.id), isNull(subscriptions.endedAt)));
    const closed = await tx
      .update(jobs)
      .set({ status: 'closed', updatedAt: now })
      .where(and(eq(jobs.ownerId, user.id), eq(jobs.status, 'published')))
      .returning({ id: jobs.id });
    return closed.length;
  });
  if (changed === null) throw conflict('Only an employer account has a package to cancel.');
  return changed;
}

export async function activeSubscription(ctx: AppContext, userId: string): Promise<Subscription | null> {
  const [row] = await ctx.db
    .select({
      plan: plans.name,
      displayName: plans.displayName,
      price: plans.price,
      startedAt: subscriptions.startedAt,
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(subscriptions.userId, userId), isNull(subscriptions.endedAt)));
  return row
    ? {
        plan: row.plan,
        display_name: row.displayName,
        price: row.price,
        started_at: row.startedAt.toISOString(),
      }
    : null;
}
