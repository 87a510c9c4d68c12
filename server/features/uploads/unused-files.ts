import { STORED_NAME_PATTERN, type UploadKind } from '../../../contract/uploads';
import type { FeatureTables } from '../../db/resource-tables';
import { FILE_REFERENCES } from '../../files/file-references';
import { isStillNeeded, removeUnneededFile } from '../../files/file-release';
import type { FileStore } from '../../files/file-store';

/**
 * How long an upload no row uses is kept: a form left open, a site import previewed
 * and not yet run (its plan lives a day too). The purge of unused files removes it after.
 */
export const UNUSED_FILE_HOURS = 24;

/** Files looked at between two turns given to other work. */
const FILES_A_TURN = 100;

/** What a purge of unused files did. */
export interface UnusedFilesPurge {
  purged: number;
  /** Files the store failed to remove, kept for the next purge; the first failure's words. */
  failed: number;
  firstFailure?: string;
}

/**
 * Removes the stored files of the kinds rows refer to (images; the configuration
 * screens' kinds are left alone) that no row needs and that were kept before `before`:
 * judged by the file's record when it has one (its upload, or its last import), else
 * by the file's own time (a file kept before owners were recorded, or whose uploader
 * was deleted). Each file is checked again under its lock before it goes
 * (file-release.ts), so a row taking it meanwhile keeps it. Only names the server makes
 * are looked at. Stops between two files when `signal` is aborted.
 */
export async function purgeUnusedFiles(
  tables: FeatureTables,
  store: FileStore,
  { before, signal }: { before: Date; signal: AbortSignal },
): Promise<UnusedFilesPurge> {
  const outcome: UnusedFilesPurge = { purged: 0, failed: 0 };
  let looked = 0;
  for (const kind of Object.keys(FILE_REFERENCES) as UploadKind[]) {
    for await (const file of store.list(kind)) {
      signal.throwIfAborted();
      looked += 1;
      if (looked % FILES_A_TURN === 0) await new Promise((resolve) => setImmediate(resolve));
      const name = file.key.slice(kind.length + 1);
      if (!STORED_NAME_PATTERN.test(name) || file.modifiedAt >= before) continue;
      if (await isStillNeeded(tables, file.key, { recordedBefore: before })) continue;
      try {
        if (await removeUnneededFile(tables, store, file.key, { recordedBefore: before })) outcome.purged += 1;
      } catch (error) {
        outcome.failed += 1;
        outcome.firstFailure ??= `${file.key}: ${error instanceof Error ? error.message : String(error)}`;
      }
    }
  }
  return outcome;
}
