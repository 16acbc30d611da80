import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouteGuard } from '@/lib/auth';

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: 1, staleTime: 30_000, refetchOnWindowFocus: false } },
});

/** Everything behind sign-in (spec §2): the guard plus the query cache its screens share. */
export function Component() {
  return (
    <QueryClientProvider client={queryClient}>
      <RouteGuard />
    </QueryClientProvider>
  );
}
