import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { startTestServer } from '../../../test/harness';
import type { TestServer } from '../../../test/harness';
import { outboxReader } from '../../../test/admin';
import { outboxTo } from '../../../test/helpers';
import { actor, adminActor } from '../../../test/recruitment';
import type { Actor } from '../../../test/recruitment';
import { DEFAULT_SETTINGS, SETTINGS_POLL_MS } from '../../lib/settings';

let server: TestServer;
let admin: Actor;
let employer: Actor;

beforeAll(async () => {
  server = await startTestServer();
  await server.ctx.outbox.stop();
  [admin, employer] = await Promise.all([
    adminActor(server),
    actor(server, outboxReader(server), 'employer', 'hr@settings.test', { plan: 'free' }),
  ]);
}, 240_000);

afterAll(async () => {
  await server.stop();
});

const patch = (body: unknown) => server.call('PATCH', '/api/admin/settings', { token: admin.token, body });
const plans = () => structuredClone(DEFAULT_SETTINGS.plans);

describe('settings', () => {
  it('reads the defaults and the status of mail and GitHub', async () => {
    const res = await server.call('GET', '/api/admin/settings', { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.settings).toEqual(DEFAULT_SETTINGS);
    expect(res.body.status).toEqual({
      mail: { configured: false, transport: 'log' },
      github: { configured: false },
      payments: { configured: false },
    });
  });

  it('two administrators saving from pages read at the same version: neither undoes the other (decision 1161)', async () => {
    const read = await server.call('GET', '/api/admin/settings', { token: admin.token });
    const version = read.body.version as number;
    expect(Number.isInteger(version)).toBe(true);
    // The first changes the Pro price.
    const dearer = plans();
    dearer[1]!.price = 259000;
    const first = await patch({ plans: dearer, version });
    expect(first.status).toBe(200);
    expect(first.body.version as number).toBeGreaterThan(version);
    // The second, from the page read before, changes the Enterprise name: refused, the price stays.
    const renamed = plans();
    renamed[2]!.display_name = 'Business';
    const second = await patch({ plans: renamed, version });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('SETTINGS_CHANGED');
    expect(second.body.message).toContain('Another administrator changed these settings');
    // …and a section nobody else changed is saved.
    const retention = await patch({
      retention: { ...DEFAULT_SETTINGS.retention, sent_mail_days: 45 },
      version,
    });
    expect(retention.status).toBe(200);
    const after = await server.call('GET', '/api/auth/plans');
    const shown = after.body.plans as Array<{ name: string; price: number; display_name: string }>;
    expect(shown.find((p) => p.name === 'standard')!.price).toBe(259000);
    expect(shown.find((p) => p.name === 'premium')!.display_name).toBe('Enterprise');
    // Put the defaults back for the other tests.
    expect((await patch({ plans: plans(), retention: DEFAULT_SETTINGS.retention })).status).toBe(200);
  });

  it('refuses invalid values with 422 naming the field', async () => {
    const negative = plans();
    negative[1]!.price = -1;
    const empty = plans();
    empty[0]!.display_name = '  ';
    const unknown = plans() as unknown as Array<{ capabilities: string[] }>;
    unknown[2]!.capabilities = ['teleport'];
    const repeated = plans();
    repeated[1]!.features = ['Priority display', 'priority display'];
    // The two capabilities a number carries must agree with it (decision 1040), both ways.
    const limitedUnlimited = plans();
    limitedUnlimited[1]!.unlock_limit = 50;
    const emptyLimit = plans();
    emptyLimit[0]!.unlock_limit = null;
    const oneSeatTeam = plans();
    oneSeatTeam[2]!.seats = 1;
    const silentSeats = plans();
    silentSeats[1]!.seats = 3;
    const belowGateway = plans();
    belowGateway[1]!.price = 4_999;
    const pricedFree = plans();
    pricedFree[0]!.price = 99_000;
    const cases: Array<[unknown, string]> = [
      [{ plans: negative }, 'plans.1.price'],
      [{ plans: empty }, 'plans.0.display_name'],
      [{ plans: unknown }, 'plans.2.capabilities.0'],
      [{ plans: repeated }, 'plans.1.features'],
      [{ plans: limitedUnlimited }, 'plans.1.unlock_limit'],
      [{ plans: emptyLimit }, 'plans.0.unlock_limit'],
      [{ plans: oneSeatTeam }, 'plans.2.seats'],
      [{ plans: silentSeats }, 'plans.1.seats'],
      [{ plans: belowGateway }, 'plans.1.price'],
      [{ plans: pricedFree }, 'plans.0.price'],
      [{ retention: { ...DEFAULT_SETTINGS.retention, audit_days: 1 } }, 'retention.audit_days'],
      // The database keeps every audit-table row 30 days (decision 427): sign-ins too.
      [{ retention: { ...DEFAULT_SETTINGS.retention, sign_in_days: 29 } }, 'retention.sign_in_days'],
      [{ lists: { rejection_reasons: [], candidate_sources: ['Web'] } }, 'lists.rejection_reasons'],
      // One reason to a recruiter, whatever the case (decomposed "Ứ" included).
      [
        {
          lists: {
            rejection_reasons: ['Ứng viên rút lui', 'ứng viên rút lui'.normalize('NFD')],
            candidate_sources: ['Web'],
          },
        },
        'lists.rejection_reasons',
      ],
      [
        { lists: { rejection_reasons: ['Other'], candidate_sources: ['LinkedIn', 'linkedin'] } },
        'lists.candidate_sources',
      ],
    ];
    for (const [body, field] of cases) {
      const res = await patch(body);
      expect(res.status, field).toBe(422);
      expect(res.body.errors, field).toHaveProperty([field]);
    }
    expect((await patch({})).status).toBe(422);
    expect((await patch({ smtp: { url: 'x' } })).status).toBe(422);
  });

  it('changes the Pro price: the plans reply and the audit log follow at once', async () => {
    const changed = plans();
    changed[1]!.price = 249_000;
    changed[1]!.display_name = 'Pro+';
    const res = await patch({ plans: changed });
    expect(res.status).toBe(200);
    const reply = await server.call('GET', '/api/auth/plans');
    expect((reply.body.plans as Array<Record<string, unknown>>)[1]).toMatchObject({
      name: 'standard',
      display_name: 'Pro+',
      price: 249_000,
      unlock_limit: null,
    });
    const entries = await server.call('GET', '/api/admin/audit?action=settings.changed', {
      token: admin.token,
    });
    const entry = (entries.body.entries as Array<Record<string, unknown>>)[0]!;
    expect(entry).toMatchObject({ action: 'settings.changed', target_id: 'plans', actor_id: admin.userId });
    expect(entry.changes).toEqual({
      'standard.price': { before: 199_000, after: 249_000 },
      'standard.display_name': { before: 'Pro', after: 'Pro+' },
    });
  });

  it('reaches an instance that did not make the change within the polling interval', async () => {
    // Another instance's write: a new version in the table, this instance's cache untouched.
    const changed = plans();
    changed[2]!.price = 599_000;
    await server.ctx.db.execute(sql`
      insert into settings (key, value, version, updated_at) values
        ('plans', ${JSON.stringify(changed)}::jsonb, nextval('settings_version_seq'), now())
      on conflict (key) do update set value = excluded.value, version = excluded.version`);
    await new Promise((resolve) => setTimeout(resolve, SETTINGS_POLL_MS + 200));
    const reply = await server.call('GET', '/api/auth/plans');
    expect((reply.body.plans as Array<{ price: number }>).map((p) => p.price)).toEqual([0, 199_000, 599_000]);
  });

  it('takes the monthly unlock limit from the plans setting', async () => {
    const changed = plans();
    changed[0]!.unlock_limit = 2;
    expect((await patch({ plans: changed })).status).toBe(200);
    const quota = await server.call('GET', '/api/candidates/unlocks', { token: employer.token });
    expect(quota.body.unlocks).toMatchObject({ limit: 2, plan: 'free' });
  });

  it('sends a test mail to the caller and serves the lists to recruiters', async () => {
    const res = await server.call('POST', '/api/admin/settings/test-mail', { token: admin.token });
    expect(res.status).toBe(200);
    expect((await outboxTo(server, admin.email)).some((m) => m.subject.includes('test mail'))).toBe(true);
    const lists = { rejection_reasons: ['Too far'], candidate_sources: ['Web', 'Fair'] };
    expect((await patch({ lists })).status).toBe(200);
    const read = await server.call('GET', '/api/recruitment/lists', { token: employer.token });
    expect(read.body.lists).toEqual(lists);
  });

  it('migration 0018 lifts a stored sign-in retention under 30 days to 30, and says so in the audit log', async () => {
    // What an older release could store: 7 days, with other retention values an administrator chose.
    const stored = { ...DEFAULT_SETTINGS.retention, sign_in_days: 7, candidate_anonymise_days: 180 };
    await server.ctx.db.execute(sql`
      insert into settings (key, value, version, updated_at) values
        ('retention', ${JSON.stringify(stored)}::jsonb, nextval('settings_version_seq'), now())
      on conflict (key) do update set value = excluded.value, version = excluded.version`);
    const migration = readFileSync(
      new URL('../../db/migrations/0018_audit_append_only.sql', import.meta.url),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) {
      await server.ctx.db.execute(sql.raw(statement));
    }
    await new Promise((resolve) => setTimeout(resolve, SETTINGS_POLL_MS + 200));
    const res = await server.call('GET', '/api/admin/settings', { token: admin.token });
    // The other values are kept: the section still fits the schema, so it does not fall back to the defaults.
    expect((res.body.settings as { retention: unknown }).retention).toEqual({ ...stored, sign_in_days: 30 });
    const entries = await server.call('GET', '/api/admin/audit?action=settings.changed&target_id=retention', {
      token: admin.token,
    });
    expect((entries.body.entries as Array<Record<string, unknown>>)[0]).toMatchObject({
      actor_id: null,
      target_type: 'settings',
      target_id: 'retention',
      changes: { sign_in_days: { before: 7, after: 30 } },
    });
    expect((await patch({ retention: DEFAULT_SETTINGS.retention })).status).toBe(200);
  });
});
