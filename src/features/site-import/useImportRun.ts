import { useCallback, useEffect, useRef, useState } from 'react';
import type { ImportProgress } from '../../../contract/site-import';
import type { siteImportApi } from './siteImportApi';

/** How often the page asks how far the import has got. */
const POLL_MS = 400;

/**
 * Runs a previewed import and follows it: the progress while it runs (for the
 * overlay), then its end. The server keeps the progress, so polling from any node
 * works; leaving the page stops the polling, not the import.
 */
export function useImportRun(api: ReturnType<typeof siteImportApi>, onFailure: (error: unknown) => void) {
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const follow = useCallback(
    async (importId: string) => {
      try {
        const current = await api.progress(importId);
        setProgress(current);
        if (current.state === 'running' || current.state === 'previewed') {
          timer.current = setTimeout(() => void follow(importId), POLL_MS);
        }
      } catch (error) {
        onFailure(error);
      }
    },
    [api, onFailure],
  );

  const start = useCallback(
    async (importId: string) => {
      try {
        setProgress(await api.run(importId));
        timer.current = setTimeout(() => void follow(importId), POLL_MS);
      } catch (error) {
        onFailure(error);
      }
    },
    [api, follow, onFailure],
  );

  const reset = useCallback(() => {
    clearTimeout(timer.current);
    setProgress(null);
  }, []);

  return { progress, start, reset };
}
