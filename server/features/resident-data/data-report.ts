import type { Principal } from '../../auth/principal';
import type { ResourceServices } from '../../crud/resource-services';
import type { FileStore } from '../../files/file-store';
import { typeOfStoredName } from '../../files/file-types';
import { adminReader, type PhotoReadEntry, type PhotoReadLog, photoReadsOf } from '../../photo-reads';
import { revisionsOf } from './revision-rows';

/** A face photo the report carries, as its bytes. */
export interface EmbeddedPhoto {
  mime: string;
  extension: string;
  base64: string;
}

/** Everything the console holds about one resident (docs/features/resident-data.md). */
export interface ResidentDataReport {
  generatedAt: string;
  resident: Record<string, unknown>;
  faces: (Record<string, unknown> & { photo: EmbeddedPhoto | null })[];
  photoReads: PhotoReadEntry[];
  revisions: Record<string, unknown>[];
}

/**
 * The resident's row, its faces with their statuses and failure reasons and each photo the
 * store still holds, every read of its faces' photos, and the revisions of the resident and of
 * its faces (those it has, and those whose photos were read for it, deleted since). Read for
 * `principal`: another owner's resident is refused (6059) as its page is. Each photo embedded is
 * recorded as a read (`data-report`) before the report is answered; the report lists the reads
 * as they stood before its own.
 */
export async function residentDataReport(
  services: ResourceServices,
  store: FileStore,
  reads: PhotoReadLog,
  principal: Principal,
  residentId: number,
): Promise<ResidentDataReport> {
  const tables = services.tables;
  const resident = await services.of('resident').get(principal, residentId);
  const faceRows = await tables.of('face').findWhere({ residentId });
  const photoReads = (await photoReadsOf(tables, { residentId })).list;
  const faceIds = [...new Set([...faceRows.map((face) => face.id), ...photoReads.map((read) => read.faceId)])];
  const revisions = [
    ...(await revisionsOf(tables, 'resident', [residentId])),
    ...(await revisionsOf(tables, 'face', faceIds)),
  ];
  revisions.sort((a, b) => String(a.at).localeCompare(String(b.at)) || Number(a.id) - Number(b.id));
  const faces: ResidentDataReport['faces'] = [];
  const embedded = [];
  for (const row of faceRows) {
    const photo = await embeddedPhoto(store, row.facePath);
    faces.push({ ...services.of('face').present(row), photo });
    if (photo) embedded.push({ id: row.id, residentId, siteId: row.siteId });
  }
  await reads.record(adminReader(principal), 'data-report', embedded);
  return { generatedAt: new Date().toISOString(), resident, faces, photoReads, revisions };
}

async function embeddedPhoto(store: FileStore, key: string | null | undefined): Promise<EmbeddedPhoto | null> {
  const type = key ? typeOfStoredName(key) : undefined;
  const file = key && type?.family === 'image' ? await store.open(key) : undefined;
  if (!type || !file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of file.stream) chunks.push(Buffer.from(chunk));
  return { mime: type.mime, extension: type.extension, base64: Buffer.concat(chunks).toString('base64') };
}
