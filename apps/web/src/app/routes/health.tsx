import { HealthStatus } from '@/features/health/health-status';

export function Component() {
  return <HealthStatus />;
}
