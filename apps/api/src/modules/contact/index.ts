// The contact module's public part: the one way a visitor's message is stored, used by its JSON API and by the contact
// page's own form when the browser sends it itself (modules/pages/contact-form.ts, decision 1075).
export { sendContactMessage } from './service';
