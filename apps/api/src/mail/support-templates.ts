import type { Locale } from '@app/shared';
import { translatorFor } from '../lib/i18n';
import { layout, publicLink } from './layout';
import type { MailContent } from './outbox';

/**
 * A reply on a support ticket (issue 13, decision 937): the reply's text and a link back to the ticket. A guest of
 * the contact form has no account, so its mail links to the contact form, where it answers, instead.
 */
export function supportReplyMail(input: {
  locale: Locale;
  to: string;
  name: string;
  number: number;
  subject: string;
  author: string;
  body: string;
  /** The ticket's page; null for a guest without an account. */
  url: string | null;
  /** The public contact form, where a guest answers (in the mail's language). */
  contactUrl: string;
  toTeam: boolean;
}): MailContent {
  const tr = translatorFor(input.locale);
  const subject = tr('[Ticket #{number}] New reply: {subject}', {
    number: input.number,
    subject: input.subject,
  });
  const paragraphs = [
    tr('Hello {name},', { name: input.name }),
    input.toTeam
      ? tr('{author} replied on ticket #{number} “{subject}”:', {
          author: input.author,
          number: input.number,
          subject: input.subject,
        })
      : tr('{author} of the support team replied to your ticket #{number} “{subject}”:', {
          author: input.author,
          number: input.number,
          subject: input.subject,
        }),
    input.body,
    ...(input.url ? [] : [tr('To answer, write to us again through the contact form.')]),
  ];
  return layout(
    input.locale,
    input.to,
    subject,
    paragraphs,
    input.url
      ? { label: tr('Open the ticket'), url: input.url }
      : { label: tr('Open the contact form'), url: publicLink(input.contactUrl, input.locale) },
  );
}
