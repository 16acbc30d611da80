export { SupportPage } from './support-page';
export { TicketPage } from './ticket-page';
