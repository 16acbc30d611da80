import { useEffect, useRef, useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  IMAGE_MAX_BYTES,
  LOCALES,
  POST_CATEGORIES,
  createPostRequest,
  formatDateTimeInZone,
  schedulePostRequest,
  zonedToInstant,
} from '@app/shared';
import type { DiffPart, Locale, Post, PostCategory, PostStatus, UpdatePostRequest } from '@app/shared';
import { serverFieldErrors, useFieldProblems } from '@/components/field-problems';
import { PageTitle } from '@/components/page-title';
import { Spinner } from '@/components/spinner';
import { useFocusAfterLoadMore } from '@/components/use-focus-after-load-more';
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
import { renderPreview, usePostAction, usePosts, useVersions, versionDiff } from './api';
import { FileInput } from '@/components/file-input';

export const CATEGORY_LABEL: Record<PostCategory, MessageDescriptor> = {
  technology: msg`Technology`,
  design: msg`Design`,
  development: msg`Development`,
  community: msg`Community`,
  company: msg`Company`,
  careers: msg`Careers`,
  tutorials: msg`Tutorials`,
};
const STATUS_LABEL: Record<PostStatus, MessageDescriptor> = {
  draft: msg`Draft`,
  scheduled: msg`Scheduled`,
  published: msg`Published`,
  unpublished: msg`Unpublished`,
};
const STATUS_STYLE: Record<PostStatus, string> = {
  draft: 'bg-slate-600 text-slate-50',
  scheduled: 'bg-sky-800 text-sky-50',
  published: 'bg-emerald-800 text-emerald-50',
  unpublished: 'bg-amber-800 text-amber-50',
};
const LANG_LABEL: Record<Locale, MessageDescriptor> = { en: msg`English`, vi: msg`Vietnamese` };
/** The fields a version comparison names (the server's `diff[].field`), with the form's own labels. */
const DIFF_FIELD_LABEL: Record<string, MessageDescriptor> = {
  title: msg({ message: 'Title', context: 'post' }),
  slug: msg`Address (slug)`,
  category: msg`Category`,
  tags: msg`Tags (separated by commas)`,
  summary: msg`Summary`,
  body: msg`Body (Markdown)`,
  seo_title: msg`SEO title`,
  seo_description: msg`SEO description`,
  cover: msg`Cover image`,
};
const ZONE = 'Asia/Ho_Chi_Minh';
const AUTOSAVE_MS = 2_000;

type Fields = {
  title: string;
  slug: string;
  category: PostCategory;
  tags: string;
  lang: Locale;
  summary: string;
  body: string;
  seo_title: string;
  seo_description: string;
};

const fieldsOf = (p: Post): Fields => ({
  title: p.title,
  slug: p.slug,
  category: p.category,
  tags: p.tags.join(', '),
  lang: p.lang,
  summary: p.summary,
  body: p.body,
  seo_title: p.seo_title,
  seo_description: p.seo_description,
});

const bodyOf = (f: Fields): UpdatePostRequest => ({
  ...f,
  tags: f.tags
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean),
});

const fieldError = (error: unknown, field: string) =>
  error instanceof ApiError && error.errors?.[field]?.[0] ? translateText(error.errors[field][0]) : null;

function DiffView({ field, parts }: { field: string; parts: DiffPart[] }) {
  const { i18n } = useLingui();
  // A category is shown by its name, not its code; a cover by the fact that it changed, not its storage key.
  if (field === 'cover')
    return (
      <p className="text-sm text-slate-300">
        <Trans>The cover image changed.</Trans>
      </p>
    );
  const shown = (text: string) =>
    field === 'category' && text.trim() in CATEGORY_LABEL
      ? text.replace(text.trim(), i18n._(CATEGORY_LABEL[text.trim() as PostCategory]))
      : text;
  return (
    <pre className="overflow-x-auto rounded-md bg-slate-950 p-2 text-sm whitespace-pre-wrap">
      {parts.map((part, i) =>
        part.op === 'add' ? (
          <ins key={i} className="bg-emerald-900/70 text-emerald-100 no-underline">
            {shown(part.text)}
          </ins>
        ) : part.op === 'remove' ? (
          <del key={i} className="bg-red-900/70 text-red-100">
            {shown(part.text)}
          </del>
        ) : (
          <span key={i} className="text-slate-300">
            {shown(part.text)}
          </span>
        ),
      )}
    </pre>
  );
}

function Versions({ post, onRestored }: { post: Post; onRestored: (post: Post) => void }) {
  const { t, i18n } = useLingui();
  const versions = useVersions(post.id);
  const action = usePostAction();
  const [diff, setDiff] = useState<{
    number: number;
    fields: Array<{ field: string; parts: DiffPart[] }>;
  } | null>(null);
  const [error, setError] = useState<unknown>(null);
  const fieldLabel = (field: string) => {
    const label = DIFF_FIELD_LABEL[field];
    return label ? i18n._(label) : field;
  };
  if (versions.isPending) return <Spinner label={t`Loading versions…`} className="min-h-0" />;
  if (versions.isError) return <ErrorText>{errorMessage(versions.error)}</ErrorText>;
  return (
    <section aria-labelledby="versions-title" className="space-y-3">
      <h3 id="versions-title" className="text-lg font-semibold text-white">
        <Trans>Version history</Trans>
      </h3>
      <ol className="space-y-2 text-sm text-slate-200">
        {versions.data.map((v) => {
          const number = v.number;
          return (
            <li key={v.id} className="flex flex-wrap items-center gap-3">
              <span>
                <Trans>
                  Version {number}, {formatDateTimeInZone(v.created_at, ZONE, i18n.locale as Locale)},{' '}
                  {v.author_name}
                </Trans>
                {v.kind === 'autosave' && (
                  <>
                    {' '}
                    (<Trans>autosaved</Trans>)
                  </>
                )}
              </span>
              <button
                type="button"
                className={secondaryButtonClass}
                onClick={() =>
                  versionDiff(post.id, v.id)
                    .then((reply) => setDiff({ number, fields: reply.diff }))
                    .catch(setError)
                }
              >
                <Trans>Compare with now</Trans> <span className="sr-only">{t`version ${number}`}</span>
              </button>
              <button
                type="button"
                className={secondaryButtonClass}
                disabled={action.isPending}
                onClick={() =>
                  action.mutate({ kind: 'restore', id: post.id, versionId: v.id }, { onSuccess: onRestored })
                }
              >
                <Trans>Restore</Trans> <span className="sr-only">{t`version ${number}`}</span>
              </button>
            </li>
          );
        })}
      </ol>
      {(error || action.error) && <ErrorText>{errorMessage(error ?? action.error)}</ErrorText>}
      {diff && (
        <div aria-live="polite" className="space-y-2">
          <h4 className="font-semibold text-slate-100">
            <Trans>Changes from version {diff.number} to now</Trans>
          </h4>
          {diff.fields.length === 0 ? (
            <p className="text-slate-300">
              <Trans>No differences.</Trans>
            </p>
          ) : (
            diff.fields.map((f) => (
              <div key={f.field}>
                <p className="text-sm font-medium text-slate-300">{fieldLabel(f.field)}</p>
                <DiffView field={f.field} parts={f.parts} />
              </div>
            ))
          )}
        </div>
      )}
    </section>
  );
}

function Editor({
  post,
  canPublish,
  autoFocus = false,
}: {
  post: Post;
  canPublish: boolean;
  /** A post just created: its title takes the focus the disabled "New post" button dropped (decision 1235). */
  autoFocus?: boolean;
}) {
  const { t, i18n } = useLingui();
  const save = usePostAction();
  const autosave = usePostAction();
  const publishing = usePostAction();
  const [fields, setFields] = useState<Fields>(() => fieldsOf(post));
  const [dirty, setDirty] = useState(false);
  const [notice, setNotice] = useState('');
  const [preview, setPreview] = useState<string | null>(null);
  const [when, setWhen] = useState('');
  const [coverError, setCoverError] = useState<string | null>(null);
  const whenProblems = useFieldProblems({ at: 'post-when' });
  const latest = useRef(fields);
  useEffect(() => {
    if (autoFocus) document.getElementById('post-title')?.focus();
  }, [autoFocus]);
  latest.current = fields;

  const set = (key: keyof Fields) => (value: string) => {
    setFields((f) => ({ ...f, [key]: value }));
    setDirty(true);
  };

  // Autosave: a pause in typing saves the draft as the one rolling autosaved version (decision 705).
  useEffect(() => {
    if (!dirty || post.status === 'published' || post.status === 'scheduled') return;
    const timer = setTimeout(() => {
      const sent = latest.current;
      autosave.mutate(
        { kind: 'update', id: post.id, body: { ...bodyOf(sent), autosave: true } },
        {
          onSuccess: (saved) => {
            // Typing while the save was on its way leaves the newer text unsaved (and publishing held back).
            if (latest.current === sent) setDirty(false);
            setNotice(
              t`Draft autosaved at ${formatDateTimeInZone(saved.updated_at, ZONE, i18n.locale as Locale)}.`,
            );
          },
        },
      );
    }, AUTOSAVE_MS);
    return () => clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs on each change of the fields
  }, [fields, dirty]);

  const error = save.error ?? publishing.error;
  const whenInvalid = whenProblems.controlProps('at', serverFieldErrors(publishing.error));
  const input = (key: keyof Fields, label: string) => {
    const problem = fieldError(error, key);
    return (
      <div>
        <label htmlFor={`post-${key}`} className={labelClass}>
          {label}
        </label>
        <input
          id={`post-${key}`}
          className={inputClass}
          value={fields[key]}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `post-${key}-error` : undefined}
          onChange={(e) => set(key)(e.target.value)}
        />
        {problem && (
          <p id={`post-${key}-error`} className="mt-1 text-sm text-red-200">
            {problem}
          </p>
        )}
      </div>
    );
  };
  const title = post.title;

  return (
    <section aria-labelledby="editor-title" className={`${panelClass} space-y-4`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="editor-title" className="text-xl font-semibold text-white">
          <Trans>Editing “{title}”</Trans>
        </h2>
        <p className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_STYLE[post.status]}`}>
          {i18n._(STATUS_LABEL[post.status])}
          {post.status === 'scheduled' && post.scheduled_at && (
            <> · {formatDateTimeInZone(post.scheduled_at, ZONE, i18n.locale as Locale)}</>
          )}
        </p>
      </div>
      <div aria-live="polite">{notice && <StatusText>{notice}</StatusText>}</div>
      <form
        className="grid gap-4 sm:grid-cols-2"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const sent = fields;
          save.mutate(
            { kind: 'update', id: post.id, body: bodyOf(sent) },
            {
              onSuccess: () => {
                if (latest.current === sent) setDirty(false);
                setNotice(t`Saved as a new version.`);
              },
            },
          );
        }}
      >
        {input('title', t({ message: 'Title', context: 'post' }))}
        {input('slug', t`Address (slug)`)}
        <div>
          <label htmlFor="post-category" className={labelClass}>
            <Trans>Category</Trans>
          </label>
          <select
            id="post-category"
            className={inputClass}
            value={fields.category}
            onChange={(e) => set('category')(e.target.value)}
          >
            {POST_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {i18n._(CATEGORY_LABEL[c])}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="post-lang" className={labelClass}>
            <Trans>Language of the post</Trans>
          </label>
          <select
            id="post-lang"
            className={inputClass}
            value={fields.lang}
            onChange={(e) => set('lang')(e.target.value)}
          >
            {LOCALES.map((l) => (
              <option key={l} value={l}>
                {i18n._(LANG_LABEL[l])}
              </option>
            ))}
          </select>
        </div>
        {input('tags', t`Tags (separated by commas)`)}
        <div>
          <label htmlFor="post-cover" className={labelClass}>
            <Trans>Cover image (PNG, JPEG, WebP or GIF, at most 2 MB)</Trans>
          </label>
          <FileInput
            id="post-cover"
            accept="image/png,image/jpeg,image/webp,image/gif"
            onChange={(e) => {
              const file = e.target.files?.[0];
              setCoverError(null);
              if (!file) return;
              if (file.size > IMAGE_MAX_BYTES) {
                setCoverError(t`The image is larger than 2 MB.`);
                return;
              }
              save.mutate(
                { kind: 'cover', id: post.id, file },
                { onSuccess: () => setNotice(t`Cover saved.`) },
              );
            }}
          />
          {post.cover_url && (
            <img src={`${API_URL}${post.cover_url}`} alt="" className="mt-2 h-16 rounded object-cover" />
          )}
          {coverError && <ErrorText>{coverError}</ErrorText>}
        </div>
        <div className="sm:col-span-2">
          <label htmlFor="post-summary" className={labelClass}>
            <Trans>Summary</Trans>
          </label>
          <textarea
            id="post-summary"
            rows={2}
            className={inputClass}
            value={fields.summary}
            onChange={(e) => set('summary')(e.target.value)}
          />
        </div>
        <div className="sm:col-span-2">
          <label htmlFor="post-body" className={labelClass}>
            <Trans>Body (Markdown)</Trans>
          </label>
          <textarea
            id="post-body"
            rows={14}
            className={`${inputClass} font-mono`}
            value={fields.body}
            onChange={(e) => set('body')(e.target.value)}
          />
          {fieldError(error, 'body') && (
            <p className="mt-1 text-sm text-red-200">{fieldError(error, 'body')}</p>
          )}
        </div>
        {input('seo_title', t`SEO title`)}
        {input('seo_description', t`SEO description`)}
        {error && (
          <div className="sm:col-span-2">
            <ErrorText>{errorMessage(error)}</ErrorText>
          </div>
        )}
        <div className="flex flex-wrap gap-2 sm:col-span-2">
          <button type="submit" className={buttonClass} disabled={save.isPending}>
            <Trans>Save</Trans>
          </button>
          <button
            type="button"
            className={secondaryButtonClass}
            onClick={() => renderPreview(fields.body).then(setPreview, () => setPreview(null))}
          >
            <Trans>Preview</Trans>
          </button>
        </div>
      </form>

      {preview !== null && (
        <section aria-labelledby="preview-title" className="rounded-xl bg-white p-6 text-slate-900">
          <h3 id="preview-title" className="mb-3 text-sm font-semibold text-slate-600 uppercase">
            <Trans>Preview</Trans>
          </h3>
          {/* Rendered and sanitised by the server (decision 703). */}
          <div
            className="[&_a]:text-blue-700 [&_a]:underline [&_h2]:text-2xl [&_h2]:font-semibold [&_h3]:text-xl [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-3 [&_ul]:list-disc [&_ul]:pl-6"
            lang={fields.lang}
            dangerouslySetInnerHTML={{ __html: preview }}
          />
        </section>
      )}

      {canPublish && (
        <section aria-labelledby="publishing-title" className="space-y-3">
          <h3 id="publishing-title" className="text-lg font-semibold text-white">
            <Trans>Publishing</Trans>
          </h3>
          <div className="flex flex-wrap items-end gap-3">
            {post.status !== 'published' && (
              <button
                type="button"
                className={buttonClass}
                disabled={publishing.isPending || dirty}
                onClick={() =>
                  publishing.mutate(
                    { kind: 'publish', id: post.id },
                    { onSuccess: () => setNotice(t`“${title}” is published.`) },
                  )
                }
              >
                <Trans>Publish now</Trans>
              </button>
            )}
            {post.status !== 'published' && (
              <form
                className="flex flex-wrap items-end gap-2"
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  // Vietnam time, as every time on this page reads, whatever the browser's zone.
                  const at = when ? zonedToInstant(when, ZONE).toISOString() : '';
                  // No time chosen is said beside the field, in the page's language (decision 1194).
                  if (!whenProblems.check(schedulePostRequest, { at })) return;
                  publishing.mutate(
                    { kind: 'schedule', id: post.id, at },
                    { onSuccess: () => setNotice(t`“${title}” is scheduled.`) },
                  );
                }}
              >
                <div>
                  <label htmlFor="post-when" className={labelClass}>
                    <Trans>Publish at</Trans>
                  </label>
                  <p id="post-when-zone" className="text-xs text-slate-400">
                    <Trans>Vietnam time (GMT+7)</Trans>
                  </p>
                  <input
                    id="post-when"
                    type="datetime-local"
                    step={1}
                    className={inputClass}
                    value={when}
                    {...whenInvalid}
                    // The zone is always said; a problem is said after it.
                    aria-describedby={
                      whenInvalid['aria-describedby'] ? 'post-when-zone post-when-error' : 'post-when-zone'
                    }
                    onChange={(e) => setWhen(e.target.value)}
                  />
                  {whenProblems.messageFor('at', serverFieldErrors(publishing.error))}
                </div>
                <button
                  type="submit"
                  className={secondaryButtonClass}
                  disabled={publishing.isPending || dirty}
                >
                  <Trans>Schedule</Trans>
                </button>
              </form>
            )}
            {(post.status === 'published' || post.status === 'scheduled') && (
              <button
                type="button"
                className={dangerButtonClass}
                disabled={publishing.isPending}
                onClick={() =>
                  publishing.mutate(
                    { kind: 'unpublish', id: post.id },
                    { onSuccess: () => setNotice(t`“${title}” is off the blog.`) },
                  )
                }
              >
                {post.status === 'published' ? <Trans>Unpublish</Trans> : <Trans>Cancel the schedule</Trans>}
              </button>
            )}
          </div>
          {dirty && (
            <p className="text-sm text-slate-300">
              <Trans>Save your changes before publishing.</Trans>
            </p>
          )}
        </section>
      )}
      <Versions
        post={post}
        onRestored={(restored) => {
          setFields(fieldsOf(restored));
          setDirty(false);
          setNotice(t`Version restored.`);
        }}
      />
    </section>
  );
}

/** /dashboard/content (issue 12): the blog's posts, written by content:write holders, published by content:publish. */
export function ContentPage() {
  const { t, i18n } = useLingui();
  const { user } = useAuth();
  const posts = usePosts();
  const listRef = useRef<HTMLDivElement>(null);
  const moreRef = useRef<HTMLButtonElement>(null);
  // After "Load more", the focus goes to the first row it added (decision 1098).
  const startedMore = useFocusAfterLoadMore(
    posts.isFetchingNextPage,
    posts.items.length,
    listRef,
    'tbody > tr',
    moreRef,
  );
  const create = usePostAction();
  const [open, setOpen] = useState<string | null>(null);
  // The post just created, whose editor opens with the focus in it (decision 1235).
  const [created, setCreated] = useState<string | null>(null);
  const [newTitle, setNewTitle] = useState('');
  const newProblems = useFieldProblems({ title: 'new-post-title' });
  const canPublish = Boolean(user && (user.role === 'admin' || user.permissions.includes('content:publish')));
  const current = posts.items.find((p) => p.id === open) ?? null;

  return (
    <div>
      <PageTitle>
        <Trans>Content Management</Trans>
      </PageTitle>
      <form
        className="mb-6 flex flex-wrap items-end gap-2"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // Checked in the page, in its language, rather than by the browser's bubble (decision 1194).
          if (!newProblems.check(createPostRequest, { title: newTitle })) return;
          create.mutate(
            // Written in the editor's language unless it says otherwise (decision 1194).
            { kind: 'create', body: { title: newTitle, lang: i18n.locale as Locale } },
            {
              onSuccess: (post) => {
                setNewTitle('');
                setCreated(post.id);
                setOpen(post.id);
              },
            },
          );
        }}
      >
        <div>
          <label htmlFor="new-post-title" className={labelClass}>
            <Trans>Title of a new post</Trans>
          </label>
          <input
            id="new-post-title"
            className={inputClass}
            value={newTitle}
            {...newProblems.controlProps('title', serverFieldErrors(create.error))}
            onChange={(e) => setNewTitle(e.target.value)}
          />
          {newProblems.messageFor('title', serverFieldErrors(create.error))}
        </div>
        <button type="submit" className={buttonClass} disabled={create.isPending}>
          <Trans>New post</Trans>
        </button>
      </form>
      {create.error && <ErrorText>{errorMessage(create.error)}</ErrorText>}

      {posts.isPending ? (
        <Spinner label={t`Loading posts…`} />
      ) : posts.isError && !posts.data ? (
        <ErrorText>{errorMessage(posts.error)}</ErrorText>
      ) : (
        <div ref={listRef} className="overflow-x-auto">
          <table className="w-full text-left text-sm text-slate-200">
            <caption className="sr-only">
              <Trans>Posts</Trans>
            </caption>
            <thead className="text-slate-300">
              <tr>
                <th scope="col" className="py-2 pr-4">
                  <Trans context="post">Title</Trans>
                </th>
                <th scope="col" className="py-2 pr-4">
                  <Trans>Category</Trans>
                </th>
                <th scope="col" className="py-2 pr-4">
                  <Trans>Status</Trans>
                </th>
                <th scope="col" className="py-2 pr-4">
                  <Trans>Last change</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {posts.items.map((p) => (
                <tr key={p.id} className="border-t border-slate-800">
                  <td className="py-2 pr-4">
                    <button
                      type="button"
                      className="font-medium text-sky-300 underline-offset-2 hover:underline"
                      aria-expanded={open === p.id}
                      onClick={() => {
                        setCreated(null);
                        setOpen(open === p.id ? null : p.id);
                      }}
                    >
                      {p.title}
                    </button>
                  </td>
                  <td className="py-2 pr-4">{i18n._(CATEGORY_LABEL[p.category])}</td>
                  <td className="py-2 pr-4">{i18n._(STATUS_LABEL[p.status])}</td>
                  <td className="py-2 pr-4">
                    {formatDateTimeInZone(p.updated_at, ZONE, i18n.locale as Locale)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {posts.hasNextPage && (
            <div className="mt-3 flex flex-wrap items-center gap-3">
              <button
                ref={moreRef}
                type="button"
                className={secondaryButtonClass}
                disabled={posts.isFetchingNextPage}
                onClick={() => {
                  startedMore();
                  void posts.fetchNextPage();
                }}
              >
                {posts.isFetchingNextPage ? <Trans>Loading…</Trans> : <Trans>Load more posts</Trans>}
              </button>
              {posts.isFetchNextPageError && (
                <span role="status" className="text-sm text-slate-300">
                  <Trans>The next posts could not be loaded. Try again.</Trans>
                </span>
              )}
            </div>
          )}
        </div>
      )}
      {current && (
        <div className="mt-6">
          <Editor
            key={current.id}
            post={current}
            canPublish={canPublish}
            autoFocus={current.id === created}
          />
        </div>
      )}
    </div>
  );
}
