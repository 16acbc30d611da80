import { Suspense, lazy } from 'react';
import { Trans } from '@lingui/react/macro';
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
  const placeholder = (
    // About the form's own height, so the section barely changes size when it arrives.
    <div role="status" className="grid min-h-[26.5rem] place-items-center text-slate-600">
      <Trans>Loading contact form…</Trans>
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
