import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '@app/shared';
import type { Locale } from '@app/shared';
import { secondaryButtonClass } from './styles';

/** Previous / Page N of M / Next, shown only when there is more than one page. */
export function Pager({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  const { t, i18n } = useLingui();
  if (pages <= 1) return null;
  const locale = i18n.locale as Locale;
  const current = formatNumber(page, locale);
  const total = formatNumber(pages, locale);
  return (
    <nav aria-label={t`Pages`} className="mt-4 flex items-center gap-3 text-sm text-slate-200">
      <button
        type="button"
        className={secondaryButtonClass}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        <Trans>Previous</Trans>
      </button>
      <span>
        <Trans>
          Page {current} of {total}
        </Trans>
      </span>
      <button
        type="button"
        className={secondaryButtonClass}
        disabled={page >= pages}
        onClick={() => onPage(page + 1)}
      >
        <Trans>Next</Trans>
      </button>
    </nav>
  );
}
