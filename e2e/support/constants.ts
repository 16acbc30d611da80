/** The admin the stack's server creates on first start (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const ADMIN = { name: 'Administrator', email: 'admin@e2e.example', password: 'AdminPass123' };
/** The OAuth app the fake GitHub accepts. */
export const GITHUB_CLIENT = { id: 'e2e-client', secret: 'e2e-secret' };
/** Where the server sends contact-form notifications (CONTACT_INBOX). */
export const CONTACT_INBOX = 'inbox@e2e.example';
