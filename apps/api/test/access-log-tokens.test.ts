import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { startTestServer } from './harness';

// In a file of its own: the logger's unit tests close their log files while their loggers' one-second flush still
// runs, which only stays harmless while that file ends within the second.
describe('the access log and invitation links', () => {
  it('keeps the address of an invitation page without its token, and every other address as it is', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line)) });
    const server = await startTestServer({ server: { logger: logger as FastifyBaseLogger } });
    try {
      const token = 'AbCdEf0123456789-live_invitation_token';
      await server.call('GET', `/invitation?token=${token}`);
      await server.call('GET', `/company-invitation?lang=vi&token=${token}#x`);
      await server.call('GET', '/api/jobs?q=token&page=2');
      const urls = lines.filter((l) => l.msg === 'request').map((l) => l.url);
      expect(JSON.stringify(lines)).not.toContain(token);
      expect(urls).toEqual([
        '/invitation?token=[redacted]',
        '/company-invitation?lang=vi&token=[redacted]',
        '/api/jobs?q=token&page=2',
      ]);
    } finally {
      await server.stop();
    }
  });
});
