import type { ApprovalDecision, Locale } from '@app/shared';
import { translatorFor } from '../lib/i18n';
import { layout } from './layout';
import type { MailContent } from './outbox';

/** The mail a requester gets on each decision of the approval queue (issue 12, decision 701). */
export function approvalDecisionMail(input: {
  locale: Locale;
  to: string;
  name: string;
  title: string;
  decision: ApprovalDecision;
  reason: string;
  url: string;
}): MailContent {
  const tr = translatorFor(input.locale);
  const title = input.title;
  const subject =
    input.decision === 'approve'
      ? tr('“{title}” is approved and published', { title })
      : input.decision === 'request_changes'
        ? tr('Changes requested for “{title}”', { title })
        : tr('“{title}” was not approved', { title });
  const what =
    input.decision === 'approve'
      ? tr('Your submission “{title}” is approved. It is now on the public site.', { title })
      : input.decision === 'request_changes'
        ? tr(
            'The reviewer asks for changes to “{title}” before it can be published. Edit it and submit it again.',
            {
              title,
            },
          )
        : tr('Your submission “{title}” was not approved.', { title });
  return layout(
    input.locale,
    input.to,
    subject,
    [tr('Hello {name},', { name: input.name }), what, `${tr('The reviewer’s reason:')}\n${input.reason}`],
    { label: tr('Open your projects'), url: input.url },
  );
}

/** The mail a project's owner gets when a reviewer takes the project off the site (decision 1051). */
export function projectTakenDownMail(input: {
  locale: Locale;
  to: string;
  name: string;
  title: string;
  reason: string;
  url: string;
}): MailContent {
  const tr = translatorFor(input.locale);
  const title = input.title;
  return layout(
    input.locale,
    input.to,
    tr('“{title}” was taken off the site', { title }),
    [
      tr('Hello {name},', { name: input.name }),
      tr(
        'A reviewer took your project “{title}” off the public site. You can edit it and submit it for review again.',
        { title },
      ),
      `${tr('The reviewer’s reason:')}\n${input.reason}`,
    ],
    { label: tr('Open your projects'), url: input.url },
  );
}
