import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpTestServer } from './harness';
import type { TestServer } from './harness';
import { actor, adminActor } from './recruitment';
import type { Actor } from './recruitment';
import { registeredRoutes } from './routes';
import type { SmtpPeer } from './smtp-peer';

/**
 * The support desk's routes (issue 13) × roles, with the exact status, on the caller's own ticket and on another
 * account's. A ticket the caller may not see is a 404, as if it did not exist. Every ticket made here carries an
 * internal note; no reply to a member or an employer ever contains it, on any route. A route without a row fails.
 */

type Caller = 'anon' | 'member' | 'employer' | 'staff' | 'admin';
const CALLERS: Caller[] = ['anon', 'member', 'employer', 'staff', 'admin'];
type Signed = Exclude<Caller, 'anon'>;
type Call = { path: string; body?: unknown };
/** A status, or [on its own ticket, on another account's]. */
type Expected = Record<Signed, number | [number, number]> & { anon: number };
type Row = { route: string; call: (owner: Actor) => Promise<Call>; expect: Expected };

let smtp: SmtpPeer;
let server: TestServer;
const who = {} as Record<Signed | 'stranger', Actor>;
let categoryId: string;
let noteCount = 0;
const NOTE = 'INTERNAL-NOTE-';

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function upload(owner: Actor): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)]), 'capture.png');
  const res = await fetch(`${server.url}/api/support/attachments`, {
    method: 'POST',
    headers: { authorization: `Bearer ${owner.token}` },
    body: form,
  });
  const body = (await res.json()) as { attachment: { id: string } };
  return body.attachment.id;
}

/** A new ticket of `owner`, with an internal note of the team on it; its id and its attachment's. */
async function freshTicket(owner: Actor, options: { closed?: boolean } = {}) {
  const attachment = await upload(owner);
  const res = await server.call('POST', '/api/support/tickets', {
    token: owner.token,
    body: {
      subject: 'Matrix ticket',
      category_id: categoryId,
      description: 'Help',
      attachment_ids: [attachment],
    },
  });
  if (res.status !== 201) throw new Error(`ticket: ${res.status} ${JSON.stringify(res.body)}`);
  const id = (res.body.ticket as { id: string }).id;
  const note = await server.call('POST', `/api/support/tickets/${id}/messages`, {
    token: who.admin.userId === owner.userId ? who.staff.token : who.admin.token,
    body: { body: `${NOTE}${++noteCount}`, internal: true },
  });
  if (note.status !== 201) throw new Error(`note: ${note.status}`);
  if (options.closed) await server.call('POST', `/api/support/tickets/${id}/close`, { token: owner.token });
  return { id, attachment };
}

async function freshCanned(): Promise<string> {
  const res = await server.call('POST', '/api/support/canned-replies', {
    token: who.admin.token,
    body: { title: 'Matrix', body: 'Hello' },
  });
  return (res.body.reply as { id: string }).id;
}

const team = (status: number): Expected => ({
  anon: 401,
  member: 403,
  employer: 403,
  staff: status,
  admin: status,
});
const adminOnly = (status: number): Expected => ({
  anon: 401,
  member: 403,
  employer: 403,
  staff: 403,
  admin: status,
});

const ROWS: Row[] = [
  {
    route: 'GET /api/support/categories',
    call: async () => ({ path: '/api/support/categories' }),
    expect: { anon: 401, member: 200, employer: 200, staff: 200, admin: 200 },
  },
  {
    route: 'GET /api/support/tickets',
    call: async () => ({ path: '/api/support/tickets' }),
    expect: { anon: 401, member: 200, employer: 200, staff: 403, admin: 200 },
  },
  {
    route: 'POST /api/support/tickets',
    call: async () => ({
      path: '/api/support/tickets',
      body: { subject: 'New one', category_id: categoryId, description: 'Text' },
    }),
    expect: { anon: 401, member: 201, employer: 201, staff: 403, admin: 201 },
  },
  {
    route: 'GET /api/support/tickets/:id',
    call: async (owner) => ({ path: `/api/support/tickets/${(await freshTicket(owner)).id}` }),
    expect: { anon: 401, member: [200, 404], employer: [200, 404], staff: 200, admin: 200 },
  },
  {
    route: 'POST /api/support/tickets/:id/messages',
    call: async (owner) => ({
      path: `/api/support/tickets/${(await freshTicket(owner)).id}/messages`,
      body: { body: 'A reply' },
    }),
    expect: { anon: 401, member: [201, 404], employer: [201, 404], staff: 201, admin: 201 },
  },
  {
    route: 'POST /api/support/tickets/:id/close',
    call: async (owner) => ({ path: `/api/support/tickets/${(await freshTicket(owner)).id}/close` }),
    expect: { anon: 401, member: [200, 404], employer: [200, 404], staff: 403, admin: [200, 404] },
  },
  {
    route: 'POST /api/support/tickets/:id/reopen',
    call: async (owner) => ({
      path: `/api/support/tickets/${(await freshTicket(owner, { closed: true })).id}/reopen`,
    }),
    expect: { anon: 401, member: [200, 404], employer: [200, 404], staff: 403, admin: [200, 404] },
  },
  {
    route: 'PATCH /api/support/tickets/:id',
    call: async (owner) => ({
      path: `/api/support/tickets/${(await freshTicket(owner)).id}`,
      body: { priority: 'high' },
    }),
    expect: team(200),
  },
  {
    route: 'GET /api/support/queue',
    call: async () => ({ path: '/api/support/queue?q=Matrix' }),
    expect: team(200),
  },
  {
    route: 'GET /api/support/agents',
    call: async () => ({ path: '/api/support/agents' }),
    expect: team(200),
  },
  {
    // Not multipart: every caller allowed to upload gets as far as the 422 that says so.
    route: 'POST /api/support/attachments',
    call: async () => ({ path: '/api/support/attachments', body: {} }),
    expect: { anon: 401, member: 422, employer: 422, staff: 422, admin: 422 },
  },
  {
    route: 'GET /api/support/attachments/:id',
    call: async (owner) => ({ path: `/api/support/attachments/${(await freshTicket(owner)).attachment}` }),
    expect: { anon: 401, member: [200, 404], employer: [200, 404], staff: 200, admin: 200 },
  },
  {
    route: 'GET /api/support/canned-replies',
    call: async () => ({ path: '/api/support/canned-replies' }),
    expect: team(200),
  },
  {
    route: 'POST /api/support/canned-replies',
    call: async () => ({ path: '/api/support/canned-replies', body: { title: 'T', body: 'B' } }),
    expect: team(201),
  },
  {
    route: 'PUT /api/support/canned-replies/:id',
    call: async () => ({
      path: `/api/support/canned-replies/${await freshCanned()}`,
      body: { title: 'T', body: 'B' },
    }),
    expect: team(200),
  },
  {
    route: 'DELETE /api/support/canned-replies/:id',
    call: async () => ({ path: `/api/support/canned-replies/${await freshCanned()}` }),
    expect: team(200),
  },
  {
    route: 'GET /api/support/admin/categories',
    call: async () => ({ path: '/api/support/admin/categories' }),
    expect: adminOnly(200),
  },
  {
    route: 'POST /api/support/admin/categories',
    call: async () => ({ path: '/api/support/admin/categories', body: { name: 'Matrix category' } }),
    expect: adminOnly(201),
  },
  {
    route: 'PATCH /api/support/admin/categories/:id',
    call: async () => ({ path: `/api/support/admin/categories/${categoryId}`, body: { active: true } }),
    expect: adminOnly(200),
  },
  {
    route: 'GET /api/support/admin/targets',
    call: async () => ({ path: '/api/support/admin/targets' }),
    expect: adminOnly(200),
  },
  {
    route: 'PUT /api/support/admin/targets',
    call: async () => ({
      path: '/api/support/admin/targets',
      body: { targets: [{ plan: 'none', first_reply_hours: 48 }] },
    }),
    expect: adminOnly(200),
  },
];

beforeAll(async () => {
  ({ server, smtp } = await startSmtpTestServer());
  who.member = await actor(server, smtp, 'member', 'member@support-access.test');
  who.stranger = await actor(server, smtp, 'member', 'stranger@support-access.test');
  who.employer = await actor(server, smtp, 'employer', 'employer@support-access.test');
  who.staff = await actor(server, smtp, 'staff', 'staff@support-access.test');
  who.admin = await adminActor(server);
  const categories = await server.call('GET', '/api/support/categories', { token: who.member.token });
  categoryId = (categories.body.categories as Array<{ id: string }>)[0]!.id;
});

afterAll(async () => {
  await server.stop();
});

describe('support routes × roles', () => {
  it('has one row for every support route the server registers', () => {
    const registered = registeredRoutes(server, (url) => url.startsWith('/api/support'));
    expect(ROWS.map((r) => r.route).sort()).toEqual(registered);
  });

  it('answers each caller with the exact status, and never shows a requester an internal note', async () => {
    const mismatches: string[] = [];
    const leaks: string[] = [];
    for (const row of ROWS) {
      const method = row.route.split(' ')[0]!;
      for (const caller of CALLERS) {
        const expected = row.expect[caller];
        for (const stranger of caller === 'anon' || !Array.isArray(expected) ? [true] : [false, true]) {
          // Staff open no tickets: their calls are always on someone else's.
          const owner = stranger || caller === 'anon' ? who.stranger : who[caller];
          const { path, body } = await row.call(owner);
          const token = caller === 'anon' ? undefined : who[caller].token;
          const res = await server.call(method, path, {
            token,
            body: method === 'GET' || method === 'DELETE' ? undefined : (body ?? {}),
          });
          const want = Array.isArray(expected) ? expected[stranger ? 1 : 0] : expected;
          if (res.status !== want)
            mismatches.push(`${row.route} ${caller}${stranger ? ' (other’s)' : ''}: ${res.status} ≠ ${want}`);
          if ((caller === 'member' || caller === 'employer') && JSON.stringify(res.body).includes(NOTE))
            leaks.push(`${row.route} ${caller}${stranger ? ' (other’s)' : ''}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
    expect(leaks).toEqual([]);
  });

  it('shows the team the internal notes it writes, and the requester the rest of the conversation', async () => {
    const { id } = await freshTicket(who.member);
    const team = await server.call('GET', `/api/support/tickets/${id}`, { token: who.staff.token });
    expect(JSON.stringify(team.body)).toContain(NOTE);
    const own = await server.call('GET', `/api/support/tickets/${id}`, { token: who.member.token });
    expect(own.status).toBe(200);
    expect((own.body.ticket as { messages: unknown[] }).messages).toHaveLength(1);
    expect(JSON.stringify(own.body)).not.toContain(NOTE);
  });
});
