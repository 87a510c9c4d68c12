import type { FastifyBaseLogger } from 'fastify';
import type { ResourceTables } from '../../db/resource-tables';
import { lockFileKey } from './file-lock';
import { forgetFileOwner } from './file-owners';
import { isReferred, referencesOf } from './file-references';
import type { FileStore } from './file-store';

/**
 * A row let go of a stored file (a face registered on its door panel, a resident
 * deleted with their faces): the file leaves the store, with its owner's record, only
 * when no row needs it any more; two faces sharing a photo keep it until the last is
 * done with it. Checked and removed under the file's lock, so a row taking the file
 * meanwhile either comes first and keeps it, or finds it gone. Answers whether it went;
 * a store that fails to remove it is logged, and the file kept.
 */
export async function releaseStoredFile(
  tables: ResourceTables,
  store: FileStore,
  key: string,
  log: FastifyBaseLogger,
): Promise<boolean> {
  try {
    return await tables.inTransaction(async (inside) => {
      await lockFileKey(inside, key);
      for (const reference of referencesOf(inside, key) ?? []) {
        if (await isReferred(inside, reference, key, { needing: true })) return false;
      }
      await forgetFileOwner(inside, key);
      await store.remove(key);
      return true;
    });
  } catch (error) {
    log.error({ err: error, key }, 'a stored file no row needs could not be removed');
    return false;
  }
}
