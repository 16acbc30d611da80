import type { Locale } from '@app/shared';
import { translatorFor } from '../lib/i18n';
import { BRAND, escapeHtml, publicLink } from './layout';
import type { MailContent } from './outbox';

export type AlertPosting = { id: string; title: string; company: string; location: string };

/** The most postings one alert mail lists; the mail links to the board for the rest. */
export const ALERT_MAIL_MAX_POSTINGS = 20;

/**
 * A job alert's mail (issue 18): the new postings with their links, the board's search, and a one-click unsubscribe
 * link that works without signing in (also offered to mail programs through List-Unsubscribe, RFC 8058).
 * Every text from users (alert name, titles, companies) is escaped in the HTML part.
 */
export function jobAlertMail(input: {
  locale: Locale;
  to: string;
  name: string;
  alertName: string;
  postings: AlertPosting[];
  /** All the matches, which may be more than the postings listed. */
  total: number;
  appUrl: string;
  searchUrl: string;
  /** The page that confirms the unsubscribe (GET shows it; its button POSTs). */
  unsubscribeUrl: string;
  /** RFC 8058's one-click POST target. */
  oneClickUrl: string;
}): MailContent {
  const tr = translatorFor(input.locale);
  const subject = tr('{count, plural, one {# new job} other {# new jobs}} for your alert “{alert}”', {
    count: input.total,
    alert: input.alertName,
  });
  const hello = tr('Hello {name},', { name: input.name });
  const intro = tr(
    '{count, plural, one {# job posted since the last mail matches your alert “{alert}”.} other {# jobs posted since the last mail match your alert “{alert}”.}}',
    { count: input.total, alert: input.alertName },
  );
  const more =
    input.total > input.postings.length
      ? tr('The {count} newest are listed here; see them all on the board.', { count: input.postings.length })
      : null;
  const seeAll = tr('See this search on the board');
  const why = tr('You receive this mail because you saved this search on {brand}.', { brand: BRAND });
  const unsubscribe = tr('Unsubscribe from this alert');
  const manage = tr('Manage your job alerts');
  const signature = tr('— The {brand} team', { brand: BRAND });
  // The public pages the mail links to open in the mail's language: English has no parameter, Vietnamese `lang=vi`
  // (decisions 360 and 1057). The dashboard's page follows the account's language by itself.
  const inLanguage = (url: string) => publicLink(url, input.locale);
  const jobUrl = (id: string) => inLanguage(`${input.appUrl}/jobs/${encodeURIComponent(id)}`);
  const searchUrl = inLanguage(input.searchUrl);
  const unsubscribeUrl = inLanguage(input.unsubscribeUrl);
  const manageUrl = `${input.appUrl}/dashboard/job-alerts`;

  const lines = input.postings.map((p) => `- ${p.title} · ${p.company} · ${p.location}\n  ${jobUrl(p.id)}`);
  const text = [
    hello,
    intro,
    lines.join('\n'),
    ...(more ? [more] : []),
    `${seeAll}: ${searchUrl}`,
    '',
    signature,
    `${why}\n${unsubscribe}: ${unsubscribeUrl}\n${manage}: ${manageUrl}`,
  ].join('\n\n');

  const p = (content: string, style = 'margin:0 0 16px') => `<p style="${style}">${content}</p>`;
  const items = input.postings
    .map(
      (posting) =>
        `<li style="margin:0 0 12px"><a href="${escapeHtml(jobUrl(posting.id))}" style="color:#1d4ed8;font-weight:bold">${escapeHtml(posting.title)}</a><br><span style="color:#333">${escapeHtml(posting.company)} · ${escapeHtml(posting.location)}</span></li>`,
    )
    .join('');
  const html = `<!doctype html><html lang="${input.locale}"><body style="font-family:Arial,sans-serif;color:#111;max-width:560px;margin:auto;padding:24px">${p(escapeHtml(hello))}${p(escapeHtml(intro))}<ul style="padding-left:20px;margin:0 0 16px">${items}</ul>${more ? p(escapeHtml(more)) : ''}${p(`<a href="${escapeHtml(searchUrl)}" style="background:#2563eb;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escapeHtml(seeAll)}</a>`, 'margin:24px 0')}${p(escapeHtml(signature), 'color:#555')}${p(`${escapeHtml(why)}<br><a href="${escapeHtml(unsubscribeUrl)}" style="color:#555">${escapeHtml(unsubscribe)}</a> · <a href="${escapeHtml(manageUrl)}" style="color:#555">${escapeHtml(manage)}</a>`, 'color:#555;font-size:12px;margin:24px 0 0')}</body></html>`;

  return {
    to: input.to,
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${input.oneClickUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
