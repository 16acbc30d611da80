import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { SEARCH_QUOTES, SEARCH_TERMS_MAX } from '@app/shared';
import type { AuthUser } from '../auth/sessions';

/** Staff and admin work on every posting; everyone else only on their company's. */
export const isStaff = (user: Pick<AuthUser, 'role'>) => user.role === 'admin' || user.role === 'staff';

/** The company the caller recruits for as owner or recruiter; interviewers and other accounts get null. */
export function recruitingCompany(user: Pick<AuthUser, 'company'>): string | null {
  const company = user.company;
  return company && (company.role === 'owner' || company.role === 'recruiter') ? company.id : null;
}

/**
 * The tenant condition on a posting (issue 10: the company is the tenant), for the WHERE clause of every query that
 * reaches a posting or what hangs off it (applications, notes, CVs). `alias` is the jobs table's alias. Another
 * company's record matches nothing, so it answers 404.
 */
export function jobScope(user: AuthUser, alias = 'j'): SQL {
  if (isStaff(user)) return sql`true`;
  const companyId = recruitingCompany(user);
  return companyId ? sql`${sql.raw(alias)}.company_id = ${companyId}` : sql`false`;
}

/**
 * The tenant condition on an interview (`alias`: the interviews table, `jobAlias`: its posting): a recruiter's
 * company's interviews; an interviewer's own, in its company (issue 10).
 */
export function interviewScope(user: AuthUser, alias = 'i', jobAlias = 'j'): SQL {
  if (isStaff(user) || recruitingCompany(user)) return jobScope(user, jobAlias);
  if (user.company?.role !== 'interviewer') return sql`false`;
  return sql`${sql.raw(jobAlias)}.company_id = ${user.company.id} and exists (
    select 1 from interview_interviewers iv where iv.interview_id = ${sql.raw(alias)}.id and iv.user_id = ${user.id})`;
}

// PostgreSQL's text for a timestamptz in a UTC session: 2026-11-23 05:40:02.123456+00.
const PG_UTC = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00$/;

/**
 * Dates from either driver (Date or string) as ISO text. PostgreSQL's UTC text is rewritten directly
 * (milliseconds truncated, as Date does); parsing it with Date costs about 0.5 µs a value, which a board
 * of hundreds of cards notices. Other zones and Date objects go through Date.
 */
export const iso = (value: string | Date) => {
  if (typeof value === 'string') {
    const m = PG_UTC.exec(value);
    if (m) return `${m[1]}T${m[2]}.${(m[3] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
  }
  return new Date(value).toISOString();
};
export const isoOrNull = (value: string | Date | null | undefined) => (value ? iso(value) : null);

/**
 * The search fold (decisions 203 and 295): lower-cased by the server (so Vietnamese letters fold the same
 * whatever the database's locale), decomposed (NFD), combining marks U+0300–U+036F dropped and đ → d:
 * "Kỹ sư Đà Nẵng" → "ky su da nang". Stored search columns and query patterns both go through it, so a
 * search matches with or without diacritics. Migration 0008 defines `search_fold(text)`, the same fold in
 * SQL (for rebuilding stored text and for columns without a folded copy); keep the two identical
 * (test/diacritic-search.test.ts compares them on the test database).
 */
export const fold = (value: string) =>
  value
    .toLocaleLowerCase('vi-VN')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd');

/** A LIKE pattern matching `value` anywhere, with LIKE's wildcards escaped. */
export const containsPattern = (value: string) =>
  `%${fold(value)
    .split('\u0001')
    .join('')
    .replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

// A quoted phrase (to the closing quote, or the end), or a word: a run of anything but white space and quotes.
const Q = SEARCH_QUOTES;
const TERM = new RegExp(`[${Q}]([^${Q}]*)(?:[${Q}]|$)|[^\\s${Q}]+`, 'g');

/**
 * The terms of a typed search (decision 1153), folded as the stored text is: its words (split at any white space),
 * and each "quoted phrase" as one term, its spaces made single (a quote left open runs to the end). Repeated terms
 * count once, and only the first SEARCH_TERMS_MAX count (10; the rest are ignored, as a long paste still searches:
 * decision 1056). Only spaces and quotes: no term, no filter.
 * "Developer  \"React Native\" hà nội" → ["developer", "react native", "ha", "noi"].
 */
export function searchTerms(value: string | null | undefined): string[] {
  const text = fold(value ?? '')
    .split('\u0001')
    .join(' ');
  const terms = new Set<string>();
  for (const match of text.matchAll(TERM)) {
    const term = (match[1] ?? match[0]).trim().split(/\s+/).join(' ');
    if (term !== '') terms.add(term);
  }
  return [...terms].slice(0, SEARCH_TERMS_MAX);
}

/** The LIKE pattern of one folded term: the term anywhere, LIKE's wildcards (`%`, `_`, `\`) escaped. */
export const termPattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The condition of a typed search (decision 1153): `matches(pattern)` holds for every term's LIKE pattern; undefined
 * when there is no term, which filters nothing. For text a column alone does not hold (a ticket's messages).
 */
export function everyTerm(
  value: string | null | undefined,
  matches: (pattern: string) => SQL,
): SQL | undefined {
  const terms = searchTerms(value);
  if (terms.length === 0) return undefined;
  return sql.join(
    terms.map((term) => sql`(${matches(termPattern(term))})`),
    sql` and `,
  );
}

/**
 * The condition of a typed search over folded text (decision 1153): every term of `value` is in one of `columns`
 * (each term may be in a different one); undefined when there is no term, which filters nothing. Every list's `q`
 * goes through here, so "react developer" finds "Senior React Native Developer" everywhere.
 */
export const matchesTerms = (value: string | null | undefined, ...columns: SQL[]) =>
  everyTerm(value, (pattern) =>
    sql.join(
      columns.map((column) => sql`${column} like ${pattern}`),
      sql` or `,
    ),
  );

/**
 * The other names of Vietnam's largest cities, folded, and the name each stands for (decision 1025): a board in
 * Vietnam is searched for "HCM", "TP.HCM", "Sài Gòn" or "Hanoi" as often as for "Hồ Chí Minh" or "Hà Nội". A name
 * counts only as a whole word, with or without "TP." / "Thành phố" before it and "City" after it. Migration 0032
 * defines `place_canonical(text)` with the same expressions (for the stored text); keep the two identical
 * (test/diacritic-search.test.ts compares them).
 */
const PLACE_NAMES: ReadonlyArray<readonly [source: string, name: string]> = [
  ['hcmc|hcm|sai\\s*gon|hochiminh|ho\\s+chi\\s+minh', 'ho chi minh'],
  ['hanoi|ha\\s+noi|hn', 'ha noi'],
  ['danang|da\\s+nang', 'da nang'],
  ['haiphong|hai\\s+phong', 'hai phong'],
  ['cantho|can\\s+tho', 'can tho'],
];
const PLACES = PLACE_NAMES.map(
  ([source, name]) =>
    [
      new RegExp(`(?<![a-z0-9])(?:(?:tp\\.?|thanh\\s+pho)\\s*)?(?:${source})(?:\\s+city)?(?![a-z0-9])`, 'g'),
      name,
    ] as const,
);
/**
 * Spaces other than ASCII's (a no-break space pasted from a document, U+2000–U+200A, U+3000, U+FEFF…): one plain
 * space each, so that the expressions read the same text in JavaScript and in PostgreSQL, whose `\s` does not
 * match them.
 */
const OTHER_SPACES = /[\u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]/g;

/** A place as it is stored and searched: folded, each city under one name ("TP.HCM" → "ho chi minh"). */
export const placeText = (value: string) =>
  PLACES.reduce(
    (text, [pattern, name]) => text.replace(pattern, name),
    fold(value).replace(OTHER_SPACES, ' '),
  );

/** The LIKE pattern a typed place is searched with: its place text anywhere, wildcards escaped. */
export const placePattern = (value: string) => containsPattern(placeText(value));
