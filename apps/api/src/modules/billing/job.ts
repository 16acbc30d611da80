import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { BILLING_RULES } from '@app/shared';
import type { Config } from '../../config';
import { queryRows } from '../../db/client';
import type { Db } from '../../db/client';
import { plans, subscriptions } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { auditPackageEnded, cancelCompany, lockCompany } from '../../lib/company';
import { localeOf } from '../../lib/i18n';
import { getSettings, publicPlans } from '../../lib/settings';
import { graceMail, packageCancelledMail, renewalReminderMail } from '../../mail/billing-templates';
import { enqueueMail } from '../../mail/outbox';
import { chargeFor, graceEnd } from './periods';
import { billingDayMs, endPackage, mailLeftMembers, settleDowngrade } from './service';
import { intervalJob } from '../../lib/interval-job';
import type { IntervalJob } from '../../lib/interval-job';

/**
 * The billing job (issue 19, decision 804): renewal mails seven and one day before the end of a paid period, a notice
 * when the period ends unpaid, and the end of packages — after the grace days when unpaid (back to Free), at the end
 * of the period when the owner stopped the renewal (the cancel of decision 321). It runs hourly on every instance,
 * like the pruning (decision 280): a mail is claimed by inserting its `billing_reminders` row (the primary key lets
 * one instance through), and an ending re-reads the package under the company's lock, so a package ends once.
 */

export type BillingDeps = { db: Db; clock: Clock; config: Config; logger: FastifyBaseLogger };
export type BillingRoundCounts = { reminders: number; ended: number; cancelled: number };

/** Packages examined per round and step; a backlog is worked off over the next rounds. */
const BATCH = 200;

type DueRow = {
  subscription_id: string;
  company_id: string;
  paid_until: string | Date;
  plan: string;
  company_name: string;
  email: string;
  name: string;
  locale: string;
  scheduled_plan: string | null;
  scheduled_at: string | Date | null;
};

const DUE_SELECT = sql`select s.id as subscription_id, s.company_id, s.paid_until, p.name as plan,
    c.name as company_name, u.email, u.name, u.locale, sp.name as scheduled_plan, s.scheduled_at
  from subscriptions s
  join plans p on p.id = s.plan_id
  left join plans sp on sp.id = s.scheduled_plan_id
  join companies c on c.id = s.company_id
  join users u on u.id = c.owner_id`;

export async function runBillingRound(deps: BillingDeps): Promise<BillingRoundCounts> {
  const now = deps.clock.now();
  const dayMs = billingDayMs(deps.config);
  const settings = await getSettings({ db: deps.db });
  const all = new Map((await publicPlans({ db: deps.db })).map((p) => [p.name, p]));
  const counts: BillingRoundCounts = { reminders: 0, ended: 0, cancelled: 0 };
  const nowIso = now.toISOString();
  const day = (n: number) => sql`${n * dayMs}::double precision * interval '1 millisecond'`;

  // 1. Scheduled cheaper plans whose boundary has come (decision 1199): switched once paid, or kept when the team no
  // longer fits the plan's seats. First, so that this round's renewal mails name the plan that is renewed.
  const switching = await queryRows<{ company_id: string }>(
    deps.db,
    // Unpaid boundaries (the grace days) come back each round until paid or ended: a handful, for three days.
    sql`select s.company_id from subscriptions s
        where s.ended_at is null and s.scheduled_plan_id is not null and s.scheduled_at <= ${nowIso}
        order by s.scheduled_at
        limit ${BATCH}`,
  );
  for (const { company_id: companyId } of switching) {
    const result = await deps.db.transaction(async (tx) => {
      await lockCompany(tx, companyId);
      return settleDowngrade(deps, tx, { companyId, settings, all, now });
    });
    if (result === 'kept') counts.reminders++;
  }

  // 2. Renewal mails (7 days, 1 day before the end) and the grace notice, each once per period end.
  const reminderDays = [...BILLING_RULES.reminderDays].sort((a, b) => b - a);
  const reminding = await queryRows<DueRow>(
    deps.db,
    sql`${DUE_SELECT}
        where s.ended_at is null and s.paid_until is not null and s.renewal_stopped_at is null
          and s.paid_until <= ${nowIso}::timestamptz + ${day(reminderDays[0]!)}
          and s.paid_until > ${nowIso}::timestamptz - ${day(BILLING_RULES.graceDays)}
        order by s.paid_until limit ${BATCH}`,
  );
  for (const row of reminding) {
    const paidUntil = new Date(row.paid_until);
    const left = paidUntil.getTime() - now.getTime();
    // The latest step reached: a job that was down sends only the one that is due now.
    const kind =
      left <= 0 ? 'grace' : `${reminderDays.filter((d) => left <= d * dayMs).sort((a, b) => a - b)[0]}d`;
    // A cheaper plan scheduled from this period's end: the month to pay is that plan's, at its price (decision 1199).
    const next =
      row.scheduled_plan && row.scheduled_at && new Date(row.scheduled_at).getTime() === paidUntil.getTime()
        ? all.get(row.scheduled_plan)
        : undefined;
    const plan = all.get(row.plan);
    const amount = chargeFor((next ?? plan)?.price ?? 0, settings.billing);
    const locale = localeOf(row.locale);
    const sent = await deps.db.transaction(async (tx) => {
      // Once per company and period end: a change of plan starts a new subscription with the same end (decision 803),
      // whose mail was already sent for the one it replaced.
      const claimed = await queryRows<{ kind: string }>(
        tx,
        sql`insert into billing_reminders (subscription_id, period_end, kind, sent_at)
            select ${row.subscription_id}, ${paidUntil.toISOString()}, ${kind}, ${nowIso}
            where not exists (
              select 1 from billing_reminders r join subscriptions s on s.id = r.subscription_id
              where s.company_id = ${row.company_id} and r.period_end = ${paidUntil.toISOString()}
                and r.kind = ${kind})
            on conflict do nothing returning kind`,
      );
      if (claimed.length === 0) return false;
      await enqueueMail(
        tx,
        kind === 'grace'
          ? graceMail(
              locale,
              row.email,
              {
                name: row.name,
                planName: plan?.display_name ?? row.plan,
                graceUntil: graceEnd(paidUntil, dayMs),
                amount,
                // The order to pay is the scheduled plan's: the mail names it beside its amount (decision 1155).
                ...(next ? { nextPlanName: next.display_name } : {}),
              },
              deps.config.appUrl,
            )
          : renewalReminderMail(
              locale,
              row.email,
              {
                name: row.name,
                companyName: row.company_name,
                planName: plan?.display_name ?? row.plan,
                paidUntil,
                amount,
                ...(next ? { nextPlanName: next.display_name } : {}),
              },
              deps.config.appUrl,
            ),
        now,
      );
      return true;
    });
    if (sent) counts.reminders++;
  }

  // 3. Endings: unpaid after the grace days, or at the end of the period when the renewal was stopped.
  const due = await queryRows<{ company_id: string }>(
    deps.db,
    sql`select s.company_id from subscriptions s
        where s.ended_at is null and s.paid_until is not null
          and ((s.renewal_stopped_at is not null and s.paid_until <= ${nowIso})
            or s.paid_until <= ${nowIso}::timestamptz - ${day(BILLING_RULES.graceDays)})
        order by s.paid_until limit ${BATCH}`,
  );
  for (const { company_id: companyId } of due) {
    const result = await deps.db.transaction(async (tx) => {
      await lockCompany(tx, companyId);
      // Read again under the lock: another instance may have ended it, or a payment extended it, meanwhile.
      const [sub] = await tx
        .select({
          id: subscriptions.id,
          plan: plans.name,
          paidUntil: subscriptions.paidUntil,
          stopped: subscriptions.renewalStoppedAt,
        })
        .from(subscriptions)
        .innerJoin(plans, eq(plans.id, subscriptions.planId))
        .where(and(eq(subscriptions.companyId, companyId), isNull(subscriptions.endedAt)));
      if (!sub?.paidUntil) return null;
      if (sub.stopped && sub.paidUntil <= now) {
        const [owner] = await queryRows<{
          id: string;
          email: string;
          name: string;
          locale: string;
          company: string;
        }>(
          tx,
          sql`select u.id, u.email, u.name, u.locale, c.name as company from companies c
              join users u on u.id = c.owner_id
              where c.id = ${companyId}`,
        );
        const { closedPostings, members, teammates: left } = await cancelCompany(tx, companyId, now);
        // The teammates lose their place days after the owner's cancel: each is told, as when a package ends.
        await mailLeftMembers(deps, tx, left, owner!.company, now);
        await auditPackageEnded(tx, {
          owner: { id: owner!.id, label: owner!.email },
          closedPostings,
          members: members.length,
          reason: 'renewal_stopped',
          actor: null,
          at: now,
        });
        await enqueueMail(
          tx,
          packageCancelledMail(
            localeOf(owner!.locale),
            owner!.email,
            {
              name: owner!.name,
              planName: all.get(sub.plan)?.display_name ?? sub.plan,
              closed: closedPostings,
              removed: left.length,
            },
            deps.config.appUrl,
          ),
          now,
        );
        return 'cancelled' as const;
      }
      if (graceEnd(sub.paidUntil, dayMs) <= now) {
        await endPackage(deps, tx, { companyId, plan: sub.plan, settings, all, now, reason: 'unpaid' });
        return 'ended' as const;
      }
      return null;
    });
    if (result === 'cancelled') counts.cancelled++;
    if (result === 'ended') counts.ended++;
  }
  return counts;
}

export type BillingScheduler = IntervalJob<BillingRoundCounts | null>;

/** Runs `runBillingRound` every `intervalMs` (like the pruner); pokes the outbox after mail. */
export function createBillingScheduler(
  deps: BillingDeps & { intervalMs: number; onMail?: () => void },
): BillingScheduler {
  return intervalJob({
    intervalMs: deps.intervalMs,
    logger: deps.logger,
    failure: 'billing round failed',
    fallback: null,
    round: () => runBillingRound(deps),
    after: (counts) => {
      if (counts.reminders + counts.ended + counts.cancelled > 0) {
        deps.logger.info({ billing: counts }, 'billing round');
        deps.onMail?.();
      }
    },
  });
}
