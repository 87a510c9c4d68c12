import type { FastifyBaseLogger } from 'fastify';
import { Code } from '../../../contract/errors';
import type { StoredRows } from '../../../contract/generated/types';
import type { ResourceServices } from '../../crud/resource-services';
import { gatewayActor } from '../../crud/write-options';
import { releaseStoredFile } from '../../files/file-release';
import type { FileStore } from '../../files/file-store';
import { ApiError } from '../../http/api-error';
import { isGatewayFailureReason } from './failure-reasons';
import type { GatewaySite } from './gateway-auth';

type Face = StoredRows['face'];

/** What a gateway reports for one face: its door panel holds it, or could not take it and why. */
export type FaceResult = { ok: true } | { ok: false; reason: string };

/** A face changed by someone else between reading and writing is read again this many times. */
const ATTEMPTS = 3;

/**
 * A gateway's result for one of its site's faces, through the face write path: from
 * `registering`, success becomes `register_success` (and the photo leaves the cloud
 * once no other face needs it, so the console's preview says the photo is missing),
 * failure `register_failed` with one more failed registration and the reason. The
 * same result again changes nothing (no new version); a face in any other state is 6074.
 */
export async function recordFaceResult(
  services: ResourceServices,
  store: FileStore,
  log: FastifyBaseLogger,
  site: GatewaySite,
  faceId: number,
  result: FaceResult,
): Promise<Face> {
  const target = result.ok ? 'register_success' : 'register_failed';
  for (let attempt = 1; ; attempt += 1) {
    const face = await services.tables.of('face').findById(faceId);
    // Another site's face is answered as no face at all: a gateway learns nothing of other sites.
    if (!face || face.siteId !== site.id) throw new ApiError(Code.NOT_FOUND, `face ${faceId} of this site`);
    if (face.status === target) return face;
    if (face.status !== 'registering') {
      throw new ApiError(Code.FACE_STATE_UNSUITABLE, `face ${faceId} is ${face.status}, not registering`);
    }
    try {
      const changed = await services
        .of('face')
        .systemUpdate(faceId, changesFor(face, result), { version: face.version, actor: gatewayActor(site.id) });
      // The door panel holds the photo now; the cloud keeps none (a registered face is not previewed: docs/domain.md#face-states-and-transitions).
      if (result.ok && face.facePath) await releaseStoredFile(services.tables, store, face.facePath, log);
      return changed;
    } catch (error) {
      if (!(error instanceof ApiError && error.code === Code.STALE) || attempt >= ATTEMPTS) throw error;
    }
  }
}

function changesFor(face: Face, result: FaceResult): Partial<Face> {
  const now = new Date().toISOString();
  if (result.ok) return { status: 'register_success', registerSuccessDate: now, failureReason: null };
  return {
    status: 'register_failed',
    registerFailedDate: now,
    registerFailedCount: (face.registerFailedCount ?? 0) + 1,
    failureReason: result.reason,
  };
}

/** A result as a gateway sent it (`{ok, reason?}`), its reason checked: a failure needs a known one. */
export function readResult(body: { ok: boolean; reason?: string }): FaceResult {
  if (body.ok) return { ok: true };
  const reason = body.reason?.trim() ?? '';
  if (!isGatewayFailureReason(reason)) {
    throw ApiError.ofFields(
      Code.BAD_REQUEST,
      'a failure needs a reason: panel-no-face, panel-poor-quality, panel-storage-full, photo-download-failed or duplicate-person, optionally with ": <detail>"',
      [{ field: 'reason', rule: reason === '' ? 'required' : 'enum' }],
    );
  }
  return { ok: false, reason };
}
