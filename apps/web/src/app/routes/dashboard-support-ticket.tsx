import { useParams } from 'react-router';
import { TicketPage } from '@/features/support';

export function Component() {
  const id = useParams().id ?? '';
  return <TicketPage key={id} id={id} />;
}
