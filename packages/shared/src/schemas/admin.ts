import { z } from '../zod';
import { inLimitWords, listLimit, numberLimit } from '../zod-messages';
import { PERMISSIONS, ROLES } from '../permissions';
import {
  emailField,
  nameField,
  passwordField,
  searchTextField,
  singleLine,
  zonedDateTime,
} from '../validation';
import { BILLING_RULES } from './billing';
import { PLAN_NAMES } from './plans';
import { serialId } from './common';
import { i18nText } from '../i18n/mark';
import type { Message } from '../i18n/mark';
import { i18nFormat } from '../i18n/text';

// Issue 9: administration — runtime settings, users and the audit log. Request and reply shapes of /api/admin/*.

// ---- Settings (decision 402) ----

/** What a paid plan can include; the plans setting picks from these. */
export const PAID_CAPABILITIES = [
  'unlimited_unlocks',
  'candidate_tracking',
  'priority_display',
  'api_access',
  'multi_user',
  'advanced_analytics',
] as const;
export type PaidCapability = (typeof PAID_CAPABILITIES)[number];

const line = (max: number, empty: Message) =>
  singleLine(z.string({ error: empty }).trim().min(1, empty).max(max, inLimitWords));

export const planSettingSchema = z.object({
  name: z.enum(PLAN_NAMES, {
    error: i18nFormat('Choose one of {values}', { values: PLAN_NAMES.join(', ') }),
  }),
  display_name: line(50, i18nText('Enter the plan’s name')),
  price: z
    .number({ error: i18nText('Enter a price in VND') })
    .int(i18nText('The price is a whole number of VND'))
    .min(0, i18nText('The price cannot be negative'))
    .max(1_000_000_000, numberLimit('VND')),
  features: z.array(line(200, i18nText('A feature cannot be empty'))).max(20, listLimit('features')),
  /** Candidate unlocks per calendar month; null is unlimited. */
  unlock_limit: z
    .number({ error: i18nText('Enter a number or leave it unlimited') })
    .int(i18nText('Enter a whole number'))
    .min(0, i18nText('The limit cannot be negative'))
    .max(100_000, inLimitWords)
    .nullable(),
  seats: z
    .number({ error: i18nText('Enter the number of seats') })
    .int(i18nText('Enter a whole number'))
    .min(1, i18nText('At least one seat'))
    .max(1_000, i18nText('At most 1,000 seats')),
  capabilities: z
    .array(z.enum(PAID_CAPABILITIES, { error: i18nText('Unknown capability') }))
    .max(PAID_CAPABILITIES.length),
});
export type PlanSetting = z.infer<typeof planSettingSchema>;

export const plansSetting = z
  .array(planSettingSchema)
  .length(PLAN_NAMES.length, i18nText('Give every plan: free, standard and premium'))
  .refine(
    (plans) => new Set(plans.map((p) => p.name)).size === plans.length,
    i18nText('Each plan appears once'),
  );

export const registrationSetting = z.object({
  open: z.boolean({ error: i18nText('Say whether registration is open') }),
});

const listItems = (messages: {
  empty: Message;
  fewer: Message;
  more: ReturnType<typeof listLimit>;
  repeated: Message;
}) =>
  z
    .array(line(100, messages.empty))
    .min(1, messages.fewer)
    .max(50, messages.more)
    .refine((items) => new Set(items).size === items.length, messages.repeated);

export const listsSetting = z.object({
  rejection_reasons: listItems({
    empty: i18nText('A rejection reason cannot be empty'),
    fewer: i18nText('Give at least one rejection reason'),
    more: listLimit('reasons'),
    repeated: i18nText('Each rejection reason appears once'),
  }),
  candidate_sources: listItems({
    empty: i18nText('A candidate source cannot be empty'),
    fewer: i18nText('Give at least one candidate source'),
    more: listLimit('sources'),
    repeated: i18nText('Each candidate source appears once'),
  }),
});

const days = (min: number) =>
  z
    .number({ error: i18nText('Enter a number of days') })
    .int(i18nText('Enter a whole number of days'))
    .min(min, i18nFormat('At least {count, plural, one {# day} other {# days}}', { count: min }))
    .max(3_650, i18nText('At most 3,650 days (ten years)'));

/**
 * The database refuses to delete an audit entry younger than this, even for the retention pruning (migration 0018,
 * decision 427); sign-ins live in the same table, so neither retention may be shorter.
 */
export const AUDIT_MIN_RETENTION_DAYS = 30;

export const retentionSetting = z.object({
  audit_days: days(AUDIT_MIN_RETENTION_DAYS),
  sign_in_days: days(AUDIT_MIN_RETENTION_DAYS),
  sent_mail_days: days(1),
  /** Personal data of a candidate who was not hired (and is not open to employers) is anonymised after this. */
  candidate_anonymise_days: days(30),
});

/**
 * Paying for a plan (issue 19, decision 802): the VAT rate receipts show, whether the plans' prices include it (when
 * not, the charge adds it), and how many published postings a company keeps when its paid package ends and it falls
 * back to Free (null: all of them; the same number bounds publishing on Free).
 */
export const billingSetting = z.object({
  vat_percent: z
    .number({ error: i18nText('Enter the VAT rate in percent') })
    .int(i18nText('Enter a whole number'))
    .min(0, i18nText('The VAT rate cannot be negative'))
    .max(100, i18nText('At most 100%')),
  prices_include_vat: z.boolean({ error: i18nText('Say whether the prices include VAT') }),
  free_published_postings: z
    .number({ error: i18nText('Enter a number or leave it unlimited') })
    .int(i18nText('Enter a whole number'))
    .min(0, i18nText('The limit cannot be negative'))
    .max(10_000, inLimitWords)
    .nullable(),
});
export type BillingSetting = z.infer<typeof billingSetting>;

/** The public API (issue 14): how many requests one API key may make a minute, counted across instances. */
export const apiSetting = z.object({
  requests_per_minute: z
    .number({ error: i18nText('Enter a number of requests') })
    .int(i18nText('Enter a whole number'))
    .min(1, i18nText('At least one request a minute'))
    .max(100_000, i18nText('At most 100,000 requests a minute')),
});

export const settingsSchema = z.object({
  plans: plansSetting,
  registration: registrationSetting,
  lists: listsSetting,
  retention: retentionSetting,
  api: apiSetting,
  billing: billingSetting,
});
export type Settings = z.infer<typeof settingsSchema>;
export type SettingsSection = keyof Settings;
export const SETTINGS_SECTIONS = ['plans', 'registration', 'lists', 'retention', 'api', 'billing'] as const;

/**
 * Any sections, each whole; the others stay as they are. `version` is the reply's version the values were read at
 * (decision 1161): a section someone else changed since then is refused (409 SETTINGS_CHANGED), not overwritten.
 */
/**
 * Plans as a change writes them: each feature and capability once, a paid price the gateway can take (VNPay's
 * smallest amount, decision 800), and the two capabilities that a number carries agreeing with it (decision 1040):
 * unlimited candidate unlocks exactly when the monthly limit is empty, several users exactly when there is more than
 * one seat. Checked on writes only: a stored value that no longer fits the schema reads as the default
 * (lib/settings.ts), and plans written before would lose their prices.
 */
const plansChange = plansSetting.superRefine((plans, ctx) => {
  plans.forEach((plan, index) => {
    if (new Set(plan.features.map((item) => item.toLowerCase())).size !== plan.features.length) {
      ctx.addIssue({
        code: 'custom',
        message: i18nText('Each feature appears once'),
        path: [index, 'features'],
      });
    }
    if (new Set(plan.capabilities).size !== plan.capabilities.length) {
      ctx.addIssue({
        code: 'custom',
        message: i18nText('Each capability appears once'),
        path: [index, 'capabilities'],
      });
    }
    // Nobody pays for the Free plan (every account is on it without a checkout): a price there would only be shown.
    if (plan.name === 'free' && plan.price !== 0) {
      ctx.addIssue({
        code: 'custom',
        message: i18nText('The Free plan costs nothing: its price is 0.'),
        path: [index, 'price'],
      });
    }
    if (plan.name !== 'free' && plan.price > 0 && plan.price < BILLING_RULES.minimumAmount) {
      ctx.addIssue({
        code: 'custom',
        message: i18nText('At least 5,000 VND: the payment gateway takes no less.'),
        path: [index, 'price'],
      });
    }
    const unlimited = plan.capabilities.includes('unlimited_unlocks');
    if (unlimited !== (plan.unlock_limit === null)) {
      ctx.addIssue({
        code: 'custom',
        message: unlimited
          ? i18nText('A plan with unlimited candidate unlocks has no monthly limit: leave it empty.')
          : i18nText(
              'An empty limit means unlimited candidate unlocks: tick that capability, or enter a limit.',
            ),
        path: [index, 'unlock_limit'],
      });
    }
    const severalUsers = plan.capabilities.includes('multi_user');
    if (severalUsers !== plan.seats > 1) {
      ctx.addIssue({
        code: 'custom',
        message: severalUsers
          ? i18nText('Several users needs more than one seat.')
          : i18nText('More than one seat means several users: tick that capability, or give one seat.'),
        path: [index, 'seats'],
      });
    }
  });
});

/**
 * The recruitment lists as a change writes them: each item once, whatever its case ("Ứng tuyển trực tiếp" and "ứng
 * tuyển trực tiếp" are one reason to a recruiter). Checked on writes only, as the plans' features.
 */
const sameText = (item: string) => item.normalize('NFC').toLocaleLowerCase('vi');
const listsChange = listsSetting.superRefine((lists, ctx) => {
  const repeated = {
    rejection_reasons: i18nText('Each rejection reason appears once'),
    candidate_sources: i18nText('Each candidate source appears once'),
  } as const;
  for (const key of ['rejection_reasons', 'candidate_sources'] as const) {
    const items = lists[key];
    const exact = new Set(items).size === items.length;
    if (exact && new Set(items.map(sameText)).size !== items.length) {
      ctx.addIssue({ code: 'custom', message: repeated[key], path: [key] });
    }
  }
});

export const settingsPatchRequest = settingsSchema
  .partial()
  .extend({
    plans: plansChange.optional(),
    lists: listsChange.optional(),
    version: z.number().int().nonnegative().optional(),
  })
  .strict()
  .refine(
    (patch) => Object.keys(patch).some((key) => key !== 'version'),
    i18nText('Change at least one section'),
  );
export type SettingsPatchRequest = z.infer<typeof settingsPatchRequest>;

export const settingsStatusSchema = z.object({
  mail: z.object({ configured: z.boolean(), transport: z.string() }),
  github: z.object({ configured: z.boolean() }),
  /** VNPay credentials in the environment (issue 19): paid plans go through checkout; without them, upgrades are immediate. */
  payments: z.object({ configured: z.boolean() }),
});
export const settingsReply = z.object({
  success: z.literal(true),
  settings: settingsSchema,
  /** The version these values were read at; send it back with a change (decision 1161). */
  version: z.number().int(),
  status: settingsStatusSchema,
});
export type SettingsReply = z.infer<typeof settingsReply>;

/** What recruitment screens read: rejection reasons and candidate sources. */
export const recruitmentListsReply = z.object({ success: z.literal(true), lists: listsSetting });
export type RecruitmentListsReply = z.infer<typeof recruitmentListsReply>;

// ---- Users (decision 403) ----

export const USER_STATUSES = ['active', 'disabled', 'unverified', 'invited', 'erased'] as const;
export type UserStatus = (typeof USER_STATUSES)[number];
export const USER_SORTS = ['name', 'email', 'created_at', 'last_sign_in_at'] as const;

export const userListQuery = z.object({
  q: searchTextField(100, inLimitWords).optional(),
  role: z
    .enum(ROLES, { error: i18nFormat('Choose one of {values}', { values: ROLES.join(', ') }) })
    .optional(),
  status: z
    .enum(USER_STATUSES, {
      error: i18nFormat('Choose one of {values}', { values: USER_STATUSES.join(', ') }),
    })
    .optional(),
  plan: z.enum([...PLAN_NAMES, 'none'], { error: i18nText('Unknown plan') }).optional(),
  /** never: never signed in; inactive: no sign-in for 90 days (never included). */
  sign_in: z.enum(['never', 'inactive'], { error: i18nText('Choose never or inactive') }).optional(),
  sort: z
    .enum(USER_SORTS, { error: i18nFormat('Sort by one of {values}', { values: USER_SORTS.join(', ') }) })
    .default('created_at'),
  order: z.enum(['asc', 'desc'], { error: i18nText('Choose asc or desc') }).default('desc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type UserListQuery = z.infer<typeof userListQuery>;

export const INACTIVE_DAYS = 90;

export const adminUserSummary = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  status: z.enum(USER_STATUSES),
  plan: z.string().nullable(),
  created_at: z.string(),
  last_sign_in_at: z.string().nullable(),
});
export type AdminUserSummary = z.infer<typeof adminUserSummary>;
export const userListReply = z.object({
  success: z.literal(true),
  users: z.array(adminUserSummary),
  /**
   * Exact up to 10,000 (a search: 100, or two pages past the current one); beyond, the cap with total_exact false
   * (show "10,000+", "100+").
   */
  total: z.number().int(),
  total_exact: z.boolean(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const permissionEntry = z.object({
  permission: z.enum(PERMISSIONS),
  /** The role gives it by default. */
  role_default: z.boolean(),
  /** The account holds it now. */
  effective: z.boolean(),
  /** An administrator's change on top of the role's defaults. */
  override: z.enum(['granted', 'removed']).nullable(),
});
export const adminSessionSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  expires_at: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  /** A short description read from the user agent, e.g. "Chrome on Windows". */
  device: z.string(),
});
export const adminUserDetail = adminUserSummary.extend({
  github_login: z.string().nullable(),
  has_password: z.boolean(),
  disabled_at: z.string().nullable(),
  /** Too many failed sign-ins: refused until the window passes or an administrator clears it. */
  locked: z.boolean(),
  invitation: z.object({ created_at: z.string(), expires_at: z.string(), expired: z.boolean() }).nullable(),
  permissions: z.array(permissionEntry),
  sessions: z.array(adminSessionSchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetail>;
export const adminUserReply = z.object({ success: z.literal(true), user: adminUserDetail });

export const updateUserRequest = z
  .object({
    name: nameField.optional(),
    role: z
      .enum(ROLES, { error: i18nFormat('Choose one of {values}', { values: ROLES.join(', ') }) })
      .optional(),
  })
  .strict()
  .refine(
    (body) => body.name !== undefined || body.role !== undefined,
    i18nText('Change the name or the role'),
  );

const permissionList = z
  .array(z.enum(PERMISSIONS, { error: i18nText('Unknown permission') }))
  .max(PERMISSIONS.length)
  .default([]);
/** The account's whole set of changes: extra grants and removals of role defaults. */
export const permissionOverridesRequest = z
  .object({ granted: permissionList, removed: permissionList })
  .strict()
  .refine((body) => !body.granted.some((p) => body.removed.includes(p)), {
    message: i18nText('A permission cannot be granted and removed at once'),
    path: ['removed'],
  });

export const inviteRequest = z.object({
  email: emailField,
  name: nameField,
  role: z.enum(ROLES, { error: i18nFormat('Choose one of {values}', { values: ROLES.join(', ') }) }),
});
export type InviteRequest = z.infer<typeof inviteRequest>;
export const inviteReply = z.object({ success: z.literal(true), user: adminUserSummary });

const invitationToken = z
  .string({ error: i18nText('The invitation link is incomplete') })
  .trim()
  .regex(/^[\w-]{20,200}$/, i18nText('The invitation link is incomplete'));
export const invitationLookupRequest = z.object({ token: invitationToken });
export const invitationReply = z.object({
  success: z.literal(true),
  invitation: z.object({
    email: z.string(),
    name: z.string(),
    /** The inviter's name; null when that account no longer exists. */
    invited_by: z.string().nullable(),
    expires_at: z.string(),
  }),
});
export const acceptInvitationRequest = z.object({ token: invitationToken, password: passwordField });

// ---- The audit log, sign-ins and mail (decision 400) ----

const cursor = z
  .string()
  .regex(/^[\w-]{1,200}$/, i18nText('Not a valid cursor'))
  .optional();
const isoTime = (field: string) =>
  zonedDateTime(i18nFormat('{field} is a date and time (ISO 8601)', { field }));
const limit = z.coerce.number().int().min(1).max(200).default(50);
/** A window whose end comes before its start lists nothing: say so instead (as the analytics period does). */
const ordered = (v: { from?: string; to?: string }) =>
  !v.from || !v.to || Date.parse(v.from) <= Date.parse(v.to);
const ORDER = { message: i18nText('The period ends before it starts'), path: ['to'] };

const auditFilters = z.object({
  actor_id: z.uuid({ error: i18nText('Not a valid id') }).optional(),
  /** An exact action, or a prefix ending in a dot ("user." for every user action). */
  action: z
    .string()
    .regex(/^[a-z_.]{1,60}$/, i18nText('Not a valid action'))
    .optional(),
  target_type: z
    .string()
    .regex(/^[a-z_]{1,40}$/, i18nText('Not a valid target type'))
    .optional(),
  target_id: z.string().trim().max(100).optional(),
  from: isoTime('from').optional(),
  to: isoTime('to').optional(),
  cursor,
  limit,
});
export const auditQuery = auditFilters.refine(ordered, ORDER);
/** The export's filters: the list's without its paging. */
export const auditExportQuery = auditFilters.omit({ cursor: true, limit: true }).refine(ordered, ORDER);
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor_id: z.string().nullable(),
  actor_name: z.string().nullable(),
  action: z.string(),
  target_type: z.string().nullable(),
  target_id: z.string().nullable(),
  target_label: z.string().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  request_id: z.string().nullable(),
  changes: z
    .record(z.string(), z.object({ before: z.unknown().optional(), after: z.unknown().optional() }))
    .nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditReply = z.object({
  success: z.literal(true),
  entries: z.array(auditEntrySchema),
  next_cursor: z.string().nullable(),
});

export const signInQuery = z
  .object({
    user_id: z.uuid({ error: i18nText('Not a valid id') }).optional(),
    outcome: z.enum(['success', 'failure'], { error: i18nText('Choose success or failure') }).optional(),
    from: isoTime('from').optional(),
    to: isoTime('to').optional(),
    cursor,
    limit,
  })
  .refine(ordered, ORDER);
export const signInSchema = z.object({
  id: z.string(),
  at: z.string(),
  outcome: z.enum(['success', 'failure']),
  user_id: z.string().nullable(),
  /** The account's name, or the address typed when no account matched. */
  label: z.string().nullable(),
  method: z.string(),
  reason: z.string().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
});
export const signInReply = z.object({
  success: z.literal(true),
  sign_ins: z.array(signInSchema),
  next_cursor: z.string().nullable(),
});

export const MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
export const mailQuery = z.object({
  status: z
    .enum(MAIL_STATUSES, {
      error: i18nFormat('Choose one of {values}', { values: MAIL_STATUSES.join(', ') }),
    })
    .optional(),
  to: z.string().trim().max(254).optional(),
  cursor,
  limit,
});
export const mailEntrySchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(MAIL_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  next_attempt_at: z.string(),
  sent_at: z.string().nullable(),
});
export const mailReply = z.object({
  success: z.literal(true),
  mails: z.array(mailEntrySchema),
  next_cursor: z.string().nullable(),
});
export const mailIdParams = z.object({ id: serialId });
export const userSessionParams = z.object({
  id: z.uuid({ error: i18nText('Not a valid id') }),
  sessionId: z.uuid({ error: i18nText('Not a valid id') }),
});
