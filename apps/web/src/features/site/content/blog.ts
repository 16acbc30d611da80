import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

export type BlogCategory = 'Technology' | 'Design' | 'Development';

export type BlogPost = {
  id: number;
  category: BlogCategory;
  /** Messages: shown with `i18n._` in the active language. */
  title: MessageDescriptor;
  summary: MessageDescriptor;
  /** ISO date; shown in a readable form. */
  date: string;
};

/** The categories' names as shown (the category itself stays the key of its colour). */
export const CATEGORY_LABELS: Record<BlogCategory, MessageDescriptor> = {
  Technology: msg`Technology`,
  Design: msg`Design`,
  Development: msg`Development`,
};

/** Spec §2: the three static cards of /blog. */
export const BLOG_POSTS: readonly BlogPost[] = [
  {
    id: 1,
    category: 'Technology',
    title: msg`Why we build in the open`,
    summary: msg`How publishing our code from day one made our software better and our team stronger.`,
    date: '2025-09-12',
  },
  {
    id: 2,
    category: 'Design',
    title: msg`Accessible by default`,
    summary: msg`The checklist our designers and engineers follow so every screen works for everyone.`,
    date: '2025-10-03',
  },
  {
    id: 3,
    category: 'Development',
    title: msg`Shipping smaller bundles`,
    summary: msg`Route-level code splitting and a size budget in CI: what it took to keep our pages fast.`,
    date: '2025-11-08',
  },
];
