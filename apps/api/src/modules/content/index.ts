/**
 * The content module's public surface for other modules: a published post as the server-written head of
 * /blog/:slug and the sitemap need them, and how many there are for the pages of /blog (modules/pages). Never import
 * ./service directly.
 */
export { publishedPostCount, publishedPostHead, publishedPostSlugs } from './service';
