import {
  AdminDashboard,
  AdminNotice,
  DashboardHeader,
  DeniedNotice,
  EmployerDashboard,
  MemberDashboard,
  RoleStrip,
} from '@/features/dashboard';
import type { PackageSummary } from '@/features/dashboard';
import { JobFeed } from '@/features/jobs-feed';
import { ProjectStatusList } from '@/features/my-projects';
import { useSubscription } from '@/features/plans';
import { useAuth } from '@/lib/auth';

function EmployerHome() {
  const subscription = useSubscription();
  const pkg: PackageSummary = subscription.isPending
    ? { status: 'loading' }
    : subscription.isError
      ? { status: 'error' }
      : subscription.data
        ? { status: 'active', name: subscription.data.display_name }
        : { status: 'none' };
  return (
    <>
      <EmployerDashboard pkg={pkg} />
      <JobFeed />
    </>
  );
}

/** /dashboard: header, role strip, admin notice, then the panel for the user's role (spec §2). */
export function Component() {
  const { user } = useAuth();
  const role = user?.role;
  return (
    <>
      <DashboardHeader />
      <DeniedNotice />
      <RoleStrip />
      <AdminNotice />
      {(role === 'admin' || role === 'staff') && <AdminDashboard />}
      {role === 'employer' && <EmployerHome />}
      {role === 'member' && (
        <>
          <MemberDashboard projectStatus={<ProjectStatusList />} />
          <JobFeed />
        </>
      )}
    </>
  );
}
