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
  const done = `purged ${outcome.purged} unused files uploaded more than ${UNUSED_FILE_HOURS} hours ago`;
  if (outcome.failed > 0) throw new Error(`${done}; ${outcome.failed} could not be removed (${outcome.firstFailure})`);
  return done;
}
