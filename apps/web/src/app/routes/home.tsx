import { LazyContactForm } from '@/features/contact/lazy-contact-form';
import { HomePage } from '@/features/site/home/home-page';

export function Component() {
  return <HomePage contactForm={<LazyContactForm />} />;
}
