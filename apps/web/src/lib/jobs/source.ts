/**
 * Issue 11 (decision 901): the `?source=` or `utm_source` of a shared job link, remembered for 30 days on this
 * device so that it survives signing up (and verifying the address) before applying; sent with the application.
 */
const KEY = 'dottrip.source.';
const KEEP_MS = 30 * 86_400_000;

export function rememberSource(jobId: string, search: URLSearchParams): void {
  const tag = (search.get('source') ?? search.get('utm_source') ?? '').trim().slice(0, 100);
  if (!tag) return;
  try {
    localStorage.setItem(KEY + jobId, JSON.stringify({ tag, at: Date.now() }));
  } catch {
    // Storage refused (private mode): the application counts as from the board.
  }
}

export function rememberedSource(jobId: string): string | undefined {
  try {
    const saved = JSON.parse(localStorage.getItem(KEY + jobId) ?? 'null') as {
      tag?: string;
      at?: number;
    } | null;
    if (!saved?.tag || !saved.at || Date.now() - saved.at > KEEP_MS) return undefined;
    return saved.tag;
  } catch {
    return undefined;
  }
}
