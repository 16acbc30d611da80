import { msg } from '@lingui/core/macro';
import type { RouteAccess } from '@/lib/auth';

/**
 * The notifications page's row of the access table (decision 310, issue 18): it joins ROUTE_ACCESS when the signed-in
 * area loads (app/member-routes.tsx), like the billing rows (decision 807), so that `/` stays within its budget.
 */
export const RECRUITERS_ROUTE_ACCESS: Record<string, RouteAccess> = {
  '/dashboard/notifications': { title: msg`Notifications` },
};
