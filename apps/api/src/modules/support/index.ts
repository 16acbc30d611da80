// The support desk's public part (issue 13): the contact form turns its messages into tickets (decision 936), and
// the server runs the 7-day auto-close (decision 941).
export { createSupportScheduler, closeStaleResolved, ticketFromContact } from './service';
export type { SupportScheduler } from './service';
