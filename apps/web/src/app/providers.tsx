import type { ReactNode } from 'react';
import { AuthProvider } from '@/lib/auth';

/** App-wide state the public pages need too; the query cache lives in the member area's chunk. */
export function AppProviders({ children }: { children: ReactNode }) {
  return <AuthProvider>{children}</AuthProvider>;
}
