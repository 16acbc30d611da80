import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '@/components/spinner';
import { useAuth } from './auth-context';

type GuardProps = {
  allowedRoles?: readonly string[];
  /** All are required (spec §4). */
  requiredPermissions?: readonly string[];
  redirectTo?: string;
  children?: ReactNode;
};

/** Spec §4's route guard: spinner while loading, /login when signed out, redirect when not allowed. */
export function RouteGuard({
  allowedRoles,
  requiredPermissions,
  redirectTo = '/dashboard',
  children,
}: GuardProps) {
  const auth = useAuth();
  const location = useLocation();
  if (auth.isLoading) return <Spinner />;
  if (!auth.isAuthenticated)
    return <Navigate to="/login" replace state={{ from: location.pathname + location.search }} />;
  if (allowedRoles && allowedRoles.length > 0 && !auth.hasRole(allowedRoles))
    return <Navigate to={redirectTo} replace />;
  if (requiredPermissions && !requiredPermissions.every((p) => auth.hasPermission(p))) {
    return <Navigate to={redirectTo} replace />;
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
