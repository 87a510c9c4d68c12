import { shippedText } from '../../../../contract/shipped-texts';
import type { JobContext, JobDefaults } from '../job-handlers';
import { daysBefore, purgeBefore } from './batched-purge';
import { purgeJobRuns } from './purge-job-runs';

export const PURGE_LOGS_CODE = 'purge-logs';

export const PURGE_LOGS_DEFAULTS: JobDefaults = {
  name: shippedText('job.purge-logs.name'),
  cron: '0 3 * * *',
  description: shippedText('job.purge-logs.description'),
  timeoutSeconds: 1800,
};

/**
 * The API request log and the sign-in log, each kept for its retention in days
 * (log.apiRetentionDays, log.loginRetentionDays), and the jobs' run history kept as long
 * as the API log (each job's latest run stays).
 */
export async function purgeLogs({ services, settings, signal, now }: JobContext): Promise<string> {
  const { tables } = services;
  const apiDays = settings.get('log.apiRetentionDays');
  const loginDays = settings.get('log.loginRetentionDays');
  const api = await purgeBefore(tables.of('api-log'), 'createdAt', daysBefore(now, apiDays), signal);
  const logins = await purgeBefore(tables.of('admin-login-log'), 'createdAt', daysBefore(now, loginDays), signal);
  const runs = await purgeJobRuns(tables.of('scheduled-job-run'), daysBefore(now, apiDays), signal);
  return `purged ${api} API log rows older than ${apiDays} days, ${logins} sign-in log rows older than ${loginDays} days and ${runs} job runs older than ${apiDays} days`;
}
