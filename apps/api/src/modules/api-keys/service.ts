import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { API_KEY_PREFIX, i18nText } from '@app/shared';
import type { ApiKey, ApiKeyScope, CreateApiKeyRequest } from '@app/shared';
import { hashApiKey } from '../../auth/api-keys';
import type { AuthUser } from '../../auth/sessions';
import type { AppContext } from '../../context';
import { apiKeys, users } from '../../db/schema';
import { audit } from '../../lib/audit';
import { forbidden, notFound, unprocessable } from '../../lib/errors';
import { isoOrNull } from '../../lib/tenancy';

// Issue 14 (decision 540): a company's API keys, created and revoked by its owner.

type KeyRow = typeof apiKeys.$inferSelect;

const toKey = (row: KeyRow, createdByName: string | null = null): ApiKey => ({
  id: row.id,
  name: row.name,
  prefix: row.prefix,
  scopes: row.scopes as ApiKeyScope[],
  created_by: row.createdBy,
  created_by_name: createdByName,
  created_at: row.createdAt.toISOString(),
  expires_at: isoOrNull(row.expiresAt),
  last_used_at: isoOrNull(row.lastUsedAt),
  revoked_at: isoOrNull(row.revokedAt),
});

function ownersCompany(user: AuthUser): string {
  if (!user.company || user.company.role !== 'owner') {
    throw forbidden(i18nText('Only the company’s owner can manage its API keys.'));
  }
  return user.company.id;
}

export async function list(ctx: AppContext, user: AuthUser): Promise<ApiKey[]> {
  const companyId = ownersCompany(user);
  const rows = await ctx.db
    .select({ key: apiKeys, by: users.name })
    .from(apiKeys)
    .leftJoin(users, eq(users.id, apiKeys.createdBy))
    .where(eq(apiKeys.companyId, companyId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map((r) => toKey(r.key, r.by));
}

/** Makes a key: the whole key is returned this once; only its hash is kept. */
export async function create(ctx: AppContext, user: AuthUser, body: CreateApiKeyRequest) {
  const companyId = ownersCompany(user);
  const now = ctx.clock.now();
  const expiresAt = body.expires_at ? new Date(body.expires_at) : null;
  if (expiresAt && expiresAt <= now) {
    throw unprocessable(i18nText('The expiry must be in the future.'), {
      expires_at: [i18nText('The expiry must be in the future.')],
    });
  }
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(apiKeys)
      .values({
        companyId,
        name: body.name,
        prefix: secret.slice(0, API_KEY_PREFIX.length + 8),
        keyHash: hashApiKey(secret),
        scopes: body.scopes,
        createdBy: user.id,
        createdAt: now,
        expiresAt,
      })
      .returning();
    await audit(tx, {
      action: 'api_key.created',
      target: { type: 'api_key', id: created!.id, label: body.name },
      changes: { scopes: { after: body.scopes }, expires_at: { after: isoOrNull(expiresAt) } },
      at: now,
    });
    return created!;
  });
  return { key: toKey(row, user.name), secret };
}

/** Revoked at once: every instance reads the key on every request. */
export async function revoke(ctx: AppContext, user: AuthUser, id: string): Promise<ApiKey> {
  const companyId = ownersCompany(user);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(apiKeys)
      .set({ revokedAt: now })
      .where(and(eq(apiKeys.id, id), eq(apiKeys.companyId, companyId), isNull(apiKeys.revokedAt)))
      .returning();
    if (!row) throw notFound(i18nText('This API key does not exist or is already revoked.'));
    await audit(tx, { action: 'api_key.revoked', target: { type: 'api_key', id, label: row.name }, at: now });
    // The reply names the creator as the list does.
    const [by] = row.createdBy
      ? await tx.select({ name: users.name }).from(users).where(eq(users.id, row.createdBy))
      : [];
    return toKey(row, by?.name ?? null);
  });
}
