import { useSearchParams } from 'react-router';
import type { MouseEvent } from 'react';
import { msg, select } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import GitFork from 'lucide-react/icons/git-fork';
import GitPullRequest from 'lucide-react/icons/git-pull-request';
import Search from 'lucide-react/icons/search';
import Terminal from 'lucide-react/icons/terminal';
import Wrench from 'lucide-react/icons/wrench';
import { formatNumber, pluralCategory } from '@app/shared';
import type { Locale, PublicProject, PublicProjectListReply } from '@app/shared';
import { useAddressLocale } from '@/lib/i18n/address-links';
import { PageLinks, PastTheLastPage, pageCountOf, pageHref, readPage, usePublicRead } from './list-pages';
import { PROJECTS, PROJECT_TAGS, PROJECT_TEXTS } from '../content/projects';
import { ProjectCard, fromPublished, shownTag } from './project-card';
import type { ShownProject } from './project-card';
import { Reveal } from '../reveal';
import { SectionHeading } from '../section-heading';
import { PageHeader } from './page-header';

/** The selected tag lives in the address (?tag=React), so a filtered view can be shared. */
export const TAG_PARAM = 'tag';

/** Tags are compared without case: a member's "react" is the fixed projects' "React". */
const tagKey = (tag: string) => tag.trim().toLowerCase();

/** Spec §4: all projects, or those carrying the one selected tag. */
export const filterProjects = <P extends { tags: readonly string[] }>(
  projects: readonly P[],
  tag: string | null,
) =>
  tag ? projects.filter((project) => project.tags.some((t) => tagKey(t) === tagKey(tag))) : [...projects];

/** One chip per tag whatever its case; the first spelling met (the fixed projects' first) names it. */
export const uniqueTags = (tags: readonly string[]) => {
  const byKey = new Map<string, string>();
  for (const tag of tags) if (!byKey.has(tagKey(tag))) byKey.set(tagKey(tag), tag);
  return [...byKey.values()];
};

const PROJECTS_PATH = '/api/projects';

/**
 * The API address of a page of the published projects, with the selected tag (decision 1072): the server filters and
 * pages them, so every published project is reachable.
 */
export const projectsPath = (page: number, tag: string | null) => {
  const query = new URLSearchParams();
  if (tag) query.set(TAG_PARAM, tag);
  if (page > 1) query.set('page', String(page));
  const text = query.toString();
  return text ? `${PROJECTS_PATH}?${text}` : PROJECTS_PATH;
};

const STEPS = [
  {
    key: 'find',
    title: msg`Find an issue`,
    text: msg`Browse issues labelled “good first issue” in any project.`,
    Icon: Search,
  },
  {
    key: 'fork',
    title: msg`Fork the repository`,
    text: msg`Create your own copy on GitHub and clone it.`,
    Icon: GitFork,
  },
  {
    key: 'change',
    title: msg`Make your change`,
    text: msg`Work on a branch, run the tests and follow the style guide.`,
    Icon: Wrench,
  },
  {
    key: 'pull-request',
    title: msg`Open a pull request`,
    text: msg`Describe what you changed; a maintainer will review it.`,
    Icon: GitPullRequest,
  },
] as const;

const chipClass = (active: boolean) =>
  `inline-block rounded-full px-4 py-2 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${
    active ? 'bg-blue-700 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100'
  }`;

export function ProjectsPage() {
  const { t, i18n } = useLingui();
  const [params, setParams] = useSearchParams();
  const tag = params.get(TAG_PARAM) || null;
  const page = readPage(params);
  const read = usePublicRead<PublicProjectListReply>(projectsPath(page, tag));
  const reply = read.status === 'ready' ? read.value : null;
  const published: PublicProject[] = reply?.projects ?? [];
  // The spec's five fixed projects stay first, on the first page only; members' published projects follow, newest
  // first, a page at a time (decision 1072).
  const fixed: ShownProject[] = filterProjects(
    PROJECTS.map((project) => {
      const texts = PROJECT_TEXTS[project.id];
      return {
        key: `fixed-${project.id}`,
        title: project.title,
        description: texts ? i18n._(texts.description) : project.description,
        details: texts ? i18n._(texts.details) : project.details,
        imageUrl: project.imageUrl,
        tags: project.tags,
        githubUrl: project.githubUrl,
        demoUrl: project.demoUrl,
      };
    }),
    tag,
  );
  const tags = uniqueTags([...PROJECT_TAGS, ...(reply?.tags ?? [])]);
  const selected = tag === null ? null : (tags.find((name) => tagKey(name) === tagKey(tag)) ?? tag);
  const visible = [...(page === 1 ? fixed : []), ...published.map(fromPublished)];
  // The chips are the spec's buttons, each submitting a GET form for its tag's first page (decision 1118): without
  // JavaScript the server answers it; with it the page filters in place, keeping the view and the history entry.
  const lang = useAddressLocale();
  const filterBy = (next: string | null) => (event: MouseEvent) => {
    event.preventDefault();
    const query: Record<string, string> = next ? { [TAG_PARAM]: next } : {};
    if (lang) query.lang = lang;
    setParams(query, { replace: true, preventScrollReset: true });
  };
  const langField = lang ? <input type="hidden" name="lang" value={lang} /> : null;
  const count = fixed.length + (reply?.total ?? 0);
  const shownCount = formatNumber(count, i18n.locale as Locale);
  const countForm = pluralCategory(count, i18n.locale as Locale);
  const pageCount = reply ? pageCountOf(reply.total, reply.pageSize) : 1;
  const hrefFor = (n: number) => pageHref('/projects', n, { filter: [TAG_PARAM, tag], lang });
  const pastTheLast = reply !== null && page > 1 && published.length === 0 && reply.total > 0;
  const tagName = selected === null ? '' : shownTag(i18n, selected);

  return (
    <main>
      <PageHeader title={t`Our Projects`}>
        <p>
          <Trans>Open-source software built by DotTrip and its community.</Trans>
        </p>
      </PageHeader>

      <section aria-labelledby="projects-title" className="bg-slate-50 py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="projects-title" className="sr-only">
            <Trans>Projects</Trans>
          </h2>
          <form action="/projects" method="get">
            <div
              role="group"
              aria-label={t`Filter projects by tag`}
              className="flex flex-wrap justify-center gap-2"
            >
              {langField}
              <button
                type="submit"
                aria-pressed={tag === null}
                onClick={filterBy(null)}
                className={chipClass(tag === null)}
              >
                <Trans>All Projects</Trans>
              </button>
              {tags.map((name) => (
                <button
                  key={name}
                  type="submit"
                  name={TAG_PARAM}
                  value={name}
                  aria-pressed={selected === name}
                  onClick={filterBy(name)}
                  className={chipClass(selected === name)}
                >
                  {shownTag(i18n, name)}
                </button>
              ))}
            </div>
          </form>
          <p aria-live="polite" className="mt-6 text-center text-sm text-slate-600">
            {/* A select on the shared plural rule: Lingui's own plural makes an Intl formatter (decision 1035). */}
            {tag
              ? select(countForm, {
                  one: `${shownCount} project tagged “${tagName}”`,
                  other: `${shownCount} projects tagged “${tagName}”`,
                })
              : select(countForm, { one: `${shownCount} project`, other: `${shownCount} projects` })}
          </p>

          {pastTheLast ? (
            <div className="mt-10">
              <PastTheLastPage href={hrefFor(pageCount)}>
                <Plural
                  value={reply?.total ?? 0}
                  one="This page is past the last one: the list has # member project."
                  other="This page is past the last one: the list has # member projects."
                />
              </PastTheLastPage>
            </div>
          ) : visible.length === 0 && read.status !== 'loading' ? (
            <div className="mt-10 rounded-2xl bg-white p-12 text-center shadow-sm ring-1 ring-slate-200">
              <h3 className="text-xl font-semibold text-slate-900">
                <Trans>No projects found</Trans>
              </h3>
              <p className="mt-2 text-slate-600">
                <Trans>No project carries this tag yet.</Trans>
              </p>
              <form action="/projects" method="get">
                {langField}
                <button
                  type="submit"
                  onClick={filterBy(null)}
                  className="mt-6 rounded-full bg-blue-700 px-6 py-3 font-semibold text-white hover:bg-blue-800"
                >
                  <Trans>View All Projects</Trans>
                </button>
              </form>
            </div>
          ) : (
            <ul className="mt-10 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
              {visible.map((project) => (
                <li key={project.key}>
                  <ProjectCard project={project} />
                </li>
              ))}
            </ul>
          )}
        </div>
        {reply && !pastTheLast && <PageLinks page={page} pageCount={pageCount} hrefFor={hrefFor} />}
      </section>

      <section aria-labelledby="contribute-title" className="py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
          <SectionHeading
            id="contribute-title"
            title={t`How to Contribute`}
            subtitle={t`Every project welcomes contributions. Here is how to get started.`}
          />
          <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {STEPS.map(({ key, title, text, Icon }, i) => {
              const step = i + 1;
              return (
                <li key={key}>
                  <Reveal delay={i * 100} className="h-full rounded-2xl border border-slate-200 p-6">
                    <span className="flex items-center gap-3">
                      <span
                        aria-hidden="true"
                        className="flex h-10 w-10 items-center justify-center rounded-full bg-blue-700 font-bold text-white"
                      >
                        {i + 1}
                      </span>
                      <Icon size={24} aria-hidden="true" className="text-blue-700" />
                    </span>
                    <h3 className="mt-4 text-lg font-semibold text-slate-900">
                      <span className="sr-only">
                        <Trans>Step {step}:</Trans>{' '}
                      </span>
                      {i18n._(title)}
                    </h3>
                    <p className="mt-2 text-slate-600">{i18n._(text)}</p>
                  </Reveal>
                </li>
              );
            })}
          </ol>
          <p className="mt-10 flex items-center justify-center gap-2 text-slate-600">
            <Terminal size={18} aria-hidden="true" />{' '}
            <Trans>Each repository’s CONTRIBUTING file explains its setup.</Trans>
          </p>
        </div>
      </section>
    </main>
  );
}
