import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** Spec §3: a card of the home page's Developer Network grid. */
export type LanguageCard = {
  name: string;
  /** A short monogram shown in the coloured badge (no icon font, no request). */
  icon: string;
  count: number;
  /** A message, shown with `i18n._`. */
  description: MessageDescriptor;
  /** Tailwind classes for the badge; text colour chosen for AA contrast on the background. */
  color: string;
};

/** Spec §9: developer counts. */
export const LANGUAGES: readonly LanguageCard[] = [
  {
    name: 'JavaScript',
    icon: 'JS',
    count: 5842,
    description: msg`Interactive web front ends and Node.js services.`,
    color: 'bg-yellow-300 text-slate-900',
  },
  {
    name: 'Python',
    icon: 'Py',
    count: 4721,
    description: msg`Data science, automation and back-end APIs.`,
    color: 'bg-blue-700 text-white',
  },
  {
    name: 'Java',
    icon: 'Jv',
    count: 3928,
    description: msg`Enterprise systems and Android applications.`,
    color: 'bg-orange-700 text-white',
  },
  {
    name: 'PHP',
    icon: 'PHP',
    count: 2715,
    description: msg`Content platforms and server-rendered web apps.`,
    color: 'bg-indigo-700 text-white',
  },
  {
    name: 'C#',
    icon: 'C#',
    count: 3254,
    description: msg`.NET services, desktop tools and games.`,
    color: 'bg-violet-700 text-white',
  },
  {
    name: 'Ruby',
    icon: 'Rb',
    count: 1876,
    description: msg`Rails applications and developer tooling.`,
    color: 'bg-red-700 text-white',
  },
  {
    name: 'Go',
    icon: 'Go',
    count: 1543,
    description: msg`Cloud infrastructure and high-throughput services.`,
    color: 'bg-cyan-700 text-white',
  },
  {
    name: 'TypeScript',
    icon: 'TS',
    count: 3127,
    description: msg`Type-safe applications across client and server.`,
    color: 'bg-sky-800 text-white',
  },
];
