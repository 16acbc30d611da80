import type { Locale } from '@app/shared';
import { translatorFor } from '../lib/i18n';
import { BRAND, layout, publicLink } from './layout';
import type { MailContent } from './outbox';

/** An administrator's invitation (issue 9): a single-use link, valid 7 days, to set a password. */
export function invitationMail(
  locale: Locale,
  to: string,
  name: string,
  inviter: string,
  token: string,
  appUrl: string,
): MailContent {
  const tr = translatorFor(locale);
  return layout(
    locale,
    to,
    tr('You are invited to {brand}', { brand: BRAND }),
    [
      tr('Hello {name},', { name }),
      tr(
        '{inviter} invited you to {brand}. Choose a password to open your account; you will be signed in at once.',
        { inviter, brand: BRAND },
      ),
      tr(
        'The link is valid for 7 days and can be used once. If you did not expect this, you can ignore this e-mail.',
      ),
    ],
    { label: tr('Choose a password'), url: publicLink(`${appUrl}/invitation?token=${token}`, locale) },
  );
}

/** "Send a test mail to me" on the settings page. */
export function testMail(locale: Locale, to: string, name: string, appUrl: string): MailContent {
  const tr = translatorFor(locale);
  return layout(
    locale,
    to,
    tr('{brand} test mail', { brand: BRAND }),
    [
      tr('Hello {name},', { name }),
      tr('This is the test mail you asked for in the settings. The mail transport works.'),
    ],
    { label: tr('Open the settings'), url: `${appUrl}/dashboard/settings` },
  );
}
