import type { Principal } from '../../auth/principal';
import type { ResourceServices } from '../../crud/resource-services';
import { ApiError } from '../../http/api-error';
import type { PlannedResident } from './import-plan';
import { faceKey, facesOfKeys } from './import-plan';
import type { RowOutcome } from './import-state';

/** A row whose resident is written, with the photo to make its face from. */
export interface FaceToMake {
  resident: PlannedResident & { photo: NonNullable<PlannedResident['photo']> };
  residentId: number;
  outcome: RowOutcome;
}

/**
 * Makes the faces of written rows through `services.of('face').create`, as the face
 * form does, so the lifecycle applies (the faces feature's hooks judge the photo and
 * decide the status); `concurrency` at once, so the tactics' worker pool is kept
 * busy. A photo that already is a face of that resident makes none (the same file
 * imported again). What became of each face lands on its row's outcome: created with
 * its status and failure reason, unchanged, or failed with the refusal's code.
 */
export async function makeFaces(
  services: ResourceServices,
  principal: Principal,
  siteId: number,
  faces: readonly FaceToMake[],
  concurrency: number,
  onEach: () => Promise<void>,
): Promise<void> {
  const made = await facesOfKeys(
    services.tables,
    siteId,
    faces.map((face) => face.resident.photo.key),
  );
  const queue = [...faces];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      await makeFace(services, principal, siteId, next, made);
      await onEach();
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
}

async function makeFace(
  services: ResourceServices,
  principal: Principal,
  siteId: number,
  { resident, residentId, outcome }: FaceToMake,
  made: Set<string>,
): Promise<void> {
  if (made.has(faceKey(residentId, resident.photo.key))) {
    outcome.face = { outcome: 'unchanged' };
    return;
  }
  try {
    const face = await services.of('face').create(principal, { residentId, siteId, faceUrl: resident.photo.url });
    made.add(faceKey(residentId, resident.photo.key));
    outcome.face = {
      outcome: 'created',
      faceId: Number(face.id),
      ...(typeof face.status === 'string' ? { status: face.status } : {}),
      ...(typeof face.failureReason === 'string' && face.failureReason ? { failureReason: face.failureReason } : {}),
      ...(Array.isArray(face.failureReasons) && face.failureReasons.length > 1
        ? { failureReasons: face.failureReasons.map(String) }
        : {}),
    };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    outcome.face = { outcome: 'failed', code: error.code, detail: error.detail ?? error.message };
  }
}
