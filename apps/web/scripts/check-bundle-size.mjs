#!/usr/bin/env node
// Speed budget for the home page (spec: public pages load no dashboard code; issue 15: `/` needs at
// most 100 KB of gzipped JavaScript in at most 6 files, decisions 1003 and 1010). Reads Vite's manifest
// (build.manifest: true) and sums the gzip sizes of the entry chunk, the route chunks `/` needs and all
// their static imports, and counts the files.
//
//   node scripts/check-bundle-size.mjs [--dist dir] [--budget-kb 128] [--max-files 6] [--json]
//
// The message catalogs those routes load (build/route-catalogs.ts writes which) count too, in the
// language whose catalogs are larger: the budget holds in both (decision 360).
//
// Exit code 1 when over budget (size or files), when a member-area chunk is pulled in, or when zod is.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const BUDGET_KB = 100;
/** Files (JavaScript) `/` may need: the limit. */
export const MAX_FILES = 6;
/** The route modules the router loads for `/` (src/app/router.tsx). */
export const HOME_ROUTES = [
  'src/app/routes/root-layout.tsx',
  'src/app/routes/public-layout.tsx',
  'src/app/routes/home.tsx',
];
/** Chunks that belong to the signed-in area and must never load on a public page. */
export const MEMBER_AREA = /(dashboard|profile|plans|member-area)/i;
/** Markers of zod in built code; public pages use the zod-free MESSAGES instead. */
const ZOD_MARKERS = ['ZodError', '$ZodType'];

/**
 * @param {string} distDir the build output (holding .vite/manifest.json)
 * @param {string[]} routes manifest keys of the lazily loaded route modules to include
 */
export function measure(distDir, routes = HOME_ROUTES) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('No entry chunk in the manifest');
  const missing = routes.filter((route) => !manifest[route]);
  if (missing.length > 0) throw new Error(`Not in the manifest: ${missing.join(', ')}`);

  // The entry and the routes, then everything they import statically (never dynamic imports).
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const child of manifest[key].imports ?? []) visit(child);
  };
  visit(entryKey);
  routes.forEach(visit);

  const describe = (key) => {
    const item = manifest[key];
    const code = readFileSync(join(distDir, item.file));
    return {
      key,
      file: item.file,
      name: item.name ?? key,
      bytes: code.length,
      gzip: gzipSync(code).length,
      zod: ZOD_MARKERS.some((marker) => code.includes(marker)),
    };
  };
  // A chunk holding several lazily imported modules (route modules, catalogs) is one file, counted once.
  const files = new Set();
  const once = (chunk) => (files.has(chunk.file) ? false : (files.add(chunk.file), true));
  const chunks = [...seen].map(describe).filter(once);

  // The catalogs of `/` in each language: `common` and those of the routes (`shared` has no English
  // catalog: a shared text is its own translation); the larger language is counted.
  const routeCatalogs = JSON.parse(readFileSync(join(distDir, '.vite', 'route-catalogs.json'), 'utf8'));
  // `shared` too: the home page's contact form loads it after rendering (lazy-contact-form.tsx).
  const names = new Set(['common', 'shared', ...routes.flatMap((route) => routeCatalogs[route] ?? [])]);
  const catalogKey = (name, locale) =>
    name === 'common'
      ? `src/locales/${locale}.po`
      : name === 'shared'
        ? `../../packages/shared/src/i18n/catalogs/${locale}.ts`
        : `src/features/${name}/locales/${locale}.po`;
  const catalogsIn = (locale) =>
    [...names]
      .filter((name) => !(name === 'shared' && locale === 'en'))
      .map((name) => catalogKey(name, locale))
      .filter((key) => manifest[key])
      .map(describe);
  const byLocale = ['en', 'vi'].map((locale) => ({ locale, catalogs: catalogsIn(locale) }));
  const catalogGzip = ({ catalogs }) => catalogs.reduce((sum, chunk) => sum + chunk.gzip, 0);
  const counted = byLocale.reduce((a, b) => (catalogGzip(b) > catalogGzip(a) ? b : a));
  for (const chunk of counted.catalogs.filter(once))
    chunks.push({ ...chunk, name: `${chunk.name} (${counted.locale} catalog)` });

  // Deferred code `/` loads after rendering (lazy imports inside these chunks, e.g. the decorative
  // canvas and the below-the-fold contact form), with their static imports: reported, not budgeted.
  const routeModules = new Set(manifest[entryKey].dynamicImports ?? []);
  const deferred = new Set();
  const visitDeferred = (key) => {
    // Catalogs are counted above (the ones `/` loads) or belong to other pages.
    if (
      seen.has(key) ||
      deferred.has(key) ||
      files.has(manifest[key].file) ||
      /\/(locales|catalogs)\/[a-z]+\.(po|ts)$/.test(key)
    )
      return;
    deferred.add(key);
    for (const child of manifest[key].imports ?? []) visitDeferred(child);
  };
  for (const key of seen) {
    if (key === entryKey) continue;
    for (const lazy of manifest[key].dynamicImports ?? []) if (!routeModules.has(lazy)) visitDeferred(lazy);
  }
  const deferredChunks = [...deferred].map(describe).filter(once);
  const deferredGzip = deferredChunks.reduce((sum, chunk) => sum + chunk.gzip, 0);
  chunks.sort((a, b) => b.gzip - a.gzip);
  // The budget holds for everything `/` loads, before and after rendering (decision 1012).
  const all = [...chunks, ...deferredChunks];
  const totalGzip = all.reduce((sum, chunk) => sum + chunk.gzip, 0);
  const memberChunks = all.filter((chunk) => MEMBER_AREA.test(chunk.key) || MEMBER_AREA.test(chunk.file));
  return {
    chunks,
    catalogLocale: counted.locale,
    totalGzip,
    totalKb: totalGzip / 1000,
    fileCount: all.length,
    deferredChunks,
    deferredKb: deferredGzip / 1000,
    memberChunks: memberChunks.map((chunk) => chunk.file),
    zodChunks: all.filter((chunk) => chunk.zod).map((chunk) => chunk.file),
  };
}

function main(argv) {
  const arg = (name) => {
    const i = argv.indexOf(name);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const here = dirname(fileURLToPath(import.meta.url));
  const distDir = resolve(arg('--dist') ?? join(here, '..', 'dist'));
  const budgetKb = Number(arg('--budget-kb') ?? BUDGET_KB);
  const maxFiles = Number(arg('--max-files') ?? MAX_FILES);
  const result = measure(distDir);
  const ok =
    result.totalKb <= budgetKb &&
    result.fileCount <= maxFiles &&
    result.memberChunks.length === 0 &&
    result.zodChunks.length === 0;

  if (argv.includes('--json')) {
    process.stdout.write(`${JSON.stringify({ ...result, budgetKb, maxFiles, ok })}\n`);
  } else {
    for (const chunk of result.chunks) {
      console.log(`${(chunk.gzip / 1000).toFixed(2).padStart(8)} kB  ${chunk.file}`);
    }
    for (const chunk of result.deferredChunks) {
      console.log(`${(chunk.gzip / 1000).toFixed(2).padStart(8)} kB  ${chunk.file} (after rendering)`);
    }
    console.log(
      `${result.totalKb.toFixed(2).padStart(8)} kB  total gzipped JavaScript for / in ${result.fileCount} files, ${result.deferredKb.toFixed(2)} kB of it after rendering (budget ${budgetKb} kB, ${maxFiles} files)`,
    );
    if (result.memberChunks.length)
      console.error(`Member-area chunks on /: ${result.memberChunks.join(', ')}`);
    if (result.zodChunks.length) console.error(`zod on /: ${result.zodChunks.join(', ')}`);
    console.log(ok ? 'OK' : 'FAILED');
  }
  return ok ? 0 : 1;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
