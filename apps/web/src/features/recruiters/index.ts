// Issue 18, recruiters: what the routes compose into their pages (decisions 1100-1105).
export { CvViewer } from './cv-viewer';
export { NotificationsPage } from './notifications-page';
export { RejectDialog } from './reject-dialog';
export { RejectionMailStatus } from './rejection-mail-status';
