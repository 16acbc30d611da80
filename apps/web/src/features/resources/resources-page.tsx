import { useState } from 'react';
import { Link } from 'react-router';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { RESOURCE_TOPICS, RESOURCE_VISIBILITY } from '@app/shared';
import type { Resource, ResourceSummary, ResourceTopic, ResourceVisibility } from '@app/shared';
import { PageTitle } from '@/components/page-title';
import { Pager } from '@/components/pager';
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
import { useAuth } from '@/lib/auth';
import { errorMessage } from '@/lib/error-message';
import { useResource, useResourceAction, useResources } from './api';

/**
 * The topics' names, written again in features/site/pages/resources-page.tsx for the public library (features do not
 * import each other, and a shared module would load them on every page; decision 1119). Change both.
 */
const TOPIC_LABEL: Record<ResourceTopic, MessageDescriptor> = {
  cv: msg`Writing a CV`,
  interview: msg`Interviews`,
  job_board: msg`The job board`,
  pipeline: msg`The hiring pipeline`,
  account: msg`Your account`,
  other: msg`Other`,
};
const VISIBILITY_LABEL: Record<ResourceVisibility, MessageDescriptor> = {
  public: msg`Everyone`,
  signed_in: msg`Signed-in users`,
  staff: msg`Staff only`,
};

/** The article's title in the reader's language, else the other one. */
const titleIn = (r: Pick<ResourceSummary, 'title_en' | 'title_vi'>, locale: string) =>
  (locale === 'vi' ? r.title_vi || r.title_en : r.title_en || r.title_vi) || '—';

type Draft = {
  topic: ResourceTopic;
  visibility: ResourceVisibility;
  published: boolean;
  title_en: string;
  body_en: string;
  title_vi: string;
  body_vi: string;
};
const EMPTY: Draft = {
  topic: 'other',
  visibility: 'public',
  published: false,
  title_en: '',
  body_en: '',
  title_vi: '',
  body_vi: '',
};

function ArticleForm({
  initial,
  onSubmit,
  onCancel,
  busy,
  error,
}: {
  initial: Draft;
  onSubmit: (d: Draft) => void;
  onCancel: () => void;
  busy: boolean;
  error: unknown;
}) {
  const { t, i18n } = useLingui();
  const [d, setD] = useState(initial);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setD((x) => ({ ...x, [key]: value }));
  return (
    <form
      className="grid gap-4 lg:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(d);
      }}
    >
      <div>
        <label htmlFor="article-topic" className={labelClass}>
          <Trans>Topic</Trans>
        </label>
        <select
          id="article-topic"
          className={inputClass}
          value={d.topic}
          onChange={(e) => set('topic', e.target.value as ResourceTopic)}
        >
          {RESOURCE_TOPICS.map((x) => (
            <option key={x} value={x}>
              {i18n._(TOPIC_LABEL[x])}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="article-visibility" className={labelClass}>
          <Trans>Who may read it</Trans>
        </label>
        <select
          id="article-visibility"
          className={inputClass}
          value={d.visibility}
          onChange={(e) => set('visibility', e.target.value as ResourceVisibility)}
        >
          {RESOURCE_VISIBILITY.map((x) => (
            <option key={x} value={x}>
              {i18n._(VISIBILITY_LABEL[x])}
            </option>
          ))}
        </select>
      </div>
      <div lang="en">
        <label htmlFor="article-title-en" className={labelClass}>
          <Trans>Title in English</Trans>
        </label>
        <input
          id="article-title-en"
          className={inputClass}
          value={d.title_en}
          onChange={(e) => set('title_en', e.target.value)}
        />
        <label htmlFor="article-body-en" className={`${labelClass} mt-3`}>
          <Trans>Text in English (Markdown)</Trans>
        </label>
        <textarea
          id="article-body-en"
          rows={8}
          className={inputClass}
          value={d.body_en}
          onChange={(e) => set('body_en', e.target.value)}
        />
      </div>
      <div lang="vi">
        <label htmlFor="article-title-vi" className={labelClass}>
          <Trans>Title in Vietnamese</Trans>
        </label>
        <input
          id="article-title-vi"
          className={inputClass}
          value={d.title_vi}
          onChange={(e) => set('title_vi', e.target.value)}
        />
        <label htmlFor="article-body-vi" className={`${labelClass} mt-3`}>
          <Trans>Text in Vietnamese (Markdown)</Trans>
        </label>
        <textarea
          id="article-body-vi"
          rows={8}
          className={inputClass}
          value={d.body_vi}
          onChange={(e) => set('body_vi', e.target.value)}
        />
      </div>
      <label className="flex items-center gap-2 text-slate-100">
        <input type="checkbox" checked={d.published} onChange={(e) => set('published', e.target.checked)} />
        <Trans>Published</Trans>
      </label>
      {error !== null && error !== undefined && (
        <div className="lg:col-span-2">
          <ErrorText>{errorMessage(error)}</ErrorText>
        </div>
      )}
      <div className="flex gap-2 lg:col-span-2">
        <button type="submit" className={buttonClass} disabled={busy}>
          {t`Save article`}
        </button>
        <button type="button" className={secondaryButtonClass} onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  );
}

function Reader({
  id,
  canEdit,
  onNotice,
  onClosed,
}: {
  id: string;
  canEdit: boolean;
  onNotice: (text: string) => void;
  onClosed: () => void;
}) {
  const { t, i18n } = useLingui();
  const article = useResource(id);
  const action = useResourceAction();
  const [editing, setEditing] = useState(false);
  if (article.isPending) return <Spinner label={t`Loading the article…`} className="min-h-0" />;
  if (article.isError) return <ErrorText>{errorMessage(article.error)}</ErrorText>;
  const r: Resource = article.data;
  const title = titleIn(r, i18n.locale);
  if (editing)
    return (
      <section aria-label={t`Edit “${title}”`} className={panelClass}>
        <ArticleForm
          initial={{ ...r }}
          busy={action.isPending}
          error={action.error}
          onCancel={() => setEditing(false)}
          onSubmit={(d) =>
            action.mutate(
              { kind: 'update', id: r.id, body: d },
              {
                onSuccess: () => {
                  setEditing(false);
                  onNotice(t`Article saved.`);
                },
              },
            )
          }
        />
      </section>
    );
  return (
    <article aria-labelledby="article-title" className={`${panelClass} space-y-4`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="article-title" className="text-xl font-semibold text-white">
          {title}
        </h2>
        <p className="text-sm text-slate-300">
          {i18n._(TOPIC_LABEL[r.topic])} · {i18n._(VISIBILITY_LABEL[r.visibility])}
          {!r.published && (
            <>
              {' '}
              · <Trans>Draft</Trans>
            </>
          )}
        </p>
      </div>
      {/* Everyone can read a public, published article on the site: its address to open or share (decision 1050). */}
      {r.visibility === 'public' && r.published && (
        <p>
          <Link
            to={`/resources/${encodeURIComponent(r.id)}`}
            className="text-sm font-semibold text-sky-300 underline hover:text-sky-200"
          >
            <Trans>Open the public page</Trans> <span className="sr-only">{title}</span>
          </Link>
        </p>
      )}
      {/* Both language versions side by side; each body is rendered and sanitised by the server (decision 703). */}
      <div className="grid gap-6 lg:grid-cols-2">
        <section lang="en" aria-label={t`English version`}>
          <h3 className="mb-2 text-lg font-semibold text-slate-100">{r.title_en || '—'}</h3>
          <div
            className="space-y-2 text-slate-200 [&_a]:text-sky-300 [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
            dangerouslySetInnerHTML={{ __html: r.html_en }}
          />
        </section>
        <section lang="vi" aria-label={t`Vietnamese version`}>
          <h3 className="mb-2 text-lg font-semibold text-slate-100">{r.title_vi || '—'}</h3>
          <div
            className="space-y-2 text-slate-200 [&_a]:text-sky-300 [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6"
            dangerouslySetInnerHTML={{ __html: r.html_vi }}
          />
        </section>
      </div>
      {canEdit && (
        <div className="flex gap-2">
          <button type="button" className={secondaryButtonClass} onClick={() => setEditing(true)}>
            <Trans>Edit</Trans> <span className="sr-only">{title}</span>
          </button>
          <button
            type="button"
            className={dangerButtonClass}
            onClick={() =>
              action.mutate(
                { kind: 'delete', id: r.id },
                {
                  onSuccess: () => {
                    onNotice(t`Article deleted.`);
                    onClosed();
                  },
                },
              )
            }
          >
            <Trans>Delete</Trans> <span className="sr-only">{title}</span>
          </button>
        </div>
      )}
      {action.error && <ErrorText>{errorMessage(action.error)}</ErrorText>}
    </article>
  );
}

/** /dashboard/resources (issue 12): articles per visibility, searched without diacritics; editors write them. */
export function ResourcesPage() {
  const { t, i18n } = useLingui();
  const { user } = useAuth();
  const [q, setQ] = useState('');
  const [topic, setTopic] = useState<ResourceTopic | ''>('');
  const [page, setPage] = useState(1);
  const list = useResources(q, topic, page);
  const create = useResourceAction();
  const [open, setOpen] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState('');
  const canEdit = Boolean(user && (user.role === 'admin' || user.permissions.includes('content:write')));

  return (
    <div>
      <PageTitle
        actions={
          canEdit &&
          !creating && (
            <button type="button" className={buttonClass} onClick={() => setCreating(true)}>
              <Trans>New article</Trans>
            </button>
          )
        }
      >
        <Trans>Resources</Trans>
      </PageTitle>
      <div aria-live="polite">{notice && <StatusText>{notice}</StatusText>}</div>
      {creating && (
        <section aria-label={t`New article`} className={`${panelClass} mb-6`}>
          <ArticleForm
            initial={EMPTY}
            busy={create.isPending}
            error={create.error}
            onCancel={() => setCreating(false)}
            onSubmit={(d) =>
              create.mutate(
                { kind: 'create', body: d },
                {
                  onSuccess: (saved) => {
                    setCreating(false);
                    setNotice(t`Article saved.`);
                    if (saved) setOpen(saved.id);
                  },
                },
              )
            }
          />
        </section>
      )}
      <form
        role="search"
        className="mb-4 flex flex-wrap items-end gap-3"
        onSubmit={(e) => e.preventDefault()}
      >
        <div>
          <label htmlFor="resources-q" className={labelClass}>
            <Trans>Search articles</Trans>
          </label>
          <input
            id="resources-q"
            type="search"
            className={inputClass}
            value={q}
            onChange={(e) => {
              setQ(e.target.value);
              setPage(1);
            }}
          />
        </div>
        <div>
          <label htmlFor="resources-topic" className={labelClass}>
            <Trans>Topic</Trans>
          </label>
          <select
            id="resources-topic"
            className={inputClass}
            value={topic}
            onChange={(e) => {
              setTopic(e.target.value as ResourceTopic | '');
              setPage(1);
            }}
          >
            <option value="">{t`All topics`}</option>
            {RESOURCE_TOPICS.map((x) => (
              <option key={x} value={x}>
                {i18n._(TOPIC_LABEL[x])}
              </option>
            ))}
          </select>
        </div>
      </form>
      {list.isPending ? (
        <Spinner label={t`Loading articles…`} className="min-h-0" />
      ) : list.isError ? (
        <ErrorText>{errorMessage(list.error)}</ErrorText>
      ) : list.data.resources.length === 0 && list.data.total === 0 ? (
        <p className="text-slate-300">
          <Trans>No article matches.</Trans>
        </p>
      ) : (
        <>
          <ul className="mb-6 grid gap-2 sm:grid-cols-2">
            {list.data.resources.map((r) => (
              <li key={r.id}>
                <button
                  type="button"
                  aria-expanded={open === r.id}
                  className="w-full rounded-lg border border-slate-800 bg-slate-900 p-3 text-left hover:border-sky-400"
                  onClick={() => setOpen(open === r.id ? null : r.id)}
                >
                  <span className="block font-medium text-white">{titleIn(r, i18n.locale)}</span>
                  <span className="text-sm text-slate-300">{i18n._(TOPIC_LABEL[r.topic])}</span>
                </button>
              </li>
            ))}
          </ul>
          <Pager
            page={page}
            pages={Math.max(1, Math.ceil(list.data.total / list.data.pageSize))}
            onPage={setPage}
          />
        </>
      )}
      {open && (
        <Reader key={open} id={open} canEdit={canEdit} onNotice={setNotice} onClosed={() => setOpen(null)} />
      )}
    </div>
  );
}
