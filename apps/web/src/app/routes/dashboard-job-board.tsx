import { BoardPage } from '@/features/pipeline';

export function Component() {
  return <BoardPage />;
}
