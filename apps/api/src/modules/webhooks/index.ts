// The webhooks module's public part (decision 542): services record events through `recordWebhookEvent`, in the
// transaction of their change; the server starts the delivery worker.
export { interviewEventParts, interviewTables, recordWebhookEvent } from './events';
export type { WebhookSubject } from './events';
export { createWebhookWorker } from './worker';
