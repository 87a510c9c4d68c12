import os from 'node:os';
import type { FeatureTables } from '../db/resource-tables';
import type { TacticSetting } from './photo-check';

/** Most threads a pool starts by default: each holds a face detector of about 150 MB. */
const DEFAULT_MAX_THREADS = 4;

/**
 * How many photo checks run at once: `TACTIC_WORKERS` when set, else one per core up
 * to four (2 on a 2-core machine). A bad value stops the server at start, named.
 */
export function checkThreadCount(env: Record<string, string | undefined> = process.env): number {
  const raw = env.TACTIC_WORKERS?.trim();
  if (!raw) return Math.max(1, Math.min(DEFAULT_MAX_THREADS, os.availableParallelism()));
  const count = Number(raw);
  if (!Number.isInteger(count) || count < 1 || count > 64) {
    throw new Error(`TACTIC_WORKERS must be a whole number from 1 to 64, got "${raw}"`);
  }
  return count;
}

/** The enabled tactics with their thresholds, read in the caller's transaction when `tables` is bound to one. */
export async function enabledTactics(tables: FeatureTables): Promise<TacticSetting[]> {
  const rows = await tables.of('auto-detect-tactic').findWhere({ enabled: true });
  return rows.map((row) => ({ code: String(row.code), params: (row.params ?? {}) as Record<string, unknown> }));
}
