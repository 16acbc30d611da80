// Issue 18, recruiters: what the routes compose into their pages (decisions 1100-1105, 1180).
export { CvViewer } from './cv-viewer';
export { NotificationsPage, RecentNotifications } from './notifications-page';
export { RejectDialog } from './reject-dialog';
export { RejectionMailStatus } from './rejection-mail-status';
