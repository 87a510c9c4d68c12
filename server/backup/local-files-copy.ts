import { copyFile, mkdir, opendir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { type BackedUpFile, describeFile } from './backup-manifest';

/** Where a local store's scratch files wait for their checks: never part of a backup. */
const SCRATCH_FOLDER = '.incoming';

/**
 * Copies the local file store's files (not its scratch files) into `into`, each described
 * with its checksum. A file removed while the copy runs (a photo purged once its door
 * panel holds it) is passed over.
 */
export async function copyLocalFiles(storeRoot: string, backupFolder: string, into: string): Promise<BackedUpFile[]> {
  const copied: BackedUpFile[] = [];
  for await (const key of filesUnder(storeRoot)) {
    const target = path.join(backupFolder, into, key);
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await copyFile(path.join(storeRoot, key), target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue;
      throw error;
    }
    copied.push(await describeFile(backupFolder, path.join(into, key)));
  }
  return copied;
}

/** Something made beside its place, to be moved in with one rename or thrown away. */
export interface Staged {
  commit(): Promise<void>;
  discard(): Promise<void>;
}

/**
 * A backup's files copied beside the local store (`<store>.restoring`), to be moved in
 * with one rename once everything else of the restore has worked.
 */
export async function stageLocalFiles(
  files: BackedUpFile[],
  backupFolder: string,
  from: string,
  storeRoot: string,
): Promise<Staged> {
  const staging = `${storeRoot}.restoring`;
  const discard = () => rm(staging, { recursive: true, force: true });
  await discard();
  try {
    await mkdir(staging, { recursive: true });
    for (const file of files) {
      const target = path.join(staging, path.relative(from, file.path));
      await mkdir(path.dirname(target), { recursive: true });
      await copyFile(path.join(backupFolder, file.path), target);
    }
  } catch (error) {
    await discard();
    throw error;
  }
  return {
    async commit() {
      await rm(storeRoot, { recursive: true, force: true });
      await rename(staging, storeRoot);
    },
    discard,
  };
}

/** Whether the local store holds no file but scratch ones (or does not exist yet). */
export async function localStoreIsEmpty(storeRoot: string): Promise<boolean> {
  for await (const _ of filesUnder(storeRoot)) return false;
  return true;
}

/** The store's keys (`<kind>/<name>`), its scratch folder left out. */
async function* filesUnder(root: string, relative = ''): AsyncGenerator<string> {
  const folder = await opendir(path.join(root, relative)).catch(() => undefined);
  if (!folder) return;
  for await (const entry of folder) {
    const key = path.join(relative, entry.name);
    if (entry.isDirectory()) {
      if (relative === '' && entry.name === SCRATCH_FOLDER) continue;
      yield* filesUnder(root, key);
    } else if (entry.isFile()) {
      yield key;
    } else if ((await stat(path.join(root, key)).catch(() => undefined))?.isFile()) {
      yield key;
    }
  }
}
