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

/**
 * Whether a form the browser sends itself (a POST of a page, decision 1075) comes from a page of this site. The API
 * needs no such check: its JSON bodies are not a type another site's form can send, and another origin's script must
 * ask first (the preflight above), which names no origin but the app's. A plain form can be sent from anywhere
 * without asking, so its request is judged as Go's CrossOriginProtection does: a browser that says where the request
 * comes from (Sec-Fetch-Site) must say this origin (or none: the reader's own action); one that does not say it must
 * give no Origin or the app's. A request with neither header is not a page's form in a browser of today (curl,
 * a script), which can send the same to the JSON API.
 */
export function sentFromThisSite(request: FastifyRequest, origin: string): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) return site === 'same-origin' || site === 'none';
  const given = request.headers.origin;
  return given === undefined || given === origin;
}
