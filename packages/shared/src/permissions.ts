// The one permission vocabulary (`resource:action[:own]`) shared by server and client.
export const PERMISSIONS = [
  'user:read',
  'user:create',
  'user:update',
  'user:delete',
  'user:read:own',
  'user:update:own',
  'project:read',
  'project:create',
  'project:update',
  'project:delete',
  'project:approve',
  'project:read:own',
  'project:create:own',
  'project:update:own',
  'system:settings',
  'system:analytics',
  /** The audit log, sign-ins and the mail outbox (issue 9); admins hold it. */
  'system:logs',
  'support:admin',
  'support:create',
  'support:read',
  'support:update',
  'support:read:own',
  'support:update:own',
  'job:manage',
  'candidate:manage',
  'application:track',
  'interview:manage',
  /** Writing blog posts and resource articles (issue 12); staff and admins hold it. */
  'content:write',
  /** Publishing, scheduling and unpublishing blog posts (issue 12); admins hold it. */
  'content:publish',
] as const;

export type Permission = (typeof PERMISSIONS)[number];

export const ROLES = ['admin', 'staff', 'employer', 'member'] as const;
export type Role = (typeof ROLES)[number];

export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

export function isPermission(value: string): value is Permission {
  return (PERMISSIONS as readonly string[]).includes(value);
}

const MEMBER: Permission[] = [
  'user:read:own',
  'user:update:own',
  'project:read:own',
  'project:create:own',
  'project:update:own',
  'support:create',
  'support:read:own',
  'support:update:own',
];

const RECRUITMENT: Permission[] = ['job:manage', 'candidate:manage', 'application:track', 'interview:manage'];

/**
 * Spec §6: what the client assumes when the server sends no permissions.
 * The employer set is not shown in the spec; the client uses the member set (decision 004).
 */
export const CLIENT_DEFAULT_PERMISSIONS: Record<Role, readonly Permission[]> = {
  admin: [
    'user:read',
    'user:create',
    'user:update',
    'user:delete',
    'project:read',
    'project:create',
    'project:update',
    'project:delete',
    'system:settings',
    'system:analytics',
    'system:logs',
    'support:admin',
  ],
  member: MEMBER,
  staff: ['user:read', 'user:create', 'project:read', 'project:update', 'support:read', 'support:update'],
  employer: MEMBER,
};

/** What the server seeds into its role tables (issue 2 §4): spec defaults plus recruitment rights. */
export const SERVER_ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  admin: PERMISSIONS,
  member: MEMBER,
  staff: [
    ...CLIENT_DEFAULT_PERMISSIONS.staff,
    ...RECRUITMENT,
    'project:approve',
    'system:analytics',
    'content:write',
  ],
  employer: [...MEMBER, ...RECRUITMENT],
};
