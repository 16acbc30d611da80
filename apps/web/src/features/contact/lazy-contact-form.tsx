import { Suspense, lazy } from 'react';
import { Spinner } from '@/components/spinner';

function ContactFormUnavailable() {
  return (
    <p role="alert" className="text-slate-700">
      The contact form could not be loaded. Please reload the page, or write to us at{' '}
      <a href="mailto:info@dottrip.dev" className="font-semibold text-blue-700 underline">
        info@dottrip.dev
      </a>
      .
    </p>
  );
}

const ContactForm = lazy(() =>
  import('./contact-form').then(
    (module) => ({ default: module.ContactForm }),
    () => ({ default: ContactFormUnavailable }),
  ),
);

/**
 * The contact form for pages where it sits below the fold (the home page): its code loads right
 * after the page instead of with it. The placeholder reserves the form's height.
 */
export function LazyContactForm() {
  return (
    <Suspense fallback={<Spinner label="Loading contact form…" className="min-h-[29rem]" />}>
      <ContactForm />
    </Suspense>
  );
}
