import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import Bookmark from 'lucide-react/icons/bookmark';
import BookmarkCheck from 'lucide-react/icons/bookmark-check';
import Eye from 'lucide-react/icons/eye';
import type { Job } from '@app/shared';
import { JobCard } from '@/components/job-card';

type Props = { job: Job; saved: boolean; onToggleSave: () => void; onOpen: () => void };

export function SaveButton({ job, saved, onToggle }: { job: Job; saved: boolean; onToggle: () => void }) {
  const { t } = useLingui();
  const Icon = saved ? BookmarkCheck : Bookmark;
  const title = job.title;
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saved ? t`Unsave ${title}` : t`Save ${title}`}
      onClick={onToggle}
      className={`inline-flex items-center gap-1 rounded-md border px-3 py-1.5 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-300 ${
        saved
          ? 'border-amber-300 bg-amber-400/10 text-amber-200'
          : 'border-slate-600 text-slate-200 hover:bg-slate-800'
      }`}
    >
      <Icon aria-hidden="true" className="h-4 w-4" />
      {saved ? <Trans>Saved</Trans> : <Trans>Save</Trans>}
    </button>
  );
}

/** One posting in the feed, with its details and save buttons. */
export function FeedCard({ job, saved, onToggleSave, onOpen }: Props) {
  const { t } = useLingui();
  const title = job.title;
  const count = job.views;
  // "#" is written in the active language's number format ("1,500" / "1.500").
  const viewsText = plural(count, { one: '# view', other: '# views' });
  return (
    <JobCard
      job={job}
      variant="feed"
      title={job.title}
      note={
        // "1,500 views" / "1.500 lượt xem": the count in the reader's language and number format.
        <span className="inline-flex items-center gap-1">
          <Eye aria-hidden="true" className="h-3 w-3" />
          {viewsText}
        </span>
      }
      actions={
        <>
          <button
            type="button"
            onClick={onOpen}
            aria-label={t`View details for ${title}`}
            className="rounded-md bg-sky-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-sky-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-300"
          >
            <Trans>View details</Trans>
          </button>
          <SaveButton job={job} saved={saved} onToggle={onToggleSave} />
        </>
      }
    />
  );
}
