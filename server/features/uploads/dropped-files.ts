import type { FastifyBaseLogger } from 'fastify';
import type { ResourceDefinition } from '../../../contract/resource';
import { storedPathOf, type UploadKind } from '../../../contract/uploads';
import type { ResourceServices } from '../../crud/resource-services';
import type { Row } from '../../db/database';
import { FILE_REFERENCES, type FileReference } from '../../files/file-references';
import { releaseStoredFile } from '../../files/file-release';
import type { FileStore } from '../../files/file-store';

/**
 * A row that lets go of a stored file releases it: a face whose photo is replaced or
 * that is deleted (alone or in a batch), an account whose avatar changes, is cleared or
 * that is deleted. Hooks on the write path, so every route writing these rows does it.
 * The file is released only once the write has committed (removing a file cannot be
 * rolled back), under its lock and only when no other row needs it (file-release.ts).
 * A server that stops in between leaves the file to the purge of unused files.
 */
export function releaseDroppedFiles(
  services: ResourceServices,
  resources: readonly ResourceDefinition[],
  store: FileStore,
  log: FastifyBaseLogger,
): void {
  for (const [kind, references] of Object.entries(FILE_REFERENCES) as [UploadKind, FileReference[]][]) {
    for (const reference of references) {
      if (!resources.some((resource) => resource.name === reference.resource)) continue;
      const keyIn = (row: Row | undefined) => storedKeyOf(reference, kind, row);
      const release = (key: string) => async () => {
        await releaseStoredFile(services.tables, store, key, log);
      };
      services.on(reference.resource, 'afterUpdate', ({ before, after, afterCommit }) => {
        const dropped = keyIn(before);
        if (dropped && dropped !== keyIn(after)) afterCommit(release(dropped));
      });
      services.on(reference.resource, 'afterDelete', ({ before, afterCommit }) => {
        const dropped = keyIn(before);
        if (dropped) afterCommit(release(dropped));
      });
    }
  }
}

/** The store key a row refers to by this reference: its key field, else the key its URL names. */
function storedKeyOf(reference: FileReference, kind: UploadKind, row: Row | undefined): string | undefined {
  if (reference.keyField) {
    const key = row?.[reference.keyField];
    return typeof key === 'string' && key !== '' ? key : undefined;
  }
  const url = row?.[reference.urlField];
  return typeof url === 'string' ? storedPathOf(url, kind) : undefined;
}
