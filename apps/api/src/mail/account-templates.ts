import { BRAND, layout } from './layout';
import type { MailContent } from './outbox';

export function passwordChangedMail(to: string, name: string, appUrl: string): MailContent {
  return layout(
    to,
    `Your ${BRAND} password was changed`,
    [
      `Hello ${name},`,
      'The password of your account was just changed, and every other device was signed out.',
      'If this was not you, reset your password now and check the sessions listed in Edit Profile.',
    ],
    { label: 'Reset the password', url: `${appUrl}/forgot-password` },
  );
}

export function emailChangeCodeMail(to: string, name: string, code: string, appUrl: string): MailContent {
  return layout(
    to,
    `${code} confirms your new ${BRAND} e-mail address`,
    [
      `Hello ${name},`,
      `Your code is: ${code}`,
      `Enter it in Edit Profile to make ${to} the address of your account.`,
      'The code is valid for 15 minutes and can be used once. If you did not ask for this, ignore this e-mail.',
    ],
    { label: 'Open Edit Profile', url: `${appUrl}/profile/edit` },
  );
}

export function emailChangedMail(to: string, name: string, newEmail: string, appUrl: string): MailContent {
  return layout(
    to,
    `Your ${BRAND} e-mail address was changed`,
    [
      `Hello ${name},`,
      `Your account now signs in with ${newEmail}; this address no longer receives its mail.`,
      'If this was not you, contact us at once from the contact page.',
    ],
    { label: 'Contact us', url: `${appUrl}/contact` },
  );
}
