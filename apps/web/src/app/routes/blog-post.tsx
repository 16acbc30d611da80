import { useParams } from 'react-router';
import { BlogPostPage } from '@/features/site/pages/blog-post-page';

export function Component() {
  const { slug = '' } = useParams();
  return <BlogPostPage key={slug} slug={slug} />;
}
