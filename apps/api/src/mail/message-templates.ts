import type { Locale } from '@app/shared';
import { translatorFor } from '../lib/i18n';
import { layout } from './layout';
import type { MailContent } from './outbox';

/**
 * The notice of new messages (issue 13, decision 953): who wrote and about what, with a link to the conversation.
 * It never carries the messages themselves (they may hold personal data or attachments); one notice covers every
 * message of its 15 minutes.
 */
export function newMessagesMail(input: {
  locale: Locale;
  to: string;
  name: string;
  /** The other side: the company's name for a candidate, the candidate's for the team. */
  from: string;
  jobTitle: string | null;
  conversationUrl: string;
}): MailContent {
  const tr = translatorFor(input.locale);
  const { from } = input;
  const subject = input.jobTitle
    ? tr('New message from {from} about {title}', { from, title: input.jobTitle })
    : tr('New message from {from}', { from });
  return layout(
    input.locale,
    input.to,
    subject,
    [
      tr('Hello {name},', { name: input.name }),
      tr('{from} wrote to you on DotTrip. Read the conversation and reply there.', { from }),
      tr('While you have unread messages in this conversation, we send at most one notice every 15 minutes.'),
    ],
    { label: tr('Open the conversation'), url: input.conversationUrl },
  );
}
