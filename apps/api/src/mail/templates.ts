import type { MailContent } from './outbox';

const BRAND = 'DotTrip';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** One layout for every mail: the same text in plain and HTML form. */
function layout(to: string, subject: string, paragraphs: string[], action?: { label: string; url: string }) {
  const text = [
    ...paragraphs,
    ...(action ? [`${action.label}: ${action.url}`] : []),
    '',
    `— The ${BRAND} team`,
  ].join('\n\n');
  const body = paragraphs
    .map((p) => `<p style="margin:0 0 16px">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#2563eb;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>`
    : '';
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#111;max-width:560px;margin:auto;padding:24px">${body}${button}<p style="color:#555">— The ${BRAND} team</p></body></html>`;
  return { to, subject, text, html } satisfies MailContent;
}

export function verificationMail(to: string, name: string, code: string, appUrl: string): MailContent {
  return layout(
    to,
    `${code} is your ${BRAND} verification code`,
    [
      `Hello ${name},`,
      `Your verification code is: ${code}`,
      'Enter it on the registration page to activate your account. The code is valid for 15 minutes and can be used once.',
      'If you did not create an account, you can ignore this e-mail.',
    ],
    { label: 'Open the sign-in page', url: `${appUrl}/login` },
  );
}

export function passwordResetMail(to: string, name: string, code: string, appUrl: string): MailContent {
  const link = `${appUrl}/forgot-password?email=${encodeURIComponent(to)}&code=${code}`;
  return layout(
    to,
    `Reset your ${BRAND} password`,
    [
      `Hello ${name},`,
      `Your password reset code is: ${code}`,
      'It is valid for 15 minutes and can be used once. Resetting the password signs you out everywhere.',
      'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
    ],
    { label: 'Choose a new password', url: link },
  );
}

export function contactNotificationMail(
  to: string,
  message: { name: string; email: string; message: string },
): MailContent {
  return layout(to, `New contact message from ${message.name}`, [
    `From: ${message.name} <${message.email}>`,
    message.message,
  ]);
}
