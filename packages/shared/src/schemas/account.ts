import { z } from '../zod';
import { LOCALES } from '../i18n/format';
import { MESSAGES } from '../messages';
import { codeField, emailField, nameField, passwordField } from '../validation';
import { i18nText } from '../i18n/mark';
import { i18nFormat } from '../i18n/text';

// Edit Profile (decision 330): the signed-in user's own account.

export const accountSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  has_password: z.boolean(),
  github_login: z.string().nullable(),
  /** A change of e-mail waiting for its code. */
  pending_email: z.string().nullable(),
  /** The language of the product and of its mails for this account. */
  locale: z.enum(LOCALES),
});
export type Account = z.infer<typeof accountSchema>;
export const accountReply = z.object({ success: z.literal(true), account: accountSchema });
export type AccountReply = z.infer<typeof accountReply>;

export const changeNameRequest = z.object({ name: nameField });
export const changeLocaleRequest = z.object({
  locale: z.enum(LOCALES, { error: i18nFormat('Choose one of {values}', { values: LOCALES.join(', ') }) }),
});

const currentPassword = z
  .string({ error: i18nText('Enter your current password') })
  .min(1, i18nText('Enter your current password'))
  .max(1024);

export const changePasswordRequest = z.object({
  /** Required when the account has a password; a GitHub-only account sets its first one without it. */
  current_password: currentPassword.optional(),
  new_password: passwordField,
});

export const changeEmailRequest = z.object({
  new_email: emailField,
  /** Required when the account has a password. */
  current_password: currentPassword.optional(),
});
export const confirmEmailRequest = z.object({ code: codeField });

export const sessionInfoSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  user_agent: z.string().nullable(),
  ip: z.string().nullable(),
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;
export const sessionListReply = z.object({ success: z.literal(true), sessions: z.array(sessionInfoSchema) });
export const revokedReply = z.object({ success: z.literal(true), revoked: z.number().int() });

export const DELETE_CONFIRMATION = 'DELETE';
export const deleteAccountRequest = z.object({
  /** Accounts with a password confirm with it; GitHub-only accounts type DELETE. */
  current_password: currentPassword.optional(),
  confirmation: z.string().max(20).optional(),
});

export const githubLinkReply = z.object({ success: z.literal(true), url: z.string() });

export const ACCOUNT_MESSAGES = {
  wrongPassword: i18nText('The current password is not correct'),
  emailTaken: i18nText('Another account already uses this e-mail address'),
  sameEmail: i18nText('This is already your e-mail address'),
  emailCodeSent: i18nText('We sent a 6-digit code to the new address. Enter it to confirm the change.'),
  emailCodeInvalid: MESSAGES.codeFormat,
  noPendingEmail: i18nText(
    'There is no e-mail change waiting for a code, or the code has expired. Ask for a new one.',
  ),
  wrongEmailCode: i18nText(
    'That code is not the one we sent. Check the 6-digit code in the mail to your new address and try again.',
  ),
  unlinkNeedsPassword: i18nText('Set a password before unlinking GitHub: it is the only way you sign in.'),
  notLinked: i18nText('No GitHub account is linked.'),
  lastAdmin: i18nText(
    'You are the only administrator: make someone else an administrator before deleting your account.',
  ),
  confirmDelete: i18nFormat('Type {word} to confirm', { word: DELETE_CONFIRMATION }),
} as const;
