import { useEffect, useRef } from 'react';
import { useAuth } from '@/lib/auth';

/**
 * Spec §4: the auth-layer error is cleared when the user leaves the page. The clearing waits a tick
 * so StrictMode's rehearsal unmount does not wipe a message (such as "Session expired") on arrival.
 */
export function useClearAuthErrorOnLeave(): void {
  const { clearError } = useAuth();
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      setTimeout(() => {
        if (!mounted.current) clearError();
      }, 0);
    };
  }, [clearError]);
}
