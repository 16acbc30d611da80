import type { MouseEvent } from 'react';
import { useLocation } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { LANGUAGE_CHOICE_PATH } from '@app/shared';
import { servedSearch } from '@/lib/hydration-slices';
import { useLocale } from '@/lib/i18n';
import type { Locale } from '@/lib/i18n';

/** Each language named in itself, so a reader who cannot read the current one still finds theirs. */
const LANGUAGES: { locale: Locale; short: string; name: string }[] = [
  { locale: 'en', short: 'EN', name: 'English' },
  { locale: 'vi', short: 'VI', name: 'Tiếng Việt' },
];

/**
 * The page the switch's form comes back to: the current path with its query. While a server-rendered page hydrates,
 * the query it was served with (the address can change before a waiting slice hydrates, and Preact keeps the served
 * attribute then, hydration-slices.tsx): the value is the server's, and a form sent before the app runs names it.
 */
function useCurrentPage(): string {
  const { pathname, search } = useLocation();
  return `${pathname}${servedSearch() ?? search}`;
}

/**
 * The language switch of the public header, the dashboard and the profile: it changes the whole
 * interface at once, and the choice is remembered in this browser and, when signed in, for the account.
 *
 * Its buttons submit a small POST form (decision 1216): without JavaScript, or before the app has started, the browser
 * sends the choice itself; the server remembers it (the `lang` cookie) and answers with the same page in that
 * language. With JavaScript the click is handled here, as before: no reload, the account told through
 * `onLocaleChosen`.
 */
export function LocaleSwitch({ className = '' }: { className?: string }) {
  const { t } = useLingui();
  const { locale, setLocale } = useLocale();
  const page = useCurrentPage();
  const choose = (chosen: Locale) => (event: MouseEvent) => {
    event.preventDefault();
    void setLocale(chosen);
  };
  return (
    <div
      role="group"
      aria-label={t`Language`}
      className={`inline-flex rounded-full border border-slate-300 p-0.5 ${className}`}
    >
      {/* Laid out as if absent (`contents`): the buttons stay the group's own items, where they always were. */}
      <form method="post" action={LANGUAGE_CHOICE_PATH} className="contents">
        <input type="hidden" name="next" value={page} />
        {LANGUAGES.map((language) => (
          <button
            key={language.locale}
            type="submit"
            name="lang"
            value={language.locale}
            lang={language.locale}
            title={language.name}
            aria-label={language.name}
            aria-pressed={locale === language.locale}
            onClick={choose(language.locale)}
            className={`min-h-8 min-w-10 rounded-full px-2 text-xs font-semibold ${
              locale === language.locale ? 'bg-blue-700 text-white' : 'text-slate-700 hover:bg-slate-100'
            }`}
          >
            {language.short}
          </button>
        ))}
      </form>
    </div>
  );
}
