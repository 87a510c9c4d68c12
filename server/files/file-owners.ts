import type { FeatureTables } from '../db/resource-tables';
import { lockFileKey } from './file-lock';
import { kindOfKey } from './file-references';

/**
 * The account a stored file belongs to until rows refer to it: the one that uploaded
 * it, or the last to import it (a site import's photo is named after its site, person
 * and bytes, so importing it again hands it to that importer). The record lives in the
 * database, so every node reads the same owner. Its time is when the file was last
 * taken up: the purge of unused files counts a photo imported again as fresh.
 */
export async function recordFileOwner(tables: FeatureTables, key: string, adminId: number): Promise<void> {
  await tables.inTransaction(async (inside) => {
    await lockFileKey(inside, key);
    const owners = inside.of('stored-file');
    const known = await owners.findOneWhere({ key });
    if (!known) await owners.insert({ key, kind: kindOfKey(key), adminId });
    else await owners.update(known.id, { adminId });
  });
}

/** The account a stored file was recorded for; undefined for a file kept before owners were recorded. */
export async function ownerOfFile(tables: FeatureTables, key: string): Promise<number | undefined> {
  return (await tables.of('stored-file').findOneWhere({ key }))?.adminId;
}

/** Forgets a file's owner, once the file has left the store. */
export async function forgetFileOwner(tables: FeatureTables, key: string): Promise<void> {
  await tables.of('stored-file').deleteWhere({ key });
}
