import { z } from '../zod';
import { inLimitWords } from '../zod-messages';
import { i18nText } from '../i18n/mark';
import { searchTextField, singleLine } from '../validation';
import { JOB_LEVELS, JOB_TYPES } from './recruitment';

// Job alerts (issue 18, decisions 535-539): a saved /jobs search mailed daily or weekly.

export const ALERT_FREQUENCIES = ['daily', 'weekly'] as const;
export type AlertFrequency = (typeof ALERT_FREQUENCIES)[number];
/** active: mailed; paused: by its owner; unsubscribed: through the mail's link (the owner may resume it). */
export const ALERT_STATUSES = ['active', 'paused', 'unsubscribed'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];
/** How many alerts one account may keep (decision 536). */
export const MAX_ALERTS_PER_USER = 20;

const searchText = singleLine(z.string().trim().max(200, inLimitWords));

/** The saved search: the same filters GET /api/jobs takes; an empty value is no filter. */
export const alertSearchSchema = z.object({
  q: searchTextField(200, inLimitWords).default(''),
  location: searchText.default(''),
  type: z.enum(JOB_TYPES).nullable().default(null),
  level: z.enum(JOB_LEVELS).nullable().default(null),
  remote: z.boolean().default(false),
  /** Minimum monthly salary in VND, as the board's salary filter (negotiable postings do not match it). */
  salary: z.number().int().min(1).max(2_000_000_000).nullable().default(null),
});
export type AlertSearch = z.infer<typeof alertSearchSchema>;

const alertName = singleLine(
  z
    .string({ error: i18nText('Name the alert') })
    .trim()
    .min(1, i18nText('Name the alert'))
    .max(100, inLimitWords),
);
const frequency = z.enum(ALERT_FREQUENCIES, { error: i18nText('Choose daily or weekly') });

export const createAlertRequest = z.object({
  name: alertName,
  frequency,
  search: alertSearchSchema,
});
export type CreateAlertRequest = z.input<typeof createAlertRequest>;
export type CreateAlert = z.output<typeof createAlertRequest>;

/** Rename, change the frequency, pause or resume: any of them. */
export const updateAlertRequest = z
  .object({
    name: alertName.optional(),
    frequency: frequency.optional(),
    status: z.enum(['active', 'paused'], { error: i18nText('Choose active or paused') }).optional(),
  })
  .refine((v) => v.name !== undefined || v.frequency !== undefined || v.status !== undefined, {
    message: i18nText('Nothing to change'),
  });
export type UpdateAlertRequest = z.input<typeof updateAlertRequest>;
export type UpdateAlert = z.output<typeof updateAlertRequest>;

export const jobAlertSchema = z.object({
  id: z.string(),
  name: z.string(),
  frequency: z.enum(ALERT_FREQUENCIES),
  status: z.enum(ALERT_STATUSES),
  search: alertSearchSchema,
  created_at: z.string(),
  /** When the last batch looked for new postings (null before the first). */
  last_sent_at: z.string().nullable(),
  next_run_at: z.string(),
});
export type JobAlert = z.infer<typeof jobAlertSchema>;

export const jobAlertReply = z.object({ success: z.literal(true), alert: jobAlertSchema });
export const jobAlertListReply = z.object({ success: z.literal(true), alerts: z.array(jobAlertSchema) });
export type JobAlertListReply = z.infer<typeof jobAlertListReply>;

/** The mail's one-click link: the token in the query (RFC 8058 POST) or in a JSON/form body. */
export const unsubscribeRequest = z.object({
  token: z
    .string({ error: i18nText('This link is not valid.') })
    .min(1, i18nText('This link is not valid.'))
    .max(500),
});
export const unsubscribeQuery = z.object({ token: z.string().max(500).optional() });
export const unsubscribeReply = z.object({
  success: z.literal(true),
  /** The alert's name, so the page can say which one stopped. */
  name: z.string(),
});
export type UnsubscribeReply = z.infer<typeof unsubscribeReply>;
