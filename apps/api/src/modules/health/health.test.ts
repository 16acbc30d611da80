import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from '../../../test/harness';
import type { TestServer } from '../../../test/harness';
import { version } from '../../version';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});

afterAll(async () => {
  await server.stop();
});

describe('GET /api/health', () => {
  it('answers 200 with status, database, version and uptime', async () => {
    const reply = await server.call('GET', '/api/health');
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body).sort()).toEqual(['database', 'status', 'uptime', 'version']);
    expect(reply.body).toMatchObject({ status: 'ok', database: 'ok', version });
    expect(version).toMatch(/^\d+\.\d+\.\d+/);
    expect(typeof reply.body.uptime).toBe('number');
    expect(reply.body.uptime as number).toBeGreaterThanOrEqual(0);
    expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('answers 503 with database "error" within a second of the database failing', async () => {
    await server.ctx.database.close();
    // A ping that succeeded less than a second ago still stands (decision 512); then the failure shows.
    await expect
      .poll(async () => (await server.call('GET', '/api/health')).status, { timeout: 3_000 })
      .toBe(503);
    const reply = await server.call('GET', '/api/health');
    expect(reply.status).toBe(503);
    expect(reply.body).toMatchObject({ status: 'error', database: 'error', version });
    expect(typeof reply.body.uptime).toBe('number');
  });
});
