import type { Permission } from '@app/shared';

/**
 * Every route says who may call it, in its `config.access`. The app refuses to start when a
 * route declares nothing, so a forgotten check cannot ship.
 */
export type Access = 'public' | 'authenticated' | { permission: Permission };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
}

export function describeAccess(access: Access): string {
  return typeof access === 'string' ? access : `permission ${access.permission}`;
}
