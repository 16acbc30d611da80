import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { cover } from './covers';

/** Spec §3: a project featured on the home page (title and description are messages, shown with `i18n._`). */
export type FeaturedProject = {
  id: number;
  title: MessageDescriptor;
  description: MessageDescriptor;
  image: string;
  tags: string[];
  link: string;
};

/** Spec §2: the four featured projects on the home page, each linking to /projects. */
export const FEATURED_PROJECTS: readonly FeaturedProject[] = [
  {
    id: 1,
    title: msg`Project Alpha`,
    description: msg`A modular web framework for building fast, accessible applications.`,
    image: cover('#1d4ed8', '#4f46e5', 'α'),
    tags: ['React', 'TypeScript'],
    link: '/projects',
  },
  {
    id: 2,
    title: msg`Project Beta`,
    description: msg`Real-time collaboration toolkit for distributed teams.`,
    image: cover('#0f766e', '#1d4ed8', 'β'),
    tags: ['Node.js', 'WebSockets'],
    link: '/projects',
  },
  {
    id: 3,
    title: msg`Project Gamma`,
    description: msg`Data pipeline engine that scales from a laptop to a cluster.`,
    image: cover('#7c3aed', '#be123c', 'γ'),
    tags: ['Go', 'Data'],
    link: '/projects',
  },
  {
    id: 4,
    title: msg`Project Delta`,
    description: msg`Design system and component library with first-class theming.`,
    image: cover('#b45309', '#0e7490', 'δ'),
    tags: ['CSS', 'Design'],
    link: '/projects',
  },
];
