import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpTestServer } from '../../../test/harness';
import type { TestServer } from '../../../test/harness';
import { actor, adminActor, applicant, employerWithJob } from '../../../test/recruitment';
import type { Actor } from '../../../test/recruitment';
import type { SmtpPeer } from '../../../test/smtp-peer';

let smtp: SmtpPeer;
let server: TestServer;
let admin: Actor;
let staff: Actor;
let employer: Actor;
let rival: Actor;
let jobId: string;
let rivalJobId: string;
let an: Actor & { applicationId: string };
let binh: Actor & { applicationId: string };
let chi: Actor & { applicationId: string };
let rivalApp: Actor & { applicationId: string };

type Card = { id: string; stage: string; candidate: { name: string } };
type Column = { stage: string; total: number; applications: Card[] };
type App = {
  id: string;
  stage: string;
  rating: number | null;
  rejection_reason: string | null;
  candidate: { email: string | null };
  history: Array<{ from: string | null; to: string; by: { id: string } | null; reason: string | null }>;
};

beforeAll(async () => {
  ({ server, smtp } = await startSmtpTestServer());
  admin = await adminActor(server);
  staff = await actor(server, smtp, 'staff', 'staff@pipe.test');
  ({ employer, jobId } = await employerWithJob(server, smtp, 'hr@pipe.test', 'Viettel Digital'));
  ({ employer: rival, jobId: rivalJobId } = await employerWithJob(
    server,
    smtp,
    'hr@rival-pipe.test',
    'VNPT',
  ));
  an = await applicant(server, smtp, 'an@pipe.test', jobId, 'Nguyễn An');
  binh = await applicant(server, smtp, 'binh@pipe.test', jobId, 'Lê Bình');
  chi = await applicant(server, smtp, 'chi@pipe.test', jobId, 'Phạm Chi');
  rivalApp = await applicant(server, smtp, 'dung@pipe.test', rivalJobId, 'Đỗ Dũng');
});

afterAll(async () => {
  await server.stop();
});

describe('board and list', () => {
  it('groups the posting’s applications by stage in pipeline order', async () => {
    const res = await server.call('GET', `/api/jobs/${jobId}/board`, { token: employer.token });
    expect(res.status).toBe(200);
    const columns = res.body.columns as Column[];
    expect(columns.map((c) => c.stage)).toEqual([
      'applied',
      'screening',
      'interview',
      'offer',
      'hired',
      'rejected',
      'withdrawn',
    ]);
    expect(columns[0]!.total).toBe(3);
    expect(columns[0]!.applications.map((a) => a.candidate.name)).toEqual([
      'Phạm Chi',
      'Lê Bình',
      'Nguyễn An',
    ]);
    const limited = await server.call('GET', `/api/jobs/${jobId}/board?perStage=1`, { token: staff.token });
    expect((limited.body.columns as Column[])[0]).toMatchObject({ total: 3 });
    expect((limited.body.columns as Column[])[0]!.applications).toHaveLength(1);
  });

  it('lists with filters, scoped to the caller', async () => {
    const mine = await server.call('GET', '/api/applications', { token: employer.token });
    expect(mine.body.total).toBe(3);
    const all = await server.call('GET', '/api/applications', { token: admin.token });
    expect(all.body.total).toBe(4);
    const q = await server.call('GET', '/api/applications?q=nguyen', { token: staff.token });
    expect((q.body.applications as Card[]).map((a) => a.id)).toEqual([an.applicationId]);
    const byJob = await server.call('GET', `/api/applications?job_id=${rivalJobId}`, {
      token: employer.token,
    });
    expect(byJob.body.total).toBe(0);
    const byStage = await server.call('GET', '/api/applications?stage=hired', { token: staff.token });
    expect(byStage.body.total).toBe(0);
  });

  it('refuses members and anonymous callers', async () => {
    for (const url of [
      `/api/jobs/${jobId}/board`,
      '/api/applications',
      `/api/applications/${an.applicationId}`,
    ]) {
      expect((await server.call('GET', url, { token: an.token })).status).toBe(403);
      expect((await server.call('GET', url)).status).toBe(401);
    }
  });
});

describe('moving through the pipeline', () => {
  it('records every move with from, to, by, when and why, and mails the candidate', async () => {
    const screen = await server.call('POST', `/api/applications/${an.applicationId}/move`, {
      token: employer.token,
      body: { stage: 'screening' },
    });
    expect(screen.status).toBe(200);
    expect((screen.body.application as App).stage).toBe('screening');
    await smtp.waitFor(an.email, (m) => m.text.includes('now reviewing your application'));
    const again = await server.call('POST', `/api/applications/${an.applicationId}/move`, {
      token: employer.token,
      body: { stage: 'screening' },
    });
    expect(again.status).toBe(409);
    // The stage by the name the board shows, in either language (a teammate moved it first, in another tab).
    expect(again.body.message).toBe('The application is already in Screening.');
    const againVi = await server.call('POST', `/api/applications/${an.applicationId}/move`, {
      token: employer.token,
      body: { stage: 'screening' },
      headers: { 'accept-language': 'vi' },
    });
    expect(againVi.body.message).toBe('Hồ sơ ứng tuyển đã ở vòng Sàng lọc hồ sơ.');
    const offer = await server.call('POST', `/api/applications/${an.applicationId}/move`, {
      token: staff.token,
      body: { stage: 'offer' },
    });
    const app = offer.body.application as App;
    expect(app.history.map((h) => [h.from, h.to])).toEqual([
      [null, 'applied'],
      ['applied', 'screening'],
      ['screening', 'offer'],
    ]);
    expect(app.history[1]!.by?.id).toBe(employer.userId);
    expect(app.history[2]!.by?.id).toBe(staff.userId);
    expect(app.candidate.email).toBe(an.email);

    const mine = await server.call('GET', '/api/me/applications', { token: an.token });
    const seen = (mine.body.applications as App[])[0]!;
    expect(seen.stage).toBe('offer');
    expect(seen.history.map((h) => h.to)).toEqual(['applied', 'screening', 'offer']);
    expect(seen.history[1]!.by).toBeNull();
  });

  it('rejects only with a reason, mails kindly and keeps the reason private', async () => {
    const noReason = await server.call('POST', `/api/applications/${binh.applicationId}/move`, {
      token: employer.token,
      body: { stage: 'rejected' },
    });
    expect(noReason.status).toBe(422);
    const rejected = await server.call('POST', `/api/applications/${binh.applicationId}/move`, {
      token: employer.token,
      body: { stage: 'rejected', reason: 'Not enough Go experience' },
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.application).toMatchObject({
      stage: 'rejected',
      rejection_reason: 'Not enough Go experience',
    });
    const mail = await smtp.waitFor(binh.email, (m) => m.text.includes('not to move forward'));
    expect(mail.text).not.toContain('Go experience');
    const mine = await server.call('GET', '/api/me/applications', { token: binh.token });
    const seen = (mine.body.applications as App[])[0]!;
    expect(seen.stage).toBe('rejected');
    expect(seen.history.every((h) => h.reason === null)).toBe(true);
    expect(JSON.stringify(seen)).not.toContain('Go experience');
  });

  it('refuses to move a withdrawn application and withdrawal as a target', async () => {
    await server.call('POST', `/api/me/applications/${chi.applicationId}/withdraw`, { token: chi.token });
    const res = await server.call('POST', `/api/applications/${chi.applicationId}/move`, {
      token: employer.token,
      body: { stage: 'screening' },
    });
    expect(res.status).toBe(409);
    const toWithdrawn = await server.call('POST', `/api/applications/${an.applicationId}/move`, {
      token: employer.token,
      body: { stage: 'withdrawn' },
    });
    expect(toWithdrawn.status).toBe(422);
  });

  it('moves and rejects in bulk, reporting each, tenant-checked', async () => {
    const res = await server.call('POST', '/api/applications/bulk', {
      token: employer.token,
      body: {
        ids: [an.applicationId, chi.applicationId, rivalApp.applicationId],
        action: 'move',
        stage: 'hired',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.updated).toBe(1);
    const results = res.body.results as Array<{ id: string; ok: boolean; message?: string }>;
    expect(results.find((r) => r.id === an.applicationId)?.ok).toBe(true);
    expect(results.find((r) => r.id === chi.applicationId)?.ok).toBe(false);
    expect(results.find((r) => r.id === rivalApp.applicationId)).toMatchObject({
      ok: false,
      message: 'This application does not exist.',
      code: 'NOT_FOUND',
    });
    const rivalView = await server.call('GET', `/api/applications/${rivalApp.applicationId}`, {
      token: rival.token,
    });
    expect((rivalView.body.application as App).stage).toBe('applied');

    const noReason = await server.call('POST', '/api/applications/bulk', {
      token: rival.token,
      body: { ids: [rivalApp.applicationId], action: 'reject' },
    });
    expect(noReason.status).toBe(422);
    const reject = await server.call('POST', '/api/applications/bulk', {
      token: rival.token,
      body: { ids: [rivalApp.applicationId], action: 'reject', reason: 'Position filled' },
    });
    expect(reject.body.updated).toBe(1);
    expect((await server.call('POST', '/api/applications/bulk', { token: an.token, body: {} })).status).toBe(
      403,
    );
  });
});

describe('rejected is final', () => {
  it('refuses to move a rejected application anywhere, for employers and staff alike', async () => {
    for (const [who, stage] of [
      [employer, 'applied'],
      [employer, 'screening'],
      [staff, 'hired'],
      [admin, 'offer'],
    ] as const) {
      const res = await server.call('POST', `/api/applications/${binh.applicationId}/move`, {
        token: who.token,
        body: { stage },
      });
      expect(res.status, stage).toBe(409);
      expect(res.body).toMatchObject({ success: false, code: 'REJECTED' });
      expect(res.body.message).toMatch(/rejected.*final/i);
    }
    const view = await server.call('GET', `/api/applications/${binh.applicationId}`, {
      token: employer.token,
    });
    expect(view.body.application).toMatchObject({
      stage: 'rejected',
      rejection_reason: 'Not enough Go experience',
    });
    expect((view.body.application as App).history.map((h) => h.to)).toEqual(['applied', 'rejected']);
  });

  it('reports a rejected application in a bulk move and still moves a hired one (an offer that fell through)', async () => {
    const res = await server.call('POST', '/api/applications/bulk', {
      token: employer.token,
      body: { ids: [binh.applicationId, an.applicationId], action: 'move', stage: 'offer' },
    });
    expect(res.status).toBe(200);
    expect(res.body.updated).toBe(1);
    const results = res.body.results as Array<{ id: string; ok: boolean; message?: string }>;
    expect(results.find((r) => r.id === an.applicationId)).toMatchObject({ ok: true });
    // The same code a move of that application alone answers with (decision 1186).
    expect(results.find((r) => r.id === binh.applicationId)).toMatchObject({
      ok: false,
      message: expect.stringMatching(/rejected.*final/i) as unknown as string,
      code: 'REJECTED',
    });
    const hiredAgain = await server.call('POST', `/api/applications/${an.applicationId}/move`, {
      token: employer.token,
      body: { stage: 'hired' },
    });
    expect(hiredAgain.status).toBe(200);
  });
});

describe('rating and private notes', () => {
  it('rates 1–5 and keeps notes for the hiring team only', async () => {
    const rated = await server.call('PATCH', `/api/applications/${an.applicationId}/rating`, {
      token: employer.token,
      body: { rating: 4 },
    });
    expect(rated.status).toBe(200);
    expect((rated.body.application as App).rating).toBe(4);
    expect(
      (
        await server.call('PATCH', `/api/applications/${an.applicationId}/rating`, {
          token: employer.token,
          body: { rating: 6 },
        })
      ).status,
    ).toBe(422);
    const note = await server.call('POST', `/api/applications/${an.applicationId}/notes`, {
      token: employer.token,
      body: { body: 'Strong portfolio; ask about team lead experience.' },
    });
    expect(note.status).toBe(201);
    server.clock.advance(1_000);
    await server.call('POST', `/api/applications/${an.applicationId}/notes`, {
      token: staff.token,
      body: { body: 'Agreed.' },
    });
    const notes = await server.call('GET', `/api/applications/${an.applicationId}/notes`, {
      token: admin.token,
    });
    expect(
      (notes.body.notes as Array<{ body: string; author: { id: string } }>).map((n) => n.author.id),
    ).toEqual([employer.userId, staff.userId]);
    expect(
      (
        await server.call('POST', `/api/applications/${an.applicationId}/notes`, {
          token: employer.token,
          body: { body: ' ' },
        })
      ).status,
    ).toBe(422);
    const mine = await server.call('GET', '/api/me/applications', { token: an.token });
    expect(JSON.stringify(mine.body)).not.toContain('Strong portfolio');
    expect(JSON.stringify(mine.body)).not.toContain('"rating"');
  });

  it('answers 404 to another employer on every application route', async () => {
    const id = an.applicationId;
    const calls: Array<[string, string, unknown?]> = [
      ['GET', `/api/jobs/${jobId}/board`],
      ['GET', `/api/applications/${id}`],
      ['POST', `/api/applications/${id}/move`, { stage: 'offer' }],
      ['PATCH', `/api/applications/${id}/rating`, { rating: 1 }],
      ['GET', `/api/applications/${id}/notes`],
      ['POST', `/api/applications/${id}/notes`, { body: 'peek' }],
    ];
    for (const [method, url, body] of calls) {
      const res = await server.call(method, url, { token: rival.token, body });
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(
        (await server.call(method, url, { token: an.token, body })).status,
        `${method} ${url} member`,
      ).toBe(403);
      expect((await server.call(method, url, { body })).status, `${method} ${url} anonymous`).toBe(401);
    }
    const list = await server.call('GET', '/api/applications', { token: rival.token });
    expect((list.body.applications as Card[]).map((a) => a.id)).toEqual([rivalApp.applicationId]);
  });
});
