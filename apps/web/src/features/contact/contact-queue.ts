import {
  CONTACT_QUEUED_EVENT,
  CONTACT_QUEUE_KEY,
  isPermanentFailure,
  newMessageId,
  sendContact,
} from './contact-api';
import type { ContactMessage } from './contact-api';

export type QueuedMessage = {
  id: string;
  body: ContactMessage;
  /** Failed sends so far. */
  attempts: number;
  /** Epoch ms before which the timer does not retry it. */
  nextAttemptAt: number;
  queuedAt: number;
};

/** A bound on what one browser keeps; past it a new failed message is reported instead of queued. */
export const CONTACT_QUEUE_LIMIT = 20;
export const RETRY_BASE_MS = 5_000;
export const RETRY_MAX_MS = 5 * 60_000;

/** Backoff after `attempts` failures: 5 s, 10 s, 20 s … capped at 5 min. */
export const retryDelay = (attempts: number) =>
  Math.min(RETRY_BASE_MS * 2 ** Math.max(0, attempts - 1), RETRY_MAX_MS);

const isQueuedMessage = (value: unknown): value is QueuedMessage => {
  if (typeof value !== 'object' || value === null) return false;
  const item = value as Partial<QueuedMessage>;
  const body = item.body as Partial<ContactMessage> | undefined;
  return (
    typeof item.id === 'string' &&
    typeof item.attempts === 'number' &&
    typeof item.nextAttemptAt === 'number' &&
    typeof body?.name === 'string' &&
    typeof body.email === 'string' &&
    typeof body.message === 'string'
  );
};

export function readQueue(): QueuedMessage[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(CONTACT_QUEUE_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isQueuedMessage) : [];
  } catch {
    return [];
  }
}

function writeQueue(queue: QueuedMessage[]) {
  if (queue.length === 0) localStorage.removeItem(CONTACT_QUEUE_KEY);
  else localStorage.setItem(CONTACT_QUEUE_KEY, JSON.stringify(queue));
}

/**
 * Keeps a message whose send failed, to be sent again later. Throws when it cannot be kept
 * (storage unavailable or full, or the queue at its limit): the caller must then not pretend
 * it was sent.
 */
export function enqueueContact(body: ContactMessage, id = newMessageId(), now = Date.now()): QueuedMessage {
  const queue = readQueue();
  if (queue.length >= CONTACT_QUEUE_LIMIT) throw new Error('Contact queue is full');
  const item: QueuedMessage = {
    id,
    body,
    attempts: 1,
    nextAttemptAt: now + retryDelay(1),
    queuedAt: now,
  };
  writeQueue([...queue, item]);
  window.dispatchEvent(new Event(CONTACT_QUEUED_EVENT));
  return item;
}

let flushing: Promise<void> | null = null;

/**
 * Sends the queued messages again, one at a time. A 2xx or a permanent rejection removes the
 * message; any other failure keeps it with a longer backoff. `dueOnly` skips messages whose
 * backoff has not run out (the timer); the 'online' event and page load try everything.
 * Concurrent calls in one tab share a single run.
 */
export function flushContactQueue({ dueOnly = false, now = () => Date.now() } = {}): Promise<void> {
  flushing ??= withTabLock(async () => {
    try {
      for (const item of readQueue()) {
        if (dueOnly && item.nextAttemptAt > now()) continue;
        let done: boolean;
        try {
          await sendContact(item.body, item.id);
          done = true;
        } catch (error) {
          done = isPermanentFailure(error);
        }
        // Re-read: another tab or the form may have changed the queue meanwhile.
        const current = readQueue();
        writeQueue(
          done
            ? current.filter((entry) => entry.id !== item.id)
            : current.map((entry) =>
                entry.id === item.id
                  ? {
                      ...entry,
                      attempts: entry.attempts + 1,
                      nextAttemptAt: now() + retryDelay(entry.attempts + 1),
                    }
                  : entry,
              ),
        );
      }
    } catch {
      // Storage became unavailable: keep whatever is stored and try again later.
    }
  }).finally(() => {
    flushing = null;
  });
  return flushing;
}

/**
 * Runs `task` unless another tab of this site is already delivering the queue (Web Locks,
 * where the browser has them), so two open tabs do not send the same message twice.
 */
function withTabLock(task: () => Promise<void>): Promise<void> {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks?.request) return task();
  // The lock is held until the task's promise settles; the typings wrap that promise once more.
  return locks
    .request('dottrip-contact-outbox', { ifAvailable: true }, async (lock) => {
      if (lock) await task();
    })
    .then(() => undefined);
}

/** Epoch ms of the next due retry, or null when the queue is empty. */
export function nextRetryAt(): number | null {
  const queue = readQueue();
  return queue.length === 0 ? null : Math.min(...queue.map((item) => item.nextAttemptAt));
}
