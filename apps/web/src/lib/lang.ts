import { i18n } from '@lingui/core';

// Letters only Vietnamese uses among the texts this product shows (tone marks and đ).
const VIETNAMESE = /[àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ]/i;

/**
 * A Vietnamese syllable written without its marks ("Ha", "Noi", "Nguyen", "truong"): an initial consonant, one to three
 * vowels and a final consonant, as the language builds them. A word that cannot be one ("Senior", "React", "Web",
 * "Developer": a cluster, an f/j/w/z, a final Vietnamese has not) is not Vietnamese (decision 1159).
 */
const SYLLABLE =
  /^(?:ngh|ng|gh|gi|kh|nh|ph|qu|th|tr|ch|[bcdghklmnprstvx])?[aeiouy]{1,3}(?:ch|ng|nh|[cmnpt])?$/i;
/** The Latin words of a text that have a vowel (an acronym, "FPT", "PHP", says nothing of its language). */
const WORDS = /[a-z]+/gi;

/** Whether any of `texts` is written in Vietnamese (it has a letter only Vietnamese uses). */
export function isVietnamese(...texts: Array<string | null | undefined>): boolean {
  return texts.some((text) => text && VIETNAMESE.test(text));
}

/** Whether `text` reads as English: no Vietnamese letter, and a word that cannot be a Vietnamese syllable. */
function looksEnglish(text: string): boolean {
  if (VIETNAMESE.test(text)) return false;
  return (text.match(WORDS) ?? []).some((word) => /[aeiouy]/i.test(word) && !SYLLABLE.test(word));
}

/**
 * The `lang` of a passage of user content (a posting's title, company, place or description), WCAG 3.1.2: screen
 * readers then pronounce it right. "vi" when it is written in Vietnamese (tone marks, đ); on a page read in Vietnamese,
 * "en" when every text given reads as English (decision 1159: "Senior React Developer", not "Ha Noi"); nothing (the
 * page's language) otherwise. The page's language is the app's active one (the server renderer activates it too, so
 * the rendered page and the app agree). Postings carry no language of their own yet (decision 311).
 */
export function textLang(...texts: Array<string | null | undefined>): 'vi' | 'en' | undefined {
  if (isVietnamese(...texts)) return 'vi';
  if (i18n.locale !== 'vi') return undefined;
  const given = texts.filter((text): text is string => Boolean(text));
  return given.length > 0 && given.every(looksEnglish) ? 'en' : undefined;
}
