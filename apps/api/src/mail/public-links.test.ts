import { describe, expect, it } from 'vitest';
import type { Locale } from '@app/shared';
import { emailChangedMail, passwordChangedMail } from './account-templates';
import { invitationMail } from './admin-templates';
import { companyInvitationMail } from './company-templates';
import type { MailContent } from './outbox';
import { passwordResetMail, verificationMail } from './templates';

// Decision 1084: a mail's links to public pages open them in the mail's language, whatever the reader's browser says.

const APP = 'https://dottrip.example';
const mails: Record<string, (locale: Locale) => [MailContent, string]> = {
  verification: (l) => [
    verificationMail(l, 'an@example.com', 'An', '123456', APP),
    `${APP}/register?verify=an%40example.com&code=123456`,
  ],
  'password reset': (l) => [
    passwordResetMail(l, 'an@example.com', 'An', '654321', APP),
    `${APP}/forgot-password?email=an%40example.com&code=654321`,
  ],
  'password changed': (l) => [passwordChangedMail(l, 'an@example.com', 'An', APP), `${APP}/forgot-password`],
  'e-mail changed': (l) => [
    emailChangedMail(l, 'an@example.com', 'An', 'new@example.com', APP),
    `${APP}/contact`,
  ],
  'administrator invitation': (l) => [
    invitationMail(l, 'an@example.com', 'An', 'Hà', 'tok', APP),
    `${APP}/invitation?token=tok`,
  ],
  'company invitation': (l) => [
    companyInvitationMail(l, 'an@example.com', 'Hà', 'Tiki', 'recruiter', 'tok', APP),
    `${APP}/company-invitation?token=tok`,
  ],
};

describe('links to public pages in mails', () => {
  for (const [name, make] of Object.entries(mails)) {
    it(`${name}: the Vietnamese mail opens the Vietnamese page; the English one the bare address`, () => {
      const [vi, link] = make('vi');
      const viLink = `${link}${link.includes('?') ? '&' : '?'}lang=vi`;
      expect(vi.text).toContain(`${viLink}\n`);
      expect(vi.html).toContain(`href="${viLink.replace(/&/g, '&amp;')}"`);
      const [en] = make('en');
      expect(en.text).toContain(`${link}\n`);
      expect(en.text).not.toContain('lang=');
      expect(en.html).not.toContain('lang=vi');
    });
  }
});
