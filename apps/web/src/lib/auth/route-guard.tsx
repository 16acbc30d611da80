import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '@/components/spinner';
import { useAuth } from './auth-context';
import { deniedState } from './route-access';

type GuardProps = {
  allowedRoles?: readonly string[];
  /** All are required (spec §4). */
  requiredPermissions?: readonly string[];
  /** Only for members of a company (issue 10). */
  requireCompany?: boolean;
  redirectTo?: string;
  children?: ReactNode;
};

/** Spec §4's route guard: spinner while loading, /login when signed out, redirect when not allowed. */
export function RouteGuard({
  allowedRoles,
  requiredPermissions,
  requireCompany = false,
  redirectTo = '/dashboard',
  children,
}: GuardProps) {
  const auth = useAuth();
  const location = useLocation();
  if (auth.isLoading) return <Spinner />;
  if (!auth.isAuthenticated)
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  // One behaviour for every refused page (decision 310): the spec's redirect, carrying which page was refused so
  // the dashboard can say why instead of silently moving the user.
  if (
    (requireCompany && !auth.user?.company) ||
    (allowedRoles && allowedRoles.length > 0 && !auth.hasRole(allowedRoles)) ||
    (requiredPermissions && !requiredPermissions.every((p) => auth.hasPermission(p)))
  ) {
    return <Navigate to={redirectTo} replace state={deniedState(location.pathname)} />;
  }
  return <>{children ?? <Outlet />}</>;
}

/** Shows children only to holders of the permission (spec §2). */
export function PermissionGate({
  permission,
  fallback = null,
  children,
}: {
  permission: string;
  fallback?: ReactNode;
  children: ReactNode;
}) {
  const auth = useAuth();
  return <>{auth.hasPermission(permission) ? children : fallback}</>;
}
