import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

type Chunk = { file: string; gzip: number };
type Report = {
  ok: boolean;
  budgetKb: number;
  maxFiles: number;
  totalKb: number;
  totalGzip: number;
  fileCount: number;
  chunks: Chunk[];
  memberChunks: string[];
  zodChunks: string[];
  deferredKb: number;
  deferredChunks: Chunk[];
};

const webRoot = join(dirname(expect.getState().testPath!), '..');
const defaultDist = join(webRoot, 'dist');

/** Newest modification time under `path` (files and folders), ignoring tests. */
function newest(path: string): number {
  const stat = statSync(path);
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(path) ? 0 : stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newest(join(path, name))));
}

/** dist is usable when its manifest is newer than every input of the build. */
function distIsFresh(): boolean {
  try {
    const built = statSync(join(defaultDist, '.vite', 'manifest.json')).mtimeMs;
    const inputs = [
      'src',
      'build',
      'index.html',
      'vite.config.ts',
      'package.json',
      'public',
      '../../packages/shared/src',
    ];
    return inputs.every((input) => newest(join(webRoot, input)) <= built);
  } catch {
    return false;
  }
}

/**
 * The environment without what the test runner adds (NODE_ENV=test, MODE, DEV, PROD, …), which
 * would otherwise give a development build of React.
 */
function buildEnv(): NodeJS.ProcessEnv {
  const runnerKeys = /^(VITEST.*|TEST|NODE_ENV|MODE|DEV|PROD|SSR|BASE_URL)$/;
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !runnerKeys.test(key)));
  return { ...env, NODE_ENV: 'production' };
}

let tempDir: string | undefined;

let built: string | undefined;

function distForTest(): string {
  built ??= freshDist();
  return built;
}

function freshDist(): string {
  if (distIsFresh()) return defaultDist;
  tempDir = mkdtempSync(join(tmpdir(), 'web-bundle-'));
  const vite = join(
    dirname(createRequire(join(webRoot, 'package.json')).resolve('vite/package.json')),
    'bin',
    'vite.js',
  );
  const build = spawnSync(
    process.execPath,
    [vite, 'build', '--outDir', tempDir, '--emptyOutDir', '--logLevel', 'error'],
    { cwd: webRoot, encoding: 'utf8', env: buildEnv() },
  );
  if (build.status !== 0) throw new Error(`vite build failed:\n${build.stdout}\n${build.stderr}`);
  return tempDir;
}

afterAll(() => {
  if (tempDir) rmSync(tempDir, { recursive: true, force: true });
});

const check = (dist: string, ...args: string[]) =>
  spawnSync(
    process.execPath,
    [join(webRoot, 'scripts', 'check-bundle-size.mjs'), '--dist', dist, '--json', ...args],
    {
      encoding: 'utf8',
    },
  );

describe('speed budget for /', () => {
  it('loads at most 100 KB of gzipped JavaScript in at most 6 files with its catalogs and what it loads after rendering, with no member-area chunk and no zod', () => {
    const run = check(distForTest());
    const report = JSON.parse(run.stdout) as Report;
    const files = [...report.chunks, ...report.deferredChunks].map((chunk) => chunk.file);

    // Issue 15's budget, on Preact's compat layer (decision 1012).
    expect(report.budgetKb).toBe(100);
    expect(report.totalKb).toBeLessThanOrEqual(100);
    expect(report.totalGzip).toBe(
      [...report.chunks, ...report.deferredChunks].reduce((sum, chunk) => sum + chunk.gzip, 0),
    );
    expect(report.maxFiles).toBe(6);
    expect(report.fileCount).toBeLessThanOrEqual(6);
    expect(new Set(files).size).toBe(files.length);
    expect(report.memberChunks).toEqual([]);
    expect(files.filter((file) => /dashboard|profile|plans|member-area/.test(file))).toEqual([]);
    expect(report.zodChunks).toEqual([]);
    // The entry, the chunk of the public frame and home page and the deferred chunk (build/public-chunks.ts)
    // are counted, with the catalogs of `/` in one language.
    for (const name of ['index', 'public', 'deferred']) {
      expect(files.some((file) => file.startsWith(`assets/${name}-`))).toBe(true);
    }
    expect(files.filter((file) => file.startsWith('assets/catalogs-'))).toHaveLength(1);
    expect(report.ok).toBe(true);
    expect(run.status).toBe(0);
  }, 120_000);

  it('fails (exit code 1) when over budget', () => {
    const run = check(distForTest(), '--budget-kb', '50');
    expect(JSON.parse(run.stdout)).toMatchObject({ ok: false, budgetKb: 50 });
    expect(run.status).toBe(1);
  }, 120_000);

  it('fails (exit code 1) when `/` needs more files than allowed', () => {
    const run = check(distForTest(), '--max-files', '2');
    expect(JSON.parse(run.stdout)).toMatchObject({ ok: false, maxFiles: 2 });
    expect(run.status).toBe(1);
  }, 120_000);
});
