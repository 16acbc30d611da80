import { sql } from 'drizzle-orm';
import { FREE_PLAN_UNLOCKS_PER_MONTH, SETTINGS_SECTIONS, settingsSchema } from '@app/shared';
import type { Plan, Settings, SettingsSection } from '@app/shared';
import type { AppContext } from '../context';
import { queryRows } from '../db/client';
import type { Db } from '../db/client';
import { PLAN_SEED } from '../db/seed/base';

/**
 * Runtime settings (issue 9, decision 402): one row per section in `settings`, read through this one cache. Each
 * instance keeps the values and, at most every POLL_MS, reads max(version) — one index-only row — and reloads when
 * another instance wrote. A write on this instance drops its cache at once; a write through the app also notifies
 * SETTINGS_CHANNEL when it commits, and every instance listening drops its copy on arrival (decision 1174), so the
 * others follow at once too. The poll remains for a writer that does not notify (an operator in psql) and for the
 * time the listening connection is down.
 * A section never written reads its default, so a fresh database needs no seed.
 */

export const SETTINGS_POLL_MS = 2_000;
/** The channel a settings write notifies when it commits (decision 1174). */
export const SETTINGS_CHANNEL = 'settings_changed';

export const DEFAULT_SETTINGS: Settings = {
  plans: PLAN_SEED.map((p) => ({
    name: p.name as Settings['plans'][number]['name'],
    display_name: p.displayName,
    price: p.price,
    features: p.features,
    unlock_limit: p.name === 'free' ? FREE_PLAN_UNLOCKS_PER_MONTH : null,
    seats: p.name === 'premium' ? 10 : 1,
    capabilities:
      p.name === 'free'
        ? []
        : p.name === 'standard'
          ? ['unlimited_unlocks', 'candidate_tracking', 'priority_display']
          : [
              'unlimited_unlocks',
              'candidate_tracking',
              'priority_display',
              'api_access',
              'multi_user',
              'advanced_analytics',
            ],
  })),
  registration: { open: true },
  lists: {
    rejection_reasons: [
      'Skills do not match the role',
      'Not enough experience',
      'Salary expectations too high',
      'Position filled',
      'Candidate withdrew interest',
      'Other',
    ],
    candidate_sources: ['Job board', 'Referral', 'LinkedIn', 'Career fair', 'Direct application', 'Other'],
  },
  retention: { audit_days: 365, sign_in_days: 90, sent_mail_days: 30, candidate_anonymise_days: 365 },
  // Issue 19 (decision 802): Vietnam's standard VAT rate, included in the prices shown; Free keeps every posting.
  billing: { vat_percent: 10, prices_include_vat: true, free_published_postings: null },
  api: { requests_per_minute: 600 },
};

type Cached = { version: number; settings: Settings; planIds: Map<string, number>; checkedAt: number };
/** `generation` counts invalidations: a load that overlapped one is answered but not kept. */
type Entry = { current?: Cached; loading?: Promise<Cached>; generation: number };
const caches = new WeakMap<Db, Entry>();

async function currentVersion(db: Db): Promise<number> {
  const [row] = await queryRows<{ v: string | number | null }>(
    db,
    sql`select max(version) as v from settings`,
  );
  return Number(row?.v ?? 0);
}

async function load(db: Db): Promise<Cached> {
  const rows = await queryRows<{ key: string; value: unknown; version: string | number }>(
    db,
    sql`select key, value, version from settings`,
  );
  const plans = await queryRows<{ id: number; name: string }>(db, sql`select id, name from plans`);
  const settings = structuredClone(DEFAULT_SETTINGS);
  let version = 0;
  for (const row of rows) {
    version = Math.max(version, Number(row.version));
    if (!(SETTINGS_SECTIONS as readonly string[]).includes(row.key)) continue;
    const key = row.key as SettingsSection;
    // A stored value that no longer fits the schema (an older release's shape) reads as the default.
    const parsed = settingsSchema.shape[key].safeParse(row.value);
    if (parsed.success) (settings as Record<SettingsSection, unknown>)[key] = parsed.data;
  }
  return { version, settings, planIds: new Map(plans.map((p) => [p.name, p.id])), checkedAt: Date.now() };
}

async function cached(db: Db): Promise<Cached> {
  let entry = caches.get(db);
  if (!entry) caches.set(db, (entry = { generation: 0 }));
  const current = entry.current;
  if (current && Date.now() - current.checkedAt < SETTINGS_POLL_MS) return current;
  if (entry.loading) return entry.loading;
  const holder = entry;
  const generation = holder.generation;
  holder.loading = (async () => {
    if (current) {
      const version = await currentVersion(db);
      if (version === current.version) {
        current.checkedAt = Date.now();
        return current;
      }
    }
    return load(db);
  })()
    .then((fresh) => {
      if (holder.generation === generation) holder.current = fresh;
      return fresh;
    })
    .finally(() => {
      if (holder.generation === generation) holder.loading = undefined;
    });
  return holder.loading;
}

/** The settings in force (at most SETTINGS_POLL_MS old). */
export async function getSettings(ctx: Pick<AppContext, 'db'>): Promise<Settings> {
  return (await cached(ctx.db)).settings;
}

/** The settings in force with the version they were read at (the latest write among them). */
export async function getSettingsWithVersion(
  ctx: Pick<AppContext, 'db'>,
): Promise<{ settings: Settings; version: number }> {
  const { settings, version } = await cached(ctx.db);
  return { settings, version };
}

/** Drops this instance's copy, after a write here or a notification of one elsewhere. */
export function invalidateSettings(db: Db): void {
  const entry = caches.get(db);
  if (!entry) return;
  entry.current = undefined;
  entry.loading = undefined;
  entry.generation++;
}

/** Writes one section (validated by the caller) inside the caller's transaction. */
export async function writeSetting(
  tx: Db,
  key: SettingsSection,
  value: unknown,
  now: Date,
  by: string | null,
): Promise<void> {
  await tx.execute(sql`
    insert into settings (key, value, version, updated_at, updated_by)
    values (${key}, ${JSON.stringify(value)}::jsonb, nextval('settings_version_seq'), ${now.toISOString()}, ${by})
    on conflict (key) do update set value = excluded.value, version = excluded.version,
      updated_at = excluded.updated_at, updated_by = excluded.updated_by`);
  // Delivered to every listening instance when the transaction commits, not before (decision 1174).
  await tx.execute(sql`select pg_notify(${SETTINGS_CHANNEL}, ${key})`);
}

/** The public plans (GET /api/auth/plans), from the plans setting, cheapest first. */
export async function publicPlans(ctx: Pick<AppContext, 'db'>): Promise<Plan[]> {
  const { settings, planIds } = await cached(ctx.db);
  return settings.plans
    .filter((p) => planIds.has(p.name))
    .map((p) => ({
      id: planIds.get(p.name)!,
      name: p.name,
      display_name: p.display_name,
      price: p.price,
      features: p.features.join(', '),
      feature_list: p.features,
      unlock_limit: p.unlock_limit,
      seats: p.seats,
      capabilities: p.capabilities,
    }))
    .sort((a, b) => a.price - b.price || a.id - b.id);
}

/**
 * The monthly unlock limit of a plan (no package counts as Free); null is unlimited. Synchronous on settings read
 * beforehand: inside a transaction on PGlite (one connection) a read through the cache would wait for the
 * transaction it runs in.
 */
export function unlockLimit(settings: Settings, plan: string | null): number | null {
  const found =
    settings.plans.find((p) => p.name === (plan ?? 'free')) ?? settings.plans.find((p) => p.name === 'free');
  return found ? found.unlock_limit : FREE_PLAN_UNLOCKS_PER_MONTH;
}
