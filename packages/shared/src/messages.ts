// Texts and rules without zod, so the smallest pages can import them cheaply.
import {
  EMAIL_REGISTERED_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  AUTH_LOGIN_REQUIRED_MESSAGE,
  ALL_FIELDS_REQUIRED_MESSAGE,
} from './session-messages';

// Spec §5 and §8 texts: one copy, used by the server's replies and the client's forms.
export const MESSAGES = {
  passwordsDoNotMatch: 'Passwords do not match',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordComplexity: 'Password must contain uppercase letters, lowercase letters, and numbers',
  passwordHint:
    'Password must be at least 8 characters and contain uppercase letters, lowercase letters, and numbers',
  passwordTooLong: 'Password must be at most 128 characters',
  loginFieldsRequired: 'Please enter both email and password',
  authLoginRequired: AUTH_LOGIN_REQUIRED_MESSAGE,
  allFieldsRequired: ALL_FIELDS_REQUIRED_MESSAGE,
  codeRequired: 'Please enter the verification code sent to your email',
  codeFormat: 'The verification code is 6 digits',
  invalidEmail: 'Please enter a valid email address',
  nameRequired: 'Please enter your name',
  nameTooLong: 'Name must be at most 100 characters',
  messageRequired: 'Please enter a message',
  messageTooLong: 'Message must be at most 5000 characters',
  emailRegistered: EMAIL_REGISTERED_MESSAGE,
  invalidCredentials: 'Invalid email or password.',
  emailNotVerified: 'Please verify your email before logging in. We sent a verification code to your inbox.',
  invalidCode: 'The verification code is invalid or has expired. Please request a new code.',
  tooManyLoginAttempts: 'Too many failed login attempts. Please try again in 15 minutes.',
  rateLimited: 'Too many requests. Please try again later.',
  githubNotConfigured: 'GitHub sign-in is not configured',
  invalidState: 'Invalid state parameter. Please try again.',
  sessionExpired: SESSION_EXPIRED_MESSAGE,
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const CODE_LENGTH = 6;
export const NAME_MAX_LENGTH = 100;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

/** The first password rule a value breaks, in spec §5's order (length, then character classes). */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return MESSAGES.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return MESSAGES.passwordTooLong;
  if (!/[A-Z]/.test(password) || !/[a-z]/.test(password) || !/[0-9]/.test(password)) {
    return MESSAGES.passwordComplexity;
  }
  return null;
}

/** The fixed OAuth state the spec's client checks (§4); the server binds the flow with a cookie and PKCE. */
export const GITHUB_FIXED_STATE = 'dottrip_auth';
