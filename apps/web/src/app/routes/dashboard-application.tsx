import { InterviewItem, ScheduleDialog } from '@/features/interviews';
import { ApplicationMessages } from '@/features/messages';
import { ApplicationPage } from '@/features/pipeline';
import { useAuth } from '@/lib/auth';

/** The application page (pipeline) with its interviews section from the interviews feature and its messages (issue 13). */
export function Component() {
  const { user } = useAuth();
  return (
    <ApplicationPage
      renderInterview={(interview, application) => (
        <InterviewItem interview={interview} applicationId={application.id} currentUserId={user?.id ?? ''} />
      )}
      renderScheduleDialog={(application, onClose) => (
        <ScheduleDialog application={application} onClose={onClose} />
      )}
      renderMessages={(application) => (
        <ApplicationMessages applicationId={application.id} company={application.job.company} />
      )}
    />
  );
}
