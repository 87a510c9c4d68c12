import type { Readable } from 'node:stream';
import type { UploadKind } from '../../contract/uploads';

/** A stored file opened for reading. */
export interface StoredFile {
  stream: Readable;
  size: number;
}

/** A file the store keeps, and when it was last written. */
export interface KeptFile {
  key: string;
  modifiedAt: Date;
}

/**
 * Where checked uploads are kept, by key (`<kind>/<stored name>`, both made by the
 * server). An upload is first received into a scratch file on this node, checked
 * there, and only then handed to the store, so a refused file never reaches it.
 * The local folder is one store; an S3-compatible bucket would be another, with the
 * same calls (PUT, GET, HEAD, DELETE and LIST of objects); the console keeps serving
 * files itself, so the permission check stays in one place whichever holds them.
 */
export interface FileStore {
  /** A fresh path for a scratch file on this node's disk. */
  scratchPath(): string;
  /** Keeps a checked scratch file under `key`; the scratch file is gone afterwards. */
  keep(scratchFile: string, key: string): Promise<void>;
  /** The file under `key`, or undefined when there is none. */
  open(key: string): Promise<StoredFile | undefined>;
  exists(key: string): Promise<boolean>;
  /** Deletes the file under `key` (a face photo purged once its door panel holds it); none there is no error. */
  remove(key: string): Promise<void>;
  /** The files kept of a kind (keys `<kind>/…`), in the store's order, for the purge of unused files. */
  list(kind: UploadKind): AsyncIterable<KeptFile>;
}
