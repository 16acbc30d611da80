import { ContactForm } from '@/features/contact/contact-form';
import { ContactPage } from '@/features/site/pages/contact-page';

export function Component() {
  return <ContactPage contactForm={<ContactForm />} />;
}
