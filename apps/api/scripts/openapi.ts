// Writes the API's OpenAPI document without listening (CI lints it with @redocly/cli, decision 523).
// tsx scripts/openapi.ts [out-file]; default: openapi.json in the current directory.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_LIMITS } from '../src/config';
import { createServer } from '../src/server';

const out = path.resolve(process.argv[2] ?? 'openapi.json');
const dataDir = mkdtempSync(path.join(tmpdir(), 'dottrip-openapi-'));
const server = await createServer(
  {
    port: 0,
    appUrl: 'http://localhost:3000',
    dataDir,
    jwtSecret: 'openapi-document-only-secret-0123456789abcdef',
    mailFrom: 'DotTrip <no-reply@example.com>',
    contactInbox: 'inbox@example.com',
    admin: { email: 'admin@example.com' },
    logLevel: 'silent',
    limits: DEFAULT_LIMITS,
  },
  { inMemory: true },
);
try {
  await server.app.ready();
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(server.app.swagger(), null, 2)}\n`);
  console.log(`wrote ${out}`);
} finally {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
}
