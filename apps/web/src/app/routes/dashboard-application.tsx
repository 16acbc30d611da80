import { InterviewItem, ScheduleDialog } from '@/features/interviews';
import { ApplicationPage } from '@/features/pipeline';
import { useAuth } from '@/lib/auth';

/** The application page (pipeline) with its interviews section from the interviews feature. */
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
    />
  );
}
