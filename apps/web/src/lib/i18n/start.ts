import { activateLocale } from './catalogs';
import { detectLocale, markDocumentLocale, rememberLocale } from './locale';

/** Before the first render: the language is chosen and the shell's catalog is loaded in it. */
export async function startI18n(locale = detectLocale()): Promise<void> {
  markDocumentLocale(locale);
  // An address with ?lang= is a choice too (a shared link): later pages keep it.
  if (new URLSearchParams(window.location.search).has('lang')) rememberLocale(locale);
  await activateLocale(locale);
}
