import { BRAND, layout } from './layout';
import type { MailContent } from './outbox';

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
