import { Suspense, lazy } from 'react';
import { Link } from 'react-router';
import { Trans } from '@lingui/react/macro';
import { useAddressLinks } from '@/lib/i18n/address-links';
import { loadCatalogs } from '@/lib/i18n/catalogs';
import { useHydrated } from '@/lib/use-hydrated';

function ContactFormUnavailable() {
  return (
    <p role="alert" className="text-slate-700">
      <Trans>
        The contact form could not be loaded. Please reload the page, or write to us at{' '}
        <a href="mailto:info@dottrip.dev" className="font-semibold text-blue-700 underline">
          info@dottrip.dev
        </a>
        .
      </Trans>
    </p>
  );
}

// The form shows packages/shared's validation messages: their catalog comes with its chunk.
const ContactForm = lazy(() =>
  Promise.all([import('./contact-form'), loadCatalogs(['shared'])]).then(
    ([module]) => ({ default: module.ContactForm }),
    () => ({ default: ContactFormUnavailable }),
  ),
);

/**
 * The contact form for pages where it sits below the fold (the home page): its code loads right
 * after the page instead of with it. The placeholder reserves the form's height.
 */
export function LazyContactForm() {
  const hydrated = useHydrated();
  const linkTo = useAddressLinks();
  const placeholder = (
    // About the form's own height, so the section barely changes size when it arrives. The link is the way on for a
    // reader whose browser runs no JavaScript: /contact's form works without it (decisions 1075, 1196).
    <div role="status" className="grid min-h-[26.5rem] place-content-center gap-2 text-center text-slate-600">
      <p>
        <Trans>Loading contact form…</Trans>
      </p>
      <p>
        <Trans>
          You can also write to us on the{' '}
          <Link to={linkTo('/contact')} className="font-semibold text-blue-700 underline">
            contact page
          </Link>
          .
        </Trans>
      </p>
    </div>
  );
  // A server-rendered page shows the placeholder until it is hydrated (decision 1000).
  if (!hydrated) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <ContactForm />
    </Suspense>
  );
}
