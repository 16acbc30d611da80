import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';

/**
 * The server renders public pages with the API's own replies, asked in process (decision 1002). Those reads
 * carry this header with a secret of the running process, so a route can tell them from a reader's call (a job's
 * page read by the renderer does not count a view: the browser's own read after hydration does).
 */
export const PAGE_RENDER_HEADER = 'x-page-render';
export const pageRenderSecret = randomBytes(24).toString('base64url');

export const isPageRender = (request: FastifyRequest): boolean =>
  request.headers[PAGE_RENDER_HEADER] === pageRenderSecret;
