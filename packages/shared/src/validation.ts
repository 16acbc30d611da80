import { z } from 'zod';
import { MESSAGES, NAME_MAX_LENGTH, passwordProblem } from './messages';

export const emailField = z
  .string({ error: MESSAGES.invalidEmail })
  .trim()
  .toLowerCase()
  .max(254, MESSAGES.invalidEmail)
  .pipe(z.email({ error: MESSAGES.invalidEmail }));

export const passwordField = z.string({ error: MESSAGES.passwordTooShort }).superRefine((value, ctx) => {
  const problem = passwordProblem(value);
  if (problem) ctx.addIssue({ code: 'custom', message: problem });
});

export const nameField = z
  .string({ error: MESSAGES.nameRequired })
  .trim()
  .min(1, MESSAGES.nameRequired)
  .max(NAME_MAX_LENGTH, MESSAGES.nameTooLong);

export const codeField = z
  .string({ error: MESSAGES.codeRequired })
  .trim()
  .min(1, MESSAGES.codeRequired)
  .regex(/^\d{6}$/, MESSAGES.codeFormat);
