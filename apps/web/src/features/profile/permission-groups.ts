import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';

export type PermissionGroup = { resource: string; actions: string[] };

/** How one action reads: "Read", or "Read (Own)" for an own-scoped one. */
export type ActionLabel = (action: string, own: boolean) => string;

const capitalise = (word: string) => (word ? word[0]!.toUpperCase() + word.slice(1) : word);

const englishAction: ActionLabel = (action, own) => `${capitalise(action)}${own ? ' (Own)' : ''}`;

/**
 * Spec §2: permissions grouped by resource, the action capitalised and " (Own)" appended for
 * own-scoped ones — "user:read:own" → group "user", "Read (Own)". Order follows the list given.
 * `label` words the actions in another language (`permissionWords`).
 */
export function groupPermissions(
  permissions: readonly string[],
  label: ActionLabel = englishAction,
): PermissionGroup[] {
  const groups = new Map<string, string[]>();
  for (const permission of permissions) {
    const [resource, action, scope] = permission.split(':');
    if (!resource || !action) continue;
    const text = label(action, scope === 'own');
    const actions = groups.get(resource) ?? [];
    if (!actions.includes(text)) actions.push(text);
    groups.set(resource, actions);
  }
  return Array.from(groups, ([resource, actions]) => ({ resource, actions }));
}

// The resources and actions of packages/shared's permission list, as the profile names them. In their own context:
// other screens' words ("Publish" a posting is "Đăng tin") share the app's one catalog at run time.
const RESOURCES: Record<string, MessageDescriptor> = {
  application: msg({ message: 'application', context: 'permission' }),
  billing: msg({ message: 'billing', context: 'permission' }),
  candidate: msg({ message: 'candidate', context: 'permission' }),
  company: msg({ message: 'company', context: 'permission' }),
  content: msg({ message: 'content', context: 'permission' }),
  interview: msg({ message: 'interview', context: 'permission' }),
  job: msg({ message: 'job', context: 'permission' }),
  project: msg({ message: 'project', context: 'permission' }),
  support: msg({ message: 'support', context: 'permission' }),
  system: msg({ message: 'system', context: 'permission' }),
  user: msg({ message: 'user', context: 'permission' }),
};

const ACTIONS: Record<string, MessageDescriptor> = {
  admin: msg({ message: 'Admin', context: 'permission' }),
  analytics: msg({ message: 'Analytics', context: 'permission' }),
  approve: msg({ message: 'Approve', context: 'permission' }),
  create: msg({ message: 'Create', context: 'permission' }),
  delete: msg({ message: 'Delete', context: 'permission' }),
  feedback: msg({ message: 'Feedback', context: 'permission' }),
  logs: msg({ message: 'Logs', context: 'permission' }),
  manage: msg({ message: 'Manage', context: 'permission' }),
  publish: msg({ message: 'Publish', context: 'permission' }),
  read: msg({ message: 'Read', context: 'permission' }),
  settings: msg({ message: 'Settings', context: 'permission' }),
  track: msg({ message: 'Track', context: 'permission' }),
  update: msg({ message: 'Update', context: 'permission' }),
  write: msg({ message: 'Write', context: 'permission' }),
};

/** The resource and action names in the active language; an unknown one keeps its English form. */
export function permissionWords(i18n: I18n): { resource: (resource: string) => string; action: ActionLabel } {
  return {
    resource: (resource) => (RESOURCES[resource] ? i18n._(RESOURCES[resource]) : resource),
    action: (action, own) => {
      const name = ACTIONS[action] ? i18n._(ACTIONS[action]) : capitalise(action);
      return own ? i18n._(msg`${name} (Own)`) : name;
    },
  };
}

/** A word's first letter with its accents ("Ánh" typed decomposed still gives "Á"), or a digit. */
const LEADING_LETTER = /^[\p{L}\p{N}]\p{M}*/u;

/**
 * "Nguyễn Văn An" → "NA": first and last word's initials. Only words that begin with a letter or digit count: an
 * emoji or a symbol is not an initial, and half of its UTF-16 pair printed as "�" (decision 1213).
 */
export function initialsOf(name: string): string {
  const letters = name
    .trim()
    .split(/\s+/)
    .map((word) => LEADING_LETTER.exec(word.normalize('NFC'))?.[0])
    .filter((letter): letter is string => Boolean(letter));
  if (letters.length === 0) return '?';
  const last = letters.length > 1 ? letters[letters.length - 1]! : '';
  return `${letters[0]!}${last}`.toUpperCase();
}
