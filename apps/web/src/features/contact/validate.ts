import { CONTACT_MESSAGE_MAX_LENGTH, MESSAGES, NAME_MAX_LENGTH } from '@app/shared';
import type { ContactMessage } from './contact-api';

export type ContactErrors = Partial<Record<keyof ContactMessage, string>>;

// A pragmatic check; the server's schema has the final word.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The shared contact rules (packages/shared contact schema) without loading zod on public pages. */
export function validateContact(values: ContactMessage): ContactErrors {
  const errors: ContactErrors = {};
  const name = values.name.trim();
  const email = values.email.trim();
  const message = values.message.trim();
  if (!name) errors.name = MESSAGES.nameRequired;
  else if (name.length > NAME_MAX_LENGTH) errors.name = MESSAGES.nameTooLong;
  if (!EMAIL.test(email) || email.length > 254) errors.email = MESSAGES.invalidEmail;
  if (!message) errors.message = MESSAGES.messageRequired;
  else if (message.length > CONTACT_MESSAGE_MAX_LENGTH) errors.message = MESSAGES.messageTooLong;
  return errors;
}
