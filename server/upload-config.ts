import path from 'node:path';
import { UPLOAD_DEFAULT_MAX_MIB } from '../contract/settings-server';
import { UPLOAD_KINDS, type UploadKind } from '../contract/uploads';
import { type FileStoreConfig, readFileStoreConfig } from './files/file-store-config';

/**
 * Where uploads are kept and how big they may be (docs/operating.md, Configuration): read with the
 * rest of the configuration at start, so a bad value stops the server before it listens.
 */
export interface UploadConfig {
  /** Which store keeps the files: this node's folder, or an S3-compatible bucket. */
  store: FileStoreConfig;
  /** The local file store's folder; with the S3 store, where this node's scratch files go. */
  dir: string;
  /** Largest file of each kind, in bytes. */
  maxBytes: Record<UploadKind, number>;
  /** Largest image, in pixels (width × height), checked from the header before anything is decoded. */
  maxImagePixels: number;
  /** Whether a face photo or an avatar may also be an https:// URL elsewhere, not only a file of the store. */
  httpsImageUrls: boolean;
}

export const MIB = 1024 * 1024;
const DEFAULT_MAX_IMAGE_PIXELS = 40_000_000;

export function readUploadConfig(
  value: (name: string) => string | undefined,
  dataDir: string,
  problems: string[],
): UploadConfig {
  const maxBytes = Object.fromEntries(
    UPLOAD_KINDS.map((kind) => {
      const name = `UPLOAD_MAX_${kind.toUpperCase()}_MB`;
      return [kind, Math.round(readPositive(name, value(name), UPLOAD_DEFAULT_MAX_MIB[kind], problems) * MIB)];
    }),
  ) as Record<UploadKind, number>;
  const pixels = value('UPLOAD_MAX_IMAGE_PIXELS');
  const maxImagePixels = Math.floor(
    readPositive('UPLOAD_MAX_IMAGE_PIXELS', pixels, DEFAULT_MAX_IMAGE_PIXELS, problems),
  );
  const https = value('UPLOAD_HTTPS_IMAGE_URLS')?.toLowerCase() ?? 'false';
  if (!['true', 'false'].includes(https))
    problems.push(`UPLOAD_HTTPS_IMAGE_URLS must be true or false, got "${https}"`);
  return {
    store: readFileStoreConfig(value, problems),
    dir: path.resolve(dataDir, value('UPLOAD_DIR') ?? 'uploads'),
    maxBytes,
    maxImagePixels,
    httpsImageUrls: https === 'true',
  };
}

function readPositive(name: string, raw: string | undefined, fallback: number, problems: string[]): number {
  if (raw === undefined) return fallback;
  const number = /^\d+(\.\d+)?$/.test(raw) ? Number(raw) : Number.NaN;
  if (number > 0) return number;
  problems.push(`${name} must be a number above 0, got "${raw}"`);
  return fallback;
}
