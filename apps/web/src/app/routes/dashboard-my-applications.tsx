import { MyApplicationMessages } from '@/features/messages';
import { MyApplicationsPage } from '@/features/my-applications';

/** "My applications" with each application's conversation with the hiring team (issue 13). */
export function Component() {
  return (
    <MyApplicationsPage
      renderMessages={(application) => (
        <MyApplicationMessages applicationId={application.id} company={application.job.company} />
      )}
    />
  );
}
