export { InterviewsPage } from './interviews-page';
export { InterviewItem } from './interview-item';
export { ScheduleDialog } from './schedule-dialog';
export { UpcomingInterviews } from './upcoming-interviews';
