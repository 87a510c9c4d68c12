import type { StoredRows } from '../../../contract/generated/types';
import type { FeatureTables } from '../../db/resource-tables';
import { deviceFace, deviceRemoval, deviceResident } from './device-views';
import type { PhotoLinks } from './photo-links';
import { changedRows } from './site-changes';
import { decodeCursor, encodeCursor, positionOf, type SyncCursor, type SyncKind } from './sync-cursor';

export interface SyncRequest {
  siteId: number;
  cursor?: string;
  /** Rows of each kind on one page. */
  limit: number;
}

/**
 * One page of what changed at a site since the gateway's cursor (see SyncCursor):
 * its residents and faces, and the residents deleted in the cloud. `more` says
 * another page follows at once; otherwise the gateway asks again at its next poll.
 */
export async function syncPage(tables: FeatureTables, links: PhotoLinks, overlapSeconds: number, request: SyncRequest) {
  const cursor = decodeCursor(request.cursor);
  const now = new Date();
  const passStart = cursor.passStart ?? now.toISOString();
  const at: SyncCursor['at'] = {};
  let more = false;
  const read = async <Kind extends SyncKind>(kind: Kind): Promise<StoredRows[Kind][]> => {
    const rows = await changedRows(tables, kind, request.siteId, positionOf(cursor, kind), request.limit);
    if (rows.length > request.limit) more = true;
    const page = rows.slice(0, request.limit);
    const last = page.at(-1);
    at[kind] = last ? [last.updatedAt, last.id] : positionOf(cursor, kind);
    return page;
  };
  const [residents, faces, removals] = [await read('resident'), await read('face'), await read('gateway-removal')];
  const nextPass = new Date(Math.max(Date.parse(passStart) - overlapSeconds * 1000, Date.parse(cursor.since)));
  const next: SyncCursor = more ? { since: cursor.since, passStart, at } : { since: nextPass.toISOString(), at: {} };
  return {
    residents: residents.map(deviceResident),
    faces: faces.map((face) => deviceFace(face, links, now)),
    removals: removals.map(deviceRemoval),
    nextCursor: encodeCursor(next),
    more,
    serverTime: now.toISOString(),
  };
}
