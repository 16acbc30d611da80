import { useParams } from 'react-router';
import { BlogPage } from '@/features/site/pages/blog-page';
import { BlogPostPage } from '@/features/site/pages/blog-post-page';

/** /blog and /blog/:slug share one module, so the entry's route table stays as small as before (decision 706). */
export function Component() {
  const { slug } = useParams();
  return slug ? <BlogPostPage key={slug} slug={slug} /> : <BlogPage />;
}
