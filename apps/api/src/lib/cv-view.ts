import mammoth from 'mammoth';
import sanitizeHtml from 'sanitize-html';
import { escapeHtml } from '../mail/layout';
import { headerFileName } from './download';

/**
 * A DOCX CV as a standalone HTML page for the inline viewer (issue 18, decision 1105). mammoth keeps the document's
 * structure (headings, paragraphs, lists, tables, emphasis, links, images as data: addresses); sanitize-html then keeps
 * only those elements, links with http(s) or mailto and images with data: addresses, so nothing the file carried can
 * run or load anything. The page is also served with a CSP sandbox. Returns null when the file cannot be read.
 */
export async function docxToHtml(data: Buffer, title: string, lang: string): Promise<string | null> {
  let converted: string;
  try {
    converted = (await mammoth.convertToHtml({ buffer: data })).value;
  } catch {
    return null;
  }
  const body = sanitizeHtml(converted, {
    allowedTags: [
      'h1',
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'sub',
      'sup',
      'ul',
      'ol',
      'li',
      'table',
      'thead',
      'tbody',
      'tr',
      'th',
      'td',
      'a',
      'img',
      'blockquote',
    ],
    allowedAttributes: {
      a: ['href'],
      img: ['src', 'alt'],
      td: ['colspan', 'rowspan'],
      th: ['colspan', 'rowspan'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowedSchemesByTag: { img: ['data'] },
    allowProtocolRelative: false,
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer nofollow', target: '_blank' }),
    },
  });
  return `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title><style>body{font-family:Arial,Helvetica,sans-serif;line-height:1.5;color:#111;background:#fff;max-width:820px;margin:0 auto;padding:24px}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:4px 8px}img{max-width:100%}</style></head><body>${body || '<p></p>'}</body></html>`;
}

/**
 * The headers of a CV shown inline: shown, not downloaded; its type as detected at upload (never sniffed); and a
 * sandbox so that the document, opened directly, runs nothing and reaches nothing.
 */
export function inlineCvHeaders(filename: string): Record<string, string> {
  return {
    'content-disposition': `inline; filename*=UTF-8''${headerFileName(filename)}`,
    'x-content-type-options': 'nosniff',
    'content-security-policy':
      "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-ancestors 'self'",
    'cache-control': 'private, no-store',
  };
}
