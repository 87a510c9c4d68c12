import { sql } from 'kysely';
import type { FeatureBackend } from '../../backend';
import type { FileStore, StoreCheck } from '../../files/file-store';

/** A check that has not answered by then counts as failed: a load balancer's probe must not hang. */
export const CHECK_TIMEOUT_MS = 2000;
const PROBE_KEY = 'readyz:probe';

export type CheckResult = 'ok' | 'failed' | 'not configured';

export interface Readiness {
  ready: boolean;
  checks: {
    database: CheckResult;
    redis: CheckResult;
    fileStore: CheckResult;
    /** Which file store serves: `local` or `s3`. */
    fileStoreKind: FileStore['kind'];
    /** What is wrong with the file store, when it failed: the bucket missing, refusing, or out of reach. */
    fileStoreProblem?: string;
    /** Present and true while the node drains before it closes: ready for nothing new. */
    draining?: true;
  };
}

/**
 * Whether the database answers a query, Redis (when REDIS_URL is set) answers a read, and
 * the file store can serve (the folder can be written; the bucket answers the console's credentials).
 */
export async function checkReadiness(backend: FeatureBackend, files: FileStore, draining = false): Promise<Readiness> {
  const [database, redis, store] = await Promise.all([
    passes(sql`select 1`.execute(backend.database.db)),
    backend.cache.kind === 'redis' ? passes(backend.cache.get(PROBE_KEY)) : ('not configured' as const),
    withinTimeout(files.check()).catch((): StoreCheck => ({ ok: false, problem: 'no answer in time', detail: '' })),
  ]);
  const fileStore = store.ok ? 'ok' : 'failed';
  return {
    ready: database === 'ok' && redis !== 'failed' && store.ok && !draining,
    checks: {
      database,
      redis,
      fileStore,
      fileStoreKind: files.kind,
      ...(store.ok ? {} : { fileStoreProblem: store.problem }),
      ...(draining ? { draining: true as const } : {}),
    },
  };
}

async function passes(check: Promise<unknown>): Promise<CheckResult> {
  try {
    await withinTimeout(check);
    return 'ok';
  } catch {
    return 'failed';
  }
}

async function withinTimeout<T>(check: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
