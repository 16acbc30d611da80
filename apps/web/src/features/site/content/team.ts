import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** Spec §3: a team member on /team (role and biographies are messages, shown with `i18n._`). */
export type TeamMember = {
  id: number;
  name: string;
  role: MessageDescriptor;
  /** No photos are shipped: the page shows initials avatars (spec §2), so this stays null. */
  imageUrl: string | null;
  bio: MessageDescriptor;
  fullBio: MessageDescriptor;
  socialLinks: { github: string; twitter: string; linkedin: string };
};

export const TEAM: readonly TeamMember[] = [
  {
    id: 1,
    name: 'Linh Tran',
    role: msg`Founder & CEO`,
    imageUrl: null,
    bio: msg`Started DotTrip in 2020 to make great software open to everyone.`,
    fullBio: msg`Linh has fifteen years of experience building developer tools and leads the company’s vision and open-source strategy.`,
    socialLinks: {
      github: 'https://github.com/linhtran',
      twitter: 'https://twitter.com/linhtran',
      linkedin: 'https://www.linkedin.com/in/linhtran',
    },
  },
  {
    id: 2,
    name: 'Marcus Weber',
    role: msg`Chief Technology Officer`,
    imageUrl: null,
    bio: msg`Architect of the DotTrip platform and its plugin system.`,
    fullBio: msg`Marcus designs the architecture behind our projects and mentors contributors on performance and reliability.`,
    socialLinks: {
      github: 'https://github.com/marcusweber',
      twitter: 'https://twitter.com/marcusweber',
      linkedin: 'https://www.linkedin.com/in/marcusweber',
    },
  },
  {
    id: 3,
    name: 'Aisha Okafor',
    role: msg`Head of Design`,
    imageUrl: null,
    bio: msg`Makes our tools clear, accessible and pleasant to use.`,
    fullBio: msg`Aisha leads product design and accessibility reviews, and maintains the DotTrip design system.`,
    socialLinks: {
      github: 'https://github.com/aishaokafor',
      twitter: 'https://twitter.com/aishaokafor',
      linkedin: 'https://www.linkedin.com/in/aishaokafor',
    },
  },
  {
    id: 4,
    name: 'Hiro Tanaka',
    role: msg`Community Lead`,
    imageUrl: null,
    bio: msg`Connects thousands of developers in the DotTrip network.`,
    fullBio: msg`Hiro runs our meetups, contributor programme and forums, and makes sure every newcomer finds a first issue.`,
    socialLinks: {
      github: 'https://github.com/hirotanaka',
      twitter: 'https://twitter.com/hirotanaka',
      linkedin: 'https://www.linkedin.com/in/hirotanaka',
    },
  },
];

/** "Linh Tran" → "LT". */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');

/** An opening; its texts are messages, shown with `i18n._`. */
export type JobOpening = {
  id: number;
  title: MessageDescriptor;
  type: MessageDescriptor;
  location: MessageDescriptor;
  summary: MessageDescriptor;
};

/** Spec §2: the two fixed openings on /team, each applied for by e-mail. */
export const OPENINGS: readonly JobOpening[] = [
  {
    id: 1,
    title: msg`Senior Frontend Engineer`,
    type: msg`Full-time`,
    location: msg`Remote`,
    summary: msg`Build accessible, fast interfaces in React and TypeScript for our open-source products.`,
  },
  {
    id: 2,
    title: msg`Developer Advocate`,
    type: msg`Full-time`,
    location: msg`Ho Chi Minh City or remote`,
    summary: msg`Grow our developer community through talks, tutorials and hands-on help for contributors.`,
  },
];
