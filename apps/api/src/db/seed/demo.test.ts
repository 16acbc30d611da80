import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../test/harness';
import type { TestServer } from '../../../test/harness';
import { seedDemo } from './demo';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.stop();
});

describe('seed:demo', () => {
  it('fills a demo once, prints passwords once, and is idempotent', async () => {
    const first = await seedDemo(server.ctx.db, { ...server.ctx.config, password: 'DemoPass123' });
    expect(first).toMatchObject({ newJobs: 14, newApplications: 10 });
    expect(first.accounts).toHaveLength(9);
    const second = await seedDemo(server.ctx.db, server.ctx.config);
    expect(second).toEqual({ newJobs: 0, newApplications: 0, accounts: [] });

    const board = await server.call('GET', '/api/jobs?pageSize=50');
    expect(board.body.total).toBe(13);
    const jobs = board.body.jobs as Array<{ company: string; is_featured: boolean }>;
    expect(jobs.map((j) => j.company)).toEqual(expect.arrayContaining(['FPT Software', 'Tiki', 'MoMo']));
    expect(jobs[0]!.is_featured).toBe(true);
  });

  it('signs the demo accounts in, with the pipeline filled for the employer and the member', async () => {
    const login = async (email: string) => {
      const res = await server.call('POST', '/api/auth/login', { body: { email, password: 'DemoPass123' } });
      expect(res.status, email).toBe(200);
      return res.body.access_token as string;
    };
    const employer = await login('hr@fpt.demo.dottrip.vn');
    const apps = await server.call('GET', '/api/applications?pageSize=50', { token: employer });
    expect(apps.body.total).toBe(5);
    const interviews = await server.call('GET', '/api/interviews', { token: employer });
    expect((interviews.body.interviews as unknown[]).length).toBeGreaterThan(0);
    const staff = await login('staff@demo.dottrip.vn');
    expect((await server.call('GET', '/api/applications?pageSize=50', { token: staff })).body.total).toBe(10);
    const member = await login('an.nguyen@demo.dottrip.vn');
    const mine = await server.call('GET', '/api/me/applications', { token: member });
    expect((mine.body.applications as Array<{ stage: string }>).map((a) => a.stage).sort()).toEqual([
      'interview',
      'withdrawn',
    ]);
  });

  it('dates each application’s last change at its last stage move, as the board counts the days in a stage', async () => {
    const login = await server.call('POST', '/api/auth/login', {
      body: { email: 'staff@demo.dottrip.vn', password: 'DemoPass123' },
    });
    const token = login.body.access_token as string;
    const list = await server.call('GET', '/api/applications?pageSize=50', { token });
    const ids = (list.body.applications as Array<{ id: string }>).map((a) => a.id);
    expect(ids).toHaveLength(10);
    for (const id of ids) {
      const one = await server.call('GET', `/api/applications/${id}`, { token });
      const application = one.body.application as { updated_at: string; history: Array<{ at: string }> };
      // The board's "N days in this stage" reads updated_at: the demo's must be when the stage was entered.
      expect(application.updated_at, id).toBe(application.history.at(-1)!.at);
    }
  });
});
