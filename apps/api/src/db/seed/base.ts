import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { PERMISSIONS, ROLES, SERVER_ROLE_PERMISSIONS, i18nText } from '@app/shared';
import { hashPassword } from '../../auth/password';
import type { Db } from '../client';
import { permissions, plans, rolePermissions, roles, users } from '../schema';

// Spec §4's three plans; `features` is one string joined by ", ". Each feature is a shared-catalog
// message: the plans reply translates the known ones (modules/plans/routes.ts).
export const PLAN_SEED = [
  {
    name: 'free',
    displayName: 'Free',
    price: 0,
    features: [i18nText('Up to 5 candidates'), i18nText('Basic info access'), i18nText('Email support')],
  },
  {
    name: 'standard',
    displayName: 'Pro',
    price: 199_000,
    features: [
      i18nText('Unlimited candidates'),
      i18nText('Candidate tracking tool'),
      i18nText('Priority display'),
      i18nText('24/7 support'),
    ],
  },
  {
    name: 'premium',
    displayName: 'Enterprise',
    price: 499_000,
    features: [
      i18nText('All Pro features'),
      i18nText('API integration'),
      i18nText('Multi-user management'),
      i18nText('Advanced analytics reports'),
    ],
  },
];

/** Roles, permissions and plans: idempotent, run at every start, after migrations. */
export async function seedReferenceData(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(roles)
      .values(ROLES.map((name) => ({ name })))
      .onConflictDoNothing();
    await tx
      .insert(permissions)
      .values(PERMISSIONS.map((name) => ({ name })))
      .onConflictDoNothing();
    const pairs = ROLES.flatMap((role) =>
      SERVER_ROLE_PERMISSIONS[role].map((permission) => ({ role, permission })),
    );
    await tx.insert(rolePermissions).values(pairs).onConflictDoNothing();
    await tx
      .insert(plans)
      .values(PLAN_SEED.map((p) => ({ ...p, features: p.features.join(', ') })))
      .onConflictDoNothing({ target: plans.name });
  });
}

// Any constant works; every instance must use the same one (another than the migration lock's).
const ADMIN_LOCK_ID = 727_002;

/**
 * Creates the first admin once. Returns the generated password when none was configured, so
 * the caller can print it a single time.
 */
export async function ensureAdmin(
  db: Db,
  admin: { email: string; password?: string },
  now: Date,
): Promise<{ created: boolean; generatedPassword?: string }> {
  // Several instances may start at once on a fresh database: the lock lets one create the admin.
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_LOCK_ID})`);
    const [anyAdmin] = await tx.select({ id: users.id }).from(users).where(eq(users.role, 'admin')).limit(1);
    if (anyAdmin) return { created: false };
    const [existing] = await tx.select({ id: users.id }).from(users).where(eq(users.email, admin.email));
    const generatedPassword = admin.password ? undefined : `${randomBytes(12).toString('base64url')}Aa1`;
    const passwordHash = await hashPassword(admin.password ?? generatedPassword!);
    if (existing) {
      await tx
        .update(users)
        .set({
          role: 'admin',
          passwordHash,
          emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()})`,
          updatedAt: now,
        })
        .where(eq(users.id, existing.id));
    } else {
      await tx.insert(users).values({
        name: 'Administrator',
        email: admin.email,
        passwordHash,
        role: 'admin',
        emailVerifiedAt: now,
        createdAt: now,
        updatedAt: now,
      });
    }
    return { created: true, generatedPassword };
  });
}
