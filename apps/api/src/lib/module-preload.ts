import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Locale } from '@app/shared';

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean };

/** The public pages' route modules (apps/web/src/app/router.tsx), by address. */
const PAGE_MODULES: Array<[RegExp, string]> = [
  [/^\/$/, 'home'],
  [/^\/about$/, 'about'],
  [/^\/projects$/, 'projects'],
  [/^\/team$/, 'team'],
  [/^\/blog(?:\/[^/]+)?$/, 'blog'],
  [/^\/resources(?:\/[^/]+)?$/, 'resources'],
  [/^\/contact$/, 'contact'],
  [/^\/jobs$/, 'jobs'],
  [/^\/jobs\/[^/]+$/, 'job-detail'],
  [/^\/login$/, 'login'],
  [/^\/register$/, 'register'],
  [/^\/forgot-password$/, 'forgot-password'],
];
const LAYOUTS = ['src/app/routes/root-layout.tsx', 'src/app/routes/public-layout.tsx'];

const link = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}" />`;

/**
 * `<link rel="modulepreload">` tags from the web build's manifest (decision 1003): the build writes none itself
 * (no preload helper in the bundle), so the server names what a page needs. Every page gets the entry's static
 * imports; a rendered public page also its layouts' and page's chunks with their imports, and its message catalogs
 * in its language, so the browser fetches them all at once instead of one level of imports after another.
 */
export function modulePreloads(webRoot: string): {
  entry: string;
  page(urlPath: string, locale: Locale): string;
} {
  const manifestFile = path.join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) return { entry: '', page: () => '' };
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>;
  const catalogsFile = path.join(webRoot, '.vite', 'route-catalogs.json');
  const routeCatalogs = existsSync(catalogsFile)
    ? (JSON.parse(readFileSync(catalogsFile, 'utf8')) as Record<string, string[]>)
    : {};

  const closure = (keys: string[], into: Set<string>) => {
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || into.has(chunk.file)) return;
      into.add(chunk.file);
      chunk.imports?.forEach(visit);
    };
    keys.forEach(visit);
    return into;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  const entryFiles = entryKey ? closure([entryKey], new Set()) : new Set<string>();
  const entryFile = entryKey ? manifest[entryKey]!.file : '';
  const entry = [...entryFiles]
    .filter((file) => file !== entryFile)
    .map(link)
    .join('\n    ');

  const catalogKey = (name: string, locale: Locale) =>
    name === 'common'
      ? `src/locales/${locale}.po`
      : name === 'shared'
        ? `../../packages/shared/src/i18n/catalogs/${locale}.ts`
        : `src/features/${name}/locales/${locale}.po`;

  const cache = new Map<string, string>();
  return {
    entry,
    page(urlPath, locale) {
      const name = PAGE_MODULES.find(([pattern]) => pattern.test(urlPath))?.[1];
      if (!name) return '';
      const cacheKey = `${locale} ${name}`;
      const hit = cache.get(cacheKey);
      if (hit !== undefined) return hit;
      const modules = [...LAYOUTS, `src/app/routes/${name}.tsx`];
      const files = closure(modules, new Set());
      const catalogs = new Set(modules.flatMap((module) => routeCatalogs[module] ?? []));
      for (const catalog of catalogs) {
        if (catalog === 'shared' && locale === 'en') continue;
        closure([catalogKey(catalog, locale)], files);
      }
      const tags = [...files]
        .filter((file) => !entryFiles.has(file))
        .map(link)
        .join('\n    ');
      cache.set(cacheKey, tags);
      return tags;
    },
  };
}
