import type { FastifyBaseLogger } from 'fastify';
import type { ResourceServices } from '../../crud/resource-services';
import { releaseStoredFile } from '../../files/file-release';
import type { FileStore } from '../../files/file-store';

/**
 * Deleting a resident removes their person and faces from the site's door panels: a
 * hook on the resident write path writes, in the same transaction as the delete, a
 * `gateway-removal` row naming the resident, their person id and their faces, and
 * the next sync hands it to the gateway. The
 * faces go with the resident (cascade); once the delete has committed, their photos
 * leave the file store unless another row still needs them (a photo two faces share).
 */
export function recordResidentRemovals(services: ResourceServices, store: FileStore, log: FastifyBaseLogger): void {
  services.on('resident', 'beforeDelete', async (context) => {
    const resident = context.before;
    if (!resident) return;
    const residentId = Number(resident.id);
    const faces = await context.tables.of('face').findWhere({ residentId });
    // An internal, append-only record (like the API log): the registry gives it no validators or
    // routes, so it is written by the store of this write's transaction, committed or rolled back with it.
    await context.tables.of('gateway-removal').insert({
      siteId: Number(resident.siteId),
      residentId,
      personId: typeof resident.personId === 'string' ? resident.personId : null,
      faceIds: faces.map((face) => face.id),
    });
    const photos = faces.flatMap((face) => (face.facePath ? [face.facePath] : []));
    context.afterCommit(async () => {
      for (const key of new Set(photos)) await releaseStoredFile(services.tables, store, key, log);
    });
  });
}
