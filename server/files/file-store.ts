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
 * Whether the store can serve now. When not, `problem` says what is wrong in words a
 * public probe may show; `detail` adds where (the folder, the endpoint and bucket) for the log.
 */
export type StoreCheck = { ok: true } | { ok: false; problem: string; detail: string };

/**
 * Where checked uploads are kept, by key (`<kind>/<stored name>`, both made by the
 * server). An upload is first received into a scratch file on this node, checked
 * there, and only then handed to the store, so a refused file never reaches it.
 * The local folder is one store (`local-file-store.ts`); an S3-compatible bucket is the
 * other (`s3-file-store.ts`), shared by every node of a cluster. The console serves
 * files itself whichever holds them, so the permission check stays in one place.
 * A store that cannot be reached answers its calls with ApiError 503 (Code.UNAVAILABLE),
 * never a missing file: a file it holds is never taken for gone.
 */
export interface FileStore {
  /** `local` or `s3`, as `FILE_STORE` chose. */
  readonly kind: 'local' | 's3';
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
  /** Whether the store answers and may be written (the folder, or the bucket with its credentials). */
  check(): Promise<StoreCheck>;
  /** Lets go of the store's connections when the server closes. */
  close(): void;
}
