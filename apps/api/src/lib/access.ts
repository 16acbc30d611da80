import type { PaidCapability, Permission } from '@app/shared';

/**
 * Every route says who may call it, in its `config.access`. The app refuses to start when a
 * route declares nothing, so a forgotten check cannot ship.
 */
export type Access =
  | 'public'
  | 'authenticated'
  /** `plan`: a paid capability the caller's company plan must include (issue 10); 402 PLAN_REQUIRED otherwise. */
  | { permission: Permission; plan?: PaidCapability };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

export function describeAccess(access: Access): string {
  if (typeof access === 'string') return access;
  return `permission ${access.permission}${access.plan ? ` and plan capability ${access.plan}` : ''}`;
}
