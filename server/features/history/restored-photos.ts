import type { Principal } from '../../auth/principal';
import type { Row } from '../../db/database';
import { adminReader, type PhotoReadLog } from '../../photo-reads';

/** The resource whose rows hold a face photo: restoring one reads its bytes again (the tactics judge them). */
const FACE = 'face';

/**
 * What a restore does beyond the write: a face put back or made again has its photo read once
 * more by the photo checks, recorded as a read by the admin who restored it ("restore").
 */
export function restoredPhotoReads(photoReads: PhotoReadLog) {
  return async (principal: Principal, resource: string, row: Row): Promise<void> => {
    if (resource !== FACE) return;
    const idOf = (value: unknown) => (typeof value === 'number' ? value : null);
    await photoReads.record(adminReader(principal), 'restore', [
      { id: Number(row.id), residentId: idOf(row.residentId), siteId: idOf(row.siteId) },
    ]);
  };
}

export type RestoredHook = ReturnType<typeof restoredPhotoReads>;
