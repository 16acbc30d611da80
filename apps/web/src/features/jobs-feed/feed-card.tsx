import Bookmark from 'lucide-react/icons/bookmark';
import BookmarkCheck from 'lucide-react/icons/bookmark-check';
import Eye from 'lucide-react/icons/eye';
import type { Job } from '@app/shared';
import { JobCard } from '@/components/job-card';

type Props = { job: Job; saved: boolean; onToggleSave: () => void; onOpen: () => void };

export function SaveButton({ job, saved, onToggle }: { job: Job; saved: boolean; onToggle: () => void }) {
  const Icon = saved ? BookmarkCheck : Bookmark;
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={`${saved ? 'Unsave' : 'Save'} ${job.title}`}
      onClick={onToggle}
      className={`inline-flex items-center gap-1 rounded-md border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-300 ${
        saved
          ? 'border-amber-300 bg-amber-400/10 text-amber-200'
          : 'border-slate-600 text-slate-200 hover:bg-slate-800'
      }`}
    >
      <Icon aria-hidden="true" className="h-4 w-4" />
      {saved ? 'Saved' : 'Save'}
    </button>
  );
}

/** One posting in the feed, with its details and save buttons. */
export function FeedCard({ job, saved, onToggleSave, onOpen }: Props) {
  return (
    <JobCard
      job={job}
      variant="feed"
      title={job.title}
      note={
        <span className="inline-flex items-center gap-1" lang="vi">
          <Eye aria-hidden="true" className="h-3 w-3" />
          {job.views} lượt xem
        </span>
      }
      actions={
        <>
          <button
            type="button"
            onClick={onOpen}
            aria-label={`View details for ${job.title}`}
            className="rounded-md bg-sky-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-sky-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-300"
          >
            View details
          </button>
          <SaveButton job={job} saved={saved} onToggle={onToggleSave} />
        </>
      }
    />
  );
}
