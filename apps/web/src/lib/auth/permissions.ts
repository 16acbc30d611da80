import { CLIENT_DEFAULT_PERMISSIONS, isLocale, isRole } from '@app/shared';
import type { Locale, Role, User } from '@app/shared';

/** A user as the client keeps it: role lower-cased, permissions filled from the role when the server sent none (spec §3, §6). */
export type SessionUser = Omit<User, 'role' | 'permissions' | 'locale'> & {
  role: Role;
  permissions: string[];
  /** The account's language, when the server says it (decision 360). */
  locale?: Locale;
};

export function normaliseUser(
  user: Partial<Omit<User, 'locale'>> & { role?: string; permissions?: string[]; locale?: unknown },
): SessionUser {
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
    ...(isLocale(user.locale) ? { locale: user.locale } : {}),
    // The company this account recruits for (issue 10): its role there and the company's plan.
    ...(user.company ? { company: user.company } : {}),
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
