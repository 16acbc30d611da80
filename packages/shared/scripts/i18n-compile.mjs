// Compiles the catalogs of lingui.config.ts: packages/shared's (src/i18n/locales/{en,vi}.po, which the
// server and the web app import) and the server's (apps/api/src/i18n/locales), each into the `catalogs`
// folder beside its `locales` folder. `--check` writes nothing and fails when a compiled catalog is stale.
// Run from the repository root: `npm run i18n:compile` / `npm run i18n:check`.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { getConfig } from '@lingui/conf';
import { getCatalogs } from '@lingui/cli/api';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import * as prettier from 'prettier';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const check = process.argv.includes('--check');
const config = getConfig({ configPath: path.join(root, 'lingui.config.ts') });
const catalogs = await getCatalogs(config);

let stale = 0;
let failed = 0;
for (const catalog of catalogs)
  for (const locale of config.locales) {
    const { messages } = await catalog.getTranslations(locale, {
      sourceLocale: config.sourceLocale,
      fallbackLocales: config.fallbackLocales,
    });
    const compiled = {};
    for (const id of Object.keys(messages).sort()) {
      try {
        compiled[id] = compileMessageOrThrow(messages[id] || id);
      } catch (error) {
        failed++;
        console.error(`${locale}: cannot compile ${JSON.stringify(id)}: ${error.message}`);
      }
    }
    const file = path.join(
      path.dirname(path.dirname(catalog.getFilename(locale))),
      'catalogs',
      `${locale}.ts`,
    );
    const source = [
      `// Compiled from ${path.relative(path.join(root, '..', '..'), catalog.getFilename(locale))} by \`npm run i18n:compile\`; do not edit.`,
      `import type { Messages } from '@lingui/core';`,
      `export const messages: Messages = ${JSON.stringify(compiled)};`,
      '',
    ].join('\n');
    const formatted = await prettier.format(source, {
      ...(await prettier.resolveConfig(file)),
      filepath: file,
    });
    const current = await readFile(file, 'utf8').catch(() => '');
    if (current === formatted) continue;
    if (check) {
      stale++;
      console.error(`${path.relative(process.cwd(), file)} is stale: run npm run i18n:compile`);
    } else {
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, formatted);
      console.log(`wrote ${path.relative(process.cwd(), file)}`);
    }
  }
if (failed || stale) process.exitCode = 1;
else if (check) console.log('Compiled shared catalogs are up to date.');
