import Bookmark from 'lucide-react/icons/bookmark';
import BookmarkCheck from 'lucide-react/icons/bookmark-check';
import Eye from 'lucide-react/icons/eye';
import MapPin from 'lucide-react/icons/map-pin';
import Star from 'lucide-react/icons/star';
import type { Job } from '@app/shared';
import { LEVEL_LABEL, TYPE_LABEL, formatDay, formatSalary, visibleSkills } from '@/lib/jobs/format';

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

export function SkillList({ skills }: { skills: readonly string[] }) {
  const { shown, more } = visibleSkills(skills);
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Skills">
      {shown.map((skill) => (
        <li key={skill} className="rounded-md bg-slate-800 px-2 py-0.5 text-xs text-slate-100">
          {skill}
        </li>
      ))}
      {more > 0 && <li className="rounded-md px-2 py-0.5 text-xs text-slate-300">+{more} more</li>}
    </ul>
  );
}

/** One posting in the feed. */
export function JobCard({ job, saved, onToggleSave, onOpen }: Props) {
  const titleId = `job-title-${job.id}`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="job-card"
      className={`flex h-full flex-col rounded-xl border bg-slate-900 p-5 ${
        job.is_featured ? 'border-amber-400/60' : 'border-slate-800'
      }`}
    >
      <div className="mb-2 flex flex-wrap gap-2 text-xs font-medium">
        {job.is_featured && (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-400/15 px-2 py-0.5 text-amber-200">
            <Star aria-hidden="true" className="h-3 w-3" /> Featured
          </span>
        )}
        {job.is_remote && (
          <span className="rounded-full bg-emerald-500/15 px-2 py-0.5 text-emerald-200">Remote</span>
        )}
        <span className="rounded-full bg-slate-800 px-2 py-0.5 text-slate-200">{TYPE_LABEL[job.type]}</span>
        <span className="rounded-full bg-slate-800 px-2 py-0.5 text-slate-200">{LEVEL_LABEL[job.level]}</span>
      </div>
      <h3 id={titleId} className="text-lg font-semibold text-white">
        {job.title}
      </h3>
      <p className="text-slate-300">{job.company}</p>
      <p className="mt-1 flex items-center gap-1 text-sm text-slate-300">
        <MapPin aria-hidden="true" className="h-4 w-4" />
        {job.location}
      </p>
      <p className="mt-2 font-semibold text-emerald-300" data-testid="job-salary">
        {formatSalary(job.salary_min, job.salary_max)}
      </p>
      <div className="mt-3 flex-1">
        <SkillList skills={job.skills} />
      </div>
      <p className="mt-3 flex items-center gap-3 text-xs text-slate-400">
        {job.posted_date && <span>Đăng ngày {formatDay(job.posted_date)}</span>}
        <span className="inline-flex items-center gap-1">
          <Eye aria-hidden="true" className="h-3 w-3" />
          {job.views} lượt xem
        </span>
      </p>
      <div className="mt-4 flex gap-2">
        <button
          type="button"
          onClick={onOpen}
          aria-label={`View details for ${job.title}`}
          className="rounded-md bg-sky-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-sky-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-300"
        >
          View details
        </button>
        <SaveButton job={job} saved={saved} onToggle={onToggleSave} />
      </div>
    </article>
  );
}
