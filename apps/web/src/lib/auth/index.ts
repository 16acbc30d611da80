export { AuthProvider } from './auth-provider';
export { useAuth } from './auth-context';
export type { AuthContextValue, AuthState } from './auth-context';
export { hasPermission, hasRole, normaliseUser } from './permissions';
export type { SessionUser } from './permissions';
export {
  TOKEN_KEY,
  clearToken,
  forgetStoredToken,
  getToken,
  isTokenExpired,
  setToken,
} from './token-storage';
export { PermissionGate, RouteGuard } from './route-guard';
export { ROUTE_ACCESS, accessFor, canOpen, deniedState, readDenied } from './route-access';
export type { DeniedState, RouteAccess } from './route-access';
