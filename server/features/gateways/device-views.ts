import type { StoredRows } from '../../../contract/generated/types';
import type { PhotoLinks } from './photo-links';

type Resident = StoredRows['resident'];
type Face = StoredRows['face'];
type Removal = StoredRows['gateway-removal'];

/** A resident as its gateway sees it (DEVICE_RESIDENT). */
export function deviceResident(row: Resident) {
  const { id, version, updatedAt, personId, firstName, lastName, phone, doorCode, sharingCode, topology } = row;
  return { id, version, updatedAt, personId, firstName, lastName, phone, doorCode, sharingCode, topology };
}

/**
 * A face as its gateway sees it (DEVICE_FACE): never the console's own photo URL,
 * which needs an admin's token; a registering face carries a signed photo link
 * instead (or its https:// URL, where such photos are allowed).
 */
export function deviceFace(row: Face, links: PhotoLinks, now = new Date()) {
  const { id, version, updatedAt, residentId, status, registerFailedCount, failureReason } = row;
  const face = { id, version, updatedAt, residentId, status, registerFailedCount, failureReason };
  if (status !== 'registering') return face;
  if (row.facePath) return { ...face, ...links.linkTo(id, now) };
  if (/^https:\/\//.test(row.faceUrl)) return { ...face, photoUrl: row.faceUrl, photoExpiresAt: null };
  return face;
}

/** A resident deleted in the cloud, for its gateway to remove (DEVICE_REMOVAL). */
export function deviceRemoval(row: Removal) {
  return {
    id: row.id,
    residentId: row.residentId,
    personId: row.personId,
    faceIds: row.faceIds ?? [],
    removedAt: row.createdAt,
  };
}
