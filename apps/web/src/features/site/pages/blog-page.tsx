import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Link, useSearchParams } from 'react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import Calendar from 'lucide-react/icons/calendar';
import type { PublicPost, PublicPostListReply } from '@app/shared';
import { formatLongDate, isLocale, isoDayInVietnam } from '@app/shared';
import { useAddressLinks } from '@/lib/i18n/address-links';
import { PageLinks, PastTheLastPage, pageCountOf, readPage, useListHref, usePublicRead } from './list-pages';
import { BLOG_POSTS, CATEGORY_LABELS } from '../content/blog';
import type { BlogCategory } from '../content/blog';
import { Reveal } from '../reveal';
import { PageHeader } from './page-header';

const CATEGORY_CLASS: Record<BlogCategory, string> = {
  Technology: 'bg-blue-50 text-blue-800',
  Design: 'bg-violet-50 text-violet-800',
  Development: 'bg-teal-50 text-teal-800',
};
export const POST_CATEGORY_CLASS: Record<PublicPost['category'], string> = {
  technology: CATEGORY_CLASS.Technology,
  design: CATEGORY_CLASS.Design,
  development: CATEGORY_CLASS.Development,
  community: 'bg-amber-50 text-amber-900',
  company: 'bg-slate-100 text-slate-800',
  careers: 'bg-rose-50 text-rose-800',
  tutorials: 'bg-emerald-50 text-emerald-800',
};

/** The blog's categories (issue 12): the spec's three, then the rest of the list (decision 704). */
export const POST_CATEGORY_LABELS: Record<PublicPost['category'], MessageDescriptor> = {
  technology: CATEGORY_LABELS.Technology,
  design: CATEGORY_LABELS.Design,
  development: CATEGORY_LABELS.Development,
  community: msg`Community`,
  company: msg`Company`,
  careers: msg`Careers`,
  tutorials: msg`Tutorials`,
};

const POSTS_PATH = '/api/blog/posts';

/** The API address of a page of the published posts, newest first (issue 12, decision 1071). */
export const postsPath = (page: number) => (page > 1 ? `${POSTS_PATH}?page=${page}` : POSTS_PATH);

/**
 * A post's day written out in the active language: "September 12, 2025" / "12 tháng 9, 2025", the day in Vietnam
 * (the product's calendar, decision 340: a post published at 06:00 in Hanoi is that day's). A bare day
 * ("2025-09-12", midnight UTC) stays that day. Written without Intl on the public pages (decision 1035).
 */
export const longDate = (iso: string, locale: string) =>
  formatLongDate(iso, isLocale(locale) ? locale : 'en');

/** The same day as YYYY-MM-DD, for `<time dateTime>`. */
export const isoDay = (iso: string) => isoDayInVietnam(iso);

export function BlogPage() {
  const { t, i18n } = useLingui();
  const [params] = useSearchParams();
  const page = readPage(params);
  const read = usePublicRead<PublicPostListReply>(postsPath(page));
  const loaded =
    read.status === 'ready'
      ? { status: 'ready' as const, posts: read.value.posts, reply: read.value }
      : read.status === 'loading'
        ? { status: 'loading' as const }
        : { status: 'failed' as const };
  const pageCount = loaded.status === 'ready' ? pageCountOf(loaded.reply.total, loaded.reply.pageSize) : 1;
  const hrefFor = useListHref('/blog');
  // A post's link keeps the language the address names (decision 1122): read once for the list.
  const linkTo = useAddressLinks();
  const pastTheLast = loaded.status === 'ready' && loaded.posts.length === 0 && loaded.reply.total > 0;
  return (
    <main>
      <PageHeader title={t`Our Blog`}>
        <p>
          <Trans>Notes from the DotTrip team on technology, design and development.</Trans>
        </p>
      </PageHeader>
      <section aria-label={t`Articles`} aria-busy={loaded.status === 'loading'} className="bg-slate-50 py-20">
        {loaded.status === 'ready' && loaded.reply.total === 0 && (
          <p className="text-center text-slate-600">
            <Trans>No posts yet.</Trans>
          </p>
        )}
        {pastTheLast && (
          <PastTheLastPage href={hrefFor(pageCount)}>
            <Plural
              value={loaded.reply.total}
              one="This page is past the last one: the blog has # post."
              other="This page is past the last one: the blog has # posts."
            />
          </PastTheLastPage>
        )}
        {loaded.status === 'ready' && loaded.posts.length > 0 && (
          <>
            <ul className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 md:grid-cols-3 lg:px-8">
              {loaded.posts.map((post, i) => (
                <li key={post.id}>
                  <PostCard post={post} delay={i * 100} linkTo={linkTo} />
                </li>
              ))}
            </ul>
            <PageLinks page={loaded.reply.page} pageCount={pageCount} hrefFor={hrefFor} />
          </>
        )}
        {/* Without the API (it did not answer), the spec's three cards as they were (decision 706). */}
        {loaded.status === 'failed' && (
          <ul className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 md:grid-cols-3 lg:px-8">
            {BLOG_POSTS.map((post, i) => {
              const title = i18n._(post.title);
              return (
                <li key={post.id}>
                  <Reveal delay={i * 100} className="h-full">
                    <article className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                      <span
                        className={`self-start rounded-full px-3 py-1 text-xs font-semibold ${CATEGORY_CLASS[post.category]}`}
                      >
                        {i18n._(CATEGORY_LABELS[post.category])}
                      </span>
                      <h2 className="mt-4 text-xl font-semibold text-slate-900">{title}</h2>
                      <p className="mt-2 flex-1 text-slate-600">{i18n._(post.summary)}</p>
                      <p className="mt-4 flex items-center gap-2 text-sm text-slate-600">
                        <Calendar size={16} aria-hidden="true" />
                        <time dateTime={post.date}>{longDate(post.date, i18n.locale)}</time>
                      </p>
                      {/* Spec §2: "Read more" does nothing. It stays focusable and says why (decision 136). */}
                      <div className="mt-4 flex items-center gap-3">
                        <button
                          type="button"
                          aria-disabled="true"
                          aria-describedby={`post-${post.id}-soon`}
                          className="cursor-not-allowed rounded-full bg-slate-200 px-5 py-2 text-sm font-semibold text-slate-700"
                        >
                          <Trans>
                            Read more<span className="sr-only">: {title}</span>
                          </Trans>
                        </button>
                        <span id={`post-${post.id}-soon`} className="text-sm text-slate-600">
                          <Trans>Coming soon</Trans>
                        </span>
                      </div>
                    </article>
                  </Reveal>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </main>
  );
}

/** A published post's card (spec §2's layout); Read more opens /blog/:slug. */
function PostCard({
  post,
  delay,
  linkTo,
}: {
  post: PublicPost;
  delay: number;
  linkTo: (to: string) => string;
}) {
  const { i18n } = useLingui();
  const title = post.title;
  return (
    <Reveal delay={delay} className="h-full">
      <article className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <span
          className={`self-start rounded-full px-3 py-1 text-xs font-semibold ${POST_CATEGORY_CLASS[post.category]}`}
        >
          {i18n._(POST_CATEGORY_LABELS[post.category])}
        </span>
        <h2 className="mt-4 text-xl font-semibold text-slate-900" lang={post.lang}>
          {title}
        </h2>
        <p className="mt-2 flex-1 text-slate-600" lang={post.lang}>
          {post.summary}
        </p>
        <p className="mt-4 flex items-center gap-2 text-sm text-slate-600">
          <Calendar size={16} aria-hidden="true" />
          <time dateTime={isoDay(post.published_at)}>{longDate(post.published_at, i18n.locale)}</time>
        </p>
        <div className="mt-4">
          <Link
            to={linkTo(`/blog/${encodeURIComponent(post.slug)}`)}
            className="inline-block rounded-full bg-blue-700 px-5 py-2 text-sm font-semibold text-white hover:bg-blue-800"
          >
            <Trans>
              Read more<span className="sr-only">: {title}</span>
            </Trans>
          </Link>
        </div>
      </article>
    </Reveal>
  );
}
