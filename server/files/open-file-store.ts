import path from 'node:path';
import type { UploadConfig } from '../upload-config';
import type { FileStore } from './file-store';
import { LocalFileStore } from './local-file-store';

/**
 * The store `FILE_STORE` chose. The S3 client is loaded only when a bucket is used, so a
 * console on its local folder starts without it. With a bucket, scratch files still go
 * to this node's upload folder (`.incoming`), where they wait for their checks.
 */
export async function openFileStore(uploads: UploadConfig): Promise<FileStore> {
  if (uploads.store.kind === 'local') return new LocalFileStore(uploads.dir);
  const { S3FileStore } = await import('./s3-file-store');
  return new S3FileStore(uploads.store, path.join(uploads.dir, '.incoming'));
}
