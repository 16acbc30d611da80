import { useState } from 'react';
import type { Dispatch, SetStateAction } from 'react';

/**
 * A filter form's draft, read from the address's filters (`source`, e.g. the query string): when the address changes
 * from elsewhere (Back/Forward, a link), the draft is refilled in place from `read()`. Mounting a new form for it, as
 * a `key` would, dropped the focus of the control just used on the page's body (decision 1235).
 */
export function useDraftFromAddress<T>(source: string, read: () => T): [T, Dispatch<SetStateAction<T>>] {
  const [draft, setDraft] = useState(read);
  const [shown, setShown] = useState(source);
  if (shown !== source) {
    setShown(source);
    setDraft(read());
  }
  return [draft, setDraft];
}
