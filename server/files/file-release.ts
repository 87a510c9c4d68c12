import type { FastifyBaseLogger } from 'fastify';
import type { FeatureTables } from '../db/resource-tables';
import { lockFileKey } from './file-lock';
import { forgetFileOwner } from './file-owners';
import { isReferred, referencesOf } from './file-references';
import type { FileStore } from './file-store';

/**
 * A row let go of a stored file (a face registered on its door panel, its photo
 * replaced, a face, a resident or an account deleted, an avatar changed): the file
 * leaves the store, with its owner's record, only when no row needs it any more; two
 * faces sharing a photo keep it until the last is done with it. Called once the write
 * that let go has committed. Answers whether it went; a store that fails to remove it
 * is logged, and the file kept (the purge of unused files tries again).
 */
export async function releaseStoredFile(
  tables: FeatureTables,
  store: FileStore,
  key: string,
  log: FastifyBaseLogger,
): Promise<boolean> {
  try {
    return await removeUnneededFile(tables, store, key);
  } catch (error) {
    log.error({ err: error, key }, 'a stored file no row needs could not be removed');
    return false;
  }
}

/**
 * Removes the file and its record when no row needs it and, with `recordedBefore`,
 * when its record (if it has one) is older than that: an upload taken up again since
 * stays. Checked and removed under the file's lock, so a row taking the file meanwhile
 * either comes first and keeps it, or finds it gone. Throws when the store fails.
 */
export async function removeUnneededFile(
  tables: FeatureTables,
  store: FileStore,
  key: string,
  { recordedBefore }: { recordedBefore?: Date } = {},
): Promise<boolean> {
  return tables.inTransaction(async (inside) => {
    await lockFileKey(inside, key);
    if (await isStillNeeded(inside, key, { recordedBefore })) return false;
    await forgetFileOwner(inside, key);
    await store.remove(key);
    return true;
  });
}

/**
 * Whether a row still needs the file or, with `recordedBefore`, its record is that
 * recent. Read without the lock it only tells what is worth locking for.
 */
export async function isStillNeeded(
  tables: FeatureTables,
  key: string,
  { recordedBefore }: { recordedBefore?: Date },
): Promise<boolean> {
  for (const reference of referencesOf(tables, key) ?? []) {
    if (await isReferred(tables, reference, key, { needing: true })) return true;
  }
  if (!recordedBefore) return false;
  const record = await tables.of('stored-file').findOneWhere({ key });
  return record !== undefined && Date.parse(record.updatedAt) >= recordedBefore.getTime();
}
