import { useParams } from 'react-router';
import { SectionPage } from '@/features/dashboard';

/** Every /dashboard/* page without its own route: titled from the path (decision 152). */
export function Component() {
  const slug = (useParams()['*'] ?? '').replace(/\/+$/, '');
  return <SectionPage key={slug} slug={slug} />;
}
