import { SystemLogsPage } from '@/features/system-logs';

export function Component() {
  return <SystemLogsPage />;
}
