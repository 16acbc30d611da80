import { z } from '../zod';
import { inLimitWords } from '../zod-messages';
import { i18nText } from '../i18n/mark';
import { i18nFormat } from '../i18n/text';
import { searchTextField, singleLine } from '../validation';
import { STAGES } from './recruitment-applications';

// Issue 11: recruiting analytics (/api/analytics/*) and the offer's outcome.

/** Every report; `overview` is every employer plan's, the others need the advanced_analytics capability. */
export const ANALYTICS_REPORTS = [
  'overview',
  'funnel',
  'time-to-hire',
  'time-in-stage',
  'sources',
  'offers',
  'rejections',
  'stale',
  'team',
  'platform',
] as const;
export type AnalyticsReport = (typeof ANALYTICS_REPORTS)[number];
export const ENTERPRISE_REPORTS = [
  'funnel',
  'time-to-hire',
  'time-in-stage',
  'sources',
  'offers',
  'rejections',
  'stale',
  'team',
] as const satisfies readonly AnalyticsReport[];

/** The funnel's stages, in order (decision 904): a later stage reached counts every earlier one as passed. */
export const FUNNEL_STAGES = ['applied', 'screening', 'interview', 'offer', 'hired'] as const;
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

/** How an application came (decision 901). */
export const SOURCE_CHANNELS = ['board', 'link', 'referral', 'sourced', 'api'] as const;
export type SourceChannel = (typeof SOURCE_CHANNELS)[number];

export const OFFER_OUTCOMES = ['accepted', 'declined'] as const;
export type OfferOutcome = (typeof OFFER_OUTCOMES)[number];
/** Why a candidate declined an offer (decision 902). */
export const OFFER_DECLINE_REASONS = [
  'compensation',
  'another_offer',
  'counter_offer',
  'role',
  'location',
  'personal',
  'other',
] as const;
export type OfferDeclineReason = (typeof OFFER_DECLINE_REASONS)[number];
export const OFFER_DECLINE_REASON_LABELS: Record<OfferDeclineReason, string> = {
  compensation: i18nText('Compensation'),
  another_offer: i18nText('Accepted another offer'),
  counter_offer: i18nText('Counter-offer from the current employer'),
  role: i18nText('The role or the team'),
  location: i18nText('Location or remote work'),
  personal: i18nText('Personal reasons'),
  other: i18nText('Other'),
};

export const offerOutcomeRequest = z
  .object({
    outcome: z.enum(OFFER_OUTCOMES, { error: i18nText('Choose accepted or declined') }),
    reason: z
      .enum(OFFER_DECLINE_REASONS, {
        error: i18nFormat('Choose one of {values}', { values: OFFER_DECLINE_REASONS.join(', ') }),
      })
      .optional(),
  })
  .refine((v) => v.outcome !== 'declined' || Boolean(v.reason), {
    message: i18nText('Give the reason the candidate declined'),
    path: ['reason'],
  });
export type OfferOutcomeRequest = z.input<typeof offerOutcomeRequest>;
/** The candidate's recorded answer to an offer, as the application page shows it (decision 912). */
export const offerRecordSchema = z.object({
  outcome: z.enum(OFFER_OUTCOMES),
  reason: z.enum(OFFER_DECLINE_REASONS).nullable(),
  at: z.string(),
});
export type OfferRecord = z.infer<typeof offerRecordSchema>;
export const offerOutcomeReply = z.object({
  success: z.literal(true),
  offer: offerRecordSchema.extend({ application_id: z.string() }),
});
export type OfferOutcomeReply = z.infer<typeof offerOutcomeReply>;

/**
 * The days a report may start or end on (decision 1067): a period starts at 00:00 in Vietnam, 7 hours before UTC's
 * midnight, so day 0001-01-01 would start in year 0, which the database refuses; no recruitment data lies outside.
 */
export const REPORT_DAYS = { first: '2000-01-01', last: '2099-12-31' } as const;
const day = (field: string) =>
  z.iso
    .date({ error: i18nFormat('{field} is a date (YYYY-MM-DD)', { field }) })
    .refine(
      (v) => v >= REPORT_DAYS.first && v <= REPORT_DAYS.last,
      i18nFormat('{field} is a day from 2000-01-01 to 2099-12-31', { field }),
    );
const optionalId = z.uuid({ error: i18nText('Not a valid id') }).optional();

/**
 * A report's period and filters (decision 905): calendar days in Vietnam's time (UTC+7), both ends included; without
 * them, the last 30 days. `user_id` is a teammate (the posting's owner; in team activity, the teammate), `company_id`
 * narrows a staff member's report to one company (an employer's own company is always the one it sees).
 */
export const analyticsQuery = z
  .object({
    from: day('from').optional(),
    to: day('to').optional(),
    job_id: optionalId,
    user_id: optionalId,
    company_id: optionalId,
    source: singleLine(z.string().trim().min(1).max(100, inLimitWords)).optional(),
  })
  .refine((v) => !v.from || !v.to || v.from <= v.to, {
    message: i18nText('The period ends before it starts'),
    path: ['to'],
  })
  .refine((v) => !v.from || !v.to || (Date.parse(v.to) - Date.parse(v.from)) / 86_400_000 <= 731, {
    message: i18nText('A period covers at most two years'),
    path: ['from'],
  });
export type AnalyticsQuery = z.input<typeof analyticsQuery>;

export const reportParams = z.object({
  report: z.enum(ANALYTICS_REPORTS, {
    error: i18nFormat('Choose one of {values}', { values: ANALYTICS_REPORTS.join(', ') }),
  }),
});

/** The click-through: which applications are behind a number (decision 906). */
export const DRILL_METRICS = [
  'created',
  'reached',
  'hired',
  'source',
  'offer_made',
  'offer_accepted',
  'offer_declined',
  'rejected',
  'stale',
  'current',
] as const;
export type DrillMetric = (typeof DRILL_METRICS)[number];
export const drillQuery = z
  .object({
    metric: z.enum(DRILL_METRICS, {
      error: i18nFormat('Choose one of {values}', { values: DRILL_METRICS.join(', ') }),
    }),
    stage: z.enum(STAGES, { error: i18nText('Unknown stage') }).optional(),
    reason: singleLine(z.string().trim().max(200)).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
  })
  .and(analyticsQuery);

const period = z.object({ from: z.string(), to: z.string() });
const count = z.number().int();
const nullableNumber = z.number().nullable();

export const overviewReport = z.object({
  stages: z.array(z.object({ stage: z.enum(STAGES), count })),
  over_time: z.array(z.object({ day: z.string(), count })),
  postings: z.array(z.object({ job_id: z.string(), title: z.string(), applications: count, active: count })),
});
export const funnelReport = z.object({
  stages: z.array(z.object({ stage: z.enum(FUNNEL_STAGES), reached: count, pass_through: nullableNumber })),
});
export const timeToHireReport = z.object({
  hires: count,
  median_days: nullableNumber,
  mean_days: nullableNumber,
  postings: z.array(
    z.object({
      job_id: z.string(),
      title: z.string(),
      hires: count,
      median_days: nullableNumber,
      mean_days: nullableNumber,
      time_to_fill_days: nullableNumber,
    }),
  ),
});
export const timeInStageReport = z.object({
  stages: z.array(
    z.object({
      stage: z.enum(FUNNEL_STAGES),
      completed: count,
      median_days: nullableNumber,
      open: count,
      oldest_open_days: nullableNumber,
    }),
  ),
});
export const sourcesReport = z.object({
  sources: z.array(
    z.object({ source: z.string(), applications: count, interview: count, offer: count, hired: count }),
  ),
});
export const offersReport = z.object({
  made: count,
  accepted: count,
  declined: count,
  rejected: count,
  pending: count,
  acceptance_rate: nullableNumber,
  decline_reasons: z.array(z.object({ reason: z.string(), count })),
});
export const rejectionsReport = z.object({
  reasons: z.array(z.object({ reason: z.string(), count })),
  by_stage: z.array(z.object({ stage: z.string(), count })),
});
export const staleReport = z.object({
  total: count,
  postings: z.array(z.object({ job_id: z.string(), title: z.string(), count, oldest_days: z.number() })),
  recruiters: z.array(z.object({ user_id: z.string().nullable(), name: z.string(), count })),
});
export const teamReport = z.object({
  members: z.array(
    z.object({
      user_id: z.string(),
      name: z.string(),
      moves: count,
      interviews_scheduled: count,
      feedback_submitted: count,
      feedback_overdue: count,
    }),
  ),
});
export const platformReport = z.object({
  sign_ups: count,
  verified: count,
  postings_published: count,
  applications: count,
  mrr_vnd: z.number(),
  plans: z.array(
    z.object({
      plan: z.string(),
      display_name: z.string(),
      upgrades: count,
      cancellations: count,
      active: count,
    }),
  ),
});

export const analyticsReply = z.object({
  success: z.literal(true),
  report: z.enum(ANALYTICS_REPORTS),
  period,
  /** The reports this caller may open (the others answer 402 or 403). */
  available: z.array(z.enum(ANALYTICS_REPORTS)),
  data: z.union([
    overviewReport,
    funnelReport,
    timeToHireReport,
    timeInStageReport,
    sourcesReport,
    offersReport,
    rejectionsReport,
    staleReport,
    teamReport,
    platformReport,
  ]),
});
export type AnalyticsReply = z.infer<typeof analyticsReply>;
export type OverviewReport = z.infer<typeof overviewReport>;
export type FunnelReport = z.infer<typeof funnelReport>;
export type TimeToHireReport = z.infer<typeof timeToHireReport>;
export type TimeInStageReport = z.infer<typeof timeInStageReport>;
export type SourcesReport = z.infer<typeof sourcesReport>;
export type OffersReport = z.infer<typeof offersReport>;
export type RejectionsReport = z.infer<typeof rejectionsReport>;
export type StaleReport = z.infer<typeof staleReport>;
export type TeamReport = z.infer<typeof teamReport>;
export type PlatformReport = z.infer<typeof platformReport>;

export const drillReply = z.object({
  success: z.literal(true),
  total: count,
  page: z.number().int(),
  page_size: z.number().int(),
  applications: z.array(
    z.object({
      id: z.string(),
      candidate: z.string(),
      job: z.object({ id: z.string(), title: z.string() }),
      stage: z.enum(STAGES),
      source: z.string(),
      created_at: z.string(),
    }),
  ),
});
export type DrillReply = z.infer<typeof drillReply>;

/**
 * The options' query (decision 1074): the report filters (the tenant, the selected posting), `q` narrowing the
 * postings by title (case and diacritics ignored) and `limit` how many (1 to 200; 200 without it).
 */
export const analyticsOptionsQuery = analyticsQuery.and(
  z.object({
    q: searchTextField(100, inLimitWords).optional(),
    limit: z.coerce
      .number({ error: i18nText('Enter a whole number') })
      .int(i18nText('Enter a whole number'))
      .min(1, i18nText('From 1 to 200'))
      .max(200, i18nText('From 1 to 200'))
      .optional(),
  }),
);
export type AnalyticsOptionsQuery = z.input<typeof analyticsOptionsQuery>;

/** Filter choices for the screen: the caller's postings, teammates, sources and (staff) companies. */
export const analyticsOptionsReply = z.object({
  success: z.literal(true),
  available: z.array(z.enum(ANALYTICS_REPORTS)),
  postings: z.array(z.object({ id: z.string(), title: z.string() })),
  teammates: z.array(z.object({ id: z.string(), name: z.string() })),
  sources: z.array(z.string()),
  companies: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type AnalyticsOptionsReply = z.infer<typeof analyticsOptionsReply>;
