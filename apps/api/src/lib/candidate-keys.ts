import { fold } from './tenancy';

/** Digits only, with Vietnam's +84 / 84 country prefix turned into the national leading 0. */
export function normalizePhone(value: string | null | undefined): string | null {
  if (!value) return null;
  let digits = value.replace(/[^\d+]/g, '');
  if (digits.startsWith('+84')) digits = `0${digits.slice(3)}`;
  else if (digits.startsWith('0084')) digits = `0${digits.slice(4)}`;
  else if (digits.startsWith('84') && digits.length >= 11) digits = `0${digits.slice(2)}`;
  digits = digits.replace(/\D/g, '');
  return digits.length >= 6 ? digits : null;
}

/** A name without case, Vietnamese diacritics or extra spaces: "Nguyễn  Văn Đạt" → "nguyen van dat". */
export function nameKey(value: string): string {
  return fold(value).replace(/\s+/g, ' ').trim();
}

/**
 * What candidate search runs over: name, headline and skills, folded (without diacritics). The name key
 * (the name with spaces collapsed) is there too, from before the fold dropped diacritics (decision 295).
 */
export function candidateSearchText(name: string, headline: string, skills: string[]): string {
  return fold([name, nameKey(name), headline, ...skills].join('\u0001'));
}
