// The few texts the web app's first chunk needs, in a module of their own: a module shared by the
// first chunk and later ones is bundled into the first, so MESSAGES must not live here.
import { i18nText } from './i18n/mark';

export const EMAIL_REGISTERED_MESSAGE = i18nText(
  'This email is already registered. Please use a different email or try to log in.',
);
export const SESSION_EXPIRED_MESSAGE = i18nText('Session expired. Please login again.');
export const AUTH_LOGIN_REQUIRED_MESSAGE = i18nText('Email and password are required');
export const ALL_FIELDS_REQUIRED_MESSAGE = i18nText('All fields are required');
