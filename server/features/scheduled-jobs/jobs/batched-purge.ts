import type { RowStore } from '../../../db/row-store';
import { stopIfAborted } from '../job-handlers';

/** Rows one statement deletes at most: short enough that writers of the table barely wait. */
export const PURGE_BATCH = 5000;

/**
 * Deletes the rows whose `field` (an instant) is before `before`, a batch at a time,
 * each batch its own statement, letting other work run and stopping when the run is
 * aborted between batches.
 * Answers how many went.
 */
export async function purgeBefore(store: RowStore, field: string, before: Date, signal: AbortSignal): Promise<number> {
  const cutoff = store.encodeValue(field, before.toISOString());
  let purged = 0;
  for (;;) {
    stopIfAborted(signal);
    const batch = store.db.selectFrom(store.table).select('id').where(field, '<', cutoff).limit(PURGE_BATCH);
    const result = await store.db.deleteFrom(store.table).where('id', 'in', batch).executeTakeFirst();
    const deleted = Number(result.numDeletedRows);
    purged += deleted;
    if (deleted < PURGE_BATCH) return purged;
    // On SQLite each statement runs on this thread: requests waiting meanwhile are served between batches.
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** `now` less `days` whole days. */
export function daysBefore(now: Date, days: number): Date {
  return new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
}
