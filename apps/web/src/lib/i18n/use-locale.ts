import { useCallback } from 'react';
import { useLingui } from '@lingui/react';
import { activateLocale } from './catalogs';
import { markDocumentLocale, rememberLocale } from './locale';
import type { Locale } from './locale';

type Listener = (locale: Locale) => void;
const listeners = new Set<Listener>();

/** Called after every switch made by the person (the account remembers it, the address shows it). */
export function onLocaleChosen(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Switches the interface now, and remembers the choice in this browser. */
export async function chooseLocale(locale: Locale): Promise<void> {
  await activateLocale(locale);
  rememberLocale(locale);
  markDocumentLocale(locale);
  for (const listener of listeners) listener(locale);
}

/**
 * Follows the account's language at sign-in (the last choice made while signed in, or the language
 * it registered in); nobody is told, since nothing was chosen here.
 */
export async function adoptLocale(locale: Locale): Promise<void> {
  await activateLocale(locale);
  rememberLocale(locale);
  markDocumentLocale(locale);
}

/** The active language and a switch to another one. */
export function useLocale(): { locale: Locale; setLocale: (locale: Locale) => Promise<void> } {
  const { i18n } = useLingui();
  const setLocale = useCallback((locale: Locale) => chooseLocale(locale), []);
  return { locale: i18n.locale as Locale, setLocale };
}
