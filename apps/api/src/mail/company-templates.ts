import type { Locale } from '@app/shared';
import { translatorFor } from '../lib/i18n';
import { BRAND, layout, publicLink } from './layout';
import type { MailContent } from './outbox';

/**
 * An owner's invitation to join its company (issue 10): a single-use link, valid 7 days, that works for an existing
 * account (sign in and join) and for a new address (register and join).
 */
export function companyInvitationMail(
  locale: Locale,
  to: string,
  inviter: string,
  company: string,
  role: 'recruiter' | 'interviewer',
  token: string,
  appUrl: string,
): MailContent {
  const tr = translatorFor(locale);
  const roleName = role === 'recruiter' ? tr('recruiter') : tr('interviewer');
  const companyName = company || tr('their company');
  return layout(
    locale,
    to,
    tr('{inviter} invited you to join {company} on {brand}', { inviter, company: companyName, brand: BRAND }),
    [
      tr('Hello,'),
      tr('{inviter} invited you to join {company} on {brand} as {role}.', {
        inviter,
        company: companyName,
        brand: BRAND,
        role: roleName,
      }),
      tr(
        'Open the link to accept: sign in if you already have an account with this address, or create one. The link is valid for 7 days and can be used once.',
      ),
    ],
    {
      label: tr('Accept the invitation'),
      url: publicLink(`${appUrl}/company-invitation?token=${token}`, locale),
    },
  );
}

/** Told to a teammate whose place in the company ended (removed by the owner, or the package was cancelled). */
export function companyLeftMail(
  locale: Locale,
  to: string,
  name: string,
  company: string,
  appUrl: string,
): MailContent {
  const tr = translatorFor(locale);
  return layout(
    locale,
    to,
    tr('You are no longer a member of {company}', { company: company || tr('your company') }),
    [
      tr('Hello {name},', { name }),
      tr(
        'Your access to {company} on {brand} has ended. Your own account, applications and saved jobs stay as they were.',
        { company: company || tr('your company'), brand: BRAND },
      ),
    ],
    { label: tr('Open your dashboard'), url: `${appUrl}/dashboard` },
  );
}
