import { msg } from '@lingui/core/macro';
import type { RouteAccess } from '@/lib/auth';

/**
 * The analytics page's row of the access table (decision 310), joined to ROUTE_ACCESS when the signed-in area loads
 * (app/member-routes.tsx), like the billing pages' (decision 807): `/` does not carry it. Issue 11 (decision 907):
 * staff, admins and a company's owner and recruiters (its own reports) hold application:track; interviewers and
 * members do not.
 */
export const ANALYTICS_ROUTE_ACCESS: Record<string, RouteAccess> = {
  '/dashboard/analytics': { title: msg`Analytics`, permissions: ['application:track'] },
};
