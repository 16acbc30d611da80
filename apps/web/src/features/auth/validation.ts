import type { ClipboardEvent } from 'react';
import { CODE_LENGTH, MESSAGES, passwordProblem } from '@app/shared';
import type { FieldErrors, FieldValues, Path, Resolver } from 'react-hook-form';

// Only the zod-free rules of @app/shared: the sign-in pages stay small (spec §5's texts, one copy).

export type Problem<T> = { field: Path<T>; message: string } | null;

/** A react-hook-form resolver that reports only the first broken rule, as spec §5 orders them. */
export function firstProblem<T extends FieldValues>(check: (values: T) => Problem<T>): Resolver<T> {
  return (values) => {
    const problem = check(values);
    if (!problem) return { values, errors: {} };
    const errors = { [problem.field]: { type: 'validate', message: problem.message } } as FieldErrors<T>;
    return { values: {}, errors };
  };
}

const blank = (value: string | undefined) => !value || value.trim() === '';

/** A loose shape check; the server has the last word on addresses. */
export const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value.trim());

/** Spec §5 order for a new password: the two match, then length, then character classes. */
export function newPasswordProblem<T extends FieldValues>(
  password: string,
  confirmation: string,
  fields: { password: Path<T>; confirmation: Path<T> },
): Problem<T> {
  if (password !== confirmation) return { field: fields.confirmation, message: MESSAGES.passwordsDoNotMatch };
  const problem = passwordProblem(password);
  return problem ? { field: fields.password, message: problem } : null;
}

export type LoginValues = { email: string; password: string; remember: boolean };

export const checkLogin = (values: LoginValues): Problem<LoginValues> => {
  if (blank(values.email)) return { field: 'email', message: MESSAGES.loginFieldsRequired };
  if (blank(values.password)) return { field: 'password', message: MESSAGES.loginFieldsRequired };
  return null;
};

export type RegisterValues = { name: string; email: string; password: string; confirmPassword: string };

export const checkRegister = (values: RegisterValues): Problem<RegisterValues> => {
  const order = ['name', 'email', 'password', 'confirmPassword'] as const;
  const missing = order.find((field) => blank(values[field]));
  if (missing) return { field: missing, message: MESSAGES.allFieldsRequired };
  if (!looksLikeEmail(values.email)) return { field: 'email', message: MESSAGES.invalidEmail };
  return newPasswordProblem<RegisterValues>(values.password, values.confirmPassword, {
    password: 'password',
    confirmation: 'confirmPassword',
  });
};

export type CodeValues = { code: string };

/**
 * A code as the mail shows it, from what was typed or pasted: a copy from a mail often brings a space before or
 * after it, or the reader groups the digits ("123 456").
 */
export const normaliseCode = (code: string) => code.replace(/\s+/g, '');

/**
 * The code field keeps the spec's maximum of 6 (§5), which would cut " 123456" pasted from a mail to " 12345": a
 * paste that holds spaces puts in the code without them instead (decision 1184).
 */
export const pasteCode =
  (put: (code: string) => void) =>
  (event: ClipboardEvent<HTMLInputElement>): void => {
    const text = event.clipboardData.getData('text');
    const code = normaliseCode(text);
    if (code === text) return;
    event.preventDefault();
    put(code.slice(0, CODE_LENGTH));
  };

export const checkCode = (values: CodeValues): Problem<CodeValues> => {
  if (blank(values.code)) return { field: 'code', message: MESSAGES.codeRequired };
  if (!new RegExp(`^\\d{${CODE_LENGTH}}$`).test(normaliseCode(values.code)))
    return { field: 'code', message: MESSAGES.codeFormat };
  return null;
};

export type ResetValues = { code: string; password: string; confirmPassword: string };

export const checkReset = (values: ResetValues): Problem<ResetValues> => {
  const order = ['code', 'password', 'confirmPassword'] as const;
  const missing = order.find((field) => blank(values[field]));
  if (missing) return { field: missing, message: MESSAGES.allFieldsRequired };
  return (
    checkCode(values) ??
    newPasswordProblem<ResetValues>(values.password, values.confirmPassword, {
      password: 'password',
      confirmation: 'confirmPassword',
    })
  );
};

export type EmailValues = { email: string };

export const checkEmail = (values: EmailValues): Problem<EmailValues> =>
  looksLikeEmail(values.email) ? null : { field: 'email', message: MESSAGES.invalidEmail };

/** The message of the first field in error, in the order the form shows its fields. */
export function firstError<T extends FieldValues>(errors: FieldErrors<T>, order: readonly Path<T>[]) {
  for (const field of order) {
    const message = (errors[field] as { message?: unknown } | undefined)?.message;
    if (typeof message === 'string') return { field, message };
  }
  return null;
}
