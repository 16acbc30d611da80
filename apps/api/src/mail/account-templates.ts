import type { Locale } from '@app/shared';
import { translatorFor } from '../lib/i18n';
import { BRAND, layout, publicLink } from './layout';
import type { MailContent } from './outbox';

export function passwordChangedMail(locale: Locale, to: string, name: string, appUrl: string): MailContent {
  const tr = translatorFor(locale);
  return layout(
    locale,
    to,
    tr('Your {brand} password was changed', { brand: BRAND }),
    [
      tr('Hello {name},', { name }),
      tr('The password of your account was just changed, and every other device was signed out.'),
      tr('If this was not you, reset your password now and check the sessions listed in Edit Profile.'),
    ],
    { label: tr('Reset the password'), url: publicLink(`${appUrl}/forgot-password`, locale) },
  );
}

export function emailChangeCodeMail(
  locale: Locale,
  to: string,
  name: string,
  code: string,
  appUrl: string,
): MailContent {
  const tr = translatorFor(locale);
  return layout(
    locale,
    to,
    tr('{code} confirms your new {brand} e-mail address', { code, brand: BRAND }),
    [
      tr('Hello {name},', { name }),
      tr('Your code is: {code}', { code }),
      tr('Enter it in Edit Profile to make {email} the address of your account.', { email: to }),
      tr(
        'The code is valid for 15 minutes and can be used once. If you did not ask for this, ignore this e-mail.',
      ),
    ],
    { label: tr('Open Edit Profile'), url: `${appUrl}/profile/edit` },
  );
}

export function emailChangedMail(
  locale: Locale,
  to: string,
  name: string,
  newEmail: string,
  appUrl: string,
): MailContent {
  const tr = translatorFor(locale);
  return layout(
    locale,
    to,
    tr('Your {brand} e-mail address was changed', { brand: BRAND }),
    [
      tr('Hello {name},', { name }),
      tr('Your account now signs in with {email}; this address no longer receives its mail.', {
        email: newEmail,
      }),
      tr('If this was not you, contact us at once from the contact page.'),
    ],
    { label: tr('Contact us'), url: publicLink(`${appUrl}/contact`, locale) },
  );
}
