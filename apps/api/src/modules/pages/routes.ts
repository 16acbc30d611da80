import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import {
  LOCALES,
  POST_PAGE_SIZE_DEFAULT,
  RESOURCE_TOPICS,
  PROJECT_PAGE_SIZE_DEFAULT,
  RESOURCE_PAGE_SIZE_DEFAULT,
} from '@app/shared';
import type { Locale } from '@app/shared';
import type { AppContext } from '../../context';
import { translate, translatorFor } from '../../lib/i18n';
import { codingFor, compressDocument, compressed } from '../../lib/compress-document';
import { documentEtag } from '../../lib/document-etag';
import type { Coding } from '../../lib/compress-document';
import { pageLocale } from '../../lib/spa-page';
import { addVary } from '../../lib/vary';
import type { RenderedBody } from '../../lib/spa-page';
import type { PageRenderer } from './render';
import { renderHead } from './head';
import type { PageImage } from './head';
import { absoluteUrl, jobPostingJsonLd, postingTexts, salaryText } from './job-posting';
import { isOpen, openPostings, postingReader, sitemapState } from './service';
import { SITE_NAME, STATIC_PAGES, staticPage } from './static-pages';
import { publishedPostCount, publishedPostHead, publishedPostSlugs } from '../content';
import { publishedProjects } from '../projects';
import { publicArticleCount, publicArticleHead, publicArticleIds } from '../resources';
import { alternatesOf, localizedUrl, robotsTxt, sitemapIndex, urlset } from './sitemap';
import type { SitemapEntry } from './sitemap';

/** The SPA's index.html in a language, with a server-written head (lib/spa-page.ts). */
export type SpaPage = (locale: Locale, head?: string, body?: RenderedBody) => string;

/**
 * Job pages are answered per request: shared caches (a CDN, a proxy) may keep them a minute and serve them
 * stale two more while they fetch again; browsers ask every time (decision 503).
 */
export const JOB_PAGE_CACHE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=120';
export const SITEMAP_CACHE = 'public, max-age=0, s-maxage=300, stale-while-revalidate=600';
export const ROBOTS_CACHE = 'public, max-age=3600';
/** The job board's page size (apps/web/src/lib/jobs/format.ts, BOARD_PAGE_SIZE). */
export const BOARD_PAGE_SIZE = 20;
/** How long one instance reuses a sitemap file it built (decision 503). */
export const SITEMAP_CACHE_MS = 60_000;

const withSite = (title: string) => `${title} | ${SITE_NAME}`;

/**
 * The site's own link-preview picture (apps/web/public/share-card.jpg, 1200×630, decision 1032): a shared page
 * without a picture of its own (a company without a logo, an article, a static page) still shows a card.
 */
export function siteCard(appUrl: string, locale: Locale): PageImage {
  return {
    url: `${appUrl}/share-card.jpg`,
    large: true,
    width: 1200,
    height: 630,
    alt: translate(locale, STATIC_PAGES[0]!.title),
  };
}

/** A page's own picture (a logo, a cover) when it has one, else the site's card. */
const pictureOr = (url: string | null, large: boolean, appUrl: string, locale: Locale): PageImage =>
  url ? { url, large } : siteCard(appUrl, locale);

/** The head of a static public page in `locale`, or undefined for a path that is not one. */
export function staticPageHead(appUrl: string, urlPath: string, locale: Locale): string | undefined {
  const page = staticPage(urlPath);
  if (!page) return undefined;
  const title = translate(locale, page.title);
  return renderHead({
    title: page.path === '/' ? title : withSite(title),
    description: translate(locale, page.description),
    canonical: localizedUrl(appUrl, page.path, locale),
    alternates: alternatesOf(appUrl, page.path),
    locale,
    siteName: SITE_NAME,
    image: siteCard(appUrl, locale),
  });
}

export const pageRoutes: FastifyPluginAsync<{
  ctx: AppContext;
  page?: SpaPage;
  renderer?: PageRenderer;
}> = async (app, { ctx, page, renderer }) => {
  const { appUrl } = ctx.config;
  // Every document of this scope goes compressed to a client that accepts it (decision 1013).
  // Each 200 document with its ETag, a matching If-None-Match answered 304 (decision 1145); then compressed.
  app.addHook('onSend', documentEtag);
  app.addHook('onSend', compressDocument);

  app.get('/robots.txt', { config: { access: 'public' } }, async (_request, reply) =>
    reply.header('cache-control', ROBOTS_CACHE).type('text/plain; charset=utf-8').send(robotsTxt(appUrl)),
  );

  // ---- Sitemaps: one file while it holds every address, else an index of files (decision 502) ----
  const jobEntry = (posting: { id: string; lastmod: string }): SitemapEntry => ({
    path: `/jobs/${posting.id}`,
    lastmod: posting.lastmod,
  });
  const staticEntries: SitemapEntry[] = STATIC_PAGES.map((p) => ({ path: p.path }));
  // The public pages and each published post's page (decision 1150), in pages.xml once the sitemap is split.
  const pageEntries = async (): Promise<SitemapEntry[]> => [
    ...staticEntries,
    ...(await publishedPostSlugs(ctx.db)).map((post) => ({
      path: `/blog/${encodeURIComponent(post.slug)}`,
      lastmod: post.updatedAt,
    })),
    // Each public article's page (decision 1050).
    ...(await publicArticleIds(ctx.db)).map((article) => ({
      path: `/resources/${article.id}`,
      lastmod: article.updatedAt,
    })),
  ];
  const buildSitemap = async (file: string, count: number, now: Date): Promise<string | null> => {
    const perFile = ctx.config.limits.sitemapUrlsPerFile;
    // Each posting is one address per language.
    const postingsPerFile = Math.max(1, Math.floor(perFile / LOCALES.length));
    const pages = file === 'sitemap.xml' || file === 'pages.xml' ? await pageEntries() : [];
    if (file === 'sitemap.xml') {
      if ((pages.length + count) * LOCALES.length <= perFile) {
        const postings = await openPostings(ctx, now, 0, count);
        return urlset(appUrl, [...pages, ...postings.map(jobEntry)]);
      }
      const files = Math.ceil(count / postingsPerFile);
      return sitemapIndex([
        `${appUrl}/sitemaps/pages.xml`,
        ...Array.from({ length: files }, (_, i) => `${appUrl}/sitemaps/jobs-${i + 1}.xml`),
      ]);
    }
    if (file === 'pages.xml') return urlset(appUrl, pages);
    const match = /^jobs-([1-9]\d{0,6})\.xml$/.exec(file);
    if (!match) return null;
    const offset = (Number(match[1]) - 1) * postingsPerFile;
    if (offset >= count && offset > 0) return null;
    return urlset(appUrl, (await openPostings(ctx, now, offset, postingsPerFile)).map(jobEntry));
  };
  // A file is reused while what it lists is unchanged: a published or closed posting, or a post, shows at
  // the next request on every instance (decision 1150); one small query instead of the build. Its compressed bytes
  // are kept with it, one per coding (decision 1020): a file of 50,000 addresses is megabytes of XML, and compressing
  // it for every crawler's request would cost more than building it.
  type CachedSitemap = {
    at: number;
    stamp: string;
    xml: Promise<string | null>;
    coded: Map<Coding, Promise<Buffer>>;
  };
  const sitemapCache = new Map<string, CachedSitemap>();
  const sitemap = async (file: string): Promise<CachedSitemap> => {
    const now = ctx.clock.now();
    const { count, stamp } = await sitemapState(ctx, now);
    const hit = sitemapCache.get(file);
    if (hit && hit.stamp === stamp && now.getTime() - hit.at < SITEMAP_CACHE_MS) return hit;
    const xml = buildSitemap(file, count, now);
    xml.catch(() => sitemapCache.delete(file));
    if (sitemapCache.size >= 1_000) sitemapCache.clear();
    const entry: CachedSitemap = { at: now.getTime(), stamp, xml, coded: new Map() };
    sitemapCache.set(file, entry);
    return entry;
  };
  const sendSitemap = async (request: FastifyRequest, reply: FastifyReply, file: string | null) => {
    const entry = file === null ? null : await sitemap(file);
    const xml = entry && (await entry.xml);
    if (!entry || xml === null) return reply.status(404).type('text/plain; charset=utf-8').send('Not found.');
    void reply.header('cache-control', SITEMAP_CACHE).type('application/xml; charset=utf-8');
    const coding = codingFor(request, xml);
    if (!coding) return reply.send(xml);
    let body = entry.coded.get(coding);
    if (!body) {
      body = compressed(xml, coding);
      body.catch(() => entry.coded.delete(coding));
      entry.coded.set(coding, body);
    }
    // Compressed here, so the scope's send hook leaves it as it is.
    return addVary(reply, 'Accept-Encoding')
      .header('content-encoding', coding)
      .send(await body);
  };

  app.get('/sitemap.xml', { config: { access: 'public' } }, async (request, reply) =>
    sendSitemap(request, reply, 'sitemap.xml'),
  );
  app.get('/sitemaps/:file', { config: { access: 'public' } }, async (request, reply) => {
    const { file } = request.params as { file: string };
    return sendSitemap(request, reply, /^(pages|jobs-\d+)\.xml$/.test(file) ? file : null);
  });

  if (!page) return;

  // ---- The blog and the library, a page at a time (decision 1071) ----
  // Each page is its own address (`?page=N`; the first has none), with its own canonical, its neighbours as
  // rel="prev"/"next" and hreflang alternates, so crawlers reach every post and article through plain links. A page
  // past the last answers as the board's does: 200, the page saying so with a link to the last page; `noindex`.
  // /projects pages its members' projects the same way, each tag's pages their own addresses (decision 1072), and
  // /resources each topic's (decision 1117). `filter` reads the list's filter from the query: its name and value.
  const listPage = (
    path: '/blog' | '/resources' | '/projects' | '/jobs',
    pageSize: number,
    count: (filter: string | null) => Promise<number>,
    filter?: { name: string; read: (asked: string | undefined) => string | null },
    options: { cache?: string; filtered?: (params: URLSearchParams) => boolean } = {},
  ) =>
    app.get(path, { config: { access: 'public' } }, async (request, reply) => {
      const locale = pageLocale(request);
      const tr = translatorFor(locale);
      const params = new URLSearchParams(request.url.split('?')[1] ?? '');
      const asked = Number(params.get('page'));
      const current = Number.isInteger(asked) && asked >= 1 && asked <= 10_000 ? asked : 1;
      const chosen = filter ? filter.read(params.get(filter.name) ?? undefined) : null;
      const pages = Math.max(1, Math.ceil((await count(chosen)) / pageSize));
      const fixed = staticPage(path)!;
      const title = translate(locale, fixed.title);
      // The order the page's own links use (list-pages.tsx, pageHref): the filter, the page, the language.
      const at = (n: number, lang: Locale) => {
        const query = new URLSearchParams();
        if (filter && chosen) query.set(filter.name, chosen);
        if (n > 1) query.set('page', String(n));
        if (lang !== 'en') query.set('lang', lang);
        const text = query.toString();
        return `${appUrl}${path}${text ? `?${text}` : ''}`;
      };
      const alternates = {} as Record<Locale | 'x-default', string>;
      for (const lang of LOCALES) alternates[lang] = at(current, lang);
      alternates['x-default'] = at(current, 'en');
      const past = current > pages;
      // A search of the board (decision 1138) keeps the board's own head: its canonical is the whole board.
      const head = options.filtered?.(params)
        ? staticPageHead(appUrl, path, locale)!
        : renderHead({
            title: withSite(current > 1 ? tr('{title}, page {page}', { title, page: current }) : title),
            description: translate(locale, fixed.description),
            locale,
            siteName: SITE_NAME,
            image: siteCard(appUrl, locale),
            ...(past
              ? { noindex: true }
              : {
                  canonical: at(current, locale),
                  alternates,
                  prev: current > 1 ? at(current - 1, locale) : undefined,
                  next: current < pages ? at(current + 1, locale) : undefined,
                }),
          });
      const rendered = await renderer?.page(request, path, locale);
      return addVary(reply, 'Accept-Language, Cookie')
        .header('cache-control', options.cache ?? 'no-cache')
        .type('text/html; charset=utf-8')
        .send(page(locale, head, rendered?.body));
    });
  // The board (decision 1138): each of its pages is its own address with its own canonical, as the blog's are; a
  // search (any of the board's filters in the address) keeps the board's canonical. Rendered per request, so the
  // short shared cache of the job pages.
  const BOARD_FILTERS = ['q', 'type', 'level', 'location', 'remote', 'salary', 'sort'];
  listPage(
    '/jobs',
    BOARD_PAGE_SIZE,
    async () => (await sitemapState(ctx, ctx.clock.now())).count,
    undefined,
    {
      cache: JOB_PAGE_CACHE,
      filtered: (params) => BOARD_FILTERS.some((name) => (params.get(name) ?? '').trim() !== ''),
    },
  );
  listPage('/blog', POST_PAGE_SIZE_DEFAULT, () => publishedPostCount(ctx.db));
  // A topic the library does not have is the whole library, as the page shows it.
  const topicOf = (asked: string | null | undefined) =>
    RESOURCE_TOPICS.find((topic) => topic === asked) ?? null;
  listPage('/resources', RESOURCE_PAGE_SIZE_DEFAULT, (topic) => publicArticleCount(ctx.db, topicOf(topic)), {
    name: 'topic',
    read: topicOf,
  });
  listPage(
    '/projects',
    PROJECT_PAGE_SIZE_DEFAULT,
    async (tag) => (await publishedProjects(ctx, { page: 1, pageSize: 1, tag: tag ?? undefined })).total,
    {
      name: 'tag',
      read: (asked) => {
        const tag = asked?.trim();
        return tag && tag.length <= 30 ? tag : null;
      },
    },
  );

  // ---- A job's page: the SPA with the posting's head; 410 once closed, 404 when unknown (decision 500) ----
  const readPosting = postingReader(ctx);
  app.get('/jobs/:id', { config: { access: 'public' } }, async (request, reply) => {
    const locale = pageLocale(request);
    const tr = translatorFor(locale);
    const { id } = request.params as { id: string };
    const posting = await readPosting(id);
    void addVary(reply, 'Accept-Language, Cookie')
      .header('cache-control', JOB_PAGE_CACHE)
      .type('text/html; charset=utf-8');
    if (!posting) {
      const head = renderHead({
        title: withSite(tr('Job not found')),
        description: tr('This job posting does not exist.'),
        locale,
        siteName: SITE_NAME,
        image: siteCard(appUrl, locale),
        noindex: true,
      });
      const rendered = await renderer?.page(request, request.url.split('?')[0]!, locale);
      return reply.status(404).send(page(locale, head, rendered?.body));
    }
    const open = isOpen(posting, ctx.clock.now());
    const texts = postingTexts(posting, locale);
    const path = `/jobs/${posting.id}`;
    const canonical = localizedUrl(appUrl, path, locale);
    const head = renderHead({
      title: withSite(texts.title),
      description: open ? texts.description : tr('This posting no longer takes applications.'),
      locale,
      siteName: SITE_NAME,
      // A logo is square: the small card.
      image: pictureOr(absoluteUrl(posting.logoUrl, appUrl), false, appUrl, locale),
      ...(open
        ? {
            canonical,
            alternates: alternatesOf(appUrl, path),
            extra: [
              { attribute: 'name', key: 'twitter:label1', content: tr('Salary') },
              { attribute: 'name', key: 'twitter:data1', content: salaryText(posting, locale) },
              { attribute: 'name', key: 'twitter:label2', content: tr('Location') },
              { attribute: 'name', key: 'twitter:data2', content: posting.location },
            ],
            jsonLd: jobPostingJsonLd(posting, locale, canonical, appUrl),
          }
        : { noindex: true }),
    });
    // The page itself, rendered with the posting (decision 1000); the SPA alone if the renderer cannot.
    const rendered = await renderer?.page(request, path, locale);
    return reply.status(open ? 200 : 410).send(page(locale, head, rendered?.body));
  });

  // ---- A blog post's page: the SPA with the post's SEO title, description and BlogPosting (decision 712) ----
  app.get('/blog/:slug', { config: { access: 'public' } }, async (request, reply) => {
    const locale = pageLocale(request);
    const tr = translatorFor(locale);
    const { slug } = request.params as { slug: string };
    const post = slug.length <= 200 ? await publishedPostHead(ctx.db, slug) : null;
    void addVary(reply, 'Accept-Language, Cookie')
      .header('cache-control', JOB_PAGE_CACHE)
      .type('text/html; charset=utf-8');
    if (!post) {
      const head = renderHead({
        title: withSite(tr('Post not found')),
        description: tr('This post does not exist.'),
        locale,
        siteName: SITE_NAME,
        image: siteCard(appUrl, locale),
        noindex: true,
      });
      const rendered = await renderer?.page(request, request.url.split('?')[0]!, locale);
      return reply.status(404).send(page(locale, head, rendered?.body));
    }
    const path = `/blog/${encodeURIComponent(post.slug)}`;
    const canonical = localizedUrl(appUrl, path, locale);
    const image = post.coverPath ? absoluteUrl(post.coverPath, appUrl) : null;
    const head = renderHead({
      title: withSite(post.title),
      description: post.description,
      canonical,
      alternates: alternatesOf(appUrl, path),
      locale,
      siteName: SITE_NAME,
      image: pictureOr(image, true, appUrl, locale),
      extra: [{ attribute: 'property', key: 'article:published_time', content: post.publishedAt }],
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.headline,
        description: post.description,
        inLanguage: post.lang,
        datePublished: post.publishedAt,
        dateModified: post.updatedAt,
        author: { '@type': 'Person', name: post.author },
        publisher: { '@type': 'Organization', name: SITE_NAME },
        mainEntityOfPage: canonical,
        ...(image ? { image } : {}),
      },
    });
    const rendered = await renderer?.page(request, path, locale);
    return reply.status(200).send(page(locale, head, rendered?.body));
  });

  // ---- A public article's page: the SPA with the article's title and text; 404 otherwise (decision 1050) ----
  app.get('/resources/:id', { config: { access: 'public' } }, async (request, reply) => {
    const locale = pageLocale(request);
    const tr = translatorFor(locale);
    const { id } = request.params as { id: string };
    const article = await publicArticleHead(ctx.db, id, locale);
    void addVary(reply, 'Accept-Language, Cookie')
      .header('cache-control', JOB_PAGE_CACHE)
      .type('text/html; charset=utf-8');
    if (!article) {
      const head = renderHead({
        title: withSite(tr('Article not found')),
        description: tr('This article does not exist.'),
        locale,
        siteName: SITE_NAME,
        image: siteCard(appUrl, locale),
        noindex: true,
      });
      const rendered = await renderer?.page(request, request.url.split('?')[0]!, locale);
      return reply.status(404).send(page(locale, head, rendered?.body));
    }
    const path = `/resources/${article.id}`;
    const canonical = localizedUrl(appUrl, path, locale);
    const head = renderHead({
      title: withSite(article.title),
      description: article.description,
      canonical,
      alternates: alternatesOf(appUrl, path),
      locale,
      siteName: SITE_NAME,
      image: siteCard(appUrl, locale),
      extra: [{ attribute: 'property', key: 'article:modified_time', content: article.updatedAt }],
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: article.title,
        description: article.description,
        inLanguage: article.lang,
        dateModified: article.updatedAt,
        publisher: { '@type': 'Organization', name: SITE_NAME },
        mainEntityOfPage: canonical,
      },
    });
    const rendered = await renderer?.page(request, path, locale);
    return reply.status(200).send(page(locale, head, rendered?.body));
  });
};
