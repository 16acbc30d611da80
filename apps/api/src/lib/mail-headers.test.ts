import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpPeer } from '../../test/smtp-peer';
import type { SmtpPeer } from '../../test/smtp-peer';
import { createSmtpTransport } from '../mail/transport';
import { attachmentName, extraHeaders, headerText, mailbox } from './mail-headers';

describe('headerText', () => {
  it('turns every line break into a space and drops other controls', () => {
    expect(headerText('Interview: Kỹ sư\r\nBcc: evil@example.com')).toBe(
      'Interview: Kỹ sư Bcc: evil@example.com',
    );
    expect(headerText('a\rb\nc\u0000d\u001be\u007ff')).toBe('a b cdef');
    expect(headerText('a\u2028b\u0085c\u009bd')).toBe('a b cd');
    expect(headerText('  many   spaces  ')).toBe('many spaces');
  });

  it('caps the length', () => {
    expect(headerText('x'.repeat(400))).toHaveLength(250);
  });

  it('cleans display names, addresses and file names', () => {
    expect(mailbox('Acme\r\nBcc: x@y.z', ' hr@acme.test\r\n')).toEqual({
      name: 'Acme Bcc: x@y.z',
      address: 'hr@acme.test',
    });
    expect(attachmentName('cv"\r\nContent-Type: text/html.pdf')).toBe('cv_ Content-Type: text_html.pdf');
  });
});

describe('a hostile subject over SMTP', () => {
  let smtp: SmtpPeer;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
  });
  afterAll(async () => {
    await smtp.stop();
  });

  it('reaches only the recipient and adds no header', async () => {
    const transport = createSmtpTransport(smtp.url, 'DotTrip <no-reply@localhost>');
    try {
      await transport.send({
        to: 'an@example.com',
        subject: 'Your application\r\nBcc: evil@example.com\r\nX-Injected: 1',
        text: 'Hello',
        html: '<p>Hello</p>',
        attachments: [
          { filename: 'invite"\r\nX-Evil: 1.ics', content: 'BEGIN:VCALENDAR', contentType: 'text/calendar' },
        ],
      });
      const mail = await smtp.waitFor('an@example.com', () => true);
      expect(mail.to).toEqual(['an@example.com']);
      const headers = mail.raw.split(/\r\n\r\n/)[0]!;
      expect(headers).not.toMatch(/^Bcc:/im);
      expect(headers).not.toMatch(/^X-Injected:/im);
      expect(mail.raw).not.toMatch(/^X-Evil:/im);
      expect(mail.subject).toContain('Your application Bcc: evil@example.com X-Injected: 1');
    } finally {
      transport.close();
    }
  });
});

describe('extraHeaders', () => {
  it('keeps only the List-Unsubscribe fields, each value one line', () => {
    expect(
      extraHeaders({
        'List-Unsubscribe':
          '<https://jobs.example/api/job-alerts/unsubscribe?token=a.b>\r\nBcc: evil@example.com',
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
        Bcc: 'evil@example.com',
        'X-Anything': 'no',
      }),
    ).toEqual({
      'List-Unsubscribe': '<https://jobs.example/api/job-alerts/unsubscribe?token=a.b> Bcc: evil@example.com',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(extraHeaders(undefined)).toEqual({});
  });
});
