/**
 * The content module's public surface for other modules: a published post as the server-written head of
 * /blog/:slug and the sitemap need them (modules/pages). Never import ./service directly.
 */
export { publishedPostHead, publishedPostSlugs } from './service';
