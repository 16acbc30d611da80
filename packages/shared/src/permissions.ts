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
  /** Reading the interviews one sits on and leaving feedback (issue 10): every recruiter, and a company's interviewers. */
  'interview:feedback',
  /** A company's members, invitations, package and profile (issue 10): its owner. */
  'company:manage',
  /** Every company's payments, their export and marking refunds (issue 19): admins. */
  'billing:manage',
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

/** What a company's interviewer loses of the employer role's rights (issue 10): everything but its interviews. */
const RECRUITMENT_MANAGEMENT: Permission[] = [
  'job:manage',
  'candidate:manage',
  'application:track',
  'interview:manage',
];
const RECRUITMENT: Permission[] = [...RECRUITMENT_MANAGEMENT, 'interview:feedback'];

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

/** A member's place in its company (issue 10, decision 600). A user belongs to at most one company. */
export const COMPANY_ROLES = ['owner', 'recruiter', 'interviewer'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

export function isCompanyRole(value: string): value is CompanyRole {
  return (COMPANY_ROLES as readonly string[]).includes(value);
}

/**
 * The permissions of an employer account inside its company (decision 600): the owner adds company:manage,
 * an interviewer keeps only interview:feedback of the recruitment rights; an employer account outside any company
 * (its package ended elsewhere) has no recruitment rights. Other roles pass through unchanged.
 */
export function withCompanyRole(
  role: Role,
  permissions: readonly Permission[],
  companyRole: CompanyRole | null,
) {
  if (role !== 'employer') return [...permissions];
  const kept = permissions.filter((p) => {
    if (companyRole === null) return !RECRUITMENT.includes(p);
    if (companyRole === 'interviewer') return !RECRUITMENT_MANAGEMENT.includes(p);
    return true;
  });
  if (companyRole === 'owner' && !kept.includes('company:manage')) kept.push('company:manage');
  return kept.sort();
}
