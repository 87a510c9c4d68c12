import { stat, writeFile } from 'node:fs/promises';
import { Code } from '../../../contract/errors';
import type { FileStore } from '../../files/file-store';
import { sniffFileType } from '../../files/sniff-file-type';
import { ApiError } from '../../http/api-error';
import { readArchive } from './archive-reading';
import type { ImportLimits } from './import-limits';
import type { ImportParts } from './receive-import-parts';
import { isWorkbook } from './sheet-reading';

/** The sheet and the photos archive of a preview, wherever they came in. */
export interface ImportFiles {
  sheet: { file: string; size: number };
  /** The zip the photos are read from, when there is one. */
  photos?: string;
}

const SHEET_IN_ARCHIVE = /(^|\/)[^/]+\.xlsx$/i;
const CLUTTER = /(^|\/)(__MACOSX\/|\._)/;

/**
 * Sorts out what was sent: an .xlsx sheet and a photos zip, or one zip holding an
 * .xlsx sheet beside the photos (in either field). Judged by the bytes: a sheet that
 * is not a workbook or a zip is 415, photos that are not a zip are 415.
 */
export async function importFilesOf(parts: ImportParts, store: FileStore, limits: ImportLimits): Promise<ImportFiles> {
  const sheet = parts.sheet ? await kindOf(parts.sheet) : undefined;
  const photos = parts.photos ? await kindOf(parts.photos) : undefined;
  if (sheet && sheet.kind === 'other') {
    throw new ApiError(Code.FILE_TYPE_REFUSED, `the sheet is ${sheet.found}, not an .xlsx workbook`, {
      field: 'sheet',
    });
  }
  if (photos && photos.kind !== 'archive') {
    throw new ApiError(Code.FILE_TYPE_REFUSED, `the photos must come as one .zip archive, not ${photos.found}`, {
      field: 'photos',
    });
  }
  if (sheet?.kind === 'workbook') return { sheet: sheet.at, photos: photos?.at.file };
  // One archive holding both: the sheet field's, else the photos field's.
  const bundle = sheet ?? photos;
  if (!bundle)
    throw new ApiError(Code.BAD_REQUEST, 'send the filled sheet (field "sheet") and the photos (field "photos")');
  const inner = await sheetInArchive(bundle.at.file, store, limits, parts);
  if (!inner) throw new ApiError(Code.BAD_REQUEST, 'the archive holds no .xlsx sheet', { field: 'sheet' });
  if (!(await isWorkbook(inner.file, inner.size))) {
    throw new ApiError(Code.FILE_TYPE_REFUSED, 'the .xlsx in the archive is not a workbook', { field: 'sheet' });
  }
  return { sheet: inner, photos: bundle.at.file };
}

interface Kind {
  kind: 'workbook' | 'archive' | 'other';
  /** What the bytes are, in words. */
  found: string;
  at: { file: string; size: number };
}

async function kindOf(file: string): Promise<Kind> {
  const { size } = await stat(file);
  const at = { file, size };
  if (size === 0) return { kind: 'other', found: 'empty', at };
  if (await isWorkbook(file, size)) return { kind: 'workbook', found: 'an .xlsx workbook', at };
  const type = await sniffFileType(file, size);
  if (type?.family === 'archive') return { kind: 'archive', found: 'a zip archive', at };
  return { kind: 'other', found: type ? `${type.family} (${type.mime})` : 'of no type the console knows', at };
}

/** Takes the first .xlsx of the archive out into a scratch file (under the sheet's cap). */
async function sheetInArchive(
  archive: string,
  store: FileStore,
  limits: ImportLimits,
  parts: ImportParts,
): Promise<{ file: string; size: number } | undefined> {
  let found: { file: string; size: number } | undefined;
  await readArchive(
    archive,
    limits,
    (name) =>
      !found && SHEET_IN_ARCHIVE.test(name) && !CLUTTER.test(name)
        ? { maxBytes: limits.maxSheetBytes, keepBytes: limits.maxSheetBytes }
        : undefined,
    async (_name, bytes) => {
      if (found) return;
      const file = store.scratchPath();
      parts.scratchFiles.push(file);
      await writeFile(file, bytes, { flag: 'wx' });
      found = { file, size: bytes.length };
    },
  );
  return found;
}
