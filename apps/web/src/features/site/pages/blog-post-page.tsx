import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import Calendar from 'lucide-react/icons/calendar';
import type { PublicPostDetail, PublicPostReply } from '@app/shared';
import { API_URL } from '@/config/env';
import { ApiError, api } from '@/lib/api-client';
import { initialData } from '@/lib/initial-data';
import { ArticleNotReady, BackLink } from './article-frame';
import { POST_CATEGORY_CLASS, POST_CATEGORY_LABELS, isoDay, longDate } from './blog-page';

type State =
  { status: 'loading' } | { status: 'ready'; post: PublicPostDetail } | { status: 'missing' | 'failed' };

/** /blog/:slug (issue 12): a published post, its body rendered and sanitised by the server (decision 703). */
export function BlogPostPage({ slug }: { slug: string }) {
  const { i18n } = useLingui();
  const path = `/api/blog/posts/${encodeURIComponent(slug)}`;
  // A server-rendered page starts with the post it was rendered with (decision 1002).
  const [initial] = useState((): State | undefined => {
    const reply = initialData<PublicPostReply>(path);
    if (!reply) return undefined;
    if (reply.status === 200) return { status: 'ready', post: reply.body.post };
    return { status: reply.status === 404 ? 'missing' : 'failed' };
  });
  const [state, setState] = useState<State>(initial ?? { status: 'loading' });
  useEffect(() => {
    if (initial) return;
    const controller = new AbortController();
    api
      .get<PublicPostReply>(path, {
        signal: controller.signal,
        anonymous: true,
      })
      .then((reply) => setState({ status: 'ready', post: reply.post }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: error instanceof ApiError && error.status === 404 ? 'missing' : 'failed' });
      });
    return () => controller.abort();
  }, [slug, path, initial]);

  const back = (
    <BackLink to="/blog">
      <Trans>All posts</Trans>
    </BackLink>
  );

  if (state.status !== 'ready')
    return (
      <ArticleNotReady
        status={state.status}
        missing={<Trans>Post not found</Trans>}
        failed={<Trans>The post could not be loaded. Please try again later.</Trans>}
        back={back}
      />
    );

  const post = state.post;
  return (
    <main className="bg-white">
      <article className="mx-auto max-w-3xl px-4 py-24 sm:px-6">
        <p className="mb-6">{back}</p>
        <span
          className={`rounded-full px-3 py-1 text-xs font-semibold ${POST_CATEGORY_CLASS[post.category]}`}
        >
          {i18n._(POST_CATEGORY_LABELS[post.category])}
        </span>
        <h1 className="mt-4 text-4xl font-bold text-slate-900" lang={post.lang}>
          {post.title}
        </h1>
        <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-600">
          <Calendar size={16} aria-hidden="true" />
          <time dateTime={isoDay(post.published_at)}>{longDate(post.published_at, i18n.locale)}</time>
          <span aria-hidden="true">·</span>
          <span>{post.author_name}</span>
        </p>
        {post.cover_url && (
          <img
            src={`${API_URL}${post.cover_url}`}
            alt=""
            className="mt-8 aspect-video w-full rounded-2xl object-cover"
          />
        )}
        <div
          className="mt-8 text-lg leading-relaxed text-slate-800 [&_a]:text-blue-700 [&_a]:underline [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-semibold [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-semibold [&_h4]:mt-4 [&_h4]:text-lg [&_h4]:font-semibold [&_li]:mt-1 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6"
          lang={post.lang}
          dangerouslySetInnerHTML={{ __html: post.body_html }}
        />
      </article>
    </main>
  );
}
