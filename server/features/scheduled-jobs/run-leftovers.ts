import type { ResourceServices } from '../../crud/resource-services';
import type { ScheduledJob } from './job-runner';

/** Time past a run's timeout after which a row still `running` belongs to a node that stopped. */
const GRACE_MS = 60_000;

function runs(services: ResourceServices) {
  return services.tables.of('scheduled-job-run');
}

/** The tick of a run of this job, on any node, that started within its timeout and has not finished. */
export async function tickRunningSomewhere(
  services: ResourceServices,
  job: ScheduledJob,
  now = new Date(),
): Promise<string | undefined> {
  const store = runs(services);
  const since = new Date(now.getTime() - (job.timeoutSeconds ?? 300) * 1000 - GRACE_MS).toISOString();
  const row = await store.db
    .selectFrom(store.table)
    .select('tick')
    .where('jobId', '=', job.id)
    .where('status', '=', 'running')
    .where('startedAt', '>', store.encodeValue('startedAt', since))
    .limit(1)
    .executeTakeFirst();
  return row === undefined ? undefined : String(row.tick);
}

/**
 * Runs left `running` by a node that stopped mid-run (past their timeout and a grace
 * minute) are recorded failed, so the history does not show them running for ever.
 */
export async function closeAbandonedRuns(services: ResourceServices, jobs: ScheduledJob[], now = new Date()) {
  const store = runs(services);
  let closed = 0;
  for (const job of jobs) {
    const before = new Date(now.getTime() - (job.timeoutSeconds ?? 300) * 1000 - GRACE_MS).toISOString();
    const result = await store.db
      .updateTable(store.table)
      .set(store.encode({ status: 'failed', message: 'the node running it stopped', updatedAt: now.toISOString() }))
      .where('jobId', '=', job.id)
      .where('status', '=', 'running')
      .where('startedAt', '<', store.encodeValue('startedAt', before))
      .executeTakeFirst();
    closed += Number(result.numUpdatedRows);
  }
  return closed;
}
