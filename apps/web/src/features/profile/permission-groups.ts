export type PermissionGroup = { resource: string; actions: string[] };

const capitalise = (word: string) => (word ? word[0]!.toUpperCase() + word.slice(1) : word);

/**
 * Spec §2: permissions grouped by resource, the action capitalised and " (Own)" appended for
 * own-scoped ones — "user:read:own" → group "user", "Read (Own)". Order follows the list given.
 */
export function groupPermissions(permissions: readonly string[]): PermissionGroup[] {
  const groups = new Map<string, string[]>();
  for (const permission of permissions) {
    const [resource, action, scope] = permission.split(':');
    if (!resource || !action) continue;
    const label = `${capitalise(action)}${scope === 'own' ? ' (Own)' : ''}`;
    const actions = groups.get(resource) ?? [];
    if (!actions.includes(label)) actions.push(label);
    groups.set(resource, actions);
  }
  return Array.from(groups, ([resource, actions]) => ({ resource, actions }));
}

/** "Nguyễn Văn An" → "NA": first and last word's initials. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = words[0]![0]!;
  const last = words.length > 1 ? words[words.length - 1]![0]! : '';
  return `${first}${last}`.toUpperCase();
}
