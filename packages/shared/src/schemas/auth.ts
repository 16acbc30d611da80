import { z } from '../zod';
import { LOCALES } from '../i18n/format';
import { COMPANY_ROLES, PERMISSIONS, ROLES } from '../permissions';
import { PLAN_NAMES } from './plans';
import { i18nText } from '../i18n/mark';
import { MESSAGES } from '../messages';
import { codeField, emailField, nameField, passwordField } from '../validation';

export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  permissions: z.array(z.enum(PERMISSIONS)),
  /** The account's language (product and mails); the web app adopts it at sign-in. */
  locale: z.enum(LOCALES),
  created_at: z.string(),
  updated_at: z.string(),
  /**
   * The company this account recruits for (issue 10): its role there and the company's plan (null when the package
   * has ended). Absent or null for an account outside any company.
   */
  company: z
    .object({
      id: z.string(),
      name: z.string(),
      role: z.enum(COMPANY_ROLES),
      plan: z.enum(PLAN_NAMES).nullable(),
    })
    .nullable()
    .optional(),
});
export type User = z.infer<typeof userSchema>;
export type UserCompany = NonNullable<User['company']>;

export const registerRequest = z.object({ name: nameField, email: emailField, password: passwordField });
export type RegisterRequest = z.infer<typeof registerRequest>;
export const registerReply = z.object({ success: z.literal(true), email: z.string() });

export const verifyEmailRequest = z.object({ email: emailField, code: codeField });
export type VerifyEmailRequest = z.infer<typeof verifyEmailRequest>;

export const emailOnlyRequest = z.object({ email: emailField });
export type EmailOnlyRequest = z.infer<typeof emailOnlyRequest>;

export const loginRequest = z.object({
  email: emailField,
  // Login checks only presence: the rules apply when a password is set, not when it is typed.
  // Past 1024 characters (no password is that long) the reply is the wrong-credentials message, not
  // "required", which the schema's own error would otherwise say.
  password: z
    .string({ error: MESSAGES.authLoginRequired })
    .min(1, MESSAGES.authLoginRequired)
    .max(1024, MESSAGES.invalidCredentials),
  remember: z.boolean().optional(),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const authReply = z.object({
  success: z.literal(true),
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_at: z.string(),
  user: userSchema,
});
export type AuthReply = z.infer<typeof authReply>;

export const profileReply = z.object({ success: z.literal(true), user: userSchema });
export type ProfileReply = z.infer<typeof profileReply>;

export const resetPasswordRequest = z.object({ email: emailField, code: codeField, password: passwordField });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequest>;

export const githubCallbackRequest = z.object({
  code: z
    .string({ error: i18nText('Missing authorization code') })
    .trim()
    .min(1, i18nText('Missing authorization code'))
    .max(512),
  state: z.string().max(512).optional(),
});
export type GithubCallbackRequest = z.infer<typeof githubCallbackRequest>;
