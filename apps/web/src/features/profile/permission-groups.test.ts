import { describe, expect, it } from 'vitest';
import { CLIENT_DEFAULT_PERMISSIONS } from '@app/shared';
import { groupPermissions, initialsOf } from './permission-groups';

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
