import { InterviewItem, ScheduleDialog } from '@/features/interviews';
import { ApplicationMessages } from '@/features/messages';
import { ApplicationPage } from '@/features/pipeline';
import { CvViewer, RejectDialog, RejectionMailStatus } from '@/features/recruiters';
import { useAuth } from '@/lib/auth';

/**
 * The application page (pipeline) with its interviews section from the interviews feature, its messages (issue 13),
 * and the CV viewer and the reject dialog from the recruiters feature (issue 18).
 */
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
      renderCv={(cv) => <CvViewer cv={cv} />}
      renderReject={(application, onClose, onDone) => (
        <RejectDialog application={application} onClose={onClose} onDone={onDone} />
      )}
      renderRejectionMail={(application) => <RejectionMailStatus applicationId={application.id} />}
    />
  );
}
