import { useParams } from 'react-router';
import { JobDetailPage } from '@/features/job-board/job-detail-page';

export function Component() {
  const { id = '' } = useParams();
  return <JobDetailPage key={id} id={id} />;
}
