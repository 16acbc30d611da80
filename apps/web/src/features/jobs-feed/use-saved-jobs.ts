import { useCallback, useState } from 'react';

export const SAVED_JOBS_KEY = 'dottrip_saved_jobs';

const read = (): string[] => {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(SAVED_JOBS_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
};

/** Saved job ids, kept only in this browser (spec §2: "kept only in the client"). */
export function useSavedJobs() {
  const [saved, setSaved] = useState<string[]>(read);
  const toggle = useCallback((id: string) => {
    setSaved((current) => {
      const next = current.includes(id) ? current.filter((item) => item !== id) : [...current, id];
      try {
        localStorage.setItem(SAVED_JOBS_KEY, JSON.stringify(next));
      } catch {
        // Storage full or blocked: the choice still holds for this visit.
      }
      return next;
    });
  }, []);
  return { saved, toggle };
}
