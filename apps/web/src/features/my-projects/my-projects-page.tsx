import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { IMAGE_MAX_BYTES, PROJECT_PROGRESS, formatNumber, takeDownProjectRequest } from '@app/shared';
import type { CreateProjectRequest, Locale, Project, ProjectProgress } from '@app/shared';
import { serverFieldErrors, useFieldProblems } from '@/components/field-problems';
import { PageTitle } from '@/components/page-title';
import { Spinner } from '@/components/spinner';
import { ErrorText, StatusText } from '@/components/status-text';
import {
  buttonClass,
  dangerButtonClass,
  inputClass,
  labelClass,
  panelClass,
  secondaryButtonClass,
} from '@/components/styles';
import { API_URL } from '@/config/env';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { errorMessage } from '@/lib/error-message';
import { translateText } from '@/lib/i18n';
import { useAllProjects, useDeleteProject, useMyProjects, useProjectAction, useTakeDown } from './api';
import { PROGRESS_LABEL, PROGRESS_STYLE, STATE_LABEL, STATE_STYLE } from './labels';
import { FileInput } from '@/components/file-input';

type Draft = {
  title: string;
  description: string;
  tags: string;
  repo_url: string;
  demo_url: string;
  details: string;
  progress_status: ProjectProgress;
  progress: string;
};

const EMPTY: Draft = {
  title: '',
  description: '',
  tags: '',
  repo_url: '',
  demo_url: '',
  details: '',
  progress_status: 'planning',
  progress: '0',
};

const fromProject = (p: Project): Draft => ({
  title: p.title,
  description: p.description,
  tags: p.tags.join(', '),
  repo_url: p.repo_url ?? '',
  demo_url: p.demo_url ?? '',
  details: p.details,
  progress_status: p.progress_status,
  progress: String(p.progress),
});

const toBody = (d: Draft): CreateProjectRequest => ({
  title: d.title,
  description: d.description,
  tags: d.tags
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean),
  repo_url: d.repo_url.trim() || null,
  demo_url: d.demo_url.trim() || null,
  details: d.details,
  progress_status: d.progress_status,
  progress: Number(d.progress),
});

/** The server's message for one field, if it named it. */
const fieldError = (error: unknown, field: string) =>
  error instanceof ApiError && error.errors?.[field]?.[0] ? translateText(error.errors[field][0]) : null;

function ProjectForm({
  initial,
  busy,
  error,
  submitLabel,
  onSubmit,
  onCancel,
}: {
  initial: Draft;
  busy: boolean;
  error: unknown;
  submitLabel: string;
  onSubmit: (draft: Draft) => void;
  onCancel: () => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [draft, setDraft] = useState(initial);
  const set = (key: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const field = (key: keyof Draft, label: string, options: { type?: string; required?: boolean } = {}) => {
    const problem = fieldError(error, key);
    return (
      <div>
        <label htmlFor={`${id}-${key}`} className={labelClass}>
          {label}
        </label>
        <input
          id={`${id}-${key}`}
          type={options.type ?? 'text'}
          className={inputClass}
          value={draft[key]}
          required={options.required}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-${key}-error` : undefined}
          onChange={(e) => set(key)(e.target.value)}
        />
        {problem && (
          <p id={`${id}-${key}-error`} className="mt-1 text-sm text-red-200">
            {problem}
          </p>
        )}
      </div>
    );
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(draft);
  };
  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2" noValidate>
      {field('title', t({ message: 'Title', context: 'project' }), { required: true })}
      {field('tags', t`Tags (separated by commas)`)}
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-description`} className={labelClass}>
          <Trans context="project">Description</Trans>
        </label>
        <textarea
          id={`${id}-description`}
          rows={2}
          className={inputClass}
          value={draft.description}
          onChange={(e) => set('description')(e.target.value)}
        />
        {fieldError(error, 'description') && (
          <p className="mt-1 text-sm text-red-200">{fieldError(error, 'description')}</p>
        )}
      </div>
      {field('repo_url', t`Code repository URL`, { type: 'url' })}
      {field('demo_url', t`Demo URL`, { type: 'url' })}
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-details`} className={labelClass}>
          <Trans>Details</Trans>
        </label>
        <textarea
          id={`${id}-details`}
          rows={4}
          className={inputClass}
          value={draft.details}
          onChange={(e) => set('details')(e.target.value)}
        />
      </div>
      <div>
        <label htmlFor={`${id}-status`} className={labelClass}>
          <Trans>Status</Trans>
        </label>
        <select
          id={`${id}-status`}
          className={inputClass}
          value={draft.progress_status}
          onChange={(e) => set('progress_status')(e.target.value)}
        >
          {PROJECT_PROGRESS.map((p) => (
            <option key={p} value={p}>
              {i18n._(PROGRESS_LABEL[p])}
            </option>
          ))}
        </select>
      </div>
      {field('progress', t`Progress (%)`, { type: 'number' })}
      {error !== null && error !== undefined && (
        <div className="sm:col-span-2">
          <ErrorText>{errorMessage(error)}</ErrorText>
        </div>
      )}
      <div className="flex gap-2 sm:col-span-2">
        <button type="submit" className={buttonClass} disabled={busy}>
          {submitLabel}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}

function ProgressBar({
  name,
  status,
  progress,
}: {
  name: string;
  status: ProjectProgress;
  progress: number;
}) {
  const { t, i18n } = useLingui();
  return (
    <div>
      <div className="mb-1 flex items-center justify-between gap-2">
        <span className={`rounded-full px-2 py-0.5 text-xs font-medium ${PROGRESS_STYLE[status]}`}>
          {i18n._(PROGRESS_LABEL[status])}
        </span>
        <span className="text-xs text-slate-300">{formatNumber(progress, i18n.locale as Locale)}%</span>
      </div>
      <div
        role="progressbar"
        aria-label={t`${name} progress`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        className="h-2 overflow-hidden rounded-full bg-slate-800"
      >
        <div className="h-full rounded-full bg-sky-500" style={{ width: `${progress}%` }} />
      </div>
    </div>
  );
}

function ProjectCard({ project, onNotice }: { project: Project; onNotice: (text: string) => void }) {
  const { t, i18n } = useLingui();
  const action = useProjectAction();
  const remove = useDeleteProject();
  const [editing, setEditing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [imageError, setImageError] = useState<string | null>(null);
  const titleId = `project-${project.id}`;
  const title = project.title;
  const canSubmit = ['draft', 'changes_requested', 'rejected'].includes(project.state);

  const onImage = (file: File | undefined) => {
    setImageError(null);
    if (!file) return;
    if (file.size > IMAGE_MAX_BYTES) {
      setImageError(t`The image is larger than 2 MB.`);
      return;
    }
    action.mutate(
      { kind: 'image', id: project.id, file },
      { onSuccess: () => onNotice(t`Image of “${title}” saved.`) },
    );
  };

  return (
    <article aria-labelledby={titleId} className={panelClass}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex gap-4">
          {project.image_url && (
            <img
              src={`${API_URL}${project.image_url}`}
              alt=""
              width={96}
              height={54}
              className="aspect-video w-24 rounded object-cover"
            />
          )}
          <div>
            <h2 id={titleId} className="text-lg font-semibold text-white">
              {title}
            </h2>
            <p className="text-slate-300">{project.description}</p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <p className={`rounded-full px-3 py-1 text-sm font-semibold ${STATE_STYLE[project.state]}`}>
            <span className="sr-only">
              <Trans>Review state:</Trans>{' '}
            </span>
            {i18n._(STATE_LABEL[project.state])}
          </p>
          {project.live && project.state !== 'published' && (
            <p className="rounded-full bg-emerald-900 px-3 py-1 text-sm text-emerald-50">
              <Trans>Published version stays live</Trans>
            </p>
          )}
        </div>
      </div>
      <div className="mt-3 max-w-md">
        <ProgressBar name={title} status={project.progress_status} progress={project.progress} />
      </div>
      {project.review_reason && project.state !== 'published' && (
        <p className="mt-3 rounded-md border border-amber-400/40 bg-amber-950/40 px-3 py-2 text-amber-100">
          <strong>
            <Trans>Reviewer’s reason:</Trans>
          </strong>{' '}
          {project.review_reason}
        </p>
      )}

      {editing ? (
        <div className="mt-4">
          <ProjectForm
            initial={fromProject(project)}
            busy={action.isPending}
            error={action.error}
            submitLabel={t`Save changes`}
            onCancel={() => setEditing(false)}
            onSubmit={(draft) =>
              action.mutate(
                { kind: 'update', id: project.id, body: toBody(draft) },
                {
                  onSuccess: () => {
                    setEditing(false);
                    onNotice(t`“${title}” saved.`);
                  },
                },
              )
            }
          />
        </div>
      ) : (
        <div className="mt-4 flex flex-wrap items-end gap-3">
          {project.state !== 'submitted' && (
            <button type="button" className={secondaryButtonClass} onClick={() => setEditing(true)}>
              <Trans>Edit</Trans> <span className="sr-only">{title}</span>
            </button>
          )}
          {project.state !== 'submitted' && (
            <div>
              <label htmlFor={`${titleId}-image`} className={labelClass}>
                <Trans>Image (PNG, JPEG, WebP or GIF, at most 2 MB)</Trans>
              </label>
              <FileInput
                id={`${titleId}-image`}
                accept="image/png,image/jpeg,image/webp,image/gif"
                onChange={(e) => onImage(e.target.files?.[0])}
              />
            </div>
          )}
          {canSubmit && (
            <button
              type="button"
              className={buttonClass}
              disabled={action.isPending}
              onClick={() =>
                action.mutate(
                  { kind: 'submit', id: project.id },
                  { onSuccess: () => onNotice(t`“${title}” submitted for review.`) },
                )
              }
            >
              <Trans>Submit for review</Trans> <span className="sr-only">{title}</span>
            </button>
          )}
          {project.state === 'submitted' && (
            <button
              type="button"
              className={secondaryButtonClass}
              disabled={action.isPending}
              onClick={() =>
                action.mutate(
                  { kind: 'withdraw', id: project.id },
                  { onSuccess: () => onNotice(t`“${title}” withdrawn from review.`) },
                )
              }
            >
              <Trans context="project">Withdraw</Trans> <span className="sr-only">{title}</span>
            </button>
          )}
          {confirmDelete ? (
            <>
              <button
                type="button"
                className={dangerButtonClass}
                onClick={() =>
                  remove.mutate(project.id, { onSuccess: () => onNotice(t`“${title}” deleted.`) })
                }
              >
                <Trans>Delete for good</Trans> <span className="sr-only">{title}</span>
              </button>
              <button type="button" className={secondaryButtonClass} onClick={() => setConfirmDelete(false)}>
                <Trans context="project">Keep it</Trans>
              </button>
            </>
          ) : (
            <button type="button" className={secondaryButtonClass} onClick={() => setConfirmDelete(true)}>
              <Trans>Delete</Trans> <span className="sr-only">{title}</span>
            </button>
          )}
        </div>
      )}
      {imageError && <ErrorText>{imageError}</ErrorText>}
      {!editing && (action.error || remove.error) && (
        <ErrorText>{errorMessage(action.error ?? remove.error)}</ErrorText>
      )}
    </article>
  );
}

/** Taking a live project off the site: the reason is required and goes to the owner (decision 1051). */
function TakeDown({ project }: { project: Project }) {
  const { t } = useLingui();
  const takeDown = useTakeDown();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const id = useId();
  const problems = useFieldProblems({ reason: id });
  const server = serverFieldErrors(takeDown.error);
  const title = project.title;
  if (!open)
    return (
      <button type="button" className={dangerButtonClass} onClick={() => setOpen(true)}>
        <Trans>Take off the site</Trans> <span className="sr-only">{title}</span>
      </button>
    );
  return (
    <form
      aria-label={t`Take “${title}” off the site`}
      className="space-y-2"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        // A missing reason is said beside it, in the page's language (decision 1194).
        if (!problems.check(takeDownProjectRequest, { reason })) return;
        takeDown.mutate({ id: project.id, reason }, { onSuccess: () => setOpen(false) });
      }}
    >
      <label htmlFor={id} className={labelClass}>
        <Trans>Reason (the owner reads it)</Trans>
      </label>
      <textarea
        id={id}
        rows={2}
        className={inputClass}
        value={reason}
        {...problems.controlProps('reason', server)}
        onChange={(e) => setReason(e.target.value)}
      />
      {problems.messageFor('reason', server)}
      {takeDown.error && <ErrorText>{errorMessage(takeDown.error)}</ErrorText>}
      <div className="flex gap-2">
        <button type="submit" className={dangerButtonClass} disabled={takeDown.isPending}>
          <Trans>Take off the site</Trans>
        </button>
        <button type="button" className={secondaryButtonClass} onClick={() => setOpen(false)}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}

function AllProjects({ canTakeDown }: { canTakeDown: boolean }) {
  const { t, i18n } = useLingui();
  const all = useAllProjects(true);
  if (all.isPending) return <Spinner label={t`Loading projects…`} />;
  if (all.isError) return <ErrorText>{errorMessage(all.error)}</ErrorText>;
  return (
    <section aria-labelledby="all-projects" className="mt-10">
      <h2 id="all-projects" className="mb-3 text-xl font-semibold text-white">
        <Trans>All members’ projects</Trans>
      </h2>
      {all.data.length === 0 ? (
        <p className="text-slate-300">
          <Trans>No member has a project yet.</Trans>
        </p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm text-slate-200">
            <thead className="text-slate-300">
              <tr>
                <th scope="col" className="py-2 pr-4">
                  <Trans>Project</Trans>
                </th>
                <th scope="col" className="py-2 pr-4">
                  <Trans>Owner</Trans>
                </th>
                <th scope="col" className="py-2 pr-4">
                  <Trans>Review state</Trans>
                </th>
                <th scope="col" className="py-2 pr-4">
                  <Trans>Status</Trans>
                </th>
                <th scope="col" className="py-2 pr-4">
                  <Trans>On the site</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {all.data.map((p) => (
                <tr key={p.id} className="border-t border-slate-800">
                  <td className="py-2 pr-4 font-medium text-white">{p.title}</td>
                  <td className="py-2 pr-4">{p.owner_name}</td>
                  <td className="py-2 pr-4">{i18n._(STATE_LABEL[p.state])}</td>
                  <td className="py-2 pr-4">
                    {i18n._(PROGRESS_LABEL[p.progress_status])} · {p.progress}%
                  </td>
                  <td className="py-2 pr-4">
                    {!p.live ? (
                      <Trans>No</Trans>
                    ) : canTakeDown ? (
                      <TakeDown project={p} />
                    ) : (
                      <Trans>Yes</Trans>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** /dashboard/my-projects (issue 12): the member's own projects through review onto the site; staff see all. */
export function MyProjectsPage() {
  const { t } = useLingui();
  const { user } = useAuth();
  const projects = useMyProjects();
  const create = useProjectAction();
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState('');
  const canCreate = Boolean(
    user &&
    (user.role === 'admin' ||
      user.permissions.some((p) => p === 'project:create:own' || p === 'project:create')),
  );
  const seesAll = Boolean(user && (user.role === 'admin' || user.permissions.includes('project:read')));
  // Reviewers (project:approve) may take a published project off the site (decision 1051).
  const reviews = Boolean(user && (user.role === 'admin' || user.permissions.includes('project:approve')));

  return (
    <div>
      <PageTitle
        actions={
          canCreate &&
          !creating && (
            <button type="button" className={buttonClass} onClick={() => setCreating(true)}>
              <Trans>New project</Trans>
            </button>
          )
        }
      >
        <Trans>My Projects</Trans>
      </PageTitle>
      <p className="mb-4 text-slate-300">
        <Trans>
          Projects you submit are reviewed by staff; once approved they appear on the public Projects page and
          on your candidate profile.
        </Trans>
      </p>
      <div aria-live="polite">{notice && <StatusText>{notice}</StatusText>}</div>
      {creating && (
        <section aria-labelledby="new-project" className={`${panelClass} mb-6`}>
          <h2 id="new-project" className="mb-3 text-lg font-semibold text-white">
            <Trans>New project</Trans>
          </h2>
          <ProjectForm
            initial={EMPTY}
            busy={create.isPending}
            error={create.error}
            submitLabel={t`Create project`}
            onCancel={() => setCreating(false)}
            onSubmit={(draft) =>
              create.mutate(
                { kind: 'create', body: toBody(draft) },
                {
                  onSuccess: (project) => {
                    setCreating(false);
                    setNotice(t`“${project.title}” created as a draft.`);
                  },
                },
              )
            }
          />
        </section>
      )}
      {projects.isPending ? (
        <Spinner label={t`Loading projects…`} />
      ) : projects.isError ? (
        <ErrorText>{errorMessage(projects.error)}</ErrorText>
      ) : projects.data.length === 0 ? (
        <p className="text-slate-300">
          <Trans>You have no projects yet.</Trans>
        </p>
      ) : (
        <ul className="space-y-4">
          {projects.data.map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} onNotice={setNotice} />
            </li>
          ))}
        </ul>
      )}
      {seesAll && <AllProjects canTakeDown={reviews} />}
    </div>
  );
}

/** The member dashboard's project status list (spec §2): the member's real projects. */
export function ProjectStatusList() {
  const { t } = useLingui();
  const projects = useMyProjects();
  return (
    <section aria-labelledby="projects-title" className="rounded-xl border border-slate-800 bg-slate-900 p-5">
      <h2 id="projects-title" className="mb-4 text-lg font-semibold text-white">
        <Trans>Project Status</Trans>
      </h2>
      {projects.isPending ? (
        <Spinner label={t`Loading projects…`} />
      ) : projects.isError ? (
        <ErrorText>{errorMessage(projects.error)}</ErrorText>
      ) : projects.data.length === 0 ? (
        <p className="text-slate-300">
          <Trans>No projects yet. Add one under My Projects.</Trans>
        </p>
      ) : (
        <ul className="space-y-4">
          {projects.data.map((p) => (
            <li key={p.id}>
              <p className="mb-1 font-medium text-slate-100">{p.title}</p>
              <ProgressBar name={p.title} status={p.progress_status} progress={p.progress} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
