import { useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';
import { msg } from '@lingui/core/macro';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import Bookmark from 'lucide-react/icons/bookmark';
import BookmarkCheck from 'lucide-react/icons/bookmark-check';
import Eye from 'lucide-react/icons/eye';
import Globe from 'lucide-react/icons/globe';
import MapPin from 'lucide-react/icons/map-pin';
import Star from 'lucide-react/icons/star';
import { formatDay, formatNumber } from '@app/shared';
import type { Job, Locale, MyApplication } from '@app/shared';
import { PriorityBadge } from '@/components/job-card';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { translateText } from '@/lib/i18n';
import { rememberSource } from '@/lib/jobs/source';
import { textLang } from '@/lib/lang';
import { ApplyForm } from './apply-form';
import { RelatedJobs } from './related-jobs';
import { ShareLinks } from './share-links';
import { LEVEL_LABEL, STAGE_LABEL, TYPE_LABEL } from './labels';
import { formatSalary, takesApplications } from '@/lib/jobs/format';
import { getJob, jobPath, listMyApplications } from '@/lib/jobs/api';
import { initialData, pageOrigin } from '@/lib/initial-data';
import { useAddressLinks } from '@/lib/i18n/address-links';
import type { JobReply } from '@app/shared';
import { useSavedJobs } from '@/lib/jobs/use-saved-jobs';

export const CLOSED_TEXT = msg`This posting no longer takes applications.`;

/** The company as the public reply may carry it (decision 232: only name and logo today). */
type CompanyProfile = {
  name: string;
  website?: string | null;
  logo_url?: string | null;
  description?: string;
  location?: string;
};
type JobWithCompany = Job & { company_profile?: CompanyProfile | null };

type State =
  | { status: 'loading' }
  /** `message`: the server's own words (already in the reader's language), if it gave any. */
  | { status: 'error'; message: string | null; notFound: boolean }
  /** `rendered`: the posting the server rendered the page with (decision 1154). */
  | { status: 'ready'; job: JobWithCompany; rendered?: boolean };

const focusRing = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';

function ListSection({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section className="mt-8">
      <h2 className="mb-3 text-xl font-semibold text-slate-900">{title}</h2>
      <ul className="list-disc space-y-1 pl-5 text-slate-800" lang={textLang(...items)}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

function CompanyBlock({ job }: { job: JobWithCompany }) {
  const { t } = useLingui();
  const profile: CompanyProfile = job.company_profile ?? {
    name: job.company,
    logo_url: job.company_logo_url,
  };
  const website = profile.website ?? null;
  const name = profile.name;
  return (
    <section aria-labelledby="company-title" className="mt-10 rounded-2xl border border-slate-200 p-5">
      <div className="flex items-center gap-3">
        {profile.logo_url ? (
          <img src={profile.logo_url} alt={t`${name} logo`} className="h-12 w-12 rounded-lg object-contain" />
        ) : (
          <span
            aria-hidden="true"
            className="grid h-12 w-12 place-items-center rounded-lg bg-blue-700 text-lg font-bold text-white"
          >
            {profile.name.charAt(0).toUpperCase()}
          </span>
        )}
        <h2 id="company-title" className="text-xl font-semibold text-slate-900">
          <Trans>
            About <span lang={textLang(name)}>{name}</span>
          </Trans>
        </h2>
      </div>
      {profile.location && (
        <p className="mt-3 flex items-center gap-1 text-slate-700" lang={textLang(profile.location)}>
          <MapPin aria-hidden="true" className="h-4 w-4" /> {profile.location}
        </p>
      )}
      {website && (
        <p className="mt-1 flex items-center gap-1">
          <Globe aria-hidden="true" className="h-4 w-4 text-slate-700" />
          <a
            href={website}
            rel="noopener noreferrer"
            target="_blank"
            className={`text-blue-700 underline ${focusRing}`}
          >
            {website.replace(/^https?:\/\//, '')}
          </a>
        </p>
      )}
      {profile.description && (
        <p className="mt-3 whitespace-pre-line text-slate-800" lang={textLang(profile.description)}>
          {profile.description}
        </p>
      )}
    </section>
  );
}

function SaveToggle({ saved, title, onToggle }: { saved: boolean; title: string; onToggle: () => void }) {
  const { t } = useLingui();
  const Icon = saved ? BookmarkCheck : Bookmark;
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={saved ? t`Unsave ${title}` : t`Save ${title}`}
      onClick={onToggle}
      className={`inline-flex w-full items-center justify-center gap-2 rounded-md border px-4 py-2 font-medium ${focusRing} ${
        saved
          ? 'border-amber-500 bg-amber-50 text-amber-950'
          : 'border-slate-400 text-slate-800 hover:bg-slate-100'
      }`}
    >
      <Icon aria-hidden="true" className="h-4 w-4" />
      {saved ? <Trans>Saved</Trans> : <Trans>Save job</Trans>}
    </button>
  );
}

/**
 * The user's own application to this posting: undefined while unknown, null when there is none. Asked only of
 * signed-in job seekers (members, and employers who applied before upgrading), so visitors pay nothing.
 */
function useOwnApplication(jobId: string, enabled: boolean): MyApplication | null | undefined {
  const [found, setFound] = useState<{ jobId: string; application: MyApplication | null } | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    listMyApplications(controller.signal).then(
      (applications) =>
        setFound({ jobId, application: applications.find((a) => a.job.id === jobId) ?? null }),
      () => setFound({ jobId, application: null }),
    );
    return () => controller.abort();
  }, [jobId, enabled]);
  if (!enabled) return null;
  return found?.jobId === jobId ? found.application : undefined;
}

/** Where the user's application stands, instead of a second "Apply" (defect 9). */
function OwnApplication({ application }: { application: MyApplication }) {
  const { i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const applied = formatDay(application.created_at, locale);
  const updated = formatDay(application.updated_at, locale);
  const stage = i18n._(STAGE_LABEL[application.stage]);
  return (
    <div role="status" className="space-y-2 text-slate-800">
      <p className="font-semibold text-slate-900">
        <Trans>You applied on {applied}.</Trans>
      </p>
      <p>
        <Trans>
          Stage: <strong>{stage}</strong>
        </Trans>
        {application.updated_at !== application.created_at && <Trans> · updated {updated}</Trans>}
      </p>
      <Link
        to="/dashboard/my-applications"
        className={`inline-block font-semibold text-blue-800 underline hover:text-blue-900 ${focusRing}`}
      >
        <Trans>See it in My applications</Trans>
      </Link>
    </div>
  );
}

function ApplyPanel({ job }: { job: Job }) {
  const { isAuthenticated, isLoading, user } = useAuth();
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState(false);
  // The posting closed while its page was open: the server refused the application for that.
  const [closedMeanwhile, setClosedMeanwhile] = useState(false);
  const closedNotice = useRef<HTMLParagraphElement>(null);
  // The form's button had the focus; it moves to the notice that took the form's place.
  useEffect(() => {
    if (closedMeanwhile) closedNotice.current?.focus();
  }, [closedMeanwhile]);
  const saved = useSavedJobs(isAuthenticated);
  const isSaved = saved.saved.includes(job.id);
  // A closed or past-deadline posting cannot be saved (decision 1077): its button shows only while it takes
  // applications, or to let go of a save made before; once shown it stays, so the focus is not lost on a click.
  const saveOpen = !closedMeanwhile && takesApplications(job);
  const [keepSaveToggle, setKeepSaveToggle] = useState(false);
  if (isSaved && !saveOpen && !keepSaveToggle) setKeepSaveToggle(true);
  const here = `/jobs/${job.id}`;
  const linkTo = useAddressLinks();
  const seeker = isAuthenticated && (user?.role === 'member' || user?.role === 'employer');
  const own = useOwnApplication(job.id, seeker);

  return (
    <aside aria-label={t`Apply`} className="space-y-3 rounded-2xl border border-slate-200 bg-slate-50 p-5">
      {own ? (
        <OwnApplication application={own} />
      ) : closedMeanwhile || !takesApplications(job) ? (
        // Said aloud when it replaces the form the member was filling in.
        <p
          ref={closedNotice}
          tabIndex={closedMeanwhile ? -1 : undefined}
          role={closedMeanwhile ? 'alert' : 'status'}
          className="font-medium text-slate-800"
        >
          {i18n._(CLOSED_TEXT)}
        </p>
      ) : isLoading ? null : !isAuthenticated ? (
        <Link
          to={linkTo('/login')}
          state={{ from: here }}
          className={`block rounded-md bg-blue-700 px-4 py-2 text-center font-semibold text-white hover:bg-blue-800 ${focusRing}`}
        >
          <Trans>Sign in to apply</Trans>
        </Link>
      ) : own === undefined ? null : user?.role !== 'member' ? (
        <p className="text-slate-800">
          <Trans>Only member accounts can apply for jobs.</Trans>
        </p>
      ) : open ? (
        <ApplyForm jobId={job.id} jobTitle={job.title} onClosed={() => setClosedMeanwhile(true)} />
      ) : (
        <button
          type="button"
          aria-expanded={open}
          onClick={() => setOpen(true)}
          className={`w-full rounded-md bg-blue-700 px-4 py-2 font-semibold text-white hover:bg-blue-800 ${focusRing}`}
        >
          <Trans>Apply</Trans>
        </button>
      )}
      {isAuthenticated && (saveOpen || isSaved || keepSaveToggle) && (
        <SaveToggle saved={isSaved} title={job.title} onToggle={() => saved.toggle(job.id)} />
      )}
      {saved.error && (
        <p role="alert" className="text-sm text-red-800">
          {translateText(saved.error)}
        </p>
      )}
    </aside>
  );
}

/** /jobs/:id: every spec §3 field, the company, and applying or saving for signed-in users. */
export function JobDetailPage({ id }: { id: string }) {
  // A server-rendered page starts with the posting it was rendered with (decision 1002); the read below still
  // runs, as it counts the reader's view, and brings the same posting. Its view count stays the one the page was
  // rendered with (decision 1154): the reader's own view, counted by that read, does not change the text they see.
  const [state, setState] = useState<State>(() => {
    const reply = initialData<JobReply & { message?: string }>(jobPath(id));
    if (!reply) return { status: 'loading' };
    if (reply.status === 200) return { status: 'ready', job: reply.body.job, rendered: true };
    const notFound = reply.status === 404 || reply.status === 422;
    return { status: 'error', notFound, message: notFound ? null : (reply.body.message ?? null) };
  });
  const { t, i18n } = useLingui();
  const locale = i18n.locale as Locale;
  const location = useLocation();
  const boardSearch = (location.state as { boardSearch?: string } | null)?.boardSearch ?? '';
  // The way back keeps the language the address names (decision 1122); the board's own query already has it.
  const linkTo = useAddressLinks();
  // Issue 11: a shared link's ?source= / utm_source counts the application under its source, after sign-up too.
  useEffect(() => rememberSource(id, new URLSearchParams(location.search)), [id, location.search]);

  useEffect(() => {
    // The route remounts this page per id (key), so it starts in 'loading'.
    const controller = new AbortController();
    getJob(id, controller.signal).then(
      (job) =>
        setState((current) =>
          current.status === 'ready' && current.job.id === job.id && current.rendered
            ? { status: 'ready', job: { ...job, views: current.job.views }, rendered: true }
            : { status: 'ready', job },
        ),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const notFound = error instanceof ApiError && (error.status === 404 || error.status === 422);
        setState({
          status: 'error',
          notFound,
          message: !notFound && error instanceof ApiError ? error.message : null,
        });
      },
    );
    return () => controller.abort();
  }, [id]);

  const back = (
    <Link
      to={linkTo(`/jobs${boardSearch}`)}
      className={`inline-flex items-center gap-1 rounded text-blue-700 hover:underline ${focusRing}`}
    >
      <ArrowLeft aria-hidden="true" className="h-4 w-4" /> <Trans>All jobs</Trans>
    </Link>
  );

  if (state.status === 'loading') {
    return (
      <main className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
        {back}
        <div
          role="status"
          aria-label={t`Loading job`}
          className="mt-6 animate-pulse space-y-3 motion-reduce:animate-none"
        >
          <div className="h-8 w-2/3 rounded bg-slate-200" />
          <div className="h-4 w-1/3 rounded bg-slate-200" />
          <div className="h-40 w-full rounded bg-slate-200" />
        </div>
      </main>
    );
  }
  if (state.status === 'error') {
    return (
      <main className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
        {back}
        <h1 className="mt-6 text-2xl font-bold text-slate-900">
          {state.notFound ? <Trans>Job not found</Trans> : <Trans>Something went wrong</Trans>}
        </h1>
        <p role="alert" className="mt-2 text-slate-800">
          {state.notFound
            ? t`This job posting does not exist.`
            : state.message !== null
              ? translateText(state.message)
              : t`Could not load this job. Please try again.`}
        </p>
      </main>
    );
  }

  const { job } = state;
  return (
    <main className="mx-auto max-w-5xl px-4 py-12 sm:px-6 lg:px-8">
      {back}
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_18rem]">
        <article aria-labelledby="job-title">
          <div className="mb-3 flex flex-wrap gap-2 text-xs font-medium">
            {job.is_featured && (
              <span className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-amber-900">
                <Star aria-hidden="true" className="h-3 w-3" /> <Trans>Featured</Trans>
              </span>
            )}
            {job.is_priority && <PriorityBadge className="bg-sky-100 text-sky-900" />}
            {job.is_remote && (
              <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-emerald-900">
                <Trans>Remote</Trans>
              </span>
            )}
            {job.status === 'closed' && (
              <span className="rounded-full bg-slate-200 px-2 py-0.5 text-slate-900">
                <Trans>Closed</Trans>
              </span>
            )}
          </div>
          <h1 id="job-title" className="text-3xl font-bold text-slate-900" lang={textLang(job.title)}>
            {job.title}
          </h1>
          <p className="mt-1 text-lg text-slate-800" lang={textLang(job.company)}>
            {job.company}
          </p>
          <dl className="mt-4 grid gap-x-6 gap-y-2 text-sm text-slate-800 sm:grid-cols-2">
            <div className="flex gap-1">
              <dt className="font-medium">
                <Trans>Location:</Trans>
              </dt>
              <dd lang={textLang(job.location)}>{job.location}</dd>
            </div>
            <div className="flex gap-1">
              <dt className="font-medium">
                <Trans>Type:</Trans>
              </dt>
              <dd>
                {i18n._(TYPE_LABEL[job.type])} · {i18n._(LEVEL_LABEL[job.level])}
              </dd>
            </div>
            <div className="flex gap-1">
              <dt className="font-medium">
                <Trans>Salary:</Trans>
              </dt>
              <dd className="font-semibold text-emerald-800">
                {formatSalary(job.salary_min, job.salary_max)}
              </dd>
            </div>
            {job.posted_date && (
              <div className="flex gap-1">
                <dt className="font-medium">
                  <Trans>Posted:</Trans>
                </dt>
                <dd>{formatDay(job.posted_date, locale)}</dd>
              </div>
            )}
            <div className="flex gap-1">
              <dt className="font-medium">
                <Trans>Deadline:</Trans>
              </dt>
              <dd>{job.deadline ? formatDay(job.deadline, locale) : t`None`}</dd>
            </div>
            <div className="flex items-center gap-1">
              <dt className="font-medium">
                <Eye aria-hidden="true" className="inline h-4 w-4" /> <Trans>Views:</Trans>
              </dt>
              <dd>{formatNumber(job.views, locale)}</dd>
            </div>
          </dl>

          <section className="mt-8">
            <h2 className="mb-3 text-xl font-semibold text-slate-900">
              <Trans>Description</Trans>
            </h2>
            <p className="whitespace-pre-line text-slate-800" lang={textLang(job.description)}>
              {job.description}
            </p>
          </section>
          <ListSection title={t`Requirements`} items={job.requirements} />
          {job.skills.length > 0 && (
            <section className="mt-8">
              <h2 className="mb-3 text-xl font-semibold text-slate-900">
                <Trans>Skills</Trans>
              </h2>
              <ul className="flex flex-wrap gap-2" aria-label={t`Skills`}>
                {job.skills.map((skill) => (
                  <li key={skill} className="rounded-md bg-slate-100 px-2 py-1 text-sm text-slate-900">
                    {skill}
                  </li>
                ))}
              </ul>
            </section>
          )}
          <ListSection title={t`Benefits`} items={job.benefits} />
          <CompanyBlock job={job} />
          <RelatedJobs id={job.id} company={job.company} />
        </article>
        <div className="space-y-6">
          <ApplyPanel job={job} />
          <ShareLinks url={`${pageOrigin()}/jobs/${job.id}`} title={job.title} />
        </div>
      </div>
    </main>
  );
}
