import { Link } from 'react-router';
import { Trans, useLingui } from '@lingui/react/macro';

type Props = { page: number; pageCount: number; hrefFor: (page: number) => string };

/** Numbered pages around the current one, as links (every page has its own address). */
export function Pagination({ page, pageCount, hrefFor }: Props) {
  const { t } = useLingui();
  if (pageCount <= 1) return null;
  const first = Math.max(1, Math.min(page - 2, pageCount - 4));
  const pages = Array.from({ length: Math.min(5, pageCount) }, (_, i) => first + i);
  const item =
    'inline-flex min-w-10 items-center justify-center rounded-md border px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-700';
  return (
    <nav aria-label={t`Pagination`} className="mt-8 flex flex-wrap items-center justify-center gap-2">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={`${item} border-slate-300 text-slate-800 hover:bg-slate-100`}>
          <Trans>Previous</Trans>
        </Link>
      ) : (
        <span aria-disabled="true" className={`${item} border-slate-200 text-slate-500`}>
          <Trans>Previous</Trans>
        </span>
      )}
      {pages.map((n) => (
        <Link
          key={n}
          to={hrefFor(n)}
          aria-label={t`Page ${n}`}
          aria-current={n === page ? 'page' : undefined}
          className={`${item} ${
            n === page
              ? 'border-blue-700 bg-blue-700 text-white'
              : 'border-slate-300 text-slate-800 hover:bg-slate-100'
          }`}
        >
          {n}
        </Link>
      ))}
      {page < pageCount ? (
        <Link to={hrefFor(page + 1)} className={`${item} border-slate-300 text-slate-800 hover:bg-slate-100`}>
          <Trans>Next</Trans>
        </Link>
      ) : (
        <span aria-disabled="true" className={`${item} border-slate-200 text-slate-500`}>
          <Trans>Next</Trans>
        </span>
      )}
    </nav>
  );
}
