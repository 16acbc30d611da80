import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { MailAttachment } from '../db/schema';
import { attachmentName, extraHeaders, headerText } from '../lib/mail-headers';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments: MailAttachment[];
  headers?: Record<string, string>;
};

export type MailTransport = {
  /** Where mail goes, for the start-up log. */
  description: string;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
};

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  // nodemailer waits up to 10 min on a silent socket by default; a stuck send holds its mail (the outbox renews
  // the lease while this instance lives), so it must end in bounded time.
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  });
  const url = new URL(smtpUrl);
  return {
    description: `SMTP ${url.hostname}:${url.port || (url.protocol === 'smtps:' ? 465 : 587)}`,
    async send(mail) {
      await transporter.sendMail({
        from,
        to: mail.to,
        // Rows written before the outbox cleaned headers, and any future writer, pass the same filter.
        subject: headerText(mail.subject),
        text: mail.text,
        html: mail.html,
        headers: extraHeaders(mail.headers),
        attachments: mail.attachments.map((a) => ({
          filename: attachmentName(a.filename),
          content: a.content,
          contentType: a.contentType,
        })),
      });
    },
    close: () => transporter.close(),
  };
}

/** Without SMTP_URL the mail is written to the log (and stays in the outbox table). */
export function createLogTransport(logger: FastifyBaseLogger): MailTransport {
  return {
    description: 'the log (SMTP_URL is not set)',
    async send(mail) {
      logger.info(
        { mail: { to: mail.to, subject: mail.subject, text: mail.text } },
        'mail (not sent: no SMTP_URL)',
      );
    },
    close: () => undefined,
  };
}
