import { i18n } from '@lingui/core';
import type { Messages } from '@lingui/core';
import type { Locale } from './locale';

/**
 * Every catalog of the app, each its own chunk: `common` (shell, shared components) and one per
 * feature folder (decision 360). A page loads the catalogs of what it shows, in the active language.
 */
const files = import.meta.glob<{ messages: Messages }>(
  ['./locales/*.po', './features/*/locales/*.po', './features/site/*/locales/*.po'],
  // Keys relative to src/: shorter in the entry chunk, where every catalog has one (issue 11 kept / within budget).
  { base: '../../' },
);

export type CatalogName = string;

const loaders = new Map<string, () => Promise<{ messages: Messages }>>();
// Messages of packages/shared (validation, the server's replies), keyed by their English text: in
// English the text is its own translation, so only the other languages load a catalog.
loaders.set('shared:vi', () => import('@app/shared/i18n/catalogs/vi'));
for (const [path, load] of Object.entries(files)) {
  const match = /(?:features\/(.+?)\/)?locales\/([a-z]+)\.po$/.exec(path);
  if (match) loaders.set(`${match[1] ?? 'common'}:${match[2]}`, load);
}

/** The catalogs pages asked for so far: a change of language loads them all again. */
const wanted = new Set<CatalogName>(['common']);
const loaded = new Set<string>();

async function loadOne(name: CatalogName, locale: Locale): Promise<void> {
  const key = `${name}:${locale}`;
  if (loaded.has(key) || (name === 'shared' && locale === 'en')) return;
  const load = loaders.get(key);
  if (!load) throw new Error(`No catalog ${name} for ${locale}`);
  const { messages } = await load();
  i18n.load(locale, messages);
  loaded.add(key);
}

/** The language pages load their catalogs in: set at start, before `i18n.activate` has run. */
let target: Locale = 'en';

/** Loads the named catalogs for the active language (and remembers them for a later switch). */
export async function loadCatalogs(names: readonly CatalogName[], locale: Locale = target): Promise<void> {
  for (const name of names) wanted.add(name);
  await Promise.all(names.map((name) => loadOne(name, locale)));
}

/**
 * Switches the whole interface: every catalog in use is loaded in the new language, then the
 * language is activated at once (every mounted component re-renders in it).
 */
export async function activateLocale(locale: Locale): Promise<void> {
  target = locale;
  await Promise.all([...wanted].map((name) => loadOne(name, locale)));
  // A later switch may have started while this one loaded: the last one wins.
  if (target === locale) i18n.activate(locale);
}

/** A route's `lazy` that also loads the catalogs its page shows, in parallel with its code. */
export function withCatalogs<T>(names: readonly CatalogName[], load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const [module] = await Promise.all([load(), loadCatalogs(names)]);
    return module;
  };
}

/** Every catalog name there is (tests and the route check use it). */
export const catalogNames = (): CatalogName[] =>
  [...new Set([...loaders.keys()].map((key) => key.split(':')[0]!))].sort();
