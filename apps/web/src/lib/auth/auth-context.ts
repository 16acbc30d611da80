import { createContext, useContext } from 'react';
import type { SessionUser } from './permissions';

export type AuthState = {
  user: SessionUser | null;
  token: string | null;
  isAuthenticated: boolean;
  isLoading: boolean;
  error: string | null;
};

export type AuthContextValue = AuthState & {
  login(email: string, password: string, remember?: boolean): Promise<SessionUser>;
  register(name: string, email: string, password: string): Promise<{ email: string }>;
  verifyEmail(email: string, code: string): Promise<void>;
  resendVerification(email: string): Promise<void>;
  /** Signs out and ends the server session of `token` (by default the stored one). */
  logout(token?: string | null): Promise<void>;
  /** Stores a token obtained elsewhere (GitHub callback) and loads its profile. */
  acceptToken(token: string): Promise<SessionUser | null>;
  reloadProfile(): Promise<SessionUser | null>;
  loginWithGithub(): void;
  clearError(): void;
  hasRole(roles: string | readonly string[]): boolean;
  hasPermission(permission: string): boolean;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
