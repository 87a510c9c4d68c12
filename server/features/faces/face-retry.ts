import { Code } from '../../../contract/errors';
import type { StoredRows } from '../../../contract/generated/types';
import type { Principal } from '../../auth/principal';
import type { ResourceServices } from '../../crud/resource-services';
import { ApiError } from '../../http/api-error';
import { decideFace } from './face-lifecycle';
import type { FacePhotoChecks } from './face-photo-checks';

type Face = StoredRows['face'];

/** The states a registration may be retried from. */
export const RETRIABLE: readonly Face['status'][] = ['register_failed', 'manual_failed'];

/**
 * Retries failed faces, one or many, all or none: each must be the caller's (6059)
 * and failed, by a gateway or a tactic (register_failed) or by a person
 * (manual_failed); any other state refuses the batch with 6074 naming the face and its
 * row. Each is decided again from the top: the tactics on its stored photo (judged
 * before the transaction opens), the switch, the gateway. Answers the faces as they are now.
 */
export async function retryFaces(
  services: ResourceServices,
  checks: FacePhotoChecks,
  principal: Principal,
  ids: readonly number[],
) {
  const unique = [...new Set(ids)];
  const faces = services.of('face');
  // The photos are judged before the transaction opens, side by side on the check pool.
  await Promise.all(
    unique.map(async (id) => {
      const face = await services.tables.of('face').findById(id);
      if (face && RETRIABLE.includes(face.status)) await checks.prepare(services.tables, face.faceUrl);
    }),
  );
  return services.tables.inTransaction(async (tables) => {
    const retried = [];
    for (const [row, id] of unique.entries()) {
      const face = await tables.of('face').findById(id);
      if (!face) throw new ApiError(Code.NOT_FOUND, `face ${id}`, { row });
      if (!(await services.visibility.isVisible(faces.resource, principal, face, tables))) {
        throw new ApiError(Code.NOT_MINE, `face ${id}`, { row });
      }
      if (!RETRIABLE.includes(face.status)) {
        throw new ApiError(
          Code.FACE_STATE_UNSUITABLE,
          `face ${id} is ${face.status}: only ${RETRIABLE.join(' and ')} faces are retried`,
          { row },
        );
      }
      try {
        const decided = await decideFace(tables, checks, face);
        retried.push(faces.present(await faces.systemUpdate(id, decided, { principal, tables })));
      } catch (error) {
        throw error instanceof ApiError ? error.inRow(row) : error;
      }
    }
    return retried;
  });
}
