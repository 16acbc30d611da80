import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { addVary } from './vary';

/**
 * CORS for the one origin that may call with credentials (the app's own, spec §7), as @fastify/cors answered it with
 * `{ origin: [appOrigin], credentials: true }` (decision 1017): every reply varies on Origin, only that origin is named
 * in Access-Control-Allow-Origin (with credentials allowed), and a preflight is answered before any access check.
 * Done by one function that the app's single request hook calls: the plugin's own hook copied its options into a new
 * object and read the route's options twice on every request, most of which carry no Origin at all.
 */
export function corsFor(app: FastifyInstance, origin: string) {
  // A preflight must reach the hook below for every path: this route only makes OPTIONS a known method.
  app.options('*', { config: { access: 'public' }, schema: { hide: true } }, (_request, reply) => {
    void reply.send();
  });

  /** The headers of every reply (a reply sent before routing gets only these). */
  function headers(request: FastifyRequest, reply: FastifyReply): void {
    addVary(reply, 'Origin');
    // Credentials are allowed only with the origin named: a request without an Origin is not a CORS request, and
    // the header alone lets no other origin read anything.
    if (request.headers.origin === origin) {
      void reply.header('access-control-allow-origin', origin);
      void reply.header('access-control-allow-credentials', 'true');
    }
  }

  /** Sets the CORS headers; true when it answered the request (a preflight), which then goes no further. */
  function cors(request: FastifyRequest, reply: FastifyReply): boolean {
    headers(request, reply);
    if (request.method !== 'OPTIONS') return false;
    const given = request.headers.origin;
    const method = request.headers['access-control-request-method'];
    if (!given || !method) {
      void reply.status(400).type('text/plain').send('Invalid Preflight Request');
      return true;
    }
    void reply.header('access-control-allow-methods', 'GET,HEAD,POST');
    addVary(reply, 'Access-Control-Request-Headers');
    const requested = request.headers['access-control-request-headers'];
    if (requested !== undefined) void reply.header('access-control-allow-headers', requested);
    void reply.code(204).header('content-length', '0').send();
    return true;
  }
  return Object.assign(cors, { headers });
}
