import { randomUUID } from 'node:crypto';
import { and, desc, eq, sql } from 'drizzle-orm';
import { WEBHOOK_TEST_EVENT, i18nFormat, i18nText } from '@app/shared';
import type {
  CreateWebhookRequest,
  UpdateWebhookRequest,
  WebhookDelivery,
  WebhookDeliveryAttempt,
  WebhookDeliveryEventType,
  WebhookDeliveryStatus,
  WebhookEndpoint,
  WebhookEventType,
} from '@app/shared';
import type { AuthUser } from '../../auth/sessions';
import type { AppContext } from '../../context';
import { queryRows } from '../../db/client';
import type { Db } from '../../db/client';
import { webhookEndpoints } from '../../db/schema';
import { audit } from '../../lib/audit';
import { conflict, forbidden, notFound, unprocessable } from '../../lib/errors';
import { iso, isoOrNull } from '../../lib/tenancy';
import { AddressRefused, checkUrlShape, resolveChecked } from './address';
import type { AddressRules } from './address';
import { newSecret } from './signing';
import { UNSUBSCRIBED, subscribes } from './worker';

// Issue 14 (decisions 541-549): a company's webhook endpoints, managed by its owner.

type EndpointRow = typeof webhookEndpoints.$inferSelect;

/** A rotated-out secret keeps signing beside the new one for a day, so receivers can switch without losing events. */
export const ROTATION_OVERLAP_MS = 24 * 3_600_000;
const LOG_SIZE = 50;
/**
 * Endpoints a company may have (decision 1192): every event is sent once per subscribed endpoint, so without a bound
 * one change could be multiplied into any number of requests to one address.
 */
export const MAX_ENDPOINTS = 20;

const toEndpoint = (row: EndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events as WebhookEventType[],
  status: !row.disabledAt ? 'active' : row.disabledReason === 'failing' ? 'failing' : 'disabled',
  failing_since: isoOrNull(row.failingSince),
  created_by: row.createdBy,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

function ownersCompany(user: AuthUser): string {
  if (!user.company || user.company.role !== 'owner') {
    throw forbidden(i18nText('Only the company’s owner can manage its webhooks.'));
  }
  return user.company.id;
}

export const addressRules = (ctx: AppContext): AddressRules => ({
  allowLoopback: ctx.config.webhooks?.allowLoopback ?? false,
  resolve: ctx.config.webhooks?.resolve,
});

/** The address rules at saving time (checked again at every delivery). */
async function checkedUrl(ctx: AppContext, raw: string): Promise<string> {
  try {
    const url = checkUrlShape(raw, addressRules(ctx));
    await resolveChecked(url, addressRules(ctx));
    url.hash = '';
    return url.toString();
  } catch (error) {
    if (!(error instanceof AddressRefused)) throw error;
    const message =
      error.reason === 'url'
        ? i18nText('Enter a whole web address, such as https://example.com/webhooks.')
        : error.reason === 'scheme'
          ? i18nText('The address must start with https://.')
          : error.reason === 'credentials'
            ? i18nText('The address must not contain a user name or password.')
            : error.reason === 'resolve'
              ? i18nText('The address’s host name does not resolve.')
              : i18nText(
                  'The address must be reachable on the internet: loopback, private, link-local and metadata addresses are refused.',
                );
    throw unprocessable(message, { url: [message] });
  }
}

async function ownEndpoint(db: Db, companyId: string, id: string, lock = false): Promise<EndpointRow> {
  const query = db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.companyId, companyId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(i18nText('This webhook endpoint does not exist.'));
  return row;
}

export async function list(ctx: AppContext, user: AuthUser): Promise<WebhookEndpoint[]> {
  const companyId = ownersCompany(user);
  const rows = await ctx.db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.companyId, companyId))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
  return rows.map(toEndpoint);
}

export async function create(ctx: AppContext, user: AuthUser, body: CreateWebhookRequest) {
  const companyId = ownersCompany(user);
  const url = await checkedUrl(ctx, body.url);
  const now = ctx.clock.now();
  const secret = newSecret();
  const row = await ctx.db.transaction(async (tx) => {
    // Counted under a lock on the company's row, so two additions at once cannot pass the bound together.
    await tx.execute(sql`select id from companies where id = ${companyId} for update`);
    const [count] = await queryRows<{ n: string | number }>(
      tx,
      sql`select count(*) as n from webhook_endpoints where company_id = ${companyId}`,
    );
    if (Number(count?.n ?? 0) >= MAX_ENDPOINTS) {
      throw conflict(
        i18nFormat('At most {max} webhook endpoints per company. Delete one first.', {
          max: MAX_ENDPOINTS,
        }),
      );
    }
    const [created] = await tx
      .insert(webhookEndpoints)
      .values({
        companyId,
        url,
        description: body.description ?? '',
        events: body.events,
        secret,
        createdBy: user.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await audit(tx, {
      action: 'webhook.created',
      target: { type: 'webhook', id: created!.id, label: url },
      changes: { url: { after: url }, events: { after: body.events } },
      at: now,
    });
    return created!;
  });
  return { endpoint: toEndpoint(row), secret };
}

export async function update(ctx: AppContext, user: AuthUser, id: string, body: UpdateWebhookRequest) {
  const companyId = ownersCompany(user);
  const url = body.url === undefined ? undefined : await checkedUrl(ctx, body.url);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const current = await ownEndpoint(tx, companyId, id, true);
    const enabled = body.enabled;
    const [row] = await tx
      .update(webhookEndpoints)
      .set({
        ...(url !== undefined ? { url } : {}),
        ...(body.events !== undefined ? { events: body.events } : {}),
        ...(body.description !== undefined ? { description: body.description } : {}),
        ...(enabled === true ? { disabledAt: null, disabledReason: null, failingSince: null } : {}),
        ...(enabled === false && !current.disabledAt ? { disabledAt: now, disabledReason: 'owner' } : {}),
        updatedAt: now,
      })
      .where(eq(webhookEndpoints.id, id))
      .returning();
    if (body.events !== undefined) {
      // An event taken off the list is not sent any more, retries waiting for it included (decision 1089).
      await tx.execute(
        sql`update webhook_deliveries d set status = 'skipped', locked_until = null, last_error = ${UNSUBSCRIBED}
          from webhook_events ev
          where ev.id = d.event_id and d.endpoint_id = ${id} and d.status = 'pending'
            and ev.type <> ${WEBHOOK_TEST_EVENT} and ev.type not in (${sql.join(
              body.events.map((event) => sql`${event}`),
              sql`, `,
            )})`,
      );
    }
    if (enabled === false) {
      // Paused: what was waiting for it is not sent later in a burst.
      await tx.execute(
        sql`update webhook_deliveries set status = 'failed', locked_until = null,
            last_error = coalesce(last_error, 'endpoint turned off')
          where endpoint_id = ${id} and status = 'pending'`,
      );
    }
    await audit(tx, {
      action: 'webhook.updated',
      target: { type: 'webhook', id, label: row!.url },
      changes: {
        url: { before: current.url, after: row!.url },
        events: { before: current.events, after: row!.events },
        description: { before: current.description, after: row!.description },
        enabled: { before: !current.disabledAt, after: !row!.disabledAt },
      },
      at: now,
    });
    return toEndpoint(row!);
  });
}

export async function remove(ctx: AppContext, user: AuthUser, id: string): Promise<void> {
  const companyId = ownersCompany(user);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    const current = await ownEndpoint(tx, companyId, id, true);
    await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    await audit(tx, {
      action: 'webhook.deleted',
      target: { type: 'webhook', id, label: current.url },
      at: now,
    });
  });
}

export async function revealSecret(ctx: AppContext, user: AuthUser, id: string): Promise<string> {
  const companyId = ownersCompany(user);
  const row = await ownEndpoint(ctx.db, companyId, id);
  return row.secret;
}

export async function rotateSecret(ctx: AppContext, user: AuthUser, id: string): Promise<string> {
  const companyId = ownersCompany(user);
  const now = ctx.clock.now();
  const secret = newSecret();
  await ctx.db.transaction(async (tx) => {
    const current = await ownEndpoint(tx, companyId, id, true);
    await tx
      .update(webhookEndpoints)
      .set({
        secret,
        previousSecret: current.secret,
        previousSecretUntil: new Date(now.getTime() + ROTATION_OVERLAP_MS),
        updatedAt: now,
      })
      .where(eq(webhookEndpoints.id, id));
    await audit(tx, {
      action: 'webhook.secret_rotated',
      target: { type: 'webhook', id, label: current.url },
      at: now,
    });
  });
  return secret;
}

type DeliveryRow = {
  id: string | number;
  event_id: string | number;
  type: WebhookDeliveryEventType;
  status: WebhookDeliveryStatus;
  attempts: number;
  created_at: string | Date;
  last_attempt_at: string | Date | null;
  next_attempt_at: string | Date;
  response_status: number | null;
  response_ms: number | null;
  response_body: string | null;
  last_error: string | null;
};

type AttemptRow = {
  delivery_id: string | number;
  attempted_at: string | Date;
  response_status: number | null;
  response_ms: number | null;
  response_body: string | null;
  error: string | null;
};

const toAttempt = (r: AttemptRow): WebhookDeliveryAttempt => ({
  at: iso(r.attempted_at),
  outcome:
    r.response_status !== null && r.response_status >= 200 && r.response_status < 300
      ? 'succeeded'
      : 'failed',
  response_status: r.response_status,
  response_ms: r.response_ms,
  response_body: r.response_body,
  error: r.error,
});

/** The deliveries' lines with their attempts, oldest first (decision 1165): one query for the whole page. */
async function withAttempts(db: Db, rows: DeliveryRow[]): Promise<WebhookDelivery[]> {
  if (rows.length === 0) return [];
  const attempts = await queryRows<AttemptRow>(
    db,
    sql`select delivery_id, attempted_at, response_status, response_ms, response_body, error
        from webhook_delivery_attempts where delivery_id in (${sql.join(
          rows.map((r) => sql`${Number(r.id)}`),
          sql`, `,
        )}) order by delivery_id, id`,
  );
  const byDelivery = new Map<string, WebhookDeliveryAttempt[]>();
  for (const a of attempts) {
    const list = byDelivery.get(String(a.delivery_id)) ?? [];
    list.push(toAttempt(a));
    byDelivery.set(String(a.delivery_id), list);
  }
  return rows.map((r) => toDelivery(r, byDelivery.get(String(r.id)) ?? []));
}

const toDelivery = (r: DeliveryRow, attempts: WebhookDeliveryAttempt[]): WebhookDelivery => ({
  id: String(r.id),
  message_id: `msg_${r.event_id}`,
  event: r.type,
  status: r.status,
  attempts: r.attempts,
  created_at: iso(r.created_at),
  last_attempt_at: isoOrNull(r.last_attempt_at),
  next_attempt_at: r.status === 'pending' ? iso(r.next_attempt_at) : null,
  response_status: r.response_status,
  response_ms: r.response_ms,
  response_body: r.response_body,
  error: r.last_error,
  attempt_log: attempts,
});

const deliveryColumns = sql`d.id, d.event_id, ev.type, d.status, d.attempts, d.created_at, d.last_attempt_at,
  d.next_attempt_at, d.response_status, d.response_ms, d.response_body, d.last_error`;

/** The endpoint's delivery log, newest first. */
export async function deliveries(ctx: AppContext, user: AuthUser, id: string): Promise<WebhookDelivery[]> {
  const companyId = ownersCompany(user);
  await ownEndpoint(ctx.db, companyId, id);
  const rows = await queryRows<DeliveryRow>(
    ctx.db,
    sql`select ${deliveryColumns} from webhook_deliveries d join webhook_events ev on ev.id = d.event_id
        where d.endpoint_id = ${id} order by d.id desc limit ${LOG_SIZE}`,
  );
  return withAttempts(ctx.db, rows);
}

/**
 * Sends one event again: a new line in the log, with the same `webhook-id` so the receiver can tell a repeat. A
 * delivery still waiting for its next retry is brought forward instead (decision 1151): a new line would wait
 * behind it (one record's events go in order), so "send again" would do nothing until that retry.
 */
export async function redeliver(
  ctx: AppContext,
  user: AuthUser,
  id: string,
  deliveryId: string,
): Promise<{ delivery: WebhookDelivery; created: boolean }> {
  const companyId = ownersCompany(user);
  const now = ctx.clock.now();
  const { created, isNew } = await ctx.db.transaction(async (tx) => {
    const endpoint = await ownEndpoint(tx, companyId, id);
    if (endpoint.disabledAt) {
      throw unprocessable(i18nText('Turn the endpoint on before sending a delivery again.'));
    }
    const [event] = await queryRows<{ type: string }>(
      tx,
      sql`select ev.type from webhook_deliveries d join webhook_events ev on ev.id = d.event_id
          where d.id = ${deliveryId} and d.endpoint_id = ${id}`,
    );
    if (event && !subscribes(endpoint.events, event.type)) {
      throw unprocessable(
        i18nText('This endpoint no longer subscribes to this event. Add it to the endpoint’s events first.'),
      );
    }
    const [pending] = await queryRows<{ id: string | number }>(
      tx,
      sql`update webhook_deliveries set next_attempt_at = ${now.toISOString()}
          where id = ${deliveryId} and endpoint_id = ${id} and status = 'pending'
          returning id`,
    );
    const [row] = pending
      ? [pending]
      : await queryRows<{ id: string | number }>(
          tx,
          sql`insert into webhook_deliveries (event_id, endpoint_id, ordering_key, status, next_attempt_at, created_at)
          select d.event_id, d.endpoint_id, d.ordering_key, 'pending', ${now.toISOString()}, ${now.toISOString()}
          from webhook_deliveries d where d.id = ${deliveryId} and d.endpoint_id = ${id}
          returning id`,
        );
    if (!row) throw notFound(i18nText('This delivery does not exist.'));
    await audit(tx, {
      action: 'webhook.redelivered',
      target: { type: 'webhook', id, label: endpoint.url },
      changes: { delivery: { before: deliveryId, after: String(row.id) } },
      at: now,
    });
    return { created: row.id, isNew: !pending };
  });
  const [row] = await queryRows<DeliveryRow>(
    ctx.db,
    sql`select ${deliveryColumns} from webhook_deliveries d join webhook_events ev on ev.id = d.event_id
        where d.id = ${created}`,
  );
  return { delivery: (await withAttempts(ctx.db, [row!]))[0]!, created: isNew };
}

/**
 * Sends `webhook.test` to one endpoint now (decision 1088), whatever events it subscribes to: an event of its own,
 * signed, logged and retried as any other, so the owner sees at once whether the receiver answers and verifies.
 * Each test event is a record of its own (its own ordering key, decision 1227): a test sent after fixing the
 * receiver goes out now, not behind an earlier test still waiting for its retry.
 */
export async function sendTest(ctx: AppContext, user: AuthUser, id: string): Promise<WebhookDelivery> {
  const companyId = ownersCompany(user);
  const now = ctx.clock.now().toISOString();
  const created = await ctx.db.transaction(async (tx) => {
    const endpoint = await ownEndpoint(tx, companyId, id);
    if (endpoint.disabledAt) {
      throw unprocessable(i18nText('Turn the endpoint on before sending a test event.'));
    }
    const payload = { endpoint: { id, url: endpoint.url } };
    const [row] = await queryRows<{ id: string | number }>(
      tx,
      sql`with event as (
          insert into webhook_events (company_id, type, ordering_key, payload, created_at)
          values (${companyId}, ${WEBHOOK_TEST_EVENT}, ${`test:${randomUUID()}`}, ${JSON.stringify(payload)}::jsonb, ${now})
          returning id, ordering_key)
        insert into webhook_deliveries (event_id, endpoint_id, ordering_key, status, next_attempt_at, created_at)
        select event.id, ${id}, event.ordering_key, 'pending', ${now}, ${now} from event
        returning id`,
    );
    await audit(tx, {
      action: 'webhook.test_sent',
      target: { type: 'webhook', id, label: endpoint.url },
      at: new Date(now),
    });
    return row!.id;
  });
  const [row] = await queryRows<DeliveryRow>(
    ctx.db,
    sql`select ${deliveryColumns} from webhook_deliveries d join webhook_events ev on ev.id = d.event_id
        where d.id = ${created}`,
  );
  return (await withAttempts(ctx.db, [row!]))[0]!;
}
