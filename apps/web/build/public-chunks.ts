import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin, UserConfig } from 'vite';

/** The route modules every public page renders, and the home page (src/app/router.tsx). */
const PUBLIC_ROUTES = /\/src\/app\/routes\/(?:root-layout|public-layout|home)\.tsx$/;
/** The catalogs of the public frame (public-layout's: build/route-catalogs.ts), one chunk per language. */
const FRAME_CATALOGS =
  /\/src\/(?:locales|features\/(?:contact|site\/layout|site\/content|site\/home)\/locales)\/([a-z]+)\.po$/;

/**
 * Modules left to Rolldown's automatic splitting, with what they import: zod and the shared contract. The
 * public pages use few of their exports (tree-shaken), which a group would otherwise pull in whole.
 */
const NOT_GROUPED = /[\\/](?:node_modules[\\/]zod|packages[\\/]shared)[\\/]/;
/** The shared contract's modules (packages/shared). */
const SHARED = /[\\/]packages[\\/]shared[\\/]/;

/** Lingui's runtime message compiler (moo, @messageformat), used by packages/shared's i18n/text.ts. */
const RUNTIME_COMPILER =
  /[\\/](?:node_modules[\\/](?:moo|@messageformat|@lingui[\\/]message-utils)|packages[\\/]shared[\\/]src[\\/]i18n[\\/]text)[\\/.]/;

/**
 * The other server-rendered pages (apps/api/src/lib/module-preload.ts), by family: pages of a family share most of
 * their code (the sign-in forms, the job board's cards and filters, the site's content pages).
 */
const PAGE_FAMILIES: Array<[string, RegExp]> = [
  ['auth-pages', /\/src\/app\/routes\/(?:login|register|forgot-password)\.tsx$/],
  ['job-pages', /\/src\/app\/routes\/(?:jobs|job-detail)\.tsx$/],
  ['site-pages', /\/src\/app\/routes\/(?:about|projects|team|blog|resources|contact)\.tsx$/],
];
/** The group of modules that pages of several families import (buttons, fields, formatting). */
const PAGES_COMMON = 'pages-common';

/**
 * react-hook-form and its resolvers: the sign-in pages' forms and every dashboard form use them, so they are a chunk
 * of their own rather than part of the sign-in pages' (a dashboard page would otherwise load those pages' code).
 */
const FORMS = /[\\/]node_modules[\\/](?:react-hook-form|@hookform[\\/]resolvers)[\\/]/;

/** Lazily imported modules that are not deferred code: other pages and message catalogs. */
const NOT_DEFERRED = /\/src\/app\/routes\/|\.po$|[\\/]i18n[\\/]catalogs[\\/]/;

type ModuleInfo = {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
  isEntry: boolean;
} | null;

/**
 * Fewer, larger files for the home page (decision 1010): Rolldown's automatic splitting gave `/` 31 files,
 * most under 1 KB, each a request and a gzip stream of its own. Three groups:
 * - everything the entry needs statically, with the entry (`$initial`): React, React DOM, the router, Lingui;
 * - the public frame's and the home page's route modules with every module they import statically and the
 *   entry does not (header, footer, icons, shared site components): one `public` chunk that every public page
 *   needs anyway (the home page's own code, a few KB, comes with it);
 * - the frame's message catalogs (common, site layout, site content, contact), one chunk per language.
 * - what the public frame and the home page import lazily (contact form, particle canvas, web vitals, the contact
 *   outbox) with their static imports: one `deferred` chunk, loaded after the page is interactive (decision 1012);
 *   those that the other rendered pages import statically (shared messages, icons, the contact form) go to
 *   `public` instead (decision 1016).
 * - the other server-rendered pages by family (sign-in, job board, site content): each family's route modules with
 *   what they import statically and the frame does not, one chunk per family, and what several families import
 *   in one `pages-common` chunk (decision 1016).
 * Every other page stays its own chunk.
 *
 * A lazily imported module (route, catalog) inside a group chunk has no key of its own in Vite's manifest; the plugin adds one after the
 * build (the chunk's file and imports), so the server's modulepreload links (apps/api/src/lib/module-preload.ts)
 * and the bundle-size check (scripts/check-bundle-size.mjs) find it as before.
 */
export function publicChunks(): Plugin {
  let root = '';
  let ssr = false;
  /** Modules the public routes reach through static imports (computed when the module graph is complete). */
  const publicModules = new Set<string>();
  /** Modules the public routes reach only through lazy imports (not pages, not catalogs). */
  const deferredModules = new Set<string>();
  /** Modules the other rendered pages reach through static imports → their group (a family, or the common one). */
  const pageModules = new Map<string, string>();
  /** Lazily imported module in a group chunk (manifest key) → the chunk's file and the chunks it imports. */
  const grouped = new Map<
    string,
    { file: string; name: string; imports: string[]; dynamicImports: string[] }
  >();

  return {
    name: 'public-chunks',
    apply: 'build',
    config(_config, env): UserConfig | undefined {
      ssr = Boolean(env.isSsrBuild);
      if (ssr) return undefined;
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  {
                    name: 'index',
                    tags: ['$initial'],
                    // Reached through @app/shared's index but only run by signed-in pages (translateText of
                    // packages/shared/src/i18n/text.ts): left to automatic splitting, as before.
                    test: (id: string) => !RUNTIME_COMPILER.test(id),
                    includeDependenciesRecursively: false,
                    priority: 30,
                  },
                  {
                    name: (id: string) => {
                      const match = FRAME_CATALOGS.exec(id);
                      return match ? `catalogs-${match[1]}` : null;
                    },
                    test: FRAME_CATALOGS,
                    priority: 20,
                    includeDependenciesRecursively: false,
                  },
                  {
                    name: 'public',
                    test: (id: string) => publicModules.has(id),
                    includeDependenciesRecursively: false,
                    priority: 10,
                  },
                  {
                    name: 'forms',
                    test: FORMS,
                    includeDependenciesRecursively: false,
                    priority: 8,
                  },
                  {
                    name: (id: string) => pageModules.get(id) ?? null,
                    test: (id: string) => pageModules.has(id),
                    includeDependenciesRecursively: false,
                    priority: 7,
                  },
                  {
                    name: 'deferred',
                    test: (id: string) => deferredModules.has(id),
                    includeDependenciesRecursively: false,
                    priority: 5,
                  },
                ],
              },
            },
          },
        },
      };
    },
    configResolved(config) {
      root = config.root;
    },
    buildEnd() {
      if (ssr) return;
      const visit = (id: string) => {
        if (publicModules.has(id)) return;
        const info = this.getModuleInfo(id) as ModuleInfo;
        // zod and the shared contract stay where Rolldown puts them: the public pages use few of their exports
        // (tree-shaken), which a group would otherwise pull in whole.
        if (!info || NOT_GROUPED.test(id) || RUNTIME_COMPILER.test(id)) return;
        publicModules.add(id);
        info.importedIds.forEach(visit);
      };
      for (const id of this.getModuleIds()) if (PUBLIC_ROUTES.test(id)) visit(id);
      const zodFree = new Map<string, boolean>();
      const reachesNoZod = (id: string): boolean => {
        const known = zodFree.get(id);
        if (known !== undefined) return known;
        zodFree.set(id, true); // a cycle adds nothing new
        const info = this.getModuleInfo(id) as ModuleInfo;
        const free =
          !/[\\/]node_modules[\\/]zod[\\/]/.test(id) && (info?.importedIds ?? []).every(reachesNoZod);
        zodFree.set(id, free);
        return free;
      };
      const crossed = new Set<string>();
      const visitDeferred = (id: string) => {
        if (publicModules.has(id) || deferredModules.has(id)) return;
        const info = this.getModuleInfo(id) as ModuleInfo;
        if (!info || RUNTIME_COMPILER.test(id)) return;
        // Modules of the shared contract that never reach zod (the zod-free messages) come along, also through
        // its index; the others stay where Rolldown puts them. Unused ones are tree-shaken as anywhere.
        if (NOT_GROUPED.test(id) && !reachesNoZod(id)) {
          if (SHARED.test(id) && !crossed.has(id)) {
            crossed.add(id);
            info.importedIds.forEach(visitDeferred);
          }
          return;
        }
        deferredModules.add(id);
        info.importedIds.forEach(visitDeferred);
      };
      for (const id of publicModules) {
        const info = this.getModuleInfo(id) as ModuleInfo;
        for (const lazy of info?.dynamicallyImportedIds ?? [])
          if (!NOT_DEFERRED.test(lazy)) visitDeferred(lazy);
      }
      // Deferred code that the other pages import statically (the shared contract's messages and formats, an
      // icon) goes with the frame instead: those pages would otherwise load the deferred chunk up front for it, and
      // `/` loads the same bytes either way (decision 1016).
      const toFrame = (id: string) => {
        if (!deferredModules.delete(id)) return;
        publicModules.add(id);
        ((this.getModuleInfo(id) as ModuleInfo)?.importedIds ?? []).forEach(toFrame);
      };
      for (const [family, routes] of PAGE_FAMILIES) {
        const seen = new Set<string>();
        const visitPage = (id: string) => {
          if (seen.has(id) || publicModules.has(id)) return;
          seen.add(id);
          if (deferredModules.has(id)) return toFrame(id);
          const info = this.getModuleInfo(id) as ModuleInfo;
          if (!info || RUNTIME_COMPILER.test(id) || info.isEntry) return;
          if (NOT_GROUPED.test(id)) {
            // Left where Rolldown puts it, but the deferred modules it imports are the pages' too.
            if (SHARED.test(id)) info.importedIds.forEach(visitPage);
            return;
          }
          const earlier = pageModules.get(id);
          pageModules.set(id, earlier === undefined || earlier === family ? family : PAGES_COMMON);
          info.importedIds.forEach(visitPage);
        };
        for (const id of this.getModuleIds()) if (routes.test(id)) visitPage(id);
      }
    },
    generateBundle(_options, bundle) {
      if (ssr) return;
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const id of chunk.moduleIds) {
          if (chunk.facadeModuleId === id) continue;
          const info = this.getModuleInfo(id) as { dynamicImporters: readonly string[] } | null;
          if (!info || info.dynamicImporters.length === 0) continue;
          grouped.set(relative(root, id).split('\\').join('/'), {
            file: chunk.fileName,
            name: chunk.name,
            imports: chunk.imports,
            dynamicImports: chunk.dynamicImports,
          });
        }
      }
    },
    writeBundle(options) {
      if (ssr || grouped.size === 0 || !options.dir) return;
      const manifestFile = join(options.dir, '.vite', 'manifest.json');
      const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<
        string,
        { file: string; imports?: string[] }
      >;
      const keyOf = (file: string) =>
        Object.keys(manifest).find((key) => manifest[key]!.file === file) ?? `_${file.split('/').pop()}`;
      for (const [key, { file, name, imports, dynamicImports }] of grouped) {
        manifest[key] ??= {
          file,
          name,
          src: key,
          isDynamicEntry: true,
          imports: imports.map(keyOf),
          dynamicImports: dynamicImports.map(keyOf),
        } as never;
      }
      writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
    },
  };
}
