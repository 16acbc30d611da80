import { z } from '../zod';
import { CONTACT_MESSAGE_MAX_LENGTH, MESSAGES } from '../messages';
import { emailField, multiLine, nameField } from '../validation';

export const contactRequest = z.object({
  name: nameField,
  email: emailField,
  message: multiLine(
    z
      .string({ error: MESSAGES.messageRequired })
      .trim()
      .min(1, MESSAGES.messageRequired)
      .max(CONTACT_MESSAGE_MAX_LENGTH, MESSAGES.messageTooLong),
  ),
  /** Optional id the browser gives the message, so a resend of the same message is stored once. */
  client_id: z.string().trim().min(1).max(100).optional(),
});
export type ContactRequest = z.infer<typeof contactRequest>;
