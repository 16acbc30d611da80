import type { ApiKeyScope, PaidCapability, Permission } from '@app/shared';

/**
 * Every route says who may call it, in its `config.access`. The app refuses to start when a
 * route declares nothing, so a forgotten check cannot ship.
 */
export type Access =
  | 'public'
  | 'authenticated'
  /**
   * `plan`: a paid capability the caller's company plan must include (issue 10); 402 PLAN_REQUIRED otherwise.
   * `scope`: an API key holding this scope may call the route too, as its company (issue 14); without it, no key may.
   */
  | { permission: Permission; plan?: PaidCapability; scope?: ApiKeyScope };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

export function describeAccess(access: Access): string {
  if (typeof access === 'string') return access;
  return `permission ${access.permission}${access.plan ? ` and plan capability ${access.plan}` : ''}${
    access.scope ? `, or an API key with ${access.scope}` : ''
  }`;
}
