import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { CONTACT_FORM_ID, CONTACT_FORM_ID_SLOT, CONTACT_FORM_SENT } from '@app/shared';
import type { ContactFormSent } from '@app/shared';
import { ContactForm } from '@/features/contact/contact-form';
import { ContactPage } from '@/features/site/pages/contact-page';
import { givenData } from '@/lib/initial-data';

export function Component() {
  const [search] = useSearchParams();
  // The form the browser sent itself, as the server answered it (decision 1075): `?sent=1` once stored, or the
  // refused form the page was rendered with (read at the first render only; a later visit starts empty).
  const [refused] = useState(() => givenData<ContactFormSent>(CONTACT_FORM_SENT)?.body);
  // The id the server gave this page's form (decision 1124); the build's page holds the slot the server fills.
  const [formId] = useState(() => givenData<string>(CONTACT_FORM_ID)?.body ?? CONTACT_FORM_ID_SLOT);
  return (
    <ContactPage
      contactForm={<ContactForm confirmed={search.get('sent') === '1'} refused={refused} formId={formId} />}
    />
  );
}
