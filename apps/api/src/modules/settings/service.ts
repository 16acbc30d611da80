import { eq, sql } from 'drizzle-orm';
import { i18nText, settingsSchema } from '@app/shared';
import type { Settings, SettingsPatchRequest, SettingsSection } from '@app/shared';
import type { AuthUser } from '../../auth/sessions';
import type { AppContext } from '../../context';
import { queryRows } from '../../db/client';
import { plans } from '../../db/schema';
import { audit } from '../../lib/audit';
import type { AuditChanges } from '../../db/schema';
import { refreshPriority, priorityPlans } from '../../lib/company';
import {
  DEFAULT_SETTINGS,
  getSettingsWithVersion,
  invalidateSettings,
  writeSetting,
} from '../../lib/settings';
import { HttpError } from '../../lib/errors';
import { localeOf } from '../../lib/i18n';
import { testMail } from '../../mail/admin-templates';
import { enqueueMail } from '../../mail/outbox';

/** Where mail goes and whether GitHub sign-in is set up; never the SMTP address (it may hold a password). */
export function status(ctx: AppContext) {
  return {
    mail: { configured: Boolean(ctx.config.smtpUrl), transport: ctx.config.smtpUrl ? 'smtp' : 'log' },
    github: { configured: Boolean(ctx.config.github) },
    payments: { configured: Boolean(ctx.config.vnpay) },
  };
}

export async function read(ctx: AppContext): Promise<{ settings: Settings; version: number }> {
  return getSettingsWithVersion(ctx);
}

const CHANGED_MEANWHILE = i18nText(
  'Another administrator changed these settings after you opened them. Reload the page to see their changes, then make yours again.',
);

/** Field-level before/after: plans by plan name and field, the other sections by field. */
function sectionChanges(key: SettingsSection, before: unknown, after: unknown): AuditChanges {
  const changes: AuditChanges = {};
  if (key === 'plans') {
    const old = new Map((before as Settings['plans']).map((p) => [p.name, p]));
    for (const plan of after as Settings['plans']) {
      const was = (old.get(plan.name) ?? {}) as Record<string, unknown>;
      for (const [field, value] of Object.entries(plan)) {
        if (field !== 'name') changes[`${plan.name}.${field}`] = { before: was[field], after: value };
      }
    }
    return changes;
  }
  const was = before as Record<string, unknown>;
  for (const [field, value] of Object.entries(after as Record<string, unknown>)) {
    changes[field] = { before: was[field], after: value };
  }
  return changes;
}

/**
 * Writes the sections given, each whole and validated by the shared schema (the route did), in one transaction with
 * an audit entry per changed section. The plans table follows the plans setting (names, prices and features that
 * subscriptions show).
 */
export async function update(
  ctx: AppContext,
  user: AuthUser,
  { version, ...patch }: SettingsPatchRequest,
): Promise<{ settings: Settings; version: number }> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    // One writer at a time, so two administrators' saves do not interleave their before/after.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('settings'))`);
    const stored = await queryRows<{ key: string; value: unknown; version: string | number }>(
      tx,
      sql`select key, value, version from settings`,
    );
    for (const key of Object.keys(patch) as SettingsSection[]) {
      const value = patch[key]!;
      const row = stored.find((r) => r.key === key);
      const parsed = row ? settingsSchema.shape[key].safeParse(row.value) : null;
      const before = parsed?.success ? parsed.data : DEFAULT_SETTINGS[key];
      if (JSON.stringify(before) === JSON.stringify(value)) continue;
      // Written by someone else after the caller read its values: refuse rather than put the old values back.
      if (version !== undefined && row && Number(row.version) > version) {
        throw new HttpError(409, CHANGED_MEANWHILE, 'SETTINGS_CHANGED');
      }
      await writeSetting(tx, key, value, now, user.id);
      if (key === 'plans') {
        for (const plan of value as Settings['plans']) {
          await tx
            .update(plans)
            .set({ displayName: plan.display_name, price: plan.price, features: plan.features.join(', ') })
            .where(eq(plans.name, plan.name));
        }
        // Which plans sell priority display may have changed: the board's order follows at once (decision 606).
        await refreshPriority(tx, priorityPlans({ ...DEFAULT_SETTINGS, plans: value as Settings['plans'] }));
      }
      await audit(tx, {
        action: 'settings.changed',
        target: { type: 'settings', id: key, label: key },
        changes: sectionChanges(key, before, value),
        at: now,
      });
    }
  });
  invalidateSettings(ctx.db);
  return getSettingsWithVersion(ctx);
}

export async function sendTestMail(ctx: AppContext, user: AuthUser): Promise<void> {
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await enqueueMail(tx, testMail(localeOf(user.locale), user.email, user.name, ctx.config.appUrl), now);
    await audit(tx, {
      action: 'settings.test_mail_sent',
      target: { type: 'user', id: user.id, label: user.email },
      at: now,
    });
  });
  ctx.outbox.poke();
}
