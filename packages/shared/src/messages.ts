// Texts and rules without zod, so the smallest pages can import them cheaply.
import {
  EMAIL_REGISTERED_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  AUTH_LOGIN_REQUIRED_MESSAGE,
  ALL_FIELDS_REQUIRED_MESSAGE,
} from './session-messages';
import { i18nText } from './i18n/mark';
import { atMostCharacters } from './limit-messages';

// Spec §5 and §8 texts: one copy, used by the server's replies and the client's forms.
export const MESSAGES = {
  passwordsDoNotMatch: i18nText('Passwords do not match'),
  passwordTooShort: i18nText('Password must be at least 8 characters'),
  passwordComplexity: i18nText('Password must contain uppercase letters, lowercase letters, and numbers'),
  passwordHint: i18nText(
    'Password must be at least 8 characters and contain uppercase letters, lowercase letters, and numbers',
  ),
  // Bounds the spec does not word: the contract's limit words (decision 1221), made when read (./limit-messages.ts).
  get passwordTooLong() {
    return atMostCharacters(PASSWORD_MAX_LENGTH);
  },
  loginFieldsRequired: i18nText('Please enter both email and password'),
  authLoginRequired: AUTH_LOGIN_REQUIRED_MESSAGE,
  allFieldsRequired: ALL_FIELDS_REQUIRED_MESSAGE,
  codeRequired: i18nText('Please enter the verification code sent to your email'),
  codeFormat: i18nText('The verification code is 6 digits'),
  invalidEmail: i18nText('Please enter a valid email address'),
  nameRequired: i18nText('Please enter your name'),
  get nameTooLong() {
    return atMostCharacters(NAME_MAX_LENGTH);
  },
  messageRequired: i18nText('Please enter a message'),
  get messageTooLong() {
    return atMostCharacters(CONTACT_MESSAGE_MAX_LENGTH);
  },
  emailRegistered: EMAIL_REGISTERED_MESSAGE,
  invalidCredentials: i18nText('Invalid email or password.'),
  emailNotVerified: i18nText(
    'Please verify your email before logging in. We sent a verification code to your inbox.',
  ),
  invalidCode: i18nText('The verification code is invalid or has expired. Please request a new code.'),
  tooManyLoginAttempts: i18nText('Too many failed login attempts. Please try again in 15 minutes.'),
  rateLimited: i18nText('Too many requests. Please try again later.'),
  githubNotConfigured: i18nText('GitHub sign-in is not configured'),
  invalidState: i18nText('Invalid state parameter. Please try again.'),
  sessionExpired: SESSION_EXPIRED_MESSAGE,
  // The public API's refusals of a key (decision 1121): revoked and expired only to the holder of the key's secret.
  apiKeyInvalid: i18nText('Invalid API key.'),
  apiKeyRevoked: i18nText(
    'This API key was revoked. The company’s owner can make a new one on the company page.',
  ),
  apiKeyExpired: i18nText(
    'This API key has expired. The company’s owner can make a new one on the company page.',
  ),
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const CODE_LENGTH = 6;
export const NAME_MAX_LENGTH = 100;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

/**
 * The contact form as the server got it from a browser that sent it itself (JavaScript off or not running yet,
 * decision 1075): what was typed and the API's refusal (`message`, `errors` per field, already in the page's
 * language). The server renders /contact with it under this key of the page's initial data, and the app hydrates
 * from the same value.
 */
export const CONTACT_FORM_SENT = 'form:/contact';
export type ContactFormSent = {
  values: { name: string; email: string; message: string };
  message: string;
  errors?: Record<string, string[]>;
};

/**
 * The contact page's form carries an id of its own (decision 1124): a hidden `client_id`, the same field the app's
 * JSON call names its message with, so a form the browser sends twice (a double click, a re-post) is stored once.
 * The server gives each page it serves a new id under this key of the page's initial data, and the app renders it.
 */
export const CONTACT_FORM_ID = 'form-id:/contact';
/**
 * The id the page is rendered with when it has none (the build's pre-rendered page): the server puts a new id in
 * its place for each reader, and never takes it as an id when a form sends it back.
 */
export const CONTACT_FORM_ID_SLOT = 'contact-form-id';

/** The first password rule a value breaks, in spec §5's order (length, then character classes). */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return MESSAGES.passwordTooShort;
  if (password.length > PASSWORD_MAX_LENGTH) return MESSAGES.passwordTooLong;
  // Letters of any script count (decision 1137): "Đ" is an uppercase letter to a Vietnamese user, as "D" is.
  if (!/\p{Lu}/u.test(password) || !/\p{Ll}/u.test(password) || !/\p{Nd}/u.test(password)) {
    return MESSAGES.passwordComplexity;
  }
  return null;
}

/** The fixed OAuth state the spec's client checks (§4); the server binds the flow with a cookie and PKCE. */
export const GITHUB_FIXED_STATE = 'dottrip_auth';
