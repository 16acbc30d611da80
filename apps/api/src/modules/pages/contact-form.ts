import { randomUUID } from 'node:crypto';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CONTACT_FORM_ID,
  CONTACT_FORM_ID_SLOT,
  CONTACT_FORM_SENT,
  contactRequest,
  i18nText,
  type Locale,
  withoutControls,
} from '@app/shared';
import type { ContactFormSent } from '@app/shared';
import type { AppContext } from '../../context';
import { compressDocument } from '../../lib/compress-document';
import { sentFromThisSite } from '../../lib/cors';
import { toFailure, translateFailure } from '../../lib/error-handler';
import { badRequest, forbidden } from '../../lib/errors';
import { addressLocale, pageLocale } from '../../lib/spa-page';
import type { RenderedBody } from '../../lib/spa-page';
import { addVary } from '../../lib/vary';
import { sendContactMessage } from '../contact';
import type { PageRenderer } from './render';
import { staticPageHead } from './routes';
import type { SpaPage } from './routes';

/** The contact page's fields, as its form names them. */
const FIELDS = ['name', 'email', 'message', 'client_id'] as const;
type Fields = Partial<Record<(typeof FIELDS)[number], string>>;

/**
 * The fields of a sent form, each its first value. A browser sends every line break of a form as CR LF (HTML's
 * form encoding); they are the app's LF again, so a message is stored as the app would send it.
 */
function formFields(form: { get(name: string): unknown }): Fields {
  const fields: Fields = {};
  for (const name of FIELDS) {
    const value = form.get(name);
    if (typeof value === 'string') fields[name] = value.replace(/\r\n?/g, '\n');
  }
  // A form without its id (the build's slot left in it, or none) is a message without one, as from the API.
  if (fields.client_id?.trim() === '' || fields.client_id === CONTACT_FORM_ID_SLOT) delete fields.client_id;
  return fields;
}

/**
 * The contact page for one reader (decision 1124): its form's `client_id` is a new id, in the HTML (where the build's
 * or the render's slot was) and in the page's data (the app renders the same, so hydration matches). A form the
 * browser sends twice carries the same id, and the message is stored once, as the app's resends are.
 */
function withFormId(body: RenderedBody): RenderedBody {
  const id = randomUUID();
  return {
    ...body,
    html: body.html.replace(
      `name="client_id" value="${CONTACT_FORM_ID_SLOT}"`,
      `name="client_id" value="${id}"`,
    ),
    data: { ...body.data, [CONTACT_FORM_ID]: { status: 200, body: id } },
  };
}

/**
 * A page with an id of its own is one reader's: no shared cache keeps it (`private`), and the browser asks again on
 * every load (`no-cache`, the page has no validator), so each load gets a new id. Going back in the history shows the
 * same page and id, so the same message sent again from there is still recognised.
 */
export const CONTACT_PAGE_CACHE = 'private, no-cache';

/** What was typed, shown again in a refused form: without the control characters its field refuses. */
function typedValues(body: unknown): ContactFormSent['values'] {
  const fields = (body !== null && typeof body === 'object' ? body : {}) as Fields;
  const text = (value: unknown, kind: 'line' | 'text') =>
    typeof value === 'string' ? withoutControls(value, kind) : '';
  return {
    name: text(fields.name, 'line'),
    email: text(fields.email, 'line'),
    message: text(fields.message, 'text'),
  };
}

const OTHER_SITE = i18nText('This form can only be sent from its page on this site.');

/**
 * The contact page's form sent by the browser itself, before the app runs or without JavaScript (decision 1075):
 * read as a form (urlencoded, or multipart), validated by the JSON API's schema and stored by the same call
 * (modules/contact), then 303 to `/contact?sent=1` (its language kept), which shows the app's confirmation. A refusal
 * (a field, the per-IP limit, a body too large) is the page again with its status, the message and what was typed.
 * Every page of the form this scope serves carries a new id for its message (decision 1124), so a form sent twice is
 * stored once and both posts get the same redirect. Every other page's form still comes back unread (decision 1029,
 * app.ts).
 */
export const contactFormRoutes: FastifyPluginAsync<{
  ctx: AppContext;
  page: SpaPage;
  renderer?: PageRenderer;
}> = async (plugin, { ctx, page, renderer }) => {
  const app = plugin.withTypeProvider<ZodTypeProvider>();
  const appOrigin = new URL(ctx.config.appUrl).origin;
  app.addHook('onSend', compressDocument);

  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, formFields(new URLSearchParams(String(body)))),
  );
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (request, body, done) => {
    new Response(body as Buffer<ArrayBuffer>, {
      headers: { 'content-type': request.headers['content-type']! },
    })
      .formData()
      .then(
        (form) => done(null, formFields(form)),
        () =>
          done(
            badRequest(
              i18nText(
                'The form upload is malformed or incomplete (multipart/form-data). Please send the form again.',
              ),
            ),
          ),
      );
  });
  // Anything else is not what the page's form sends: an empty form, which names every field to fill in.
  app.addContentTypeParser('*', (_request, _payload, done) => done(null, {}));

  /** The contact page's document, its form given an id of its own. */
  const contactDocument = (
    locale: Locale,
    rendered: Awaited<ReturnType<NonNullable<typeof renderer>['page']>>,
  ) =>
    page(
      locale,
      staticPageHead(ctx.config.appUrl, '/contact', locale),
      rendered && withFormId(rendered.body),
    );

  /** The contact page rendered for this request: with the refused form, or as it is. */
  const sendPage = async (
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    sent: ContactFormSent,
  ) => {
    const locale = pageLocale(request);
    const rendered = await renderer?.page(request, '/contact', locale, {
      [CONTACT_FORM_SENT]: { status, body: sent },
    });
    return reply
      .status(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(contactDocument(locale, rendered));
  };

  // The page itself, as the app's other pages are served (app.ts), with its form's own id.
  for (const url of ['/contact', '/contact/']) {
    app.get(url, { config: { access: 'public' } }, async (request, reply) => {
      const locale = pageLocale(request);
      const rendered = await renderer?.page(request, url, locale);
      return addVary(reply, 'Accept-Language, Cookie')
        .header('cache-control', CONTACT_PAGE_CACHE)
        .type('text/html; charset=utf-8')
        .send(contactDocument(locale, rendered));
    });
  }

  // Every refusal (the schema's, a NUL, the limit, a body too large or unreadable, another site) is the page again,
  // with the API's status and texts, in the page's language.
  app.setErrorHandler(async (error, request, reply) => {
    const { status, body, retryAfterSeconds } = toFailure(error);
    if (retryAfterSeconds !== undefined) void reply.header('retry-after', String(retryAfterSeconds));
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ status, code: body.code }, body.message);
    const { message, errors } = translateFailure(body, pageLocale(request));
    return sendPage(request, reply, status, {
      values: typedValues(request.body),
      message,
      ...(errors ? { errors } : {}),
    });
  });

  // A form another site makes the reader's browser send is refused before its body is read (lib/cors.ts).
  const fromThisSite: onRequestHookHandler = (request, _reply, done) => {
    done(sentFromThisSite(request, appOrigin) ? undefined : forbidden(OTHER_SITE));
  };

  for (const url of ['/contact', '/contact/']) {
    app.post(
      url,
      {
        config: { access: 'public', changesSessions: false },
        schema: { body: contactRequest },
        onRequest: fromThisSite,
        // A POST without a body is an empty form.
        preValidation: (request, _reply, done) => {
          (request as { body: unknown }).body ??= {};
          done();
        },
      },
      async (request, reply) => {
        // The ticket is answered in the page's language (decision 1031).
        await sendContactMessage(ctx, request.body, { ip: request.ip, locale: pageLocale(request) });
        // See Other: reloading the confirmation only reads it again.
        const lang = addressLocale(request.url);
        return reply.redirect(`/contact?${lang ? `lang=${lang}&` : ''}sent=1`, 303);
      },
    );
  }
};
