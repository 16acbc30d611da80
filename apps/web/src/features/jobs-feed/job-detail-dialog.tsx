import { useRef } from 'react';
import X from 'lucide-react/icons/x';
import { SaveButton } from './feed-card';
import { Link } from 'react-router';
import type { Job } from '@app/shared';
import { LEVEL_LABEL, TYPE_LABEL, formatDay, formatSalary } from '@/lib/jobs/format';
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
          aria-label="Close"
          className="absolute top-4 right-4 rounded-md p-1 text-slate-300 hover:bg-slate-800 hover:text-white focus-visible:outline-2 focus-visible:outline-sky-300"
        >
          <X aria-hidden="true" className="h-5 w-5" />
        </button>
        <h2 id={titleId} className="pr-10 text-xl font-bold text-white" lang={textLang(job.title)}>
          {job.title}
        </h2>
        <p className="text-slate-300" lang={textLang(job.company, job.location)}>
          {job.company} · {job.location}
          {job.is_remote ? ' · Remote' : ''}
        </p>
        <p className="mt-2 text-sm text-slate-300">
          {TYPE_LABEL[job.type]} · {LEVEL_LABEL[job.level]}
        </p>
        <p className="mt-2 text-lg font-semibold text-emerald-300" lang="vi">
          {formatSalary(job.salary_min, job.salary_max)}
        </p>
        <p className="mt-1 text-sm text-slate-400" lang="vi">
          {job.posted_date ? `Đăng ngày ${formatDay(job.posted_date)} · ` : ''}
          {job.deadline ? `Hạn nộp ${formatDay(job.deadline)} · ` : ''}
          {job.views} lượt xem
        </p>
        <p className="mt-4 text-slate-200" lang={textLang(job.description)}>
          {job.description}
        </p>
        <section className="mt-5">
          <h3 className="mb-2 font-semibold text-white">Skills</h3>
          <ul className="flex flex-wrap gap-2">
            {job.skills.map((skill) => (
              <li key={skill} className="rounded-md bg-slate-800 px-2 py-0.5 text-sm text-slate-100">
                {skill}
              </li>
            ))}
          </ul>
        </section>
        <ListBlock title="Requirements" items={job.requirements} />
        <ListBlock title="Benefits" items={job.benefits} />
        <div className="mt-6 flex justify-end gap-3">
          <SaveButton job={job} saved={saved} onToggle={onToggleSave} />
          <Link
            to={`/jobs/${job.id}`}
            className="rounded-md bg-sky-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-sky-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-300"
          >
            Open posting to apply
          </Link>
        </div>
      </div>
    </Modal>
  );
}
