import { Code } from '../../../../contract/errors';
import { jobResult } from '../../../../contract/job-results';
import { shippedText } from '../../../../contract/shipped-texts';
import { ApiError } from '../../../http/api-error';
import { statusAfterChecks } from '../../faces';
import { TIMEOUT_REASON } from '../../gateways';
import { type JobContext, type JobDefaults, stopIfAborted } from '../job-handlers';

export const RETRY_FACES_CODE = 'retry-failed-faces';

export const RETRY_FACES_DEFAULTS: JobDefaults = {
  name: shippedText('job.retry-failed-faces.name'),
  cron: '*/10 * * * *',
  description: shippedText('job.retry-failed-faces.description'),
  timeoutSeconds: 300,
};

/**
 * Reasons that say the device or the network failed, not the photo: the same photo may
 * register on a second try. A tactic's refusal or the panel's verdict on the photo
 * (no face, poor quality, a duplicate person) would only fail again.
 */
export const RETRIED_REASONS = ['panel-storage-full', 'photo-download-failed', TIMEOUT_REASON] as const;

/** A failure younger than this waits for a later run, so a gateway is not asked again at once. */
export const RETRY_AFTER_MINUTES = 5;
const RUN_BATCH = 500;

/**
 * Failed faces whose reason is one of RETRIED_REASONS and that were retried fewer times
 * than faces.retryCap (a setting; 0: never) go back into the lifecycle after the tactics: registering
 * when their site's gateway has started (it picks them up at its next sync), else
 * device_not_started. Through the face write path, each only if nobody changed it meanwhile.
 */
export async function retryFailedFaces({ services, settings, signal, now, actor }: JobContext): Promise<string> {
  const cap = settings.get('faces.retryCap');
  const faces = services.tables.of('face');
  const failedBefore = new Date(now.getTime() - RETRY_AFTER_MINUTES * 60_000).toISOString();
  const rows = await faces.db
    .selectFrom(faces.table)
    .selectAll()
    .where('status', '=', 'register_failed')
    .where((eb) =>
      eb.or(
        RETRIED_REASONS.flatMap((reason) => [
          eb('failureReason', '=', reason),
          eb('failureReason', 'like', `${reason}: %`),
        ]),
      ),
    )
    // The first failure made the count 1: a face was retried (count − 1) times, fewer than the cap while count ≤ cap.
    .where('registerFailedCount', '<=', cap)
    .where('registerFailedDate', '<', faces.encodeValue('registerFailedDate', failedBefore))
    .orderBy('registerFailedDate')
    .limit(RUN_BATCH)
    .execute();
  let retried = 0;
  for (const face of rows.map((row) => faces.decode(row))) {
    stopIfAborted(signal);
    const site = face.siteId === null ? undefined : await services.tables.of('site').findById(face.siteId);
    if (!site) continue;
    const decided = statusAfterChecks({ passed: true }, site, face, now.toISOString(), { ignoreSwitch: true });
    try {
      await services
        .of('face')
        .systemUpdate(face.id, { ...decided, registerDate: now.toISOString() }, { version: face.version, actor });
      retried += 1;
    } catch (error) {
      // Changed or deleted meanwhile: that write stands.
      if (!(error instanceof ApiError && (error.code === Code.STALE || error.code === Code.NOT_FOUND))) throw error;
    }
  }
  return jobResult('retry-failed-faces.retried', { retried, cap });
}
