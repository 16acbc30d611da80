/**
 * Identifiers seen in earlier replies, offered again as path parameters (decision 571): `/api/jobs/{id}` is fuzzed
 * with ids of postings the server listed, not only with random uuids that can only be 404. Values are filed under
 * the collection they came from (`jobs: [{ id }]` → `job.id`) and under the field alone (`*.id`).
 */

export function singular(word: string): string {
  const last = word.split('-').pop() ?? word;
  if (last.endsWith('ies')) return `${last.slice(0, -3)}y`;
  if (last.endsWith('s') && !last.endsWith('ss')) return last.slice(0, -1);
  return last;
}

const MAX_PER_POOL = 300;
const USEFUL = /^(id|.*_id|.*Id|slug|ref|key)$/;

export class IdentifierPools {
  private readonly pools = new Map<string, string[]>();
  /** Values never offered: the fuzzing accounts and key, so that it cannot disable or delete itself. */
  readonly protectedValues = new Set<string>();

  private add(pool: string, value: string) {
    if (this.protectedValues.has(value)) return;
    let list = this.pools.get(pool);
    if (!list) this.pools.set(pool, (list = []));
    if (list.length < MAX_PER_POOL && !list.includes(value)) list.push(value);
  }

  /** Files the identifiers of a JSON reply; `container` names the collection of its top level. */
  harvest(value: unknown, container: string): void {
    if (Array.isArray(value)) {
      for (const item of value.slice(0, 50)) this.harvest(item, container);
      return;
    }
    if (!value || typeof value !== 'object') return;
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
      if (typeof child === 'string' || typeof child === 'number') {
        if (!USEFUL.test(key) || String(child).length > 200) continue;
        const field = key === 'id' || !/(_id|Id)$/.test(key) ? key : 'id';
        const owner = key === field ? container : singular(key.replace(/(_id|Id)$/, ''));
        this.add(`${owner}.${field}`, String(child));
        this.add(`*.${field}`, String(child));
      } else if (child && typeof child === 'object') {
        this.harvest(child, singular(key));
      }
    }
  }

  /** The known values for a path parameter: `/api/jobs/{id}` → `job.id`, `/sessions/{sessionId}` → `session.id`. */
  forPathParameter(path: string, name: string): { exact: string[]; any: string[] } {
    const segments = path.split('/');
    const at = segments.indexOf(`{${name}}`);
    const previous = at > 0 ? segments[at - 1]! : '';
    const field = /Id$/.test(name) ? 'id' : name;
    const owner = singular(previous);
    return { exact: this.values(`${owner}.${field}`), any: this.values(`*.${field}`) };
  }

  values(pool: string): string[] {
    return (this.pools.get(pool) ?? []).filter((v) => !this.protectedValues.has(v));
  }

  get size(): number {
    return this.values('*.id').length;
  }
}
