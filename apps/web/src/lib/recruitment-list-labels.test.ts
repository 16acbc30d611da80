import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { listEntryLabel } from './recruitment-list-labels';

// Decision 1093: the settings' shipped rejection reasons and candidate sources read in the interface's language.

/** The server's default lists, read from its source so that a new default without a Vietnamese word fails here. */
function serverDefaults(): string[] {
  const source = readFileSync(join(__dirname, '..', '..', '..', 'api', 'src', 'lib', 'settings.ts'), 'utf8');
  const lists = /lists: \{([\s\S]*?)\n {2}\},/.exec(source)?.[1] ?? '';
  return [...lists.matchAll(/'([^']+)'/g)].map((m) => m[1]!);
}

describe('listEntryLabel', () => {
  afterEach(() => i18n.activate('en'));

  it('words every shipped default in Vietnamese (LinkedIn is a name)', () => {
    const defaults = serverDefaults();
    expect(defaults).toContain('Skills do not match the role');
    expect(defaults).toContain('Job board');
    i18n.activate('vi');
    const untranslated = defaults.filter(
      (entry) => entry !== 'LinkedIn' && listEntryLabel(i18n, entry) === entry,
    );
    expect(untranslated).toEqual([]);
    expect(listEntryLabel(i18n, 'Not enough experience')).toBe('Chưa đủ kinh nghiệm');
    expect(listEntryLabel(i18n, 'Job board')).toBe('Trang tuyển dụng');
  });

  it('keeps the English entries, and an entry an administrator wrote, as they are', () => {
    expect(listEntryLabel(i18n, 'Skills do not match the role')).toBe('Skills do not match the role');
    i18n.activate('vi');
    expect(listEntryLabel(i18n, 'Thiếu chứng chỉ AWS')).toBe('Thiếu chứng chỉ AWS');
    expect(listEntryLabel(i18n, 'constructor')).toBe('constructor');
  });
});
