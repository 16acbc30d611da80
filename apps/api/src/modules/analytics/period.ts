import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { i18nText } from '@app/shared';
import type { AuthUser } from '../../auth/sessions';
import { forbidden, unprocessable } from '../../lib/errors';
import { isStaff, recruitingCompany } from '../../lib/tenancy';

/** Reports count calendar days in Vietnam's time (decision 905). */
export const ZONE = 'Asia/Ho_Chi_Minh';
const OFFSET_MS = 7 * 3_600_000;
const DAY_MS = 86_400_000;
export const DEFAULT_DAYS = 30;

export type Filters = {
  from?: string;
  to?: string;
  job_id?: string;
  user_id?: string;
  company_id?: string;
  source?: string;
};

export type Period = { from: string; to: string; start: Date; end: Date };

/** Vietnam's calendar day of `at`, as YYYY-MM-DD. */
export const localDay = (at: Date) => new Date(at.getTime() + OFFSET_MS).toISOString().slice(0, 10);
const dayStart = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - OFFSET_MS);

/** The longest period, in days between its ends (the query's own check when both ends are given). */
const MAX_SPAN_DAYS = 731;

/**
 * The period asked for, or the last 30 days up to today: [start, end) in instants. A `from` alone ends today, so it
 * is checked here as the query checks two given ends: not after the end, at most two years (decision 905).
 */
export function periodOf(filters: Filters, now: Date): Period {
  const to = filters.to ?? localDay(now);
  const from =
    filters.from ?? localDay(new Date(Date.parse(`${to}T12:00:00Z`) - (DEFAULT_DAYS - 1) * DAY_MS));
  if (from > to)
    throw unprocessable(i18nText('The period ends before it starts'), {
      to: [i18nText('The period ends before it starts')],
    });
  if ((Date.parse(to) - Date.parse(from)) / DAY_MS > MAX_SPAN_DAYS)
    throw unprocessable(i18nText('A period covers at most two years'), {
      from: [i18nText('A period covers at most two years')],
    });
  return { from, to, start: dayStart(from), end: new Date(dayStart(to).getTime() + DAY_MS) };
}

/**
 * The tenant of a report (decision 907): staff and admin see the platform, narrowed to a company when asked; a company's
 * owner or recruiter sees its own company whatever it asks; anybody else (an interviewer, a member) is refused.
 * Returns the company id to filter on, or null for the whole platform.
 */
export function tenantOf(user: AuthUser, filters: Filters): string | null {
  if (isStaff(user)) return filters.company_id ?? null;
  const company = recruitingCompany(user);
  if (!company) {
    throw forbidden(i18nText('Reports are for the owner and recruiters of a company.'));
  }
  return company;
}

/** The conditions on a rollup table (`alias`: facts or stays) from the tenant and the filters. */
export function scopeOf(alias: string, company: string | null, filters: Filters): SQL {
  const a = sql.raw(alias);
  const parts: SQL[] = [];
  if (company) parts.push(sql`${a}.company_id = ${company}`);
  if (filters.job_id) parts.push(sql`${a}.job_id = ${filters.job_id}`);
  if (filters.user_id) parts.push(sql`${a}.job_owner_id = ${filters.user_id}`);
  if (filters.source) parts.push(sql`${a}.source = ${filters.source}`);
  return parts.length ? sql.join(parts, sql` and `) : sql`true`;
}

export const between = (column: SQL, period: Period) =>
  sql`${column} >= ${period.start.toISOString()} and ${column} < ${period.end.toISOString()}`;
