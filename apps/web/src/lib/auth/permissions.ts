import { CLIENT_DEFAULT_PERMISSIONS, isRole } from '@app/shared';
import type { Role, User } from '@app/shared';

/** A user as the client keeps it: role lower-cased, permissions filled from the role when the server sent none (spec §3, §6). */
export type SessionUser = Omit<User, 'role' | 'permissions'> & { role: Role; permissions: string[] };

export function normaliseUser(user: Partial<User> & { role?: string; permissions?: string[] }): SessionUser {
  const lower = (user.role ?? 'member').toLowerCase();
  const role: Role = isRole(lower) ? lower : 'member';
  const permissions =
    user.permissions && user.permissions.length > 0
      ? user.permissions
      : [...CLIENT_DEFAULT_PERMISSIONS[role]];
  return {
    id: String(user.id ?? ''),
    name: user.name ?? '',
    email: user.email ?? '',
    created_at: user.created_at ?? '',
    updated_at: user.updated_at ?? '',
    role,
    permissions,
  };
}

export function hasRole(user: SessionUser | null, roles: string | readonly string[]): boolean {
  if (!user) return false;
  const wanted = (typeof roles === 'string' ? [roles] : roles).map((r) => r.toLowerCase());
  return wanted.includes(user.role.toLowerCase());
}

export function hasPermission(user: SessionUser | null, permission: string): boolean {
  return Boolean(user?.permissions.includes(permission));
}
