import type { TestServer } from './harness';

/** Every method and path Fastify routes, read from `app.printRoutes({ commonPrefix: false })`. */
export function printedRoutes(tree: string): Array<{ method: string; url: string }> {
  const found: Array<{ method: string; url: string }> = [];
  const stack: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│├└─\s]*)(\S[^(]*?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match || !match[2]) continue;
    const depth = Math.max(0, match[1]!.length / 4 - 1);
    stack[depth] = match[2];
    stack.length = depth + 1;
    const url = stack.join('');
    for (const method of (match[3] ?? '').split(', ').filter(Boolean)) found.push({ method, url });
  }
  return found;
}

/**
 * The `METHOD /url` of every route the server registers whose url `match` keeps (HEAD and OPTIONS left out), sorted:
 * what a route × caller matrix must have one row for.
 */
export function registeredRoutes(server: TestServer, match: (url: string) => boolean): string[] {
  return printedRoutes(server.app.printRoutes({ commonPrefix: false }))
    .filter((r) => r.method !== 'HEAD' && r.method !== 'OPTIONS' && match(r.url))
    .map((r) => `${r.method} ${r.url}`)
    .sort();
}
