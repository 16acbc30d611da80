import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

const LAZY_ROUTE = /lazy: \(\) => import\('(\.\/routes\/[a-z0-9-]+)'\)/g;
// Static imports only: a lazily loaded component loads its own catalogs with its chunk (lazy-contact-form.tsx).
const IMPORT = /from\s+'([^']+)'/g;
/** Shows packages/shared's messages (validation) through translateText: the page needs the `shared` catalog. */
const SHOWS_SHARED = /\btranslateText\b|\berrorMessage\(/;

/** The catalog a source file's messages are extracted to (mirrors lingui.config.ts). */
function catalogOf(srcDir: string, file: string): string {
  const path = relative(srcDir, file).split('\\').join('/');
  const site = /^features\/site\/([^/]+)\//.exec(path);
  if (site) return `site/${site[1]}`;
  const feature = /^features\/([^/]+)\//.exec(path);
  return feature ? feature[1]! : 'common';
}

function catalogDir(srcDir: string, name: string): string {
  return name === 'common' ? srcDir : join(srcDir, 'features', name);
}

function resolveImport(srcDir: string, from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = join(srcDir, specifier.slice(2));
  else if (specifier.startsWith('.')) base = resolve(dirname(from), specifier);
  else return undefined;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    join(base, 'index.ts'),
    join(base, 'index.tsx'),
  ]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  return undefined;
}

/**
 * Adds to each lazy route of the router files the message catalogs its page can show: those of
 * every source file the route module reaches through static imports, and packages/shared's when one of
 * them shows its messages, loaded together with its chunk in the active language. Catalogs without
 * messages are left out (decision 360).
 */
export function routeCatalogs(): Plugin {
  let srcDir = '';
  /** Route module (relative to the app's root) → its catalogs, written for the bundle-size check. */
  const table: Record<string, string[]> = {};
  return {
    name: 'route-catalogs',
    enforce: 'pre',
    configResolved(config) {
      srcDir = join(config.root, 'src');
    },
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (!/\/src\/app\/(router|member-routes)\.tsx$/.test(file) || !code.includes('lazy: () => import('))
        return null;
      const catalogsFor = (routeModule: string): string[] => {
        const seen = new Set<string>();
        const names = new Set<string>(['common']);
        const visit = (path: string) => {
          if (seen.has(path)) return;
          seen.add(path);
          this.addWatchFile(path);
          names.add(catalogOf(srcDir, path));
          const source = readFileSync(path, 'utf8');
          if (/\/src\/(?:features|components)\//.test(path) && SHOWS_SHARED.test(source)) names.add('shared');
          for (const match of source.matchAll(IMPORT)) {
            const next = resolveImport(srcDir, path, match[1]!);
            if (next && !/\.test\.tsx?$/.test(next)) visit(next);
          }
        };
        const start = resolveImport(srcDir, file, routeModule);
        if (start) visit(start);
        const list = [...names]
          .filter((name) => {
            if (name === 'shared') return true;
            const po = join(catalogDir(srcDir, name), 'locales', 'en.po');
            return existsSync(po) && /^msgid "[^"]/m.test(readFileSync(po, 'utf8'));
          })
          .sort();
        if (start) table[relative(dirname(srcDir), start).split('\\').join('/')] = list;
        return list;
      };
      const transformed = code.replace(
        LAZY_ROUTE,
        (_, routeModule: string) =>
          `lazy: __withCatalogs(${JSON.stringify(catalogsFor(routeModule))}, () => import('${routeModule}'))`,
      );
      return {
        code: `import { withCatalogs as __withCatalogs } from '@/lib/i18n/catalogs';\n${transformed}`,
        map: null,
      };
    },
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: '.vite/route-catalogs.json',
        source: `${JSON.stringify(table, null, 2)}\n`,
      });
    },
  };
}
