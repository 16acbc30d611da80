import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parsePoFile } from '@lingui/format-po';
import { describe, expect, it } from 'vitest';

const src = join(__dirname, '..', '..');

function poFiles(dir: string, locale: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'node_modules' ? [] : poFiles(path, locale);
    return name === `${locale}.po` ? [path] : [];
  });
}

/**
 * Catalogs are per folder, but a message's id is its English text (and context): the catalogs of one
 * page merge into one table. The same English must therefore read the same in every catalog, or the
 * Vietnamese would depend on which page was opened first (decision 360).
 */
describe('the Vietnamese catalogs', () => {
  it('translate the same English text (and context) the same way everywhere', () => {
    const seen = new Map<string, { file: string; text: string }>();
    const clashes: string[] = [];
    for (const file of poFiles(src, 'vi')) {
      for (const item of parsePoFile(readFileSync(file, 'utf8')).items) {
        if (!item.msgid || item.obsolete) continue;
        const key = `${item.msgctxt ?? ''}\u0004${item.msgid}`;
        const text = item.msgstr.join('');
        const before = seen.get(key);
        const where = relative(src, file);
        if (before && before.text !== text) {
          clashes.push(`"${item.msgid}": "${before.text}" (${before.file}) ≠ "${text}" (${where})`);
        } else if (!before) seen.set(key, { file: where, text });
      }
    }
    expect(seen.size).toBeGreaterThan(100);
    expect(clashes).toEqual([]);
  });
});
