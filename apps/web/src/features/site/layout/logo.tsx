import { Link } from 'react-router';
import { useLingui } from '@lingui/react/macro';

/** The site's name, a link to the home page (`to`: with the address's language, decision 1122). */
export function Logo({ to = '/', onClick }: { to?: string; onClick?: () => void }) {
  const { t } = useLingui();
  return (
    <Link
      to={to}
      onClick={onClick}
      className="flex items-center gap-2 rounded-md text-xl font-bold text-slate-900"
      aria-label={t`DotTrip home`}
    >
      <span
        aria-hidden="true"
        className="flex h-9 w-9 items-center justify-center rounded-lg bg-gradient-to-br from-blue-700 to-violet-700 text-base text-white"
      >
        D
      </span>
      <span aria-hidden="true">DotTrip</span>
    </Link>
  );
}
