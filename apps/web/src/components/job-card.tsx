import type { ReactNode } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import MapPin from 'lucide-react/icons/map-pin';
import Star from 'lucide-react/icons/star';
import Zap from 'lucide-react/icons/zap';
import { formatDay } from '@app/shared';
import type { Job, Locale } from '@app/shared';
import { LEVEL_MESSAGE, TYPE_MESSAGE, formatSalary, visibleSkills } from '@/lib/jobs/format';
import { textLang } from '@/lib/lang';

/** The public board's light cards and the dashboard feed's dark ones. */
const LOOKS = {
  board: {
    testId: 'board-card',
    card: 'rounded-2xl bg-white shadow-sm',
    border: { featured: 'border-amber-400', plain: 'border-slate-200' },
    featured: 'bg-amber-100 text-amber-900',
    priority: 'bg-sky-100 text-sky-900',
    remote: 'bg-emerald-100 text-emerald-900',
    pill: 'bg-slate-100 text-slate-800',
    /** Type and level in one pill ("Full-time · Senior") or in two. */
    onePill: true,
    title: 'text-slate-900',
    company: 'text-slate-700',
    location: 'text-slate-600',
    salary: 'text-emerald-800',
    skill: 'bg-slate-100 text-slate-800',
    more: 'font-medium text-slate-600',
    note: 'flex-wrap gap-x-3 gap-y-1 text-slate-600',
  },
  feed: {
    testId: 'job-card',
    card: 'rounded-xl bg-slate-900',
    border: { featured: 'border-amber-400/60', plain: 'border-slate-800' },
    featured: 'bg-amber-400/15 text-amber-200',
    priority: 'bg-sky-400/15 text-sky-200',
    remote: 'bg-emerald-500/15 text-emerald-200',
    pill: 'bg-slate-800 text-slate-200',
    onePill: false,
    title: 'text-white',
    company: 'text-slate-300',
    location: 'text-slate-300',
    salary: 'text-emerald-300',
    skill: 'bg-slate-800 text-slate-100',
    more: 'rounded-md text-slate-300',
    note: 'gap-3 text-slate-400',
  },
};

type Variant = keyof typeof LOOKS;

/**
 * "Priority": a posting of a company whose plan sells priority display (Pro, Enterprise; issue 10). The board,
 * the member feed and the job page show it; `className` gives the colours of the surface it sits on.
 */
export function PriorityBadge({ className }: { className: string }) {
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 ${className}`}>
      <Zap aria-hidden="true" className="h-3 w-3" /> <Trans>Priority</Trans>
    </span>
  );
}

/** Spec §9: at most 5 skills, then "+N more". Nothing when the posting names none. */
export function SkillList({ skills, variant }: { skills: readonly string[]; variant: Variant }) {
  const { t } = useLingui();
  const look = LOOKS[variant];
  const { shown, more } = visibleSkills(skills);
  if (skills.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t`Skills`}>
      {shown.map((skill) => (
        <li key={skill} className={`rounded-md px-2 py-0.5 text-xs ${look.skill}`}>
          {skill}
        </li>
      ))}
      {more > 0 && (
        <li className={`px-2 py-0.5 text-xs ${look.more}`}>
          <Trans>+{more} more</Trans>
        </li>
      )}
    </ul>
  );
}

type Props = {
  job: Job;
  variant: Variant;
  /** The heading's content: a link to the posting on the board, the plain title in the feed. */
  title: ReactNode;
  /** The small print after the posting date (the deadline, the views). */
  note?: ReactNode;
  /** Buttons at the foot of the card. */
  actions?: ReactNode;
  /** The title's heading level: 2 where the cards come right under the page's h1 (the board), else 3. */
  headingLevel?: 2 | 3;
};

/** One posting as a card (spec §2's job feed card): badges, title, company, place, salary, skills. */
export function JobCard({ job, variant, title, note, actions, headingLevel = 3 }: Props) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  // The posting's calendar day in Vietnam, written the reader's way ("2 Nov 2026" / "2 thg 11, 2026").
  const posted = job.posted_date ? formatDay(job.posted_date, locale) : null;
  const look = LOOKS[variant];
  const titleId = `${variant}-job-${job.id}`;
  const type = i18n._(TYPE_MESSAGE[job.type]);
  const level = i18n._(LEVEL_MESSAGE[job.level]);
  const kinds = look.onePill ? [`${type} · ${level}`] : [type, level];
  return (
    <article
      aria-labelledby={titleId}
      data-testid={look.testId}
      className={`flex h-full flex-col border p-5 ${look.card} ${
        job.is_featured ? look.border.featured : look.border.plain
      }`}
    >
      <div className="mb-2 flex flex-wrap gap-2 text-xs font-medium">
        {job.is_featured && (
          <span className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 ${look.featured}`}>
            <Star aria-hidden="true" className="h-3 w-3" /> <Trans>Featured</Trans>
          </span>
        )}
        {job.is_priority && <PriorityBadge className={look.priority} />}
        {job.is_remote && (
          <span className={`rounded-full px-2 py-0.5 ${look.remote}`}>
            <Trans>Remote</Trans>
          </span>
        )}
        {kinds.map((kind) => (
          <span key={kind} className={`rounded-full px-2 py-0.5 ${look.pill}`}>
            {kind}
          </span>
        ))}
      </div>
      <Heading id={titleId} lang={textLang(job.title)} className={`text-lg font-semibold ${look.title}`}>
        {title}
      </Heading>
      <p className={look.company} lang={textLang(job.company)}>
        {job.company}
      </p>
      <p className={`mt-1 flex items-center gap-1 text-sm ${look.location}`} lang={textLang(job.location)}>
        <MapPin aria-hidden="true" className="h-4 w-4" />
        {job.location}
      </p>
      <p className={`mt-2 font-semibold ${look.salary}`} data-testid="job-salary">
        {formatSalary(job.salary_min, job.salary_max)}
      </p>
      <div className="mt-3 flex-1">
        <SkillList skills={job.skills} variant={variant} />
      </div>
      <p className={`mt-3 flex items-center text-xs ${look.note}`}>
        {posted && (
          <span>
            <Trans>Posted {posted}</Trans>
          </span>
        )}
        {note}
      </p>
      {actions && <div className="mt-4 flex gap-2">{actions}</div>}
    </article>
  );
}
