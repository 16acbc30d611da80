export { DashboardShell } from './dashboard-shell';
export { AdminNotice, DashboardHeader, DeniedNotice, RoleStrip } from './dashboard-header';
export { AdminDashboard } from './admin-dashboard';
export { MemberDashboard } from './member-dashboard';
export { EmployerDashboard } from './employer-dashboard';
export type { PackageSummary } from './employer-dashboard';
export { SectionPage } from './section-page';
