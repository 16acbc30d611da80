import { i18nText } from '@app/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Plan, Subscription } from '@app/shared';
import type { AuthUser } from '../../auth/sessions';
import type { AppContext } from '../../context';
import { companyMembers, plans, subscriptions, users } from '../../db/schema';
import {
  auditPackageEnded,
  becomeOwner,
  cancelCompany,
  priorityPlans,
  refreshPriority,
} from '../../lib/company';
import { audit } from '../../lib/audit';
import { graceUntil, mailLeftMembers } from '../billing';
import { conflict, forbidden, unprocessable } from '../../lib/errors';
import { getSettings, publicPlans } from '../../lib/settings';

/** The plans as the settings say (issue 9, decision 402): cached by the settings service, seconds old at most. */
export function listPlans(ctx: AppContext): Promise<Plan[]> {
  return publicPlans(ctx);
}

/**
 * The member who upgrades becomes the owner of a company (issue 10, decision 600): its own cancelled company comes
 * back with all its data (decision 603), or a new one starts with an empty profile.
 */
export async function upgradeToEmployer(ctx: AppContext, user: AuthUser, planName: string): Promise<Plan> {
  if (user.role === 'admin' || user.role === 'staff') {
    throw forbidden(i18nText('Staff and admin accounts cannot take an employer plan.'));
  }
  if (user.role === 'employer') throw conflict(i18nText('Your account is already an employer account.'));
  const plan = (await listPlans(ctx)).find((p) => p.name === planName);
  const settings = await getSettings(ctx);
  if (!plan) throw unprocessable(i18nText('Unknown plan.'), { planId: [i18nText('Unknown plan.')] });
  const now = ctx.clock.now();
  const changed = await ctx.db.transaction(async (tx) => {
    const company = await becomeOwner(tx, { userId: user.id, planId: plan.id, now, paidUntil: null });
    if (!company) return false;
    await refreshPriority(tx, priorityPlans(settings), company.id);
    await audit(tx, {
      action: 'plan.upgraded',
      target: { type: 'user', id: user.id, label: user.email },
      changes: {
        role: { before: 'member', after: 'employer' },
        plan: { before: null, after: plan.name },
        company: { before: null, after: company.id },
      },
      at: now,
    });
    return true;
  });
  if (!changed) throw conflict(i18nText('Your account is already an employer account.'));
  return plan;
}

/**
 * Cancelling is the owner's act (issue 10): the package ends, every teammate returns to member, published postings
 * close (decision 321) and the company's data is kept (decision 603). Returns how many postings were closed.
 */
export async function downgradeToMember(ctx: AppContext, user: AuthUser): Promise<number> {
  if (user.role !== 'employer') throw conflict(i18nText('Only an employer account has a package to cancel.'));
  // An employer account outside any company (given the role by an administrator) has nothing to cancel: it becomes a
  // member again, as the spec's cancel promises, and may then choose a plan (decision 1044).
  if (!user.company) {
    const now = ctx.clock.now();
    await ctx.db.transaction(async (tx) => {
      const changed = await tx
        .update(users)
        .set({ role: 'member', updatedAt: now })
        .where(
          and(
            eq(users.id, user.id),
            eq(users.role, 'employer'),
            sql`not exists (select 1 from company_members m where m.user_id = ${user.id})`,
          ),
        )
        .returning({ id: users.id });
      if (changed.length === 0) throw conflict(i18nText('Only the company’s owner can cancel its package.'));
      await audit(tx, {
        action: 'plan.cancelled',
        target: { type: 'user', id: user.id, label: user.email },
        changes: { role: { before: 'employer', after: 'member' } },
        at: now,
      });
    });
    return 0;
  }
  if (user.company.role !== 'owner') {
    throw forbidden(i18nText('Only the company’s owner can cancel its package.'));
  }
  const companyId = user.company.id;
  const now = ctx.clock.now();
  const changed = await ctx.db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ id: companyMembers.userId })
      .from(companyMembers)
      .where(and(eq(companyMembers.userId, user.id), eq(companyMembers.companyId, companyId)))
      .for('update');
    if (!owner) return null;
    const { closedPostings, members, teammates, companyName } = await cancelCompany(tx, companyId, now);
    // The teammates lose their place at once: each is told in its own language, as when a stopped renewal ends the
    // package (decision 1207), in the transaction that ends it.
    await mailLeftMembers(ctx, tx, teammates, companyName, now);
    await auditPackageEnded(tx, {
      owner: { id: user.id, label: user.email },
      closedPostings,
      members: members.length,
      at: now,
    });
    return { closedPostings, mailed: teammates.length };
  });
  if (changed === null) throw conflict(i18nText('Only an employer account has a package to cancel.'));
  if (changed.mailed > 0) ctx.outbox.poke();
  return changed.closedPostings;
}

/** The running package of the caller's company; an account outside any company has none. */
export async function activeSubscription(ctx: AppContext, user: AuthUser): Promise<Subscription | null> {
  if (!user.company) return null;
  const [row] = await ctx.db
    .select({
      plan: plans.name,
      displayName: plans.displayName,
      price: plans.price,
      startedAt: subscriptions.startedAt,
      paidUntil: subscriptions.paidUntil,
      renewalStoppedAt: subscriptions.renewalStoppedAt,
    })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(eq(subscriptions.companyId, user.company.id), isNull(subscriptions.endedAt)));
  return row
    ? {
        plan: row.plan,
        display_name: row.displayName,
        price: row.price,
        started_at: row.startedAt.toISOString(),
        paid_until: row.paidUntil?.toISOString() ?? null,
        grace_until:
          row.paidUntil && !row.renewalStoppedAt ? graceUntil(row.paidUntil, ctx.config).toISOString() : null,
        renewal_stopped: Boolean(row.renewalStoppedAt),
      }
    : null;
}
