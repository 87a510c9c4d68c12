import { jobResult } from '../../../../contract/job-results';
import { shippedText } from '../../../../contract/shipped-texts';
import { writeAccess } from '../../../db/resource-tables';
import type { JobContext, JobDefaults } from '../job-handlers';
import { daysBefore, purgeBefore } from './batched-purge';
import { purgeHistory } from './purge-history';

const IMPORT_RUNS = 'site-import-run';
const DEVICE_TRAFFIC = 'device-traffic';
const REVISIONS = 'record-revision';

export const PURGE_LOGS_CODE = 'purge-logs';

export const PURGE_LOGS_DEFAULTS: JobDefaults = {
  name: shippedText('job.purge-logs.name'),
  cron: '0 3 * * *',
  description: shippedText('job.purge-logs.description'),
  timeoutSeconds: 1800,
};

/**
 * The API request log and the sign-in log, each kept for its retention in days
 * (log.apiRetentionDays, log.loginRetentionDays), the device traffic (the device calls the
 * API log counts per minute) and the jobs' run history kept as long as the API log (each
 * job's latest run stays), and the site import history kept for
 * log.importHistoryRetentionDays (each site's latest run stays), and the records' revisions
 * kept for history.retentionDays (docs/features/record-history.md).
 */
export async function purgeLogs({ services, settings, signal, now }: JobContext): Promise<string> {
  // Around the write path: the API log, the sign-in log and the import history are public
  // resources, yet their old rows go by the thousand in batched deletes, with no hooks or
  // ownership checks, as no admin deletes them.
  const tables = writeAccess(services.tables);
  const apiDays = settings.get('log.apiRetentionDays');
  const loginDays = settings.get('log.loginRetentionDays');
  const importDays = settings.get('log.importHistoryRetentionDays');
  const api = await purgeBefore(tables.of('api-log'), 'createdAt', daysBefore(now, apiDays), signal);
  const traffic = tables.has(DEVICE_TRAFFIC)
    ? await purgeBefore(tables.of(DEVICE_TRAFFIC), 'minute', daysBefore(now, apiDays), signal)
    : 0;
  const logins = await purgeBefore(tables.of('admin-login-log'), 'createdAt', daysBefore(now, loginDays), signal);
  const runs = await purgeHistory(tables.of('scheduled-job-run'), 'jobId', daysBefore(now, apiDays), signal);
  const imports = tables.has(IMPORT_RUNS)
    ? await purgeHistory(tables.of(IMPORT_RUNS), 'siteId', daysBefore(now, importDays), signal)
    : 0;
  const historyDays = settings.get('history.retentionDays');
  const revisions = tables.has(REVISIONS)
    ? await purgeBefore(tables.of(REVISIONS), 'at', daysBefore(now, historyDays), signal)
    : 0;
  return jobResult('purge-logs.purged', {
    api,
    apiDays,
    traffic,
    logins,
    loginDays,
    runs,
    revisions,
    historyDays,
    imports,
    importDays,
  });
}
