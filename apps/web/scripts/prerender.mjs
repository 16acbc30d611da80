#!/usr/bin/env node
// Pre-renders the static public pages in both languages with the server renderer (decision 1000):
// dist-ssr/pages/<locale>/<name>.html hold each page's rendered root, dist-ssr/pages/pages.json lists them.
// dist-ssr/pages/<locale>/address/<name>.html: the page at ?lang=<locale>, whose links keep it (decision 1122).
// The API serves them inside index.html; a page that reads the API is not static and fails the build here.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const STATIC_PAGES = ['/', '/about', '/team', '/contact', '/login', '/register', '/forgot-password'];
const LOCALES = ['en', 'vi'];

// --dir <dist-ssr> for a build elsewhere (the API's tests build into a temporary folder).
const dirArg = process.argv.indexOf('--dir');
const ssrDir =
  dirArg > 0 ? process.argv[dirArg + 1] : join(dirname(fileURLToPath(import.meta.url)), '..', 'dist-ssr');
const { render } = await import(pathToFileURL(join(ssrDir, 'entry-server.js')).href);

const pages = [];
for (const path of STATIC_PAGES) {
  const file = `${path === '/' ? 'index' : path.slice(1)}.html`;
  for (const locale of LOCALES) {
    for (const [query, folder] of [
      ['', join(ssrDir, 'pages', locale)],
      [`?lang=${locale}`, join(ssrDir, 'pages', locale, 'address')],
    ]) {
      const result = await render(`http://localhost${path}${query}`, locale, async (api) => {
        throw new Error(`${path} reads ${api}: it is not a static page`);
      });
      if (result.kind !== 'page' || result.status !== 200)
        throw new Error(`${path}${query} (${locale}) did not render`);
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, file), result.html);
    }
  }
  pages.push({ path, file });
}
writeFileSync(join(ssrDir, 'pages', 'pages.json'), `${JSON.stringify({ pages }, null, 2)}\n`);
console.log(`pre-rendered ${pages.length} pages in ${LOCALES.join(', ')}, with and without ?lang`);
