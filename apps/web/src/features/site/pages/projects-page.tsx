import { useSearchParams } from 'react-router';
import ExternalLink from 'lucide-react/icons/external-link';
import GitFork from 'lucide-react/icons/git-fork';
import GitPullRequest from 'lucide-react/icons/git-pull-request';
import Search from 'lucide-react/icons/search';
import Terminal from 'lucide-react/icons/terminal';
import Wrench from 'lucide-react/icons/wrench';
import { GithubIcon } from '@/components/social-icons';
import { PROJECTS, PROJECT_TAGS } from '../content/projects';
import type { Project } from '../content/projects';
import { Reveal } from '../reveal';
import { SectionHeading } from '../section-heading';
import { PageHeader } from './page-header';

/** The selected tag lives in the address (?tag=React), so a filtered view can be shared. */
export const TAG_PARAM = 'tag';

/** Spec §4: all projects, or those carrying the one selected tag. */
export const filterProjects = (projects: readonly Project[], tag: string | null) =>
  tag ? projects.filter((project) => project.tags.includes(tag)) : [...projects];

const STEPS = [
  { title: 'Find an issue', text: 'Browse issues labelled “good first issue” in any project.', Icon: Search },
  { title: 'Fork the repository', text: 'Create your own copy on GitHub and clone it.', Icon: GitFork },
  {
    title: 'Make your change',
    text: 'Work on a branch, run the tests and follow the style guide.',
    Icon: Wrench,
  },
  {
    title: 'Open a pull request',
    text: 'Describe what you changed; a maintainer will review it.',
    Icon: GitPullRequest,
  },
] as const;

const chipClass = (active: boolean) =>
  `rounded-full px-4 py-2 text-sm font-medium transition-colors ${
    active ? 'bg-blue-700 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100'
  }`;

export function ProjectsPage() {
  const [params, setParams] = useSearchParams();
  const tag = params.get(TAG_PARAM);
  const visible = filterProjects(PROJECTS, tag);
  const select = (next: string | null) =>
    setParams(next ? { [TAG_PARAM]: next } : {}, { replace: true, preventScrollReset: true });

  return (
    <main>
      <PageHeader title="Our Projects">
        <p>Open-source software built by DotTrip and its community.</p>
      </PageHeader>

      <section aria-labelledby="projects-title" className="bg-slate-50 py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="projects-title" className="sr-only">
            Projects
          </h2>
          <div
            role="group"
            aria-label="Filter projects by tag"
            className="flex flex-wrap justify-center gap-2"
          >
            <button
              type="button"
              aria-pressed={tag === null}
              onClick={() => select(null)}
              className={chipClass(tag === null)}
            >
              All Projects
            </button>
            {PROJECT_TAGS.map((name) => (
              <button
                key={name}
                type="button"
                aria-pressed={tag === name}
                onClick={() => select(name)}
                className={chipClass(tag === name)}
              >
                {name}
              </button>
            ))}
          </div>
          <p aria-live="polite" className="mt-6 text-center text-sm text-slate-600">
            {visible.length === 1 ? '1 project' : `${visible.length} projects`}
            {tag ? ` tagged “${tag}”` : ''}
          </p>

          {visible.length === 0 ? (
            <div className="mt-10 rounded-2xl bg-white p-12 text-center shadow-sm ring-1 ring-slate-200">
              <h3 className="text-xl font-semibold text-slate-900">No projects found</h3>
              <p className="mt-2 text-slate-600">No project carries this tag yet.</p>
              <button
                type="button"
                onClick={() => select(null)}
                className="mt-6 rounded-full bg-blue-700 px-6 py-3 font-semibold text-white hover:bg-blue-800"
              >
                View All Projects
              </button>
            </div>
          ) : (
            <ul className="mt-10 grid gap-8 md:grid-cols-2 lg:grid-cols-3">
              {visible.map((project) => (
                <li key={project.id}>
                  <ProjectCard project={project} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </section>

      <section aria-labelledby="contribute-title" className="py-20">
        <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
          <SectionHeading
            id="contribute-title"
            title="How to Contribute"
            subtitle="Every project welcomes contributions. Here is how to get started."
          />
          <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {STEPS.map(({ title, text, Icon }, i) => (
              <li key={title}>
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
                    <span className="sr-only">Step {i + 1}: </span>
                    {title}
                  </h3>
                  <p className="mt-2 text-slate-600">{text}</p>
                </Reveal>
              </li>
            ))}
          </ol>
          <p className="mt-10 flex items-center justify-center gap-2 text-slate-600">
            <Terminal size={18} aria-hidden="true" /> Each repository’s CONTRIBUTING file explains its setup.
          </p>
        </div>
      </section>
    </main>
  );
}

function ProjectCard({ project }: { project: Project }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <img src={project.imageUrl} alt="" width={400} height={225} className="aspect-video w-full" />
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-xl font-semibold text-slate-900">{project.title}</h3>
        <p className="mt-2 text-slate-700">{project.description}</p>
        <p className="mt-2 flex-1 text-sm text-slate-600">{project.details}</p>
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="Tags">
          {project.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-blue-50 px-3 py-1 text-xs font-medium text-blue-800">
              {tag}
            </li>
          ))}
        </ul>
        <div className="mt-6 flex gap-4">
          <a
            href={project.githubUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-semibold text-slate-800 hover:text-blue-700"
          >
            <GithubIcon size={18} /> Code{' '}
            <span className="sr-only">of {project.title} (opens in a new tab)</span>
          </a>
          <a
            href={project.demoUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-semibold text-blue-700 hover:text-blue-900"
          >
            <ExternalLink size={18} aria-hidden="true" /> Live Demo{' '}
            <span className="sr-only">of {project.title} (opens in a new tab)</span>
          </a>
        </div>
      </div>
    </article>
  );
}
