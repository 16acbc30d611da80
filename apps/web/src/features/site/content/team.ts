/** Spec §3: a team member on /team. */
export type TeamMember = {
  id: number;
  name: string;
  role: string;
  /** No photos are shipped: the page shows initials avatars (spec §2), so this stays null. */
  imageUrl: string | null;
  bio: string;
  fullBio: string;
  socialLinks: { github: string; twitter: string; linkedin: string };
};

export const TEAM: readonly TeamMember[] = [
  {
    id: 1,
    name: 'Linh Tran',
    role: 'Founder & CEO',
    imageUrl: null,
    bio: 'Started DotTrip in 2020 to make great software open to everyone.',
    fullBio:
      'Linh has fifteen years of experience building developer tools and leads the company’s vision and open-source strategy.',
    socialLinks: {
      github: 'https://github.com/linhtran',
      twitter: 'https://twitter.com/linhtran',
      linkedin: 'https://www.linkedin.com/in/linhtran',
    },
  },
  {
    id: 2,
    name: 'Marcus Weber',
    role: 'Chief Technology Officer',
    imageUrl: null,
    bio: 'Architect of the DotTrip platform and its plugin system.',
    fullBio:
      'Marcus designs the architecture behind our projects and mentors contributors on performance and reliability.',
    socialLinks: {
      github: 'https://github.com/marcusweber',
      twitter: 'https://twitter.com/marcusweber',
      linkedin: 'https://www.linkedin.com/in/marcusweber',
    },
  },
  {
    id: 3,
    name: 'Aisha Okafor',
    role: 'Head of Design',
    imageUrl: null,
    bio: 'Makes our tools clear, accessible and pleasant to use.',
    fullBio: 'Aisha leads product design and accessibility reviews, and maintains the DotTrip design system.',
    socialLinks: {
      github: 'https://github.com/aishaokafor',
      twitter: 'https://twitter.com/aishaokafor',
      linkedin: 'https://www.linkedin.com/in/aishaokafor',
    },
  },
  {
    id: 4,
    name: 'Hiro Tanaka',
    role: 'Community Lead',
    imageUrl: null,
    bio: 'Connects thousands of developers in the DotTrip network.',
    fullBio:
      'Hiro runs our meetups, contributor programme and forums, and makes sure every newcomer finds a first issue.',
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

export type JobOpening = { id: number; title: string; type: string; location: string; summary: string };

/** Spec §2: the two fixed openings on /team, each applied for by e-mail. */
export const OPENINGS: readonly JobOpening[] = [
  {
    id: 1,
    title: 'Senior Frontend Engineer',
    type: 'Full-time',
    location: 'Remote',
    summary: 'Build accessible, fast interfaces in React and TypeScript for our open-source products.',
  },
  {
    id: 2,
    title: 'Developer Advocate',
    type: 'Full-time',
    location: 'Ho Chi Minh City or remote',
    summary: 'Grow our developer community through talks, tutorials and hands-on help for contributors.',
  },
];
