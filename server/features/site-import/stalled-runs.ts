import { Code } from '../../../contract/errors';
import type { ResourceServices } from '../../crud/resource-services';
import { RUNS } from './import-history';
import { STALLED_AFTER_MS } from './import-limits';

/** Why a run that went silent is recorded failed (the history's message, as the import's own errors). */
export const STALLED_RUN_MESSAGE = 'the server running the import stopped before it ended';

/**
 * Import runs still `running` whose history row has not been written for STALLED_AFTER_MS
 * (a running import writes it every HEARTBEAT_MS): the node running them went away
 * mid-run. Each is recorded failed, finished when it was last heard of, so the history
 * and Home's last import do not show it running for ever. Returns how many were closed.
 */
export async function closeStalledImportRuns(services: ResourceServices, now = new Date()): Promise<number> {
  if (!services.tables.has(RUNS)) return 0;
  const store = services.tables.of(RUNS);
  const before = new Date(now.getTime() - STALLED_AFTER_MS).toISOString();
  const stalled = await store.db
    .selectFrom(store.table)
    .select(['id', 'version', 'updatedAt'])
    .where('status', '=', 'running')
    .where('updatedAt', '<', store.encodeValue('updatedAt', before))
    .execute();
  let closed = 0;
  for (const row of stalled) {
    const { updatedAt } = store.decode(row);
    const values = { status: 'failed' as const, finishedAt: String(updatedAt), message: STALLED_RUN_MESSAGE };
    // Only the row as read: a run that ended meanwhile keeps the outcome its node wrote.
    const ended = await services
      .of(RUNS)
      .systemUpdate(Number(row.id), values, { version: Number(row.version) })
      .then(
        () => true,
        (error: unknown) => {
          if ((error as { code?: number }).code === Code.STALE) return false;
          throw error;
        },
      );
    if (ended) closed += 1;
  }
  return closed;
}
