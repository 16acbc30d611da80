import { useCallback, useEffect, useRef } from 'react';
import type { RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Where the focus goes when "Load more" ends (decision 1098): the busy button is disabled, and removed after the last
 * page, which dropped the focus on the page's body and sent a keyboard or screen-reader user back to the top. It goes
 * to the first thing to focus in the first item the page added (the rows `rows` selects in `list`, `count` of them
 * loaded), or back to the button when nothing was added (a failure: the status beside it says so). Focus the user
 * moved elsewhere meanwhile stays. Call the returned function as "Load more" is pressed.
 */
export function useFocusAfterLoadMore(
  loading: boolean,
  count: number,
  list: RefObject<HTMLElement | null>,
  rows: string,
  button: RefObject<HTMLButtonElement | null>,
): () => void {
  const from = useRef<number | null>(null);
  useEffect(() => {
    if (loading || from.current === null) return;
    const first = from.current;
    if (count === first && button.current?.disabled) return;
    from.current = null;
    const active = document.activeElement;
    if (active && active !== document.body && active !== button.current) return;
    const added = count > first ? list.current?.querySelectorAll<HTMLElement>(rows)[first] : undefined;
    const target = added?.matches(FOCUSABLE) ? added : added?.querySelector<HTMLElement>(FOCUSABLE);
    if (target) target.focus();
    else if (button.current?.isConnected) button.current.focus();
  }, [loading, count, list, rows, button]);
  return useCallback(() => {
    from.current = count;
  }, [count]);
}
