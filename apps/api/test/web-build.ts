import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const webDir = fileURLToPath(new URL('../../web', import.meta.url));

/** Newest modification time under `file` (files and folders), ignoring tests. */
function newest(file: string): number {
  const stat = statSync(file);
  if (!stat.isDirectory()) return /\.test\.tsx?$/.test(file) ? 0 : stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(file).map((name) => newest(path.join(file, name))));
}

/** apps/web's dist and dist-ssr are usable when the pre-rendered pages are newer than every input of the build. */
function buildIsFresh(): boolean {
  const marker = path.join(webDir, 'dist-ssr', 'pages', 'pages.json');
  if (!existsSync(marker) || !existsSync(path.join(webDir, 'dist', 'index.html'))) return false;
  const built = statSync(marker).mtimeMs;
  return ['src', 'index.html', 'vite.config.ts', 'package.json', 'public', '../../packages/shared/src'].every(
    (input) => newest(path.join(webDir, input)) <= built,
  );
}

/** The environment without what the test runner adds, which would otherwise give a development build. */
function buildEnv(): NodeJS.ProcessEnv {
  const runnerKeys = /^(VITEST.*|TEST|NODE_ENV|MODE|DEV|PROD|SSR|BASE_URL)$/;
  const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !runnerKeys.test(key)));
  return { ...env, NODE_ENV: 'production' };
}

/**
 * The web build with its server renderer (apps/web/dist and dist-ssr): the repository's own when it is up to date,
 * else built into a temporary folder (about a minute). Returns the web root and a cleanup.
 */
export function webBuild(): { webRoot: string; cleanup(): void } {
  if (buildIsFresh()) return { webRoot: path.join(webDir, 'dist'), cleanup: () => undefined };
  const dir = mkdtempSync(path.join(tmpdir(), 'dottrip-web-build-'));
  const vite = path.join(
    path.dirname(createRequire(path.join(webDir, 'package.json')).resolve('vite/package.json')),
    'bin',
    'vite.js',
  );
  const run = (args: string[]) => {
    const result = spawnSync(process.execPath, args, { cwd: webDir, encoding: 'utf8', env: buildEnv() });
    if (result.status !== 0) throw new Error(`${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  };
  run([vite, 'build', '--outDir', path.join(dir, 'dist'), '--emptyOutDir', '--logLevel', 'error']);
  run([
    vite,
    'build',
    '--ssr',
    'src/entry-server.tsx',
    '--outDir',
    path.join(dir, 'dist-ssr'),
    '--emptyOutDir',
    '--logLevel',
    'error',
  ]);
  run(['scripts/prerender.mjs', '--dir', path.join(dir, 'dist-ssr')]);
  return { webRoot: path.join(dir, 'dist'), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}
