export type BlogPost = {
  id: number;
  category: 'Technology' | 'Design' | 'Development';
  title: string;
  summary: string;
  /** ISO date; shown in a readable form. */
  date: string;
};

/** Spec §2: the three static cards of /blog. */
export const BLOG_POSTS: readonly BlogPost[] = [
  {
    id: 1,
    category: 'Technology',
    title: 'Why we build in the open',
    summary: 'How publishing our code from day one made our software better and our team stronger.',
    date: '2025-09-12',
  },
  {
    id: 2,
    category: 'Design',
    title: 'Accessible by default',
    summary: 'The checklist our designers and engineers follow so every screen works for everyone.',
    date: '2025-10-03',
  },
  {
    id: 3,
    category: 'Development',
    title: 'Shipping smaller bundles',
    summary: 'Route-level code splitting and a size budget in CI: what it took to keep our pages fast.',
    date: '2025-11-08',
  },
];
