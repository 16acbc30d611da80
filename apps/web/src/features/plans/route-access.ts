import { msg } from '@lingui/core/macro';
import type { RouteAccess } from '@/lib/auth';

/**
 * The rows of the access table (decision 310) for the billing pages (issue 19). They join ROUTE_ACCESS when the
 * signed-in area loads (app/member-routes.tsx), with their titles in this feature's catalog: `/`, which never shows
 * them, does not carry them within its bundle budget (decision 807).
 */
export const PLANS_ROUTE_ACCESS: Record<string, RouteAccess> = {
  '/dashboard/billing': { title: msg`Billing`, permissions: ['company:manage'] },
  '/dashboard/payments': { title: msg`Payments`, permissions: ['billing:manage'] },
};
