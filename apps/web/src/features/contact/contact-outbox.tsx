import { useEffect } from 'react';
import { CONTACT_QUEUED_EVENT, hasQueuedContact } from './contact-api';

const loadQueue = () => import('./contact-queue');

/**
 * Delivers contact messages whose first send failed (contact-queue.ts): on page load, when the
 * browser comes back online, and on a backoff timer while the page is open. The queue code is
 * loaded only when something is queued. Renders nothing.
 */
export function ContactOutbox() {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const schedule = async () => {
      clearTimeout(timer);
      if (stopped || !hasQueuedContact()) return;
      const queue = await loadQueue();
      const at = queue.nextRetryAt();
      if (at === null || stopped) return;
      timer = setTimeout(
        () => void queue.flushContactQueue({ dueOnly: true }).then(schedule),
        Math.max(0, at - Date.now()),
      );
    };
    const flushAll = () => {
      if (!hasQueuedContact()) return;
      void loadQueue()
        .then((queue) => queue.flushContactQueue())
        .then(schedule)
        // The chunk itself could not load (still offline): the next 'online' event tries again.
        .catch(() => undefined);
    };
    const onQueued = () => void schedule().catch(() => undefined);

    flushAll();
    window.addEventListener('online', flushAll);
    window.addEventListener(CONTACT_QUEUED_EVENT, onQueued);
    return () => {
      stopped = true;
      clearTimeout(timer);
      window.removeEventListener('online', flushAll);
      window.removeEventListener(CONTACT_QUEUED_EVENT, onQueued);
    };
  }, []);
  return null;
}
