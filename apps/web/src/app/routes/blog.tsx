import { BlogPage } from '@/features/site/pages/blog-page';

export function Component() {
  return <BlogPage />;
}
