import { Suspense, lazy } from 'react';

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
    <Suspense
      fallback={
        // About the form's own height, so the section barely changes size when it arrives.
        <div role="status" className="grid min-h-[26.5rem] place-items-center text-slate-600">
          Loading contact form…
        </div>
      }
    >
      <ContactForm />
    </Suspense>
  );
}
