import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './harness';
import type { TestServer } from './harness';
import { actor, adminActor } from './recruitment';
import type { Actor } from './recruitment';
import { startSmtpPeer } from './smtp-peer';
import type { SmtpPeer } from './smtp-peer';

/** Every recruitment route, its declared access, and a body that passes the route's own parsing. */
type Access = 'public' | 'authenticated' | 'permission';
const ID = '00000000-0000-4000-8000-000000000000';
const ROUTES: Array<{ method: string; url: string; access: Access; body?: unknown }> = [
  { method: 'GET', url: '/api/jobs', access: 'public' },
  { method: 'GET', url: `/api/jobs/${ID}`, access: 'public' },
  { method: 'GET', url: '/api/me/saved-jobs', access: 'authenticated' },
  { method: 'PUT', url: `/api/me/saved-jobs/${ID}`, access: 'authenticated' },
  { method: 'DELETE', url: `/api/me/saved-jobs/${ID}`, access: 'authenticated' },
  { method: 'GET', url: '/api/me/candidate-profile', access: 'authenticated' },
  { method: 'PUT', url: '/api/me/candidate-profile', access: 'authenticated', body: {} },
  { method: 'POST', url: '/api/me/cvs', access: 'authenticated', body: {} },
  { method: 'GET', url: '/api/me/cvs', access: 'authenticated' },
  { method: 'GET', url: `/api/cvs/${ID}`, access: 'authenticated' },
  { method: 'POST', url: `/api/jobs/${ID}/applications`, access: 'authenticated', body: {} },
  { method: 'GET', url: '/api/me/applications', access: 'authenticated' },
  { method: 'GET', url: `/api/me/applications/${ID}`, access: 'authenticated' },
  { method: 'POST', url: `/api/me/applications/${ID}/withdraw`, access: 'authenticated', body: {} },
  { method: 'GET', url: '/api/employer/company', access: 'permission' },
  { method: 'PUT', url: '/api/employer/company', access: 'permission', body: { name: 'Co' } },
  { method: 'GET', url: '/api/manage/jobs', access: 'permission' },
  { method: 'GET', url: `/api/manage/jobs/${ID}`, access: 'permission' },
  { method: 'POST', url: '/api/jobs', access: 'permission', body: {} },
  { method: 'PUT', url: `/api/jobs/${ID}`, access: 'permission', body: {} },
  { method: 'POST', url: `/api/jobs/${ID}/publish`, access: 'permission' },
  { method: 'POST', url: `/api/jobs/${ID}/close`, access: 'permission' },
  { method: 'POST', url: `/api/jobs/${ID}/reopen`, access: 'permission' },
  { method: 'POST', url: `/api/jobs/${ID}/duplicate`, access: 'permission' },
  { method: 'GET', url: `/api/jobs/${ID}/board`, access: 'permission' },
  { method: 'GET', url: '/api/applications', access: 'permission' },
  { method: 'GET', url: `/api/applications/${ID}`, access: 'permission' },
  { method: 'POST', url: `/api/applications/${ID}/move`, access: 'permission', body: { stage: 'screening' } },
  {
    method: 'POST',
    url: '/api/applications/bulk',
    access: 'permission',
    body: { ids: [ID], action: 'move', stage: 'offer' },
  },
  { method: 'PATCH', url: `/api/applications/${ID}/rating`, access: 'permission', body: { rating: 3 } },
  { method: 'GET', url: `/api/applications/${ID}/notes`, access: 'permission' },
  { method: 'POST', url: `/api/applications/${ID}/notes`, access: 'permission', body: { body: 'x' } },
  { method: 'POST', url: `/api/applications/${ID}/interviews`, access: 'permission', body: {} },
  { method: 'GET', url: '/api/interviews', access: 'permission' },
  { method: 'GET', url: `/api/interviews/${ID}`, access: 'permission' },
  { method: 'PUT', url: `/api/interviews/${ID}`, access: 'permission', body: {} },
  { method: 'POST', url: `/api/interviews/${ID}/cancel`, access: 'permission' },
  {
    method: 'PUT',
    url: `/api/interviews/${ID}/feedback`,
    access: 'permission',
    body: { score: 3, recommendation: 'yes' },
  },
  { method: 'GET', url: '/api/candidates', access: 'permission' },
  { method: 'GET', url: '/api/candidates/unlocks', access: 'permission' },
  { method: 'GET', url: `/api/candidates/${ID}`, access: 'permission' },
  { method: 'POST', url: '/api/candidates', access: 'permission', body: { name: 'Sourced Person' } },
  { method: 'POST', url: `/api/candidates/${ID}/merge`, access: 'permission', body: { otherId: ID } },
  { method: 'POST', url: `/api/candidates/${ID}/unlock`, access: 'permission' },
];

/** Refusals that are the rule of the route itself, not of its access declaration. */
const BY_DESIGN: Record<string, string[]> = {
  employer: [`POST /api/jobs/${ID}/applications`, 'POST /api/candidates', `POST /api/candidates/${ID}/merge`],
  staff: [`POST /api/jobs/${ID}/applications`],
  admin: [`POST /api/jobs/${ID}/applications`],
};

let smtp: SmtpPeer;
let server: TestServer;
const actors: Record<string, Actor> = {};

beforeAll(async () => {
  smtp = await startSmtpPeer();
  server = await startTestServer({ config: { smtpUrl: smtp.url } });
  actors.admin = await adminActor(server);
  actors.staff = await actor(server, smtp, 'staff', 'staff@matrix.test');
  actors.employer = await actor(server, smtp, 'employer', 'hr@matrix.test');
  actors.member = await actor(server, smtp, 'member', 'member@matrix.test');
});

afterAll(async () => {
  await server.stop();
  await smtp.stop();
});

describe('recruitment routes × roles', () => {
  it('lists only routes that exist', () => {
    for (const route of ROUTES) {
      const url = route.url.replaceAll(ID, ':id').replace(/\?.*$/, '');
      expect(server.app.hasRoute({ method: route.method as 'GET', url }), `${route.method} ${url}`).toBe(
        true,
      );
    }
  });

  it('answers anonymous callers 401 except on the public board', async () => {
    for (const route of ROUTES) {
      const res = await server.call(route.method, route.url, { body: route.body });
      if (route.access === 'public') expect(res.status, `${route.method} ${route.url}`).not.toBe(401);
      else expect(res.status, `${route.method} ${route.url}`).toBe(401);
      if (route.access !== 'public') expect(res.body.success, `${route.method} ${route.url}`).toBe(false);
    }
  });

  it('answers members 403 on every management route and lets them use their own', async () => {
    for (const route of ROUTES) {
      const res = await server.call(route.method, route.url, {
        token: actors.member!.token,
        body: route.body,
      });
      const label = `${route.method} ${route.url}`;
      if (route.access === 'permission') expect(res.status, label).toBe(403);
      else expect([401, 403], label).not.toContain(res.status);
    }
  });

  it('lets employers, staff and admin through every management route', async () => {
    for (const role of ['employer', 'staff', 'admin']) {
      for (const route of ROUTES) {
        const label = `${route.method} ${route.url}`;
        const res = await server.call(route.method, route.url, {
          token: actors[role]!.token,
          body: route.body,
        });
        expect(res.status, `${role} ${label}`).not.toBe(401);
        if (BY_DESIGN[role]?.includes(label)) expect(res.status, `${role} ${label}`).toBe(403);
        else expect(res.status, `${role} ${label}`).not.toBe(403);
        expect(res.status, `${role} ${label}`).toBeLessThan(500);
      }
    }
  });
});
