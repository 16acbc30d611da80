import { Link } from 'react-router';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import type { Job } from '@app/shared';
import { JobCard } from '@/components/job-card';
import { formatDay } from '@/lib/jobs/format';

/** One posting on the public board: spec §2's job feed card on the light site. */
export function BoardCard({ job, search }: { job: Job; search: string }) {
  return (
    <JobCard
      job={job}
      variant="board"
      title={
        <Link
          to={`/jobs/${job.id}`}
          state={{ boardSearch: search }}
          className="rounded hover:text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
        >
          {job.title}
        </Link>
      }
      note={
        job.deadline && (
          <span className="inline-flex items-center gap-1" lang="vi">
            <CalendarClock aria-hidden="true" className="h-3 w-3" />
            Hạn nộp {formatDay(job.deadline)}
          </span>
        )
      }
    />
  );
}
