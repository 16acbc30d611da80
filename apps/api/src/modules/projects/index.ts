/**
 * The projects module's public surface for other modules: the approval queue's project kind (modules/approvals) and
 * a member's published projects (the candidate profile, modules/candidates). Never import ./service directly.
 */
export { listPublished as publishedProjects, projectApprovals, publishedOfUser } from './service';
