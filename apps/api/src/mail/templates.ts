import type { Locale } from '@app/shared';
import { translatorFor } from '../lib/i18n';
import { BRAND, layout, publicLink } from './layout';
import type { MailContent } from './outbox';

// Every mail is written in its recipient's language (users.locale), except the contact notification
// to the company inbox, which stays English. Texts are shared-catalog messages (`tr('…')`).

export function verificationMail(
  locale: Locale,
  to: string,
  name: string,
  code: string,
  appUrl: string,
): MailContent {
  const tr = translatorFor(locale);
  // The verification step itself, code filled in (decision 1211), as the reset mail opens its own step.
  const link = publicLink(`${appUrl}/register?verify=${encodeURIComponent(to)}&code=${code}`, locale);
  return layout(
    locale,
    to,
    tr('{code} is your {brand} verification code', { code, brand: BRAND }),
    [
      tr('Hello {name},', { name }),
      tr('Your verification code is: {code}', { code }),
      tr(
        'Enter it on the registration page to activate your account. The code is valid for 15 minutes and can be used once.',
      ),
      tr('If you did not create an account, you can ignore this e-mail.'),
    ],
    { label: tr('Verify my e-mail address'), url: link },
  );
}

export function passwordResetMail(
  locale: Locale,
  to: string,
  name: string,
  code: string,
  appUrl: string,
): MailContent {
  const tr = translatorFor(locale);
  const link = publicLink(`${appUrl}/forgot-password?email=${encodeURIComponent(to)}&code=${code}`, locale);
  return layout(
    locale,
    to,
    tr('Reset your {brand} password', { brand: BRAND }),
    [
      tr('Hello {name},', { name }),
      tr('Your password reset code is: {code}', { code }),
      tr('It is valid for 15 minutes and can be used once. Resetting the password signs you out everywhere.'),
      tr('If you did not ask for this, you can ignore this e-mail: your password stays as it is.'),
    ],
    { label: tr('Choose a new password'), url: link },
  );
}

/**
 * To the company inbox: English, as the inbox has no account to hold a language (decision 360); its texts are
 * catalog messages like every other mail's all the same (decision 361).
 */
export function contactNotificationMail(
  to: string,
  message: { name: string; email: string; message: string },
): MailContent {
  const tr = translatorFor('en');
  return layout('en', to, tr('New contact message from {name}', { name: message.name }), [
    tr('From: {sender}', { sender: `${message.name} <${message.email}>` }),
    message.message,
  ]);
}
