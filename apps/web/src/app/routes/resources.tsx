import { useParams } from 'react-router';
import { ResourceArticlePage, ResourcesPage } from '@/features/site/pages/resources-page';

/** /resources and /resources/:id share one module, as the blog's pages do (decision 1050). */
export function Component() {
  const { id } = useParams();
  return id ? <ResourceArticlePage key={id} id={id} /> : <ResourcesPage />;
}
