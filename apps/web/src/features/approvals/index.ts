export { ApprovalsPage } from './approvals-page';
