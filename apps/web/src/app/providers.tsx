import type { ReactNode } from 'react';
import { I18nProvider } from '@lingui/react';
import { i18n } from '@lingui/core';
import { AuthProvider } from '@/lib/auth/auth-provider';

/** App-wide state the public pages need too; the query cache lives in the member area's chunk. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      <AuthProvider>{children}</AuthProvider>
    </I18nProvider>
  );
}
