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
import { UpcomingInterviews } from '@/features/interviews';
import { JobFeed } from '@/features/jobs-feed';
import { ProjectStatusList } from '@/features/my-projects';
import { useSubscription } from '@/features/plans';
import { RecentNotifications } from '@/features/recruiters';
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
  const { user, hasPermission } = useAuth();
  const role = user?.role;
  // A company's interviewer (issue 10) sits on interviews and schedules none: its interviews come first.
  const interviewer =
    role === 'employer' && hasPermission('interview:feedback') && !hasPermission('interview:manage');
  return (
    <>
      <DashboardHeader />
      <DeniedNotice />
      <RoleStrip />
      <AdminNotice />
      {(role === 'admin' || role === 'staff') && <AdminDashboard />}
      {role === 'employer' && !interviewer && <EmployerHome />}
      {interviewer && (
        <>
          <UpcomingInterviews />
          <JobFeed />
        </>
      )}
      {role === 'member' && (
        <>
          <MemberDashboard projectStatus={<ProjectStatusList />} notifications={<RecentNotifications />} />
          <JobFeed />
        </>
      )}
    </>
  );
}
