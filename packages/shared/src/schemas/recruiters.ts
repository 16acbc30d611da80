import { z } from '../zod';
import { inLimitWords } from '../zod-messages';
import { i18nText } from '../i18n/mark';
import { multiLine, singleLine } from '../validation';

// Issue 18, recruiters: new-application alerts per teammate, in-app notifications, rejection mails with templates
// (decisions 1100-1105).

// ---- In-app notifications ----

/**
 * application.received: someone applied (to a teammate); application.digest: the day's applications (to a teammate);
 * application.stage: the reader's own application changed stage (to the candidate); interview.scheduled /
 * .rescheduled / .cancelled: an interview of the reader's application (to the candidate); message.received: new
 * messages in a conversation (to whoever the message mail goes to); alert.matched: a job alert found new postings
 * (to its owner). Decision 1180. approval.decided: a reviewer decided the reader's request in the approval queue
 * (`kind`, `title`, `decision`); project.taken_down: a reviewer took the reader's project off the site (`title`).
 */
export const NOTIFICATION_KINDS = [
  'application.received',
  'application.digest',
  'application.stage',
  'interview.scheduled',
  'interview.rescheduled',
  'interview.cancelled',
  'message.received',
  'alert.matched',
  'approval.decided',
  'project.taken_down',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** The event's values (names, titles, counts, stage); the client writes the sentence in its language. */
  data: z.record(z.string(), z.union([z.string(), z.number()])),
  /** The page it opens (a path of this site). */
  link: z.string(),
  read: z.boolean(),
  created_at: z.string(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

export const notificationsReply = z.object({
  success: z.literal(true),
  notifications: z.array(notificationSchema),
  unread: z.number().int(),
});
export type NotificationsReply = z.infer<typeof notificationsReply>;

/** No ids: mark every notification read. */
export const markNotificationsRequest = z.object({
  ids: z.array(z.uuid()).max(100).optional(),
});
export type MarkNotificationsRequest = z.infer<typeof markNotificationsRequest>;

// ---- New-application alerts (decision 1100) ----

export const APPLICATION_ALERT_MODES = ['each', 'digest', 'none'] as const;
export type ApplicationAlertMode = (typeof APPLICATION_ALERT_MODES)[number];

export const applicationAlertsSchema = z.object({
  mode: z.enum(APPLICATION_ALERT_MODES, {
    error: i18nText('Choose every application, a daily digest or none'),
  }),
});
export type ApplicationAlerts = z.infer<typeof applicationAlertsSchema>;
export const applicationAlertsReply = z.object({
  success: z.literal(true),
  alerts: applicationAlertsSchema,
});

// ---- Rejection mails (decisions 1102-1104) ----

export const REJECTION_TEMPLATES = ['standard', 'after_interview', 'position_filled'] as const;
export type RejectionTemplate = (typeof REJECTION_TEMPLATES)[number];
/** The longest delay a company may set before a rejection mail goes: two weeks. */
export const MAX_REJECTION_DELAY_HOURS = 336;

export const rejectionTemplateSchema = z.object({
  id: z.enum(REJECTION_TEMPLATES),
  /** Filled for the application: candidate, posting and company already written in. */
  subject: z.string(),
  body: z.string(),
});
export const rejectionDraftReply = z.object({
  success: z.literal(true),
  templates: z.array(rejectionTemplateSchema),
  /** The company's delay: "later" sends after this many hours (0: only "now" is offered). */
  delay_hours: z.number().int(),
  /** The candidate has no address to write to (a sourced record without e-mail). */
  can_mail: z.boolean(),
});
export type RejectionDraftReply = z.infer<typeof rejectionDraftReply>;

const mailSubject = singleLine(
  z
    .string({ error: i18nText('Write a subject') })
    .trim()
    .min(1, i18nText('Write a subject'))
    .max(200, inLimitWords),
);
const mailBody = multiLine(
  z
    .string({ error: i18nText('Write the message') })
    .trim()
    .min(1, i18nText('Write the message'))
    .max(5000, inLimitWords),
);

export const rejectRequest = z.object({
  /** Internal: the hiring team's reason, never sent to the candidate. */
  reason: singleLine(
    z
      .string({ error: i18nText('Give a reason for the rejection') })
      .trim()
      .min(1, i18nText('Give a reason for the rejection'))
      // Its own message: the string's `error` above would otherwise word a too-long reason as a missing one.
      .max(1000, inLimitWords),
  ),
  /** The mail to the candidate, as edited; null sends none. */
  mail: z
    .object({
      template: z.enum(REJECTION_TEMPLATES),
      subject: mailSubject,
      body: mailBody,
      /** now, or after the company's delay. */
      send: z.enum(['now', 'later']).default('now'),
    })
    .nullable(),
});
export type RejectRequest = z.infer<typeof rejectRequest>;

export const REJECTION_MAIL_STATUSES = ['none', 'pending', 'sent', 'cancelled'] as const;
export const rejectionMailSchema = z.object({
  status: z.enum(REJECTION_MAIL_STATUSES),
  send_at: z.string().nullable(),
});
export type RejectionMail = z.infer<typeof rejectionMailSchema>;
export const rejectionMailReply = z.object({ success: z.literal(true), mail: rejectionMailSchema });

export const recruitingSettingsSchema = z.object({
  rejection_delay_hours: z
    .number({ error: i18nText('Give the delay in hours') })
    .int(i18nText('Give the delay in whole hours'))
    .min(0, i18nText('The delay cannot be negative'))
    .max(MAX_REJECTION_DELAY_HOURS, i18nText('At most 336 hours (two weeks)')),
});
export type RecruitingSettings = z.infer<typeof recruitingSettingsSchema>;
export const recruitingSettingsReply = z.object({
  success: z.literal(true),
  settings: recruitingSettingsSchema,
});
