import { Link } from 'react-router';
import CalendarClock from 'lucide-react/icons/calendar-clock';
import MapPin from 'lucide-react/icons/map-pin';
import Star from 'lucide-react/icons/star';
import type { Job } from '@app/shared';
import { LEVEL_LABEL, TYPE_LABEL, formatDay, formatSalary, visibleSkills } from '@/lib/jobs/format';

export function BoardSkillList({ skills }: { skills: readonly string[] }) {
  const { shown, more } = visibleSkills(skills);
  if (skills.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Skills">
      {shown.map((skill) => (
        <li key={skill} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-800">
          {skill}
        </li>
      ))}
      {more > 0 && <li className="px-2 py-0.5 text-xs font-medium text-slate-600">+{more} more</li>}
    </ul>
  );
}

/** One posting on the public board: spec §2's job feed card on the light site. */
export function BoardCard({ job, search }: { job: Job; search: string }) {
  const titleId = `board-job-${job.id}`;
  return (
    <article
      aria-labelledby={titleId}
      data-testid="board-card"
      className={`flex h-full flex-col rounded-2xl border bg-white p-5 shadow-sm ${
        job.is_featured ? 'border-amber-400' : 'border-slate-200'
      }`}
    >
      <div className="mb-2 flex flex-wrap gap-2 text-xs font-medium">
        {job.is_featured && (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-amber-900">
            <Star aria-hidden="true" className="h-3 w-3" /> Featured
          </span>
        )}
        {job.is_remote && (
          <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-emerald-900">Remote</span>
        )}
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-slate-800">
          {TYPE_LABEL[job.type]} · {LEVEL_LABEL[job.level]}
        </span>
      </div>
      <h3 id={titleId} className="text-lg font-semibold text-slate-900">
        <Link
          to={`/jobs/${job.id}`}
          state={{ boardSearch: search }}
          className="rounded hover:text-blue-700 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
        >
          {job.title}
        </Link>
      </h3>
      <p className="text-slate-700">{job.company}</p>
      <p className="mt-1 flex items-center gap-1 text-sm text-slate-600">
        <MapPin aria-hidden="true" className="h-4 w-4" />
        {job.location}
      </p>
      <p className="mt-2 font-semibold text-emerald-800" data-testid="job-salary">
        {formatSalary(job.salary_min, job.salary_max)}
      </p>
      <div className="mt-3 flex-1">
        <BoardSkillList skills={job.skills} />
      </div>
      <p className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
        {job.posted_date && <span>Đăng ngày {formatDay(job.posted_date)}</span>}
        {job.deadline && (
          <span className="inline-flex items-center gap-1">
            <CalendarClock aria-hidden="true" className="h-3 w-3" />
            Hạn nộp {formatDay(job.deadline)}
          </span>
        )}
      </p>
    </article>
  );
}
