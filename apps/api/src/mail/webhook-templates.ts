import type { Locale } from '@app/shared';
import { translatorFor } from '../lib/i18n';
import { BRAND, layout } from './layout';
import type { MailContent } from './outbox';

/** Told to a company's owner when the delivery worker turned off an endpoint that failed for 3 days (decision 546). */
export function webhookDisabledMail(
  locale: Locale,
  to: string,
  name: string,
  endpointUrl: string,
  appUrl: string,
): MailContent {
  const tr = translatorFor(locale);
  return layout(
    locale,
    to,
    tr('A webhook endpoint was turned off'),
    [
      tr('Hello {name},', { name }),
      tr(
        'Every delivery to {url} has failed for 3 days, so {brand} turned this endpoint off. Events that happen while it is off are not sent to it.',
        { url: endpointUrl, brand: BRAND },
      ),
      tr(
        'Fix the receiver, then turn the endpoint on again on your company page; you can send the failed deliveries again from its delivery log.',
      ),
    ],
    { label: tr('Open the company page'), url: `${appUrl}/dashboard/company` },
  );
}
