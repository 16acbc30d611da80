import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { FastifyPluginAsync } from 'fastify';

const require = createRequire(import.meta.url);
const REDOC_DIR = path.dirname(require.resolve('redoc/package.json'));
const REDOC_VERSION = (
  JSON.parse(readFileSync(path.join(REDOC_DIR, 'package.json'), 'utf8')) as { version: string }
).version;
/** The renderer's file name carries its version, so browsers may keep it for good (decision 522). */
export const REDOC_SCRIPT = `redoc-${REDOC_VERSION}.standalone.js`;

/**
 * The reference page: Redoc's standalone bundle reads the document from a custom element, so the page needs no
 * inline script. Relative addresses keep it working under a path prefix (APP_URL=https://host/app).
 */
const DOCS_PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>DotTrip Recruit API reference</title>
    <style>body { margin: 0; padding: 0; }</style>
  </head>
  <body>
    <redoc spec-url="openapi.json" hide-download-button="false" native-scrollbars="true"></redoc>
    <script src="docs/${REDOC_SCRIPT}"></script>
  </body>
</html>
`;

/**
 * What the reference page needs beyond the app's policy (decision 522): Redoc's search index runs in a Worker made
 * from a blob. Everything else stays as strict as the rest of the app.
 */
const DOCS_CSP = { workerSrc: ["'self'", 'blob:'] };

export const docsRoutes: FastifyPluginAsync = async (app) => {
  // Read once, on first use: the SPA and every other route never load it.
  let script: Buffer | undefined;

  app.get(
    '/openapi.json',
    {
      config: {
        access: 'public',
        openapi: {
          responses: {
            200: {
              description: 'The OpenAPI 3.1 document.',
              content: { 'application/json': { schema: { type: 'object' } } },
            },
          },
        },
      },
      schema: {
        summary: 'The OpenAPI 3.1 description of this API',
        description: 'This document, generated from the schemas every route validates with.',
      },
    },
    async (_request, reply) =>
      reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(app.swagger()),
  );

  app.get(
    '/docs',
    { config: { access: 'public', contentSecurityPolicy: DOCS_CSP } },
    async (_request, reply) =>
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(DOCS_PAGE),
  );

  // The page's addresses are relative to /api/docs: with a trailing slash they would point under it, so that address
  // comes back to the page (a query kept) rather than answering 404.
  app.get('/docs/', { config: { access: 'public' } }, async (request, reply) => {
    const query = request.url.indexOf('?');
    return reply.redirect(`/api/docs${query === -1 ? '' : request.url.slice(query)}`, 301);
  });

  app.get(`/docs/${REDOC_SCRIPT}`, { config: { access: 'public' } }, async (_request, reply) => {
    script ??= readFileSync(path.join(REDOC_DIR, 'bundles', 'redoc.standalone.js'));
    return reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .type('text/javascript; charset=utf-8')
      .send(script);
  });
};
