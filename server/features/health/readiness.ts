import { sql } from 'kysely';
import type { FeatureBackend } from '../../backend';

/** A check that has not answered by then counts as failed: a load balancer's probe must not hang. */
export const CHECK_TIMEOUT_MS = 2000;
const PROBE_KEY = 'readyz:probe';

export type CheckResult = 'ok' | 'failed' | 'not configured';

export interface Readiness {
  ready: boolean;
  checks: { database: CheckResult; redis: CheckResult };
}

/** Whether the database answers a query and, when REDIS_URL is set, Redis answers a read. */
export async function checkReadiness(backend: FeatureBackend): Promise<Readiness> {
  const [database, redis] = await Promise.all([
    passes(sql`select 1`.execute(backend.database.db)),
    backend.cache.kind === 'redis' ? passes(backend.cache.get(PROBE_KEY)) : ('not configured' as const),
  ]);
  return { ready: database === 'ok' && redis !== 'failed', checks: { database, redis } };
}

async function passes(check: Promise<unknown>): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([check, timeout]);
    return 'ok';
  } catch {
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}
