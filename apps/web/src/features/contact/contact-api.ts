import { ApiError, api } from '@/lib/api-client';

/** Spec §3: a contact message. */
export type ContactMessage = { name: string; email: string; message: string };

/** localStorage key of the outbox of messages whose send failed (contact-queue.ts). */
export const CONTACT_QUEUE_KEY = 'contact_outbox';
/** Dispatched on window when a message is put in the outbox. */
export const CONTACT_QUEUED_EVENT = 'dottrip:contact-queued';

/**
 * Spec §7: POST /api/contact, cookies included. `clientId` names the message, so when a reply is
 * lost and the outbox sends it again the server stores it once.
 */
export const sendContact = (body: ContactMessage, clientId: string) =>
  api.post<{ success: boolean }>(
    '/api/contact',
    { ...body, client_id: clientId },
    { credentials: 'include' },
  );

export const newMessageId = () =>
  typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/**
 * A rejection that retrying can never fix (the server refused the message itself): 4xx other
 * than 401 (token trouble, which the client clears), 408 (timeout) and 429 (rate limit).
 */
export const isPermanentFailure = (error: unknown): error is ApiError =>
  error instanceof ApiError &&
  error.status >= 400 &&
  error.status < 500 &&
  ![401, 408, 429].includes(error.status);

/** Cheap check, so the outbox code loads only when there is something to deliver. */
export function hasQueuedContact(): boolean {
  try {
    return localStorage.getItem(CONTACT_QUEUE_KEY) !== null;
  } catch {
    return false;
  }
}
