import type { ReactNode } from 'react';
import { Hero } from './hero';
import {
  ContactSection,
  DeveloperNetworkSection,
  FeaturedProjectsSection,
  JobsSection,
  ValuesSection,
} from './home-sections';

/** Spec §2's home page; the contact form comes from the route (features stay independent). */
export function HomePage({ contactForm }: { contactForm: ReactNode }) {
  return (
    <main>
      <Hero />
      <ValuesSection />
      <FeaturedProjectsSection />
      <DeveloperNetworkSection />
      <JobsSection />
      <ContactSection form={contactForm} />
    </main>
  );
}
