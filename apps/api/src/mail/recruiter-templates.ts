import type { Locale } from '@app/shared';
import { translatorFor } from '../lib/i18n';
import { layout } from './layout';
import type { MailContent } from './outbox';

// Issue 18, recruiters: what a company's team hears of new applications (decision 1100).

/** One new application, to a teammate who chose "every application". */
export function newApplicationMail(
  locale: Locale,
  to: string,
  details: { name: string; candidate: string; title: string; applicationId: string },
  appUrl: string,
): MailContent {
  const tr = translatorFor(locale);
  const { name, candidate, title } = details;
  return layout(
    locale,
    to,
    tr('New application: {candidate} for {title}', { candidate, title }),
    [
      tr('Hello {name},', { name }),
      tr('{candidate} has applied for {title}.', { candidate, title }),
      tr('You can choose which application mails you receive on the Notifications page of your dashboard.'),
    ],
    { label: tr('Open the application'), url: `${appUrl}/dashboard/applications/${details.applicationId}` },
  );
}

/** The day's applications, to a teammate who chose the daily digest. */
export function applicationDigestMail(
  locale: Locale,
  to: string,
  name: string,
  postings: Array<{ title: string; count: number }>,
  appUrl: string,
): MailContent {
  const tr = translatorFor(locale);
  const count = postings.reduce((sum, p) => sum + p.count, 0);
  return layout(
    locale,
    to,
    tr('{count, plural, one {# new application} other {# new applications}} today', { count }),
    [
      tr('Hello {name},', { name }),
      tr('Applications received since the last digest:'),
      postings
        .map(
          (p) =>
            `• ${p.title}: ${tr('{count, plural, one {# application} other {# applications}}', { count: p.count })}`,
        )
        .join('\n'),
      tr('You can choose which application mails you receive on the Notifications page of your dashboard.'),
    ],
    { label: tr('Open the applications'), url: `${appUrl}/dashboard/applications` },
  );
}

/** A rejection as the recruiter edited it: their words, the product's layout, no internal reason. */
export function rejectionMail(
  locale: Locale,
  to: string,
  mail: { subject: string; body: string },
  appUrl: string,
): MailContent {
  const tr = translatorFor(locale);
  return layout(locale, to, mail.subject, mail.body.split(/\n{2,}/), {
    label: tr('See my applications'),
    url: `${appUrl}/dashboard/my-applications`,
  });
}
