import { jobResult } from '../../../../contract/job-results';
import { shippedText } from '../../../../contract/shipped-texts';
import { purgeUnusedFiles, UNUSED_FILE_HOURS } from '../../uploads';
import type { JobContext, JobDefaults } from '../job-handlers';

export const PURGE_UNUSED_FILES_CODE = 'purge-unused-files';

export const PURGE_UNUSED_FILES_DEFAULTS: JobDefaults = {
  name: shippedText('job.purge-unused-files.name'),
  cron: '0 4 * * *',
  description: shippedText('job.purge-unused-files.description'),
  timeoutSeconds: 1800,
};

/**
 * The uploads feature's purge: images no row needs, kept more than UNUSED_FILE_HOURS
 * ago (an upload whose form was left unsaved, a photo a server stopped before
 * releasing). A file the store failed to remove fails the run, after the others.
 */
export async function purgeUnusedUploads({ services, files, signal, now }: JobContext): Promise<string> {
  const before = new Date(now.getTime() - UNUSED_FILE_HOURS * 60 * 60 * 1000);
  const outcome = await purgeUnusedFiles(services.tables, files, { before, signal });
  const args = { purged: outcome.purged, hours: UNUSED_FILE_HOURS };
  if (outcome.failed > 0) {
    const failure = String(outcome.firstFailure);
    throw new Error(jobResult('purge-unused-files.failed', { ...args, failed: outcome.failed, failure }));
  }
  return jobResult('purge-unused-files.purged', args);
}
