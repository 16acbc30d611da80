import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '@lingui/core';
import { CLIENT_DEFAULT_PERMISSIONS, PERMISSIONS } from '@app/shared';
import { groupPermissions, initialsOf, permissionWords } from './permission-groups';

describe('groupPermissions', () => {
  it('groups by resource, capitalises the action and appends " (Own)" for own permissions', () => {
    expect(groupPermissions(CLIENT_DEFAULT_PERMISSIONS.member)).toEqual([
      { resource: 'user', actions: ['Read (Own)', 'Update (Own)'] },
      { resource: 'project', actions: ['Read (Own)', 'Create (Own)', 'Update (Own)'] },
      { resource: 'support', actions: ['Create', 'Read (Own)', 'Update (Own)'] },
    ]);
  });

  it('keeps the order resources first appear in and skips malformed entries', () => {
    expect(groupPermissions(['system:settings', 'user:read', 'nonsense', 'system:analytics'])).toEqual([
      { resource: 'system', actions: ['Settings', 'Analytics'] },
      { resource: 'user', actions: ['Read'] },
    ]);
  });
});

describe('initialsOf', () => {
  it('takes the first and last word', () => {
    expect(initialsOf('Nguyễn Văn An')).toBe('NA');
    expect(initialsOf('alice')).toBe('A');
    expect(initialsOf('  ')).toBe('?');
  });

  it('skips words that begin with an emoji or a symbol instead of printing half a character (decision 1213)', () => {
    expect(initialsOf('Trần Văn Đức 😀')).toBe('TĐ');
    expect(initialsOf('😀 Ánh')).toBe('Á');
    expect(initialsOf('😀')).toBe('?');
    // Typed decomposed (macOS): the letter keeps its accent.
    expect(initialsOf('a\u0301nh Lê')).toBe('ÁL');
  });
});

describe('permissionWords', () => {
  afterEach(() => i18n.activate('en'));

  it('words every resource and action of the permission list in Vietnamese (none left in English)', () => {
    i18n.activate('vi');
    const words = permissionWords(i18n);
    const untranslated = PERMISSIONS.flatMap((permission) => {
      const [resource, action] = permission.split(':') as [string, string];
      const english = action[0]!.toUpperCase() + action.slice(1);
      return [
        words.resource(resource) === resource ? resource : null,
        words.action(action, false) === english ? action : null,
      ].filter(Boolean);
    });
    expect(untranslated).toEqual([]);
    expect(words.resource('content')).toBe('nội dung');
    expect(words.action('publish', false)).toBe('Xuất bản');
    expect(words.action('feedback', false)).toBe('Nhận xét phỏng vấn');
  });

  it('keeps the spec’s English: the action capitalised, " (Own)" appended', () => {
    const words = permissionWords(i18n);
    expect(words.resource('company')).toBe('company');
    expect(words.action('write', true)).toBe('Write (Own)');
    expect(words.action('logs', false)).toBe('Logs');
  });
});
