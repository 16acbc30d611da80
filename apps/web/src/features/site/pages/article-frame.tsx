import type { ReactNode } from 'react';
import { Link } from 'react-router';
import ArrowLeft from 'lucide-react/icons/arrow-left';
import { useAddressLinks } from '@/lib/i18n/address-links';

/** The way back from an article to its list (a blog post, a resource article), in the address's language (decision 1122). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  const linkTo = useAddressLinks();
  return (
    <Link
      to={linkTo(to)}
      className="inline-flex items-center gap-1 font-semibold text-blue-700 hover:text-blue-900"
    >
      <ArrowLeft size={18} aria-hidden="true" /> {children}
    </Link>
  );
}

/** An article's page before it is ready: busy while loading, then a heading that says what went wrong and the way back. */
export function ArticleNotReady({
  status,
  missing,
  failed,
  back,
}: {
  status: 'loading' | 'missing' | 'failed';
  missing: ReactNode;
  failed: ReactNode;
  back: ReactNode;
}) {
  return (
    <main className="mx-auto max-w-3xl px-4 py-24 sm:px-6" aria-busy={status === 'loading'}>
      {status !== 'loading' && (
        <>
          <h1 className="mb-6 text-3xl font-bold text-slate-900">
            {status === 'missing' ? missing : failed}
          </h1>
          {back}
        </>
      )}
    </main>
  );
}
