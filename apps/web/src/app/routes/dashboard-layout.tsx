import { Outlet, useNavigation } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { Spinner } from '@/components/spinner';
import { DashboardShell } from '@/features/dashboard';

/**
 * The dark signed-in layout around every /dashboard page (spec §2 Layout). While the next dashboard
 * page's chunk loads (spec §2: users and settings "load lazily with a spinner"), the spinner stands in for it.
 */
export function Component() {
  const { t } = useLingui();
  const navigation = useNavigation();
  const loadingDashboardPage =
    navigation.state === 'loading' && navigation.location.pathname.startsWith('/dashboard');
  return (
    <DashboardShell>
      {loadingDashboardPage ? <Spinner label={t`Loading page…`} /> : <Outlet />}
    </DashboardShell>
  );
}
