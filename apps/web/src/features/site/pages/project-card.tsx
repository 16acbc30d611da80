import { Trans, useLingui } from '@lingui/react/macro';
import ExternalLink from 'lucide-react/icons/external-link';
import type { PublicProject } from '@app/shared';
import { GithubIcon } from '@/components/social-icons';
import { API_URL } from '@/config/env';
import { cover } from '../content/covers';
import { PROJECT_TAGS } from '../content/projects';
import { tagLabel } from '../content/tags';

/** What a project card shows: a fixed project of spec §2, or a member's published project (issue 12). */
export type ShownProject = {
  key: string;
  title: string;
  description: string;
  details: string;
  imageUrl: string;
  tags: string[];
  githubUrl: string | null;
  demoUrl: string | null;
  /** A member's project names its author. */
  owner?: string;
};

/** A member's published project as the card shows it; without an image it gets a cover like the fixed ones. */
export const fromPublished = (project: PublicProject): ShownProject => ({
  key: `member-${project.id}`,
  title: project.title,
  description: project.description,
  details: project.details,
  imageUrl: project.image_url
    ? `${API_URL}${project.image_url}`
    : cover('#0f172a', '#2563eb', project.title.charAt(0).toUpperCase() || 'P'),
  tags: project.tags,
  githubUrl: project.repo_url,
  demoUrl: project.demo_url,
  owner: project.owner_name,
});

/**
 * A tag as shown: the fixed projects' tags may have a translation; members' tags are free text and shown as typed
 * (never looked up, so `constructor` or `__proto__` is only a word).
 */
export const shownTag = (i18n: Parameters<typeof tagLabel>[0], tag: string) =>
  PROJECT_TAGS.includes(tag) ? tagLabel(i18n, tag) : tag;

/** One card of /projects: the same for the fixed projects, members' projects and the approvals preview. */
export function ProjectCard({ project }: { project: ShownProject }) {
  const { t, i18n } = useLingui();
  const title = project.title;
  const owner = project.owner;
  // A member's links are theirs, not the company's: marked as user content that search engines should not count as
  // endorsed (Google's rel="ugc nofollow"), as forums and job boards mark what their members post.
  const rel = owner ? 'ugc nofollow noopener noreferrer' : 'noopener noreferrer';
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      <img
        src={project.imageUrl}
        alt=""
        width={400}
        height={225}
        className="aspect-video w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-6">
        <h3 className="text-xl font-semibold text-slate-900">{title}</h3>
        {owner && (
          <p className="text-sm text-slate-600">
            <Trans>by {owner}</Trans>
          </p>
        )}
        <p className="mt-2 text-slate-700">{project.description}</p>
        <p className="mt-2 flex-1 text-sm whitespace-pre-line text-slate-600">{project.details}</p>
        <ul className="mt-4 flex flex-wrap gap-2" aria-label={t`Tags`}>
          {project.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-blue-50 px-3 py-1 text-xs font-medium text-blue-800">
              {shownTag(i18n, tag)}
            </li>
          ))}
        </ul>
        <div className="mt-6 flex gap-4">
          {project.githubUrl && (
            <a
              href={project.githubUrl}
              target="_blank"
              rel={rel}
              className="inline-flex items-center gap-1 font-semibold text-slate-800 hover:text-blue-700"
            >
              <GithubIcon size={18} />{' '}
              <Trans>
                Code <span className="sr-only">of {title} (opens in a new tab)</span>
              </Trans>
            </a>
          )}
          {project.demoUrl && (
            <a
              href={project.demoUrl}
              target="_blank"
              rel={rel}
              className="inline-flex items-center gap-1 font-semibold text-blue-700 hover:text-blue-900"
            >
              <ExternalLink size={18} aria-hidden="true" />{' '}
              <Trans>
                Live Demo <span className="sr-only">of {title} (opens in a new tab)</span>
              </Trans>
            </a>
          )}
        </div>
      </div>
    </article>
  );
}
