import { formatNumber } from '@app/shared';
import type { Locale } from '@app/shared';
import { translatorFor } from '../../lib/i18n';
import { cleanText, escapeHtml, oneLine, shorten } from './head';
import type { PagePosting } from './service';

/** The product's four job types as schema.org employmentType (Google for Jobs' vocabulary). */
export const EMPLOYMENT_TYPES: Record<string, string> = {
  'full-time': 'FULL_TIME',
  'part-time': 'PART_TIME',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
};

/** An absolute http(s) URL for a stored link (relative ones against the app's URL), else null. */
export function absoluteUrl(value: string | null, appUrl: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(oneLine(value), `${appUrl}/`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/**
 * "30M", "12,5M", "500.000": a figure as the board and every other screen write it (decisions 236 and 1055): millions
 * as M with a Vietnamese decimal comma, a smaller amount in full, the same in both languages.
 */
const millions = (vnd: number) =>
  vnd < 1_000_000 ? formatNumber(vnd, 'vi') : `${String(Math.round(vnd / 100_000) / 10).replace('.', ',')}M`;

/** The salary line of the page's description, in `locale`. */
export function salaryText(posting: PagePosting, locale: Locale): string {
  const tr = translatorFor(locale);
  const { salaryMin: min, salaryMax: max } = posting;
  if (min !== null && max !== null) {
    return tr('{min} – {max} VND a month', { min: millions(min), max: millions(max) });
  }
  if (min !== null) return tr('From {min} VND a month', { min: millions(min) });
  if (max !== null) return tr('Up to {max} VND a month', { max: millions(max) });
  return tr('Salary negotiable');
}

/** Title and description of a posting's page, and of its link previews. */
export function postingTexts(posting: PagePosting, locale: Locale) {
  const tr = translatorFor(locale);
  const title = tr('{title} at {company}', {
    title: oneLine(posting.title),
    company: oneLine(posting.company),
  });
  const place = posting.isRemote
    ? tr('{location} (remote possible)', { location: oneLine(posting.location) })
    : oneLine(posting.location);
  const summary = [oneLine(posting.company), place, salaryText(posting, locale)].filter(Boolean).join(' · ');
  const description = shorten(`${summary}. ${oneLine(posting.description)}`, 200);
  return { title, description, summary };
}

const paragraphs = (text: string) =>
  cleanText(text)
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escapeHtml(block).replace(/\n/g, '<br>')}</p>`)
    .join('');

const list = (heading: string, items: string[]) => {
  const kept = items.map(oneLine).filter(Boolean);
  return kept.length === 0
    ? ''
    : `<h3>${escapeHtml(heading)}</h3><ul>${kept.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
};

/**
 * schema.org JobPosting as Google for Jobs documents it (decision 501): the required title, description
 * (HTML), datePosted, hiringOrganization and jobLocation (or TELECOMMUTE with applicantLocationRequirements),
 * and the recommended validThrough, employmentType, baseSalary, identifier and directApply. Texts come from
 * the posting (its own language); the description's headings are in `locale`.
 */
export function jobPostingJsonLd(posting: PagePosting, locale: Locale, pageUrl: string, appUrl: string) {
  const tr = translatorFor(locale);
  const description =
    paragraphs(posting.description) +
    list(tr('Requirements'), posting.requirements) +
    list(tr('Skills'), posting.skills) +
    list(tr('Benefits'), posting.benefits);
  const logo = absoluteUrl(posting.logoUrl, appUrl);
  const website = absoluteUrl(posting.website, appUrl);
  const location = oneLine(posting.location);
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: oneLine(posting.title),
    description,
    identifier: { '@type': 'PropertyValue', name: oneLine(posting.company), value: posting.id },
    datePosted: posting.postedDate ?? posting.updatedAt,
    ...(posting.deadline ? { validThrough: posting.deadline } : {}),
    ...(EMPLOYMENT_TYPES[posting.type] ? { employmentType: EMPLOYMENT_TYPES[posting.type] } : {}),
    hiringOrganization: {
      '@type': 'Organization',
      name: oneLine(posting.company),
      ...(website ? { sameAs: website } : {}),
      ...(logo ? { logo } : {}),
    },
    ...(location
      ? {
          jobLocation: {
            '@type': 'Place',
            address: { '@type': 'PostalAddress', addressLocality: location, addressCountry: 'VN' },
          },
        }
      : {}),
    ...(posting.isRemote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: 'Vietnam' },
        }
      : {}),
    ...(posting.skills.length > 0 ? { skills: posting.skills.map(oneLine).join(', ') } : {}),
    url: pageUrl,
    directApply: true,
  };
  const { salaryMin: min, salaryMax: max } = posting;
  if (min !== null || max !== null) {
    data.baseSalary = {
      '@type': 'MonetaryAmount',
      currency: 'VND',
      value: {
        '@type': 'QuantitativeValue',
        ...(min !== null && max !== null && min !== max
          ? { minValue: min, maxValue: max }
          : { value: min ?? max }),
        unitText: 'MONTH',
      },
    };
  }
  return data;
}
