import { i18nText } from '@app/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Plan, Subscription } from '@app/shared';
import type { AuthUser } from '../../auth/sessions';
import type { AppContext } from '../../context';
import { jobs, plans, subscriptions, users } from '../../db/schema';
import { audit } from '../../lib/audit';
import { conflict, forbidden, unprocessable } from '../../lib/errors';
import { publicPlans } from '../../lib/settings';

/** The plans as the settings say (issue 9, decision 402): cached by the settings service, seconds old at most. */
export function listPlans(ctx: AppContext): Promise<Plan[]> {
  return publicPlans(ctx);
}

export async function upgradeToEmployer(ctx: AppContext, user: AuthUser, planName: string): Promise<Plan> {
  if (user.role === 'admin' || user.role === 'staff') {
    throw forbidden(i18nText('Staff and admin accounts cannot take an employer plan.'));
  }
  if (user.role === 'employer') throw conflict(i18nText('Your account is already an employer account.'));
  const plan = (await listPlans(ctx)).find((p) => p.name === planName);
  if (!plan) throw unprocessable(i18nText('Unknown plan.'), { planId: [i18nText('Unknown plan.')] });
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
    await audit(tx, {
      action: 'plan.upgraded',
      target: { type: 'user', id: user.id, label: user.email },
      changes: { role: { before: 'member', after: 'employer' }, plan: { before: null, after: plan.name } },
      at: now,
    });
    return true;
  });
  if (!changed) throw conflict(i18nText('Your account is already an employer account.'));
  return plan;
}

/**
 * Ends the package and closes the employer's published postings in the same transaction: nobody could see the
 * applications they would keep taking (decision 321). Returns how many postings were closed.
 */
export async function downgradeToMember(ctx: AppContext, user: AuthUser): Promise<number> {
  if (user.role !== 'employer') throw conflict(i18nText('Only an employer account has a package to cancel.'));
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
    await audit(tx, {
      action: 'plan.cancelled',
      target: { type: 'user', id: user.id, label: user.email },
      changes: {
        role: { before: 'employer', after: 'member' },
        closed_postings: { before: 0, after: closed.length },
      },
      at: now,
    });
    return closed.length;
  });
  if (changed === null) throw conflict(i18nText('Only an employer account has a package to cancel.'));
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
