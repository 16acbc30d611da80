/**
 * `use-sync-external-store/shim` for React 19, which has the hook: @lingui/react imports the shim (written
 * for React 16–17), which would add its own copy to the entry of every page (decision 1010). Vite's
 * `resolve.alias` points the shim here.
 */
export { useSyncExternalStore } from 'react';
