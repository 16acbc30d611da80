import { z } from '../zod';
import { i18nText } from '../i18n/mark';
import { COMPANY_ROLES } from '../permissions';
import { emailField, nameField, passwordField } from '../validation';
import { PLAN_NAMES } from './plans';
import { unlockQuotaSchema } from './recruitment-candidates';

// Issue 10: the company as the tenant — its members, invitations and seats (/api/company/*), and the invitee's side
// (/api/auth/company-invitation*).

/** The roles an owner can give; a company has one owner, the member who bought the package. */
export const INVITABLE_COMPANY_ROLES = ['recruiter', 'interviewer'] as const;
const invitableRole = z.enum(INVITABLE_COMPANY_ROLES, {
  error: i18nText('Choose recruiter or interviewer'),
});

export const companyMemberSchema = z.object({
  user_id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(COMPANY_ROLES),
  joined_at: z.string(),
  /** Interviews not yet held on which this member sits. */
  upcoming_interviews: z.number().int(),
});
export type CompanyMember = z.infer<typeof companyMemberSchema>;

export const companyInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role: z.enum(INVITABLE_COMPANY_ROLES),
  invited_by: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
  /** An expired invitation holds no seat; it can be sent again. */
  expired: z.boolean(),
});
export type CompanyInvitation = z.infer<typeof companyInvitationSchema>;

export const companyTeamSchema = z.object({
  id: z.string(),
  /** Empty until the owner sets up the company profile. */
  name: z.string(),
  your_role: z.enum(COMPANY_ROLES),
  plan: z.object({ name: z.enum(PLAN_NAMES), display_name: z.string() }).nullable(),
  seats: z.object({
    limit: z.number().int(),
    /** Members plus invitations still open. */
    used: z.number().int(),
    /** The cheapest plan with more seats, when there is one. */
    more_with: z
      .object({ name: z.enum(PLAN_NAMES), display_name: z.string(), seats: z.number().int() })
      .nullable(),
  }),
  /**
   * A cheaper plan scheduled from the end of the paid period (decision 1199), which holds its seats until then
   * (decision 1155): the page says it before an invitation is refused (decision 1219). Null when none is scheduled.
   */
  scheduled_switch: z
    .object({
      plan: z.enum(PLAN_NAMES),
      display_name: z.string(),
      /** The seats of the scheduled plan: invitations beyond them are refused meanwhile. */
      seats: z.number().int(),
      starts_at: z.string(),
      /** False once the plan's first month is paid: the switch can no longer be cancelled. */
      cancellable: z.boolean(),
      /**
       * True in the grace days after `starts_at` while the plan's first month is unpaid: the switch happens when that
       * month is paid (the package ends instead if it is not).
       */
      awaiting_payment: z.boolean(),
    })
    .nullable(),
  unlocks: unlockQuotaSchema,
  members: z.array(companyMemberSchema),
  /** Open invitations (owner only; empty for other members). */
  invitations: z.array(companyInvitationSchema),
  /** Upcoming interviews left on people who are no longer members: to reassign. */
  interviews_to_reassign: z.number().int(),
  /**
   * API keys and webhooks (issue 14): whether the company's plan includes them, and the cheapest plan that does, so
   * that the page shows the upgrade prompt without asking for what the plan refuses.
   */
  integrations: z.object({
    included: z.boolean(),
    offered_by: z.object({ name: z.enum(PLAN_NAMES), display_name: z.string() }).nullable(),
  }),
});
export type CompanyTeam = z.infer<typeof companyTeamSchema>;
export const companyTeamReply = z.object({ success: z.literal(true), company: companyTeamSchema });
export type CompanyTeamReply = z.infer<typeof companyTeamReply>;

export const companyInviteRequest = z.object({ email: emailField, role: invitableRole });
export type CompanyInviteRequest = z.infer<typeof companyInviteRequest>;
export const companyInvitationReply = z.object({
  success: z.literal(true),
  invitation: companyInvitationSchema,
});

export const companyMemberRoleRequest = z.object({ role: invitableRole });
export type CompanyMemberRoleRequest = z.infer<typeof companyMemberRoleRequest>;
export const companyMemberReply = z.object({ success: z.literal(true), member: companyMemberSchema });

// ---- The invitee's side ----

const companyInvitationToken = z
  .string({ error: i18nText('The invitation link is incomplete') })
  .trim()
  .regex(/^[\w-]{20,200}$/, i18nText('The invitation link is incomplete'));

export const companyInvitationLookupRequest = z.object({ token: companyInvitationToken });
export const companyInvitationLookupReply = z.object({
  success: z.literal(true),
  invitation: z.object({
    company: z.string(),
    role: z.enum(INVITABLE_COMPANY_ROLES),
    email: z.string(),
    invited_by: z.string().nullable(),
    expires_at: z.string(),
    /** Whether the address already has an account: the page then asks to sign in instead of registering. */
    account_exists: z.boolean(),
  }),
});
export type CompanyInvitationLookup = z.infer<typeof companyInvitationLookupReply>['invitation'];

/** A signed-in member joins with the link; the signed-in address must be the invited one. */
export const companyInvitationAcceptRequest = z.object({ token: companyInvitationToken });
/** A new address registers and joins at once: the link proves the address. */
export const companyInvitationRegisterRequest = z.object({
  token: companyInvitationToken,
  name: nameField,
  password: passwordField,
});
