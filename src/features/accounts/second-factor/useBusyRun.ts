import { useCallback, useState } from 'react';
import { useNotify } from 'react-admin';

/** Runs one call at a time for a form: `busy` while it runs, its refusal shown in the admin's language. */
export function useBusyRun(): { busy: boolean; run: (work: () => Promise<void>) => Promise<void> } {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const run = useCallback(
    async (work: () => Promise<void>) => {
      setBusy(true);
      try {
        await work();
      } catch (error) {
        notify(error instanceof Error ? error.message : String(error), { type: 'error' });
      } finally {
        setBusy(false);
      }
    },
    [notify],
  );
  return { busy, run };
}
