import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { useAddressLinks } from '@/lib/i18n/address-links';

export function Component() {
  // Home in the language the address names (decision 1122).
  const linkTo = useAddressLinks();
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center text-slate-900">
      <p className="text-sm font-semibold tracking-wide text-blue-700 uppercase">404</p>
      <h1 className="mt-2 text-3xl font-bold">
        <Trans>Page not found</Trans>
      </h1>
      <p className="mt-4 text-slate-700">
        <Trans>The page you are looking for does not exist or has moved.</Trans>
      </p>
      <Link
        to={linkTo('/')}
        className="mt-8 rounded-lg bg-blue-700 px-5 py-2.5 font-semibold text-white hover:bg-blue-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
      >
        <Trans>Back to home</Trans>
      </Link>
    </main>
  );
}
