import { ApprovalsPage } from '@/features/approvals/approvals-page';
import { ProjectCard, fromPublished } from '@/features/site/pages/project-card';

/** The queue's preview is the public /projects card itself (issue 12: "exactly as the public page will show it"). */
export function Component() {
  return <ApprovalsPage renderPreview={(project) => <ProjectCard project={fromPublished(project)} />} />;
}
