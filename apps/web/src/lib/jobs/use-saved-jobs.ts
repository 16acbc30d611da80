import { useCallback, useEffect, useRef, useState } from 'react';
import { i18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError } from '@/lib/api-client';
import { translateText } from '@/lib/i18n';
import { listSavedJobs, saveJob, unsaveJob } from './api';

export type SavedJobs = {
  /** Ids of the saved postings; empty until loaded or when signed out. */
  saved: string[];
  ready: boolean;
  error: string | null;
  toggle(id: string): void;
};

/**
 * The signed-in user's saved jobs, kept on the server (/api/me/saved-jobs). A toggle shows at once
 * and is undone, with a message, when the server refuses it.
 */
export function useSavedJobs(enabled: boolean): SavedJobs {
  const [saved, setSaved] = useState<string[]>([]);
  const [ready, setReady] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // The ref changes with the state, not in an effect: a click right after the list arrives, before
  // passive effects ran, must see the loaded list (it used to save again instead of unsaving).
  const savedRef = useRef(saved);
  // Toggles made before the list arrived (a slow phone network): the list was read before them, so they are laid
  // over it instead of being undone by it (the button said "Save job" again for a posting the server had saved).
  const loaded = useRef(false);
  const early = useRef(new Map<string, boolean>());
  const update = useCallback((next: (current: string[]) => string[]) => {
    savedRef.current = next(savedRef.current);
    setSaved(savedRef.current);
  }, []);

  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    listSavedJobs(controller.signal).then(
      (jobs) => {
        const ids = new Set(jobs.map((job) => job.id));
        for (const [id, isSaved] of early.current) {
          if (isSaved) ids.add(id);
          else ids.delete(id);
        }
        early.current.clear();
        loaded.current = true;
        update(() => [...ids]);
        setReady(true);
      },
      (err: unknown) => {
        if (controller.signal.aborted) return;
        setError(
          err instanceof ApiError ? translateText(err.message) : i18n._(msg`Could not load your saved jobs.`),
        );
      },
    );
    return () => controller.abort();
  }, [enabled, update]);

  const toggle = useCallback(
    (id: string) => {
      const wasSaved = savedRef.current.includes(id);
      if (!loaded.current) early.current.set(id, !wasSaved);
      setError(null);
      update((current) => (wasSaved ? current.filter((item) => item !== id) : [...current, id]));
      (wasSaved ? unsaveJob(id) : saveJob(id)).catch((err: unknown) => {
        if (!loaded.current) early.current.delete(id);
        update((current) => (wasSaved ? [...current, id] : current.filter((item) => item !== id)));
        setError(
          err instanceof ApiError
            ? translateText(err.message)
            : i18n._(msg`Could not update your saved jobs.`),
        );
      });
    },
    [update],
  );

  return { saved: enabled ? saved : [], ready, error, toggle };
}
