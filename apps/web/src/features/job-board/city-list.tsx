import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '@app/shared';
import type { Locale } from '@app/shared';
import type { BoardFilters } from '@/lib/jobs/filters';
import { LOCALE_PARAM } from '@/lib/i18n/locale';
import { useAddressLocale } from '@/lib/i18n/address-links';
import { writeBoardParams } from '@/lib/jobs/filters';
import { CITIES_PATH, listCities } from '@/lib/jobs/api';
import { initialBody } from '@/lib/initial-data';
import type { JobCitiesReply } from '@app/shared';
import { textLang } from '@/lib/lang';

type City = { name: string; count: number };

/** The open postings' cities, with counts, as links that set the location filter (issue 18; decision 531). */
export function CityList({ filters }: { filters: BoardFilters }) {
  const { t, i18n } = useLingui();
  // The language the address names goes along, for a reader without JavaScript (decision 1117).
  const lang = useAddressLocale();
  const locale = i18n.locale as Locale;
  // A server-rendered page starts with the cities it was rendered with (decision 1002).
  const [initial] = useState(() => initialBody<JobCitiesReply>(CITIES_PATH)?.cities);
  const [cities, setCities] = useState<City[]>(initial ?? []);
  useEffect(() => {
    if (initial) return;
    const controller = new AbortController();
    // A failure leaves the list out: the location field still takes any place.
    listCities(controller.signal).then(setCities, () => undefined);
    return () => controller.abort();
  }, [initial]);
  if (cities.length === 0) return null;
  const current = filters.location.trim().toLocaleLowerCase('vi-VN');
  return (
    <nav aria-label={t`Cities`} className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {cities.slice(0, 12).map((city) => {
          const active = city.name.toLocaleLowerCase('vi-VN') === current;
          const query = writeBoardParams({ ...filters, location: active ? '' : city.name }, 1);
          if (lang) query.set(LOCALE_PARAM, lang);
          const text = query.toString();
          const count = formatNumber(city.count, locale);
          return (
            <li key={city.name}>
              <Link
                to={text ? `/jobs?${text}` : '/jobs'}
                aria-current={active ? 'true' : undefined}
                className={`inline-flex items-center gap-1 rounded-full border px-3 py-1 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700 ${
                  active
                    ? 'border-blue-700 bg-blue-700 text-white'
                    : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100'
                }`}
              >
                <span lang={textLang(city.name)}>{city.name}</span>
                <span>({count})</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
