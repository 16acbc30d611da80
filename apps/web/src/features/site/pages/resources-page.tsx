import { useState } from 'react';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Link, useSearchParams } from 'react-router';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { RESOURCE_TOPICS } from '@app/shared';
import type { Resource, ResourcePageReply, ResourceReply, ResourceSummary, ResourceTopic } from '@app/shared';
import { ArticleNotReady, BackLink } from './article-frame';
import { isoDay, longDate } from './blog-page';
import { useAddressLocale, withAddressLocale } from '@/lib/i18n/address-links';
import { PageLinks, PastTheLastPage, pageCountOf, pageHref, readPage, usePublicRead } from './list-pages';
import { PageHeader } from './page-header';

/**
 * The library's topics (decision 708), as the dashboard's library names them: the same six labels are written in
 * features/resources/resources-page.tsx (features do not import each other; decision 1119). Change both.
 */
export const RESOURCE_TOPIC_LABELS: Record<ResourceTopic, MessageDescriptor> = {
  cv: msg`Writing a CV`,
  interview: msg`Interviews`,
  job_board: msg`The job board`,
  pipeline: msg`The hiring pipeline`,
  account: msg`Your account`,
  other: msg`Other`,
};

type Lang = 'en' | 'vi';
const other = (lang: Lang): Lang => (lang === 'vi' ? 'en' : 'vi');
const hasLang = (r: ResourceSummary & Partial<Pick<Resource, 'body_en' | 'body_vi'>>, lang: Lang) =>
  Boolean(lang === 'vi' ? r.title_vi || r.body_vi : r.title_en || r.body_en);
/** The language an article is shown in: the reader's when the article has it, else the one it is written in. */
const langFor = (
  r: ResourceSummary & Partial<Pick<Resource, 'body_en' | 'body_vi'>>,
  locale: string,
): Lang => {
  const mine: Lang = locale === 'vi' ? 'vi' : 'en';
  return hasLang(r, mine) ? mine : other(mine);
};
const titleOf = (r: ResourceSummary, lang: Lang) =>
  (lang === 'vi' ? r.title_vi || r.title_en : r.title_en || r.title_vi) || '—';
/** The language the title shown in `lang` is written in: the other one when the article has no title in `lang`. */
const titleLang = (r: ResourceSummary, lang: Lang): Lang =>
  (lang === 'vi' ? r.title_vi : r.title_en) ? lang : other(lang);

/** The query parameter of the topic filter (decision 1117), as GET /api/resources names it. */
export const TOPIC_PARAM = 'topic';

/** The topic an address asks for (?topic=cv), or null for any other value: the whole library. */
export function readTopic(params: URLSearchParams): ResourceTopic | null {
  const topic = params.get(TOPIC_PARAM);
  return RESOURCE_TOPICS.find((known) => known === topic) ?? null;
}

/** The API address of a page of the public articles (decision 1071), of one topic when one is chosen. */
export const articlesPath = (page: number, topic: ResourceTopic | null = null) =>
  pageHref('/api/resources', page, { filter: [TOPIC_PARAM, topic] });

const TOPIC_LINK =
  'inline-block rounded-full px-4 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';
const topicLinkClass = (active: boolean) =>
  `${TOPIC_LINK} ${active ? 'bg-blue-700 text-white' : 'bg-white text-slate-700 ring-1 ring-slate-300 hover:bg-slate-100'}`;

/** /resources: the public articles of the resource library, by topic (decision 1050). */
export function ResourcesPage() {
  const { t, i18n } = useLingui();
  const [params] = useSearchParams();
  const page = readPage(params);
  const topic = readTopic(params);
  const state = usePublicRead<ResourcePageReply>(articlesPath(page, topic));
  const reply = state.status === 'ready' ? state.value : null;
  const pageCount = reply ? pageCountOf(reply.total, reply.pageSize) : 1;
  // A topic's pages keep the topic, and every link (an article's too, decision 1122) the language the address names
  // (decision 1117).
  const lang = useAddressLocale();
  const hrefFor = (n: number) => pageHref('/resources', n, { filter: [TOPIC_PARAM, topic], lang });
  const topicHref = (next: ResourceTopic | null) =>
    pageHref('/resources', 1, { filter: [TOPIC_PARAM, next], lang });
  const articleHref = (id: string) => withAddressLocale(`/resources/${encodeURIComponent(id)}`, lang);
  const current = page === 1 ? ('page' as const) : ('true' as const);
  // The topics offered are those with an article the reader may read (decision 1127), as the API's reply names them:
  // the same reply on the server and in the hydrating browser, so the same links. The last reply's list stays while
  // the next page is read; the topic the address names is always there, if only to say it has no article yet.
  const known = (reply ?? (state.status === 'loading' ? state.previous : undefined))?.topics ?? [];
  const offered = RESOURCE_TOPICS.filter((each) => each === topic || known.includes(each));
  const groups =
    state.status === 'ready'
      ? RESOURCE_TOPICS.map((topic) => ({
          topic,
          items: state.value.resources.filter((r) => r.topic === topic),
        })).filter((g) => g.items.length > 0)
      : [];
  return (
    <main>
      <PageHeader title={t`Resources`}>
        <p>
          <Trans>Guides for job seekers and employers: CVs, interviews, the job board and hiring.</Trans>
        </p>
      </PageHeader>
      <section
        aria-label={t`Articles`}
        aria-busy={state.status === 'loading'}
        className="mx-auto max-w-4xl px-4 py-16 sm:px-6 lg:px-8"
      >
        <nav aria-label={t`Topics`} className="mb-10">
          <ul className="flex flex-wrap justify-center gap-2">
            <li>
              <Link
                to={topicHref(null)}
                aria-current={topic === null ? current : undefined}
                className={topicLinkClass(topic === null)}
              >
                <Trans>All topics</Trans>
              </Link>
            </li>
            {offered.map((each) => (
              <li key={each}>
                <Link
                  to={topicHref(each)}
                  aria-current={topic === each ? current : undefined}
                  className={topicLinkClass(topic === each)}
                >
                  {i18n._(RESOURCE_TOPIC_LABELS[each])}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        {reply && reply.total === 0 && (
          <p className="text-center text-slate-600">
            {topic ? <Trans>No articles on this topic yet.</Trans> : <Trans>No articles yet.</Trans>}
          </p>
        )}
        {reply && reply.total > 0 && reply.resources.length === 0 && (
          <PastTheLastPage href={hrefFor(pageCount)}>
            <Plural
              value={reply.total}
              one="This page is past the last one: the library has # article."
              other="This page is past the last one: the library has # articles."
            />
          </PastTheLastPage>
        )}
        {state.status !== 'ready' && state.status !== 'loading' && (
          <p role="alert" className="text-center text-slate-700">
            <Trans>The articles could not be loaded. Please try again later.</Trans>
          </p>
        )}
        {groups.map((group) => (
          <section key={group.topic} aria-labelledby={`topic-${group.topic}`} className="mb-10">
            <h2 id={`topic-${group.topic}`} className="mb-4 text-2xl font-bold text-slate-900">
              {i18n._(RESOURCE_TOPIC_LABELS[group.topic])}
            </h2>
            <ul className="divide-y divide-slate-200 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
              {group.items.map((r) => {
                const lang = langFor(r, i18n.locale);
                return (
                  <li key={r.id} className="px-5 py-4">
                    <Link
                      to={articleHref(r.id)}
                      className="font-semibold text-blue-700 hover:text-blue-900 hover:underline"
                      lang={titleLang(r, lang)}
                    >
                      {titleOf(r, lang)}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>
        ))}
        {reply && reply.resources.length > 0 && (
          <PageLinks page={reply.page} pageCount={pageCount} hrefFor={hrefFor} />
        )}
      </section>
    </main>
  );
}

/** /resources/:id: one public article, its body rendered and sanitised by the server (decision 703). */
export function ResourceArticlePage({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const state = usePublicRead<ResourceReply>(`/api/resources/${encodeURIComponent(id)}`);
  const [chosen, setChosen] = useState<Lang | null>(null);

  const back = (
    <BackLink to="/resources">
      <Trans>All articles</Trans>
    </BackLink>
  );

  if (state.status !== 'ready')
    return (
      <ArticleNotReady
        status={state.status}
        missing={<Trans>Article not found</Trans>}
        failed={<Trans>The article could not be loaded. Please try again later.</Trans>}
        back={back}
      />
    );

  const article = state.value.resource;
  const lang = chosen ?? langFor(article, i18n.locale);
  const html = lang === 'vi' ? article.html_vi : article.html_en;
  const alternative = hasLang(article, other(lang)) ? other(lang) : null;
  const updated = longDate(article.updated_at, i18n.locale);
  return (
    <main className="bg-white">
      <article className="mx-auto max-w-3xl px-4 py-24 sm:px-6">
        <p className="mb-6">{back}</p>
        <span className="rounded-full bg-blue-50 px-3 py-1 text-xs font-semibold text-blue-800">
          {i18n._(RESOURCE_TOPIC_LABELS[article.topic])}
        </span>
        <h1 className="mt-4 text-4xl font-bold text-slate-900" lang={titleLang(article, lang)}>
          {titleOf(article, lang)}
        </h1>
        <p className="mt-3 flex flex-wrap items-center gap-3 text-sm text-slate-600">
          <span>
            <Trans>
              Updated <time dateTime={isoDay(article.updated_at)}>{updated}</time>
            </Trans>
          </span>
          {alternative && (
            <button
              type="button"
              className="font-semibold text-blue-700 underline hover:text-blue-900"
              onClick={() => setChosen(alternative)}
            >
              {alternative === 'vi' ? t`Read in Vietnamese` : t`Read in English`}
            </button>
          )}
        </p>
        <div
          className="mt-8 text-lg leading-relaxed text-slate-800 [&_a]:text-blue-700 [&_a]:underline [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-semibold [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-semibold [&_h4]:mt-4 [&_h4]:text-lg [&_h4]:font-semibold [&_li]:mt-1 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6"
          lang={lang}
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </article>
    </main>
  );
}
