import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import type { Job } from '@app/shared';
import { getRelatedJobs, relatedJobsPath } from '@/lib/jobs/api';
import { initialBody } from '@/lib/initial-data';
import type { RelatedJobsReply } from '@app/shared';
import { formatSalary } from '@/lib/jobs/format';
import { textLang } from '@/lib/lang';
import { useAddressLinks } from '@/lib/i18n/address-links';

type Related = { similar: Job[]; company: Job[] };

function JobList({ jobs }: { jobs: Job[] }) {
  // Each posting's link keeps the language the address names (decision 1122).
  const linkTo = useAddressLinks();
  return (
    <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200">
      {jobs.map((job) => (
        <li key={job.id} className="p-4">
          <Link
            to={linkTo(`/jobs/${job.id}`)}
            className="font-semibold text-blue-800 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700"
            lang={textLang(job.title)}
          >
            {job.title}
          </Link>
          <p className="text-sm text-slate-700">
            <span lang={textLang(job.company)}>{job.company}</span> ·{' '}
            <span lang={textLang(job.location)}>{job.location}</span> ·{' '}
            {formatSalary(job.salary_min, job.salary_max)}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** Similar open postings (same skills, level and city first) and the company's other open postings. */
export function RelatedJobs({ id, company }: { id: string; company: string }) {
  // A server-rendered page starts with the lists it was rendered with (decision 1002).
  const [related, setRelated] = useState<{ id: string; value: Related } | null>(() => {
    const reply = initialBody<RelatedJobsReply>(relatedJobsPath(id));
    return reply ? { id, value: { similar: reply.similar, company: reply.company } } : null;
  });
  // Fetched once per id: the lists it was rendered with, or a reply already in, count as fetched.
  const loadedId = related?.id;
  useEffect(() => {
    if (loadedId === id) return;
    const controller = new AbortController();
    // A failure leaves the sections out; the posting itself is shown.
    getRelatedJobs(id, controller.signal).then(
      (reply) => setRelated({ id, value: { similar: reply.similar, company: reply.company } }),
      () => undefined,
    );
    return () => controller.abort();
  }, [id, loadedId]);
  if (related?.id !== id) return null;
  const { similar, company: others } = related.value;
  return (
    <>
      {similar.length > 0 && (
        <section aria-labelledby="similar-title" className="mt-10">
          <h2 id="similar-title" className="mb-3 text-xl font-semibold text-slate-900">
            <Trans>Similar jobs</Trans>
          </h2>
          <JobList jobs={similar} />
        </section>
      )}
      {others.length > 0 && (
        <section aria-labelledby="company-jobs-title" className="mt-10">
          <h2 id="company-jobs-title" className="mb-3 text-xl font-semibold text-slate-900">
            <Trans>
              More jobs at <span lang={textLang(company)}>{company}</span>
            </Trans>
          </h2>
          <JobList jobs={others} />
        </section>
      )}
    </>
  );
}
