import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { cover } from './covers';

/** Spec §3: a project shown on /projects (its texts in English; `PROJECT_TEXTS` has them as messages). */
export type Project = {
  id: number;
  title: string;
  description: string;
  imageUrl: string;
  tags: string[];
  githubUrl: string;
  demoUrl: string;
  details: string;
};

/** Spec §2: the five fixed projects of /projects. */
export const PROJECTS: readonly Project[] = [
  {
    id: 1,
    title: 'DotTrip Recruit',
    description: 'An open recruitment platform: job board, candidate tracking and interview scheduling.',
    imageUrl: cover('#1d4ed8', '#7c3aed', 'R'),
    tags: ['React', 'TypeScript', 'Node.js'],
    githubUrl: 'https://github.com/dottrip/recruit',
    demoUrl: 'https://recruit.dottrip.dev',
    details: 'Self-hostable, with role-based access for staff, employers and members.',
  },
  {
    id: 2,
    title: 'TripMap',
    description: 'Offline-first travel planner that syncs itineraries between devices.',
    imageUrl: cover('#0f766e', '#0369a1', 'T'),
    tags: ['React', 'PWA', 'Maps'],
    githubUrl: 'https://github.com/dottrip/tripmap',
    demoUrl: 'https://tripmap.dottrip.dev',
    details: 'Works without a connection and merges edits made on several devices.',
  },
  {
    id: 3,
    title: 'Pulse Metrics',
    description: 'Lightweight, privacy-friendly analytics for web applications.',
    imageUrl: cover('#b45309', '#be123c', 'P'),
    tags: ['Go', 'Analytics', 'PostgreSQL'],
    githubUrl: 'https://github.com/dottrip/pulse',
    demoUrl: 'https://pulse.dottrip.dev',
    details: 'A single binary with no cookies and a dashboard that loads in under a second.',
  },
  {
    id: 4,
    title: 'Formwright',
    description: 'Accessible form components with validation for React applications.',
    imageUrl: cover('#4338ca', '#0e7490', 'F'),
    tags: ['React', 'TypeScript', 'Accessibility'],
    githubUrl: 'https://github.com/dottrip/formwright',
    demoUrl: 'https://formwright.dottrip.dev',
    details: 'Keyboard and screen-reader tested, themeable with CSS variables.',
  },
  {
    id: 5,
    title: 'Dockhand',
    description: 'Command-line tool to build, ship and roll back containerised services.',
    imageUrl: cover('#334155', '#15803d', 'D'),
    tags: ['Go', 'DevOps', 'CLI'],
    githubUrl: 'https://github.com/dottrip/dockhand',
    demoUrl: 'https://dockhand.dottrip.dev',
    details: 'Zero-downtime deploys with health checks and one-command rollbacks.',
  },
];

/**
 * The projects' texts as messages, by project id: the page shows these (`i18n._`) in the active
 * language. The English in `PROJECTS` above is the spec §3 data, word for word the same.
 */
export const PROJECT_TEXTS: Record<
  Project['id'],
  { description: MessageDescriptor; details: MessageDescriptor }
> = {
  1: {
    description: msg`An open recruitment platform: job board, candidate tracking and interview scheduling.`,
    details: msg`Self-hostable, with role-based access for staff, employers and members.`,
  },
  2: {
    description: msg`Offline-first travel planner that syncs itineraries between devices.`,
    details: msg`Works without a connection and merges edits made on several devices.`,
  },
  3: {
    description: msg`Lightweight, privacy-friendly analytics for web applications.`,
    details: msg`A single binary with no cookies and a dashboard that loads in under a second.`,
  },
  4: {
    description: msg`Accessible form components with validation for React applications.`,
    details: msg`Keyboard and screen-reader tested, themeable with CSS variables.`,
  },
  5: {
    description: msg`Command-line tool to build, ship and roll back containerised services.`,
    details: msg`Zero-downtime deploys with health checks and one-command rollbacks.`,
  },
};

/** Every tag used by the projects, in first-seen order: the filter buttons. */
export const PROJECT_TAGS: readonly string[] = [...new Set(PROJECTS.flatMap((project) => project.tags))];
