import type { ResourceRecords } from '../../../contract/generated/types';

export type FaceRecord = ResourceRecords['face'];
export type FaceStatus = NonNullable<FaceRecord['status']>;

/** The colour of each status's chip: failures red, done green, waiting on a person or a device amber. */
export const STATUS_COLOURS: Record<FaceStatus, 'info' | 'error' | 'success' | 'warning' | 'default' | 'secondary'> = {
  registering: 'info',
  register_failed: 'error',
  register_success: 'success',
  device_not_started: 'default',
  manual_detecting: 'warning',
  manual_failed: 'error',
  manual_passed: 'secondary',
};

/** The status's words, from the schema's labels. */
export const statusLabelKey = (status: string) => `resources.faces.options.status.${status}`;

/** A registered face's photo is purged from the cloud once the door panel holds it (docs/domain.md#face-states-and-transitions): nothing to preview. */
export const isPreviewable = (face: Pick<FaceRecord, 'status'>) => face.status !== 'register_success';

/** Failed faces, by a check, a gateway or a person, may be decided again. */
export const isRetryable = (face: Pick<FaceRecord, 'status'>) =>
  face.status === 'register_failed' || face.status === 'manual_failed';

/** Faces a person may pass or fail. */
export const awaitsManualResult = (face: Pick<FaceRecord, 'status'>) => face.status === 'manual_detecting';
