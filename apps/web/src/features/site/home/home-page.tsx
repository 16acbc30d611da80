import type { ReactNode } from 'react';
import { HydrationSlice } from '@/lib/hydration-slices';
import { Hero } from './hero';
import {
  ContactSection,
  DeveloperNetworkSection,
  FeaturedProjectsSection,
  JobsSection,
  ValuesSection,
} from './home-sections';

/**
 * Spec §2's home page; the contact form comes from the route (features stay independent). Each section (one
 * element) hydrates in a task of its own (decision 1016).
 */
export function HomePage({ contactForm }: { contactForm: ReactNode }) {
  return (
    <main>
      <HydrationSlice>
        <Hero />
      </HydrationSlice>
      <HydrationSlice>
        <ValuesSection />
      </HydrationSlice>
      <HydrationSlice>
        <FeaturedProjectsSection />
      </HydrationSlice>
      <HydrationSlice>
        <DeveloperNetworkSection />
      </HydrationSlice>
      <HydrationSlice>
        <JobsSection />
      </HydrationSlice>
      <HydrationSlice>
        <ContactSection form={contactForm} />
      </HydrationSlice>
    </main>
  );
}
