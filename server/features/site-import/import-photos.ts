import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Code } from '../../../contract/errors';
import type { FileStore } from '../../files/file-store';
import type { FileType } from '../../files/file-types';
import { checkImage } from '../../files/image-check';
import { sniffFileType } from '../../files/sniff-file-type';
import { ApiError } from '../../http/api-error';
import { readArchive } from './archive-reading';
import type { ImportLimits } from './import-limits';
import type { RefusedRow, RowFailure, SheetResident } from './row-validation';

/** A photo taken out of the archive for a row, not yet judged. */
export interface ExtractedPhoto {
  /** Its name in the archive. */
  entry: string;
  scratchFile: string;
  size: number;
  /** SHA-256 of its bytes. */
  contentHash: string;
}

/** What became of a row's photo: judged an image of a type the store keeps, or refused. */
export type PhotoVerdict = { photo: ExtractedPhoto; type: FileType } | { failure: RowFailure };

const PHOTO_EXTENSIONS = ['.jpg', '.jpeg', '.png'];
/** What archive tools add beside the files (macOS resource forks, Finder and Explorer files). */
const CLUTTER = /(^|\/)(__MACOSX\/|\.DS_Store$|Thumbs\.db$|\._)/;

/**
 * The file name each row's photo is looked for under: the sheet's photo column when
 * filled, else `<personId>.jpg`, `.jpeg` or `.png` (the extension in any case).
 */
function photoKeysOf(resident: Pick<SheetResident, 'personId' | 'photoName'>): string[] {
  if (resident.photoName) return [lookupKey(resident.photoName)];
  return PHOTO_EXTENSIONS.map((extension) => lookupKey(`${resident.personId}${extension}`));
}

/** The photo keys of rows refused by the sheet's rules: their photos are theirs, not photos no row asked for. */
function refusedPhotoKeys(refused: readonly RefusedRow[]): Set<string> {
  return new Set(refused.flatMap((row) => photoKeysOf({ personId: row.personId, photoName: row.cells.photo })));
}

/** Names are compared by their last segment, the extension in lower case; the folder they sit in does not matter. */
function lookupKey(name: string): string {
  const base = path.posix.basename(name.replaceAll('\\', '/'));
  const dot = base.lastIndexOf('.');
  return dot < 0 ? base : base.slice(0, dot) + base.slice(dot).toLowerCase();
}

/** The photos taken out of an archive for its rows, and the names of the entries left in it. */
export interface ExtractedPhotos {
  photos: Map<number, ExtractedPhoto>;
  /** Rows whose sheet names a photo the archive lacks. */
  missing: Map<number, RowFailure>;
  /** Entries no row asked for. */
  unmatched: string[];
  /** Entries that are photos of rows refused by the sheet's rules: not imported with their rows. */
  ofRefusedRows: string[];
}

/**
 * Takes the photos of `residents` out of the archive into scratch files (each at most
 * `maxPhotoBytes` inflated, the archive under its caps); other entries are never
 * inflated, only named: in `ofRefusedRows` when the photo is a row's the sheet's rules
 * refused (`refused`), else in `unmatched`. A row whose sheet names a photo the archive
 * lacks is refused (6022); a row without one and no `<personId>` photo simply has none.
 */
export async function extractPhotos(
  archive: string | undefined,
  residents: readonly SheetResident[],
  refused: readonly RefusedRow[],
  store: FileStore,
  limits: ImportLimits,
  maxPhotoBytes: number,
): Promise<ExtractedPhotos> {
  const rowOfKey = new Map<string, number>();
  for (const resident of residents) for (const key of photoKeysOf(resident)) rowOfKey.set(key, resident.row);
  const keysOfRefused = refusedPhotoKeys(refused);
  const photos = new Map<number, ExtractedPhoto>();
  const unmatched: string[] = [];
  const ofRefusedRows: string[] = [];
  if (archive) {
    await readArchive(
      archive,
      limits,
      (entry) => {
        const row = rowOfKey.get(lookupKey(entry));
        if (row === undefined || photos.has(row)) {
          if (row === undefined && keysOfRefused.has(lookupKey(entry))) ofRefusedRows.push(entry);
          else if (!CLUTTER.test(entry) && !entry.toLowerCase().endsWith('.xlsx')) unmatched.push(entry);
          return undefined;
        }
        return { maxBytes: maxPhotoBytes, keepBytes: maxPhotoBytes };
      },
      async (entry, bytes) => {
        const row = rowOfKey.get(lookupKey(entry));
        if (row === undefined || photos.has(row)) return;
        const scratchFile = store.scratchPath();
        await writeFile(scratchFile, bytes, { flag: 'wx' });
        photos.set(row, { entry, scratchFile, size: bytes.length, contentHash: sha256(bytes) });
      },
    );
  }
  const missing = new Map<number, RowFailure>();
  for (const resident of residents) {
    if (resident.photoName && !photos.has(resident.row)) {
      missing.set(resident.row, {
        field: 'photo',
        code: Code.SYNC_RESIDENT_OR_FACE_MISSING,
        rule: 'missing',
        detail: `the archive holds no photo named ${resident.photoName}`,
        args: { photo: resident.photoName },
      });
    }
  }
  return { photos, missing, unmatched, ofRefusedRows };
}

/**
 * Judges a photo as `POST /upload/image` judges an upload: by its bytes (an image
 * the store keeps, 6024 otherwise), its header's pixel count (413) and a small
 * decode (6024). A refused photo refuses its row, not the import.
 */
export async function judgePhoto(photo: ExtractedPhoto, maxPixels: number): Promise<PhotoVerdict> {
  const type = await sniffFileType(photo.scratchFile, photo.size);
  if (type?.family !== 'image') {
    const found = type ? type.mime : 'of no type the console knows';
    return refusal(Code.IMAGE_PARSE_FAILED, `${photo.entry} is not an image (it is ${found})`);
  }
  try {
    await checkImage(photo.scratchFile, type, maxPixels);
    return { photo, type };
  } catch (error) {
    if (error instanceof ApiError) return refusal(error.code, `${photo.entry}: ${error.detail ?? ''}`);
    throw error;
  }
}

function refusal(code: number, detail: string): PhotoVerdict {
  return { failure: { field: 'photo', code, rule: 'image', detail } };
}

/**
 * The store key a face photo of this resident is kept under: `image/` and 32 hex
 * digits of SHA-256 over the site, the person id and the photo's own hash, with the
 * extension of its type. The same photo of the same resident always gets the same
 * name, so a second import of it finds the face it made the first time (by
 * `facePath`) and makes no other; two residents never share a file.
 */
export function photoKeyOf(siteId: number, personId: string, photo: ExtractedPhoto, type: FileType): string {
  const name = sha256(Buffer.from(`${siteId}\n${personId}\n${photo.contentHash}`)).slice(0, 32);
  return `image/${name}.${type.extension}`;
}

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}
