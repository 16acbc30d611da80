import { useLingui } from '@lingui/react/macro';
import { useLocale } from '@/lib/i18n';
import type { Locale } from '@/lib/i18n';

/** Each language named in itself, so a reader who cannot read the current one still finds theirs. */
const LANGUAGES: { locale: Locale; short: string; name: string }[] = [
  { locale: 'en', short: 'EN', name: 'English' },
  { locale: 'vi', short: 'VI', name: 'Tiếng Việt' },
];

/**
 * The language switch of the public header, the dashboard and the profile: it changes the whole
 * interface at once, and the choice is remembered in this browser and, when signed in, for the account.
 */
export function LocaleSwitch({ className = '' }: { className?: string }) {
  const { t } = useLingui();
  const { locale, setLocale } = useLocale();
  return (
    <div
      role="group"
      aria-label={t`Language`}
      className={`inline-flex rounded-full border border-slate-300 p-0.5 ${className}`}
    >
      {LANGUAGES.map((language) => (
        <button
          key={language.locale}
          type="button"
          lang={language.locale}
          title={language.name}
          aria-label={language.name}
          aria-pressed={locale === language.locale}
          onClick={() => void setLocale(language.locale)}
          className={`min-h-8 min-w-10 rounded-full px-2 text-xs font-semibold ${
            locale === language.locale ? 'bg-blue-700 text-white' : 'text-slate-700 hover:bg-slate-100'
          }`}
        >
          {language.short}
        </button>
      ))}
    </div>
  );
}
