import { Outlet } from 'react-router';
import { DashboardShell } from '@/features/dashboard';

/** The dark signed-in layout around every /dashboard page (spec §2 Layout). */
export function Component() {
  return (
    <DashboardShell>
      <Outlet />
    </DashboardShell>
  );
}
