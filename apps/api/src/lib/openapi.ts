import type { FastifyInstance, FastifyPluginAsync, FastifyPluginOptions, RouteOptions } from 'fastify';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ERROR_CODES, MESSAGES, WEBHOOK_EVENT_BODIES, errorReply } from '@app/shared';
import type { Access } from './access';
import { version } from '../version';
import { takesIdempotencyKey } from './idempotency';
import { isPagedKeyRead } from './paging';

/**
 * The API's description (issue 14, decisions 520-523): an OpenAPI 3.1 document generated from the routes' zod
 * schemas. Each operation's summary is in its route's schema; its tag, access, security and error replies are
 * derived here from what the route already declares, so they cannot drift from what the server does.
 */

type MediaType = { schema: Record<string, unknown> };
/** What a route's zod schemas cannot say: a non-JSON reply, a multipart body. Documentation only, never validated. */
export type OpenApiExtras = {
  /** Replies by status, e.g. a CSV download: `{ 200: { description, content: { 'text/csv': { schema } } } }`. */
  responses?: Record<number, { description: string; content?: Record<string, MediaType> }>;
  /** The request body of a route that reads it itself (multipart). */
  requestBody?: { description?: string; required?: boolean; content: Record<string, MediaType> };
  /** Failures the route's own logic answers beyond the derived ones (e.g. a 409 on a state conflict). */
  errors?: ErrorName[];
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The module the route belongs to: its tag in the document (set by `documented`). */
    tag?: string;
    /** The route counts requests and answers 429 over its budget. */
    rateLimited?: boolean;
    openapi?: OpenApiExtras;
  }
}

/** The tags of the document, one per module, in the reference's order. */
export const API_TAGS = {
  Health: 'Whether the server and its database are up.',
  Auth: 'Registration, sign-in, password reset, GitHub sign-in and invitations.',
  Plans: 'Plans and the signed-in user’s subscription.',
  Account: 'The signed-in user’s own account and sessions.',
  Contact: 'The public contact form.',
  Jobs: 'Job postings: the public search and a company’s own postings.',
  Companies: 'The signed-in recruiter’s company profile.',
  'Company team': 'A company’s members, invitations and seats, and joining with an invitation.',
  Analytics:
    'Recruiting reports (overview, funnel, time to hire, sources, offers…), their CSV exports and the applications behind each number; the outcome of an offer.',
  'API keys':
    'An Enterprise company’s API keys: integrations call the routes that name a scope, as the company.',
  Webhooks:
    'An Enterprise company’s webhook endpoints: events signed by the Standard Webhooks scheme, their delivery log and redelivery.',
  Applications: 'A job seeker’s profile, CVs and applications.',
  Pipeline: 'A company’s applications and their stages.',
  Interviews: 'Interviews of applications.',
  Candidates: 'A company’s candidate database.',
  'Job alerts': 'A job seeker’s saved searches mailed as alerts, and their unsubscribe links.',
  Messages:
    'Conversations between a company’s team and its candidates, their attachments and message templates.',
  Recruiters:
    'In-app notifications, new-application alerts per teammate, and rejections with an edited mail sent now or later.',
  Billing:
    'Paying for a plan through VNPay: a company’s orders and receipts, the gateway’s return and notification URLs, and the admins’ payments.',
  Projects: 'Members’ software projects and the published ones on the public site.',
  Approvals: 'The approval queue: submissions waiting for a decision, and their history.',
  Blog: 'Blog posts: writing, versions, publishing and scheduling, and the public blog.',
  Resources: 'The resource library’s articles, their search and the support desk’s suggestions.',
  Support:
    'The support desk: tickets, replies and internal notes, the team’s queue, canned replies, categories and targets.',
  Users: 'Administration of user accounts.',
  Settings: 'System settings and the recruitment lists.',
  Logs: 'Audit, sign-in and mail logs.',
  Documentation: 'This description of the API.',
} as const;
export type ApiTag = keyof typeof API_TAGS;

/** Registers a module's routes under a tag of the document. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any plugin, whatever its options and type provider
export function documented<P extends (app: any, options: any) => Promise<void>>(tag: ApiTag, plugin: P): P {
  const wrapper = async (app: FastifyInstance, options: unknown) => {
    app.addHook('onRoute', (route) => {
      route.config = { ...route.config, tag };
    });
    await app.register(plugin as FastifyPluginAsync, options as FastifyPluginOptions);
  };
  return wrapper as unknown as P;
}

/** Where the document leaves a route out: the web app's pages and files, and the reference page itself (decision 521). */
export function undocumentedRoute(route: Pick<RouteOptions, 'url' | 'method'>): boolean {
  const url = route.url;
  return !(url === '/api' || url.startsWith('/api/')) || url === '/api/docs' || url.startsWith('/api/docs/');
}

type AccessInfo =
  | { kind: 'public' }
  | { kind: 'signed-in' }
  | { kind: 'permission'; permission: string; plan?: string; scope?: string };

export function accessInfo(access: Access | undefined): AccessInfo {
  if (!access || access === 'public') return { kind: 'public' };
  if (access === 'authenticated') return { kind: 'signed-in' };
  return {
    kind: 'permission',
    permission: access.permission,
    ...(access.plan ? { plan: access.plan } : {}),
    ...(access.scope ? { scope: access.scope } : {}),
  };
}

function accessText(info: AccessInfo): string {
  switch (info.kind) {
    case 'public':
      return '**Access:** public; no token needed.';
    case 'signed-in':
      return '**Access:** any signed-in user (a bearer access token); API keys cannot call it.';
    case 'permission':
      return `**Access:** a signed-in user holding the permission \`${info.permission}\`${
        info.plan ? `, whose company's plan includes \`${info.plan}\`` : ''
      }${
        info.scope
          ? `; or an API key of an Enterprise company holding the scope \`${info.scope}\``
          : '; API keys cannot call it'
      }.`;
  }
}

/** The replies every failure may bring, each with the API's one failure shape. */
const ERROR_RESPONSES = {
  BadRequest: 'The request is malformed: a body that is not JSON, a broken upload, a NUL character.',
  ValidationFailed: 'A field is missing or invalid; `errors` names each field.',
  Unauthorized:
    'No bearer token, or one that is invalid or expired (`code` TOKEN_EXPIRED). For an API key: `code` API_KEY_REVOKED or API_KEY_EXPIRED when the key sent is a real key that was revoked or has expired (only the holder of its whole secret hears it); UNAUTHORIZED when it is unknown or malformed, or made by an account an administrator disabled.',
  Forbidden:
    'The caller lacks the permission the operation needs, or is an API key without the operation’s scope (keys call only the operations whose access names a scope).',
  NotFound: 'No such resource, or not one the caller may see.',
  Conflict: 'The request conflicts with the current state (e.g. nothing to undo, already done).',
  PaymentRequired:
    'The company’s plan does not include this (`code` PLAN_REQUIRED, or SEAT_LIMIT for seats); the message names the plan that does. An API key of a company that left Enterprise gets it too.',
  TooManyRequests:
    'Too many requests (from this client, or by this API key this minute); wait the seconds of `Retry-After`.',
  ClientError:
    'Any other refusal of the request (e.g. 409 conflict, 410 gone, 413 too large, 415 not JSON); same shape.',
  InternalError: 'Something failed on the server side.',
  Unavailable: 'A service the operation needs is not configured or not reachable (`code` NOT_CONFIGURED).',
} as const;
type ErrorName = keyof typeof ERROR_RESPONSES;
const ERROR_STATUS: Record<ErrorName, number | '4XX'> = {
  BadRequest: 400,
  ValidationFailed: 422,
  Unauthorized: 401,
  Forbidden: 403,
  NotFound: 404,
  Conflict: 409,
  PaymentRequired: 402,
  TooManyRequests: 429,
  ClientError: '4XX',
  InternalError: 500,
  Unavailable: 503,
};

const STATUS_TEXT: Record<string, string> = {
  '200': 'Success.',
  '201': 'Created.',
  '202': 'Accepted; the change completes later (e.g. once an emailed code is confirmed).',
  '503': 'The server cannot serve now (the database is unreachable).',
};

const ERRORS_KEY = 'x-error-replies';
/** The reply headers an operation's successes carry beyond the budget's (`Idempotent-Replayed`, `Link`). */
const REPLY_HEADERS_KEY = 'x-reply-headers';

/** `Idempotency-Key` as a request header of the POSTs an API key may call (decision 1090). */
const IDEMPOTENCY_KEY_SCHEMA = {
  type: 'string',
  minLength: 1,
  maxLength: 255,
  pattern: '^[\\x20-\\x7E]{1,255}$',
  description:
    'Optional, for API keys (IETF draft-ietf-httpapi-idempotency-key-header): a unique value per intended request, 1 to 255 printable ASCII characters, e.g. a UUID. The first request is processed and its status and body kept for 24 hours per API key; a retry with the same key and the same request (method, path, and the body and query parameters the operation reads: a parameter it does not read, or a body sent to an operation that takes none, does not count) gets that reply again with `Idempotent-Replayed: true`, without doing anything twice. A refusal of the operation as such (403 such as `UNLOCK_REQUIRED`, 404, 409) is kept too and replayed for those 24 hours, even once its cause is gone: send the request again under a new key; a 400 or 422 (an invalid request: nothing was done) and a reply of 500 or more are not, so the corrected request or the retry is processed. The same key for a different request is 422 `IDEMPOTENCY_KEY_REUSED`; a retry while the first is still processed is 409 `IDEMPOTENCY_KEY_IN_USE`; a first request left unanswered for 5 minutes whose change never committed (its server stopped) is taken over by the retry and processed; after those 5 minutes, one whose change committed but whose reply was lost is 409 `IDEMPOTENCY_KEY_REPLY_LOST` (look the result up; it is not done twice). Ignored for a signed-in person.',
};

/** The headers named by REPLY_HEADERS_KEY. */
const REPLY_HEADERS: Record<string, Record<string, unknown>> = {
  'Idempotent-Replayed': {
    description:
      '`true` when this reply is the one kept for the request’s `Idempotency-Key` (a replay): nothing was done again.',
    schema: { type: 'string', enum: ['true'] },
  },
  Link: {
    description:
      'On a reply to an API key: the pages of the list as RFC 8288 links, absolute, keeping the other query parameters: `<…?page=1&pageSize=25>; rel="first"`, `rel="prev"` (not on the first page), `rel="next"` (not on the last) and `rel="last"`. `total`, `page` and `pageSize` in the body say the same. `pageSize` above its maximum or `page` below 1 is 422; a query parameter the operation does not read is ignored (decision 1091).',
    schema: { type: 'string' },
  },
};

function operationId(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `by-${part.slice(1)}` : part))
    .join('-')
    .split(/[^a-zA-Z0-9]+/)
    .filter(Boolean);
  return [method.toLowerCase(), ...words]
    .map((w, i) => (i === 0 ? w : w[0]!.toUpperCase() + w.slice(1)))
    .join('');
}

type SwaggerTransformInput = Parameters<typeof jsonSchemaTransform>[0];

/** jsonSchemaTransform (zod → JSON Schema), then what the route's config says: tag, access, security, errors. */
export function transform(input: SwaggerTransformInput) {
  const { route, url } = input;
  if (undocumentedRoute({ url, method: route.method })) return { schema: { hide: true }, url };
  const schema = ((jsonSchemaTransform(input) as unknown as { schema?: Record<string, unknown> }).schema ??
    {}) as Record<string, unknown>;
  if (schema.hide) return { schema, url };
  const config = route.config ?? {};
  const info = accessInfo(config.access);
  const method = Array.isArray(route.method) ? route.method[0]! : route.method;
  const hasInput = Boolean(route.schema?.body || route.schema?.querystring || route.schema?.params);
  const hasBody = Boolean(config.openapi?.requestBody);
  const errors: ErrorName[] = [];
  if (hasInput || hasBody) errors.push('BadRequest', 'ValidationFailed');
  if (info.kind !== 'public') errors.push('Unauthorized');
  // Every non-public operation refuses an API key without its scope (decision 540), a permission route also a person
  // without the permission.
  if (info.kind !== 'public') errors.push('Forbidden');
  // A key's company must be on a plan that sells API access, and each key has a budget a minute (decisions 540, 575).
  const byKey = info.kind === 'permission' && Boolean(info.scope);
  if (info.kind === 'permission' && (info.plan || byKey)) errors.push('PaymentRequired');
  if (/\/:[^/]+/.test(url)) errors.push('NotFound');
  if (config.rateLimited || byKey) errors.push('TooManyRequests');
  // A POST a key may call takes Idempotency-Key (decision 1090): 409 while the first request runs, 422 on reuse.
  const idempotent = takesIdempotencyKey({ method, config });
  if (idempotent) errors.push('Conflict');
  errors.push(...(config.openapi?.errors ?? []), 'ClientError', 'InternalError');
  const replyHeaders = [
    ...(idempotent ? ['Idempotent-Replayed'] : []),
    ...(isPagedKeyRead({ method, config, schema: route.schema }) ? ['Link'] : []),
  ];
  const headers = schema.headers as { type?: string; properties?: Record<string, unknown> } | undefined;
  return {
    url,
    schema: {
      ...schema,
      operationId: operationId(method, url),
      tags: [config.tag ?? 'Documentation'],
      description: [schema.description, accessText(info)].filter(Boolean).join('\n\n'),
      'x-access': info,
      ...(info.kind === 'public'
        ? { security: [] }
        : {
            security: [
              { bearerAuth: [] },
              ...(info.kind === 'permission' && info.scope ? [{ apiKey: [] }] : []),
            ],
          }),
      [ERRORS_KEY]: errors,
      ...(idempotent
        ? {
            headers: {
              ...headers,
              type: 'object',
              properties: { ...headers?.properties, 'idempotency-key': IDEMPOTENCY_KEY_SCHEMA },
            },
          }
        : {}),
      ...(replyHeaders.length > 0 ? { [REPLY_HEADERS_KEY]: replyHeaders } : {}),
      ...(config.openapi ? { 'x-extras': config.openapi } : {}),
    },
  };
}

type Operation = Record<string, unknown> & {
  responses?: Record<string, unknown>;
  security?: Array<Record<string, string[]>>;
  [ERRORS_KEY]?: ErrorName[];
  [REPLY_HEADERS_KEY]?: string[];
  'x-extras'?: OpenApiExtras;
};

/** The headers of an API key's budget (decision 540, IETF draft-ietf-httpapi-ratelimit-headers). */
const RATE_LIMIT_HEADERS = {
  RateLimitPolicy: {
    description:
      'On a reply to an API key: its budget, `"per-key";q=<requests>;w=60` (requests a minute, set by the administrators).',
    schema: { type: 'string', pattern: '^"per-key";q=[0-9]+;w=60$' },
  },
  RateLimit: {
    description:
      'On a reply to an API key: what is left of its budget, `"per-key";r=<requests left>;t=<seconds until the window resets>`.',
    schema: { type: 'string', pattern: '^"per-key";r=[0-9]+;t=[0-9]+$' },
  },
} as const;
const RATE_LIMIT_HEADER_REFS = {
  'RateLimit-Policy': { $ref: '#/components/headers/RateLimitPolicy' },
  RateLimit: { $ref: '#/components/headers/RateLimit' },
};

/** What each shared failure reply's headers are, beyond the body. */
const ERROR_HEADERS: Partial<Record<ErrorName, Record<string, unknown>>> = {
  Unauthorized: {
    'WWW-Authenticate': {
      description:
        '`Bearer realm="api"`; with `error="invalid_token"` when a token or API key was sent but refused (RFC 6750), and `error_description="The API key was revoked"` or `"The API key expired"` for a revoked or expired API key.',
      schema: { type: 'string' },
    },
  },
  Forbidden: {
    'WWW-Authenticate': {
      description:
        'On an API key refused for its scopes (RFC 6750): `Bearer realm="api", error="insufficient_scope", scope="<the scope the operation needs>"`; without `scope` on an operation no key may call. Not sent to a signed-in person.',
      schema: { type: 'string' },
    },
  },
  TooManyRequests: {
    'Retry-After': {
      description: 'Seconds to wait before trying again.',
      schema: { type: 'integer', minimum: 0 },
    },
    ...RATE_LIMIT_HEADER_REFS,
  },
};

/** Example bodies of a shared failure reply: the refusals of an API key (decision 1121). */
const ERROR_EXAMPLES: Partial<Record<ErrorName, Record<string, unknown>>> = {
  Unauthorized: Object.fromEntries(
    (
      [
        ['apiKeyRevoked', 'A revoked API key', ERROR_CODES.apiKeyRevoked, MESSAGES.apiKeyRevoked],
        ['apiKeyExpired', 'An expired API key', ERROR_CODES.apiKeyExpired, MESSAGES.apiKeyExpired],
        [
          'apiKeyUnknown',
          'An unknown or malformed API key',
          ERROR_CODES.unauthorized,
          MESSAGES.apiKeyInvalid,
        ],
      ] as const
    ).map(([name, summary, code, message]) => [name, { summary, value: { success: false, message, code } }]),
  ),
};

/** Adds the shared failure schema and replies, and the extras (non-JSON replies, multipart bodies). */
export function transformObject({ openapiObject }: { openapiObject: Record<string, unknown> }) {
  const doc = openapiObject as {
    paths?: Record<string, Record<string, Operation>>;
    components?: Record<string, Record<string, unknown>>;
  };
  for (const pathItem of Object.values(doc.paths ?? {})) {
    for (const operation of Object.values(pathItem)) {
      const extras = operation['x-extras'];
      delete operation['x-extras'];
      const responses: Record<string, unknown> = { ...operation.responses };
      if (extras?.responses) {
        for (const [status, reply] of Object.entries(extras.responses)) responses[status] = reply;
      }
      // A route without a declared reply gets no invented "Default Response".
      if (extras?.responses && responses['200'] && !extras.responses[200]) {
        const generated = responses['200'] as { description?: string; content?: unknown };
        if (generated.description === 'Default Response' && !generated.content) delete responses['200'];
      }
      for (const [status, reply] of Object.entries(responses)) {
        const described = reply as { description?: string };
        if (described.description === 'Default Response')
          responses[status] = { ...described, description: STATUS_TEXT[status] ?? 'The reply.' };
      }
      if (extras?.requestBody) operation.requestBody = extras.requestBody;
      for (const name of operation[ERRORS_KEY] ?? []) {
        const status = String(ERROR_STATUS[name]);
        responses[status] ??= { $ref: `#/components/responses/${name}` };
      }
      delete operation[ERRORS_KEY];
      // An API key's replies carry its budget (decision 540): said on each success an API key can receive.
      if (operation.security?.some((requirement) => 'apiKey' in requirement)) {
        for (const [status, reply] of Object.entries(responses)) {
          const described = reply as { $ref?: string; headers?: Record<string, unknown> };
          if (!status.startsWith('2') || described.$ref) continue;
          responses[status] = { ...described, headers: { ...described.headers, ...RATE_LIMIT_HEADER_REFS } };
        }
      }
      const replyHeaders = operation[REPLY_HEADERS_KEY] ?? [];
      delete operation[REPLY_HEADERS_KEY];
      if (replyHeaders.length > 0) {
        for (const [status, reply] of Object.entries(responses)) {
          const described = reply as { $ref?: string; headers?: Record<string, unknown> };
          if (!status.startsWith('2') || described.$ref) continue;
          const added = Object.fromEntries(replyHeaders.map((name) => [name, REPLY_HEADERS[name]]));
          responses[status] = { ...described, headers: { ...described.headers, ...added } };
        }
      }
      operation.responses = responses;
    }
  }
  (doc as Record<string, unknown>).webhooks = webhooksSection();
  doc.components = {
    ...doc.components,
    schemas: { ...doc.components?.schemas, ErrorReply: errorReplySchema() },
    headers: { ...doc.components?.headers, ...RATE_LIMIT_HEADERS },
    responses: Object.fromEntries(
      Object.entries(ERROR_RESPONSES).map(([name, description]) => [
        name,
        {
          description,
          ...(ERROR_HEADERS[name as ErrorName] ? { headers: ERROR_HEADERS[name as ErrorName] } : {}),
          content: {
            'application/json': {
              schema: { $ref: '#/components/schemas/ErrorReply' },
              ...(ERROR_EXAMPLES[name as ErrorName] ? { examples: ERROR_EXAMPLES[name as ErrorName] } : {}),
            },
          },
        },
      ]),
    ),
  };
  return doc;
}

/** How every delivery is signed and retried (decisions 543, 545): what a receiver must do, said once per event. */
const WEBHOOK_DELIVERY_TEXT = [
  'Sent as `POST` with a JSON body to each active endpoint of the company subscribed to the event, signed by the',
  '[Standard Webhooks](https://www.standardwebhooks.com) scheme: compute HMAC-SHA256 over',
  '`{webhook-id}.{webhook-timestamp}.{raw body}` with the key that is the base64 part of the endpoint’s `whsec_…`',
  'secret (after `whsec_`, base64-decoded), base64-encode it, and compare it with each space-separated `v1,<base64>`',
  'of `webhook-signature` (two during the 24 hours after a rotation). Refuse a timestamp far from your clock.',
  '',
  'Any 2xx within 15 s acknowledges the delivery. Anything else (another status, a redirect, no reply) is retried',
  'after 5 s, 5 min, 30 min, 2 h, 5 h, then every 10 h for 3 days; an endpoint failing for 3 days is turned off and',
  'its owner mailed. Delivery is at least once: every attempt and every redelivery of one event carries the same',
  '`webhook-id`, so deduplicate on it. One application’s (or posting’s, or candidate’s) events arrive in order, one',
  'at a time; events of different records may arrive side by side (up to 5 requests at once).',
].join('\n');

const WEBHOOK_HEADERS = [
  {
    name: 'webhook-id',
    description: 'The event’s id, `msg_…`: the same on every attempt and redelivery.',
    schema: { type: 'string', pattern: '^msg_' },
  },
  {
    name: 'webhook-timestamp',
    description: 'When this attempt was sent, in seconds since 1970 (UTC).',
    schema: { type: 'string', pattern: '^[0-9]+$' },
  },
  {
    name: 'webhook-signature',
    description: 'Space-separated signatures, each `v1,<base64 HMAC-SHA256>`.',
    schema: { type: 'string', pattern: '^v1,[A-Za-z0-9+/=]+( v1,[A-Za-z0-9+/=]+)*$' },
  },
];

/** OpenAPI 3.1's `webhooks`: every event a company's endpoints can subscribe to, with the body it receives. */
export function webhooksSection(): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(WEBHOOK_EVENT_BODIES).map(([type, { when, body }]) => {
      const { $schema: _ignored, ...schema } = z.toJSONSchema(body, {
        target: 'draft-2020-12',
        io: 'output',
      }) as Record<string, unknown>;
      return [
        type,
        {
          post: {
            operationId: operationId('webhook', type),
            summary: type,
            description: `${when}\n\n${WEBHOOK_DELIVERY_TEXT}`,
            tags: ['Webhooks'],
            security: [],
            parameters: WEBHOOK_HEADERS.map((header) => ({ in: 'header', required: true, ...header })),
            requestBody: { required: true, content: { 'application/json': { schema } } },
            responses: {
              '2XX': { description: 'Received: the delivery succeeded.' },
              default: { description: 'Any other reply, or none within 15 s: the delivery is retried.' },
            },
          },
        },
      ];
    }),
  );
}

/** The failure shape of every error reply (lib/error-handler.ts), as JSON Schema. */
export function errorReplySchema(): Record<string, unknown> {
  const { $schema: _ignored, ...schema } = z.toJSONSchema(errorReply, {
    target: 'draft-2020-12',
    io: 'output',
  }) as Record<string, unknown>;
  return schema;
}

/** The generator; register it before any route so that every route is seen. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'DotTrip Recruit API',
        version,
        description: [
          'The HTTP API of DotTrip Recruit, the one the web app uses. Requests and replies are JSON unless an',
          'operation says otherwise. Every failure has the same shape (`ErrorReply`): `success: false`, a `message`',
          'in the caller’s language (`Accept-Language`: en or vi), an optional machine-readable `code` and, for',
          'invalid input, `errors` by field.',
          '',
          'Sign in with `POST /api/auth/login`; send the access token it returns as `Authorization: Bearer <token>`.',
          'Each operation states its access: public, any signed-in user, or a named permission; the operations whose',
          'access names a scope may also be called with an API key of an Enterprise company holding that scope.',
          '',
          'Webhooks: an Enterprise company’s endpoints receive the events listed under Webhooks, each signed by the',
          'Standard Webhooks scheme; each event states its body, its headers and how to verify them.',
        ].join('\n'),
        license: { name: 'MIT', identifier: 'MIT' },
      },
      servers: [{ url: '/', description: 'This server' }],
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'JWT',
            description:
              'The access token from `POST /api/auth/login` (or the GitHub and invitation sign-ins), sent as `Authorization: Bearer <token>`.',
          },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            description:
              'An API key of an Enterprise company (`dtk_…`, made by its owner on the company page), sent as `Authorization: Bearer <key>`. It calls only the operations whose access names a scope it holds, as its company; each key has a budget of requests a minute (429 with `Retry-After`, and `RateLimit` headers). Its POSTs take an optional `Idempotency-Key` (a retry gets the first reply again); its paged lists send `Link` headers, and a query parameter an operation does not read is ignored.',
          },
        },
      },
      tags: Object.entries(API_TAGS).map(([name, description]) => ({ name, description })),
    },
    transform: transform as never,
    transformObject: transformObject as never,
  });
}
