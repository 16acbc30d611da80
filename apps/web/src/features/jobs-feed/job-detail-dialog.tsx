import { useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import X from 'lucide-react/icons/x';
import { SaveButton } from './feed-card';
import { Link } from 'react-router';
import { formatDay } from '@app/shared';
import type { Job, Locale } from '@app/shared';
import { formatSalary } from '@/lib/jobs/format';
import { LEVEL_LABEL, TYPE_LABEL } from './labels';
import { textLang } from '@/lib/lang';
import { Modal } from '@/components/modal';

type Props = { job: Job; saved: boolean; onToggleSave: () => void; onClose: () => void };

function ListBlock({ title, items }: { title: string; items: string[] }) {
  return (
    <section className="mt-5">
      <h3 className="mb-2 font-semibold text-white">{title}</h3>
      <ul className="list-disc space-y-1 pl-5 text-slate-200" lang={textLang(...items)}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** The job detail modal: focus stays inside, Esc or a click outside closes, focus returns to the opener. */
export function JobDetailDialog({ job, saved, onToggleSave, onClose }: Props) {
  const closeButton = useRef<HTMLButtonElement>(null);
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  // "Posted 2 Nov 2026 · Deadline 15 Dec 2026 · 1,500 views", in the reader's language.
  const posted = job.posted_date ? formatDay(job.posted_date, locale) : null;
  const deadline = job.deadline ? formatDay(job.deadline, locale) : null;
  const count = job.views;
  const facts = [
    posted && t`Posted ${posted}`,
    deadline && t`Deadline ${deadline}`,
    plural(count, { one: '# view', other: '# views' }),
  ].filter(Boolean);
  const placeLang = textLang(job.company, job.location);
  const titleId = `job-dialog-title-${job.id}`;

  return (
    <Modal
      labelledBy={titleId}
      onClose={onClose}
      initialFocus={closeButton}
      closeOnBackdrop
      testId="job-dialog-backdrop"
      className="max-w-2xl"
    >
      <div className="relative rounded-xl border border-slate-700 bg-slate-900 p-6 text-slate-100 shadow-2xl">
        <button
          ref={closeButton}
          type="button"
          onClick={onClose}
          aria-label={t`Close`}
          className="absolute top-4 right-4 rounded-md p-1 text-slate-300 hover:bg-slate-800 hover:text-white focus-visible:outline-2 focus-visible:outline-sky-300"
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
        <h2 id={titleId} className="pr-10 text-xl font-bold text-white" lang={textLang(job.title)}>
          {job.title}
        </h2>
        <p className="text-slate-300" lang={placeLang}>
          {job.company} · {job.location}
          {job.is_remote && (
            <>
              {' · '}
              {/* Interface text inside a Vietnamese place name's paragraph: the page's language. */}
              <span lang={placeLang === 'vi' && locale !== 'vi' ? locale : undefined}>
                <Trans>Remote</Trans>
              </span>
            </>
          )}
        </p>
        <p className="mt-2 text-sm text-slate-300">
          {i18n._(TYPE_LABEL[job.type])} · {i18n._(LEVEL_LABEL[job.level])}
        </p>
        <p className="mt-2 text-lg font-semibold text-emerald-300">
          {formatSalary(job.salary_min, job.salary_max)}
        </p>
        <p className="mt-1 text-sm text-slate-400">{facts.join(' · ')}</p>
        <p className="mt-4 text-slate-200" lang={textLang(job.description)}>
          {job.description}
        </p>
        <section className="mt-5">
          <h3 className="mb-2 font-semibold text-white">
            <Trans>Skills</Trans>
          </h3>
          <ul className="flex flex-wrap gap-2">
            {job.skills.map((skill) => (
              <li key={skill} className="rounded-md bg-slate-800 px-2 py-0.5 text-sm text-slate-100">
                {skill}
              </li>
            ))}
          </ul>
        </section>
        <ListBlock title={t`Requirements`} items={job.requirements} />
        <ListBlock title={t`Benefits`} items={job.benefits} />
        <div className="mt-6 flex justify-end gap-3">
          <SaveButton job={job} saved={saved} onToggle={onToggleSave} />
          <Link
            to={`/jobs/${job.id}`}
            className="rounded-md bg-sky-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-sky-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-300"
          >
            <Trans>Open posting to apply</Trans>
          </Link>
        </div>
      </div>
    </Modal>
  );
}
