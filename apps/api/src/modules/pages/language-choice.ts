import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { LANGUAGE_CHOICE_PATH, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, isLocale } from '@app/shared';
import type { Locale } from '@app/shared';
import { sentFromThisSite } from '../../lib/cors';
import { samePage } from '../../lib/spa-page';

/** What the language switch's form sends (its `lang` and `next` fields), each its first value. */
type Choice = { lang?: string; next?: string };

function choiceOf(body: string): Choice {
  const form = new URLSearchParams(body);
  return { lang: form.get('lang') ?? undefined, next: form.get('next') ?? undefined };
}

/**
 * The page to come back to, on this site: `next` (a path with its query) when the form named one, else the page the
 * browser says it came from (Referer, when it is this site's), else the home page; with the language `locale` named in
 * its address as the app writes it (decision 360: English none, any other `?lang=<locale>`), or the address's own when
 * `locale` is null. Any host, scheme, hash or leading run of slashes is dropped: only a path of this site comes out
 * (no open redirect).
 */
export function choiceTarget(
  next: string | undefined,
  referer: string | undefined,
  appOrigin: string,
  locale: Locale | null,
): string {
  let from = next;
  if (from === undefined && referer) {
    try {
      const url = new URL(referer);
      if (url.origin === appOrigin) from = `${url.pathname}${url.search}`;
    } catch {
      // Not an address: the home page.
    }
  }
  let url: URL;
  try {
    url = new URL(samePage(from ?? '/'), 'http://page.invalid');
  } catch {
    url = new URL('/', 'http://page.invalid');
  }
  if (locale) {
    url.searchParams.delete('lang');
    if (locale !== 'en') url.searchParams.set('lang', locale);
  }
  // The parser drops tabs and line breaks, which samePage did not see: `/\t/host` would be `//host`.
  return `/${url.pathname.replace(/^\/+/, '')}${url.search}`;
}

/**
 * The language switch sent by the browser itself, before the app runs or without JavaScript (decision 1216): the
 * chosen language is remembered in the `lang` cookie, as the app's switch does, and the browser is sent (303) to the
 * same page in that language, whose address names it. The reply is never stored (`no-store`); the page it leads to is
 * the language's own address, with its canonical and caching unchanged, and sets nothing. A form another site makes
 * the browser send changes nothing it remembers: it only leads to the page in that language.
 */
export const languageChoiceRoutes: FastifyPluginAsync<{ appUrl: string }> = async (app, { appUrl }) => {
  const appOrigin = new URL(appUrl).origin;
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (_request, body, done) => done(null, choiceOf(String(body))),
  );
  // Anything else is not what the switch sends: no choice, the page again.
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, {}));

  app.post(
    LANGUAGE_CHOICE_PATH,
    { config: { access: 'public', changesSessions: false } },
    async (request: FastifyRequest, reply) => {
      const { lang, next } = (request.body ?? {}) as Choice;
      // No language named: back to the page as it was.
      const chosen = isLocale(lang) ? lang : null;
      if (chosen && sentFromThisSite(request, appOrigin)) {
        void reply.header(
          'set-cookie',
          `${LOCALE_COOKIE}=${chosen}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE}; SameSite=Lax`,
        );
      }
      return reply
        .header('cache-control', 'no-store')
        .redirect(choiceTarget(next, request.headers.referer, appOrigin, chosen), 303);
    },
  );
};
