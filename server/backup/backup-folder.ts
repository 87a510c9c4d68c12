import { constants } from 'node:fs';
import { access, mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * The folder a backup goes to, checked before anything is written: it may not exist yet
 * (it is made), or it must be an empty folder this process can write into. `undo`
 * takes back what the backup wrote when it fails halfway, so a failed backup leaves the
 * folder as it found it.
 */
export async function prepareBackupFolder(folder: string): Promise<{ undo(): Promise<void> }> {
  const info = await stat(folder).catch(() => undefined);
  if (info && !info.isDirectory()) throw new Error(`${folder} is a file, not a folder`);
  if (info) {
    const entries = await readdir(folder);
    if (entries.length > 0)
      throw new Error(`${folder} is not empty (${entries.length} entries): a backup goes into an empty or new folder`);
    await access(folder, constants.W_OK).catch(() => {
      throw new Error(`${folder} cannot be written by this user`);
    });
    return { undo: () => emptyFolder(folder) };
  }
  const parent = path.dirname(path.resolve(folder));
  const parentIsFolder = (await stat(parent).catch(() => undefined))?.isDirectory() === true;
  const writable =
    parentIsFolder &&
    (await access(parent, constants.W_OK).then(
      () => true,
      () => false,
    ));
  if (!writable)
    throw new Error(`${folder} cannot be made: ${parent} is missing, not a folder, or cannot be written by this user`);
  await mkdir(folder);
  return { undo: () => rm(folder, { recursive: true, force: true }) };
}

async function emptyFolder(folder: string): Promise<void> {
  for (const entry of await readdir(folder)) await rm(path.join(folder, entry), { recursive: true, force: true });
}
