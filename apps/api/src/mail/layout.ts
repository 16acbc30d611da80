import type { Locale } from '@app/shared';
import type { MailAttachment } from '../db/schema';
import { translatorFor } from '../lib/i18n';
import type { MailContent } from './outbox';

export const BRAND = 'DotTrip';

/**
 * A link to a public page opens it in the mail's language: English has no parameter, Vietnamese `lang=vi`
 * (decisions 360, 1057 and 1084). Public pages take their language from the address first, so the reader's browser
 * (a phone, a work computer set to English) cannot turn a Vietnamese mail's page into English. Pages behind sign-in
 * follow the account's language by themselves and keep bare links.
 */
export const publicLink = (url: string, locale: Locale) =>
  locale === 'en' ? url : `${url}${url.includes('?') ? '&' : '?'}lang=${locale}`;

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * One layout for every mail: the same text in plain and HTML form, with optional attachments. `subject`,
 * `paragraphs` and the action's label come translated; the footer is written in `locale`.
 */
export function layout(
  locale: Locale,
  to: string,
  subject: string,
  paragraphs: string[],
  action?: { label: string; url: string },
  attachments?: MailAttachment[],
): MailContent {
  const tr = translatorFor(locale);
  const signature = tr('— The {brand} team', { brand: BRAND });
  const text = [...paragraphs, ...(action ? [`${action.label}: ${action.url}`] : []), '', signature].join(
    '\n\n',
  );
  const body = paragraphs
    .map((p) => `<p style="margin:0 0 16px">${escapeHtml(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
  const button = action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:#2563eb;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>`
    : '';
  const html = `<!doctype html><html lang="${locale}"><body style="font-family:Arial,sans-serif;color:#111;max-width:560px;margin:auto;padding:24px">${body}${button}<p style="color:#555">${escapeHtml(signature)}</p></body></html>`;
  return { to, subject, text, html, ...(attachments ? { attachments } : {}) };
}
