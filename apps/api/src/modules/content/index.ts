/**
 * The content module's public surface for other modules: a published post as the server-written head of
 * /blog/:slug needs it (modules/pages). Never import ./service directly.
 */
export { publishedPostHead } from './service';
