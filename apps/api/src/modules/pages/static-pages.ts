import { i18nText } from '@app/shared';
import type { Message } from '@app/shared';

export const SITE_NAME = 'DotTrip';

/**
 * The public pages that exist in both languages, with the title and description their served HTML carries
 * (decision 500). The sitemap lists the same paths. Paths are the web router's (apps/web/src/app/router.tsx).
 */
export const STATIC_PAGES: ReadonlyArray<{ path: string; title: Message; description: Message }> = [
  {
    path: '/',
    title: i18nText('DotTrip: open-source software, developers and IT jobs in Vietnam'),
    description: i18nText(
      'DotTrip builds open-source software, runs a developer network and a recruitment platform for IT jobs in Vietnam.',
    ),
  },
  {
    path: '/about',
    title: i18nText('About DotTrip'),
    description: i18nText(
      'Who we are, what we build and how we work: the story and the people behind DotTrip.',
    ),
  },
  {
    path: '/projects',
    title: i18nText('Projects'),
    description: i18nText(
      'Open-source projects built and maintained by DotTrip and its developer community.',
    ),
  },
  {
    path: '/team',
    title: i18nText('Our team'),
    description: i18nText('Meet the DotTrip team, and see the positions open to join us.'),
  },
  {
    path: '/blog',
    title: i18nText('Blog'),
    description: i18nText(
      'Articles from the DotTrip team on software engineering, open source and careers in tech.',
    ),
  },
  {
    path: '/resources',
    title: i18nText('Resources'),
    description: i18nText(
      'Guides for job seekers and employers from DotTrip: writing a CV, interviews, the job board and hiring.',
    ),
  },
  {
    path: '/contact',
    title: i18nText('Contact us'),
    description: i18nText(
      'Write to DotTrip: questions about projects, partnerships or hiring on the platform.',
    ),
  },
  {
    path: '/jobs',
    title: i18nText('IT jobs in Vietnam'),
    description: i18nText(
      'Browse open IT jobs in Vietnam by skill, level, location and remote work, and apply online in minutes.',
    ),
  },
  {
    path: '/login',
    title: i18nText('Sign in'),
    description: i18nText(
      'Sign in to DotTrip to apply for jobs, follow your applications or manage your postings.',
    ),
  },
  {
    path: '/register',
    title: i18nText('Create an account'),
    description: i18nText(
      'Create a free DotTrip account to apply for IT jobs and keep your candidate profile.',
    ),
  },
  {
    path: '/forgot-password',
    title: i18nText('Reset your password'),
    description: i18nText('Get a code by e-mail to choose a new password for your DotTrip account.'),
  },
];

const byPath = new Map(STATIC_PAGES.map((page) => [page.path, page]));

/** The entry for a page path (a trailing slash ignored), or undefined for any other path. */
export const staticPage = (urlPath: string) =>
  byPath.get(urlPath.length > 1 ? urlPath.replace(/\/+$/, '') : urlPath);

/**
 * The app's other pages, which have no head of their own (decision 1139): the signed-in area, the pages opened from a
 * mail or a sign-in, and the status page. The router matches paths whatever their case, and so does this.
 */
const APP_PAGES =
  /^\/(?:dashboard(?:\/.*)?|profile(?:\/edit)?|plans(?:\/return)?|invitation|company-invitation|job-alerts\/unsubscribe|health|auth\/github\/callback)$/i;

/** Whether the app has a page at `urlPath` (a public one or one of APP_PAGES); any other shows the app's 404 page. */
export const isAppPage = (urlPath: string) => {
  const trimmed = urlPath.length > 1 ? urlPath.replace(/\/+$/, '') || '/' : urlPath;
  return staticPage(trimmed.toLowerCase()) !== undefined || APP_PAGES.test(trimmed);
};

/**
 * The tag a page without its own head gets (decision 1139): a signed-in page, a page opened with a token and the app's
 * 404 page are not for search results. Not marked data-served-head: the app takes a served head as the page's own
 * (no hreflang links of its own, its title reset on leaving), which these pages do not have.
 */
export const NOINDEX_TAG = '<meta name="robots" content="noindex" />';
