import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** The manifest's own name: written last, so a backup cut short has none and is never taken for whole. */
export const MANIFEST_FILE = 'manifest.json';
export const BACKUP_FORMAT = 1;

/** One file of the backup: its path inside the backup folder, size and SHA-256. */
export interface BackedUpFile {
  path: string;
  bytes: number;
  sha256: string;
}

/** What a backup holds, written as `manifest.json` once everything else is in the folder. */
export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  /** The engine the database was read from, and how. */
  database:
    | { engine: 'sqlite'; method: 'sqlite online backup'; file: BackedUpFile }
    | { engine: 'postgres'; method: 'pg_dump --format=custom'; file: BackedUpFile; serverVersion: string };
  /** The files of the local store, or the bucket that keeps them (not copied: the bucket's versioning keeps it). */
  files: { store: 'local'; list: BackedUpFile[] } | { store: 's3'; bucket: string; note: string };
  /** The key of the stored secrets: its file, or that it is kept apart (SECRET_KEY); either way its fingerprint. */
  secretKey:
    | { source: 'file'; file: BackedUpFile; fingerprint: string }
    | { source: 'SECRET_KEY'; fingerprint: string; note: string };
  /** Rows per table when the database was read, to check a restore against. */
  rows: Record<string, number>;
}

/** The SHA-256 of a file, read as a stream. */
export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** A file of the backup folder described for the manifest. */
export async function describeFile(folder: string, relative: string): Promise<BackedUpFile> {
  const file = path.join(folder, relative);
  return { path: relative, bytes: (await stat(file)).size, sha256: await sha256Of(file) };
}

/**
 * The manifest of a backup folder, each file it lists checked for its size and checksum.
 * Throws naming the first problem: no manifest (a partial backup), one that cannot be read,
 * a file missing, cut short or changed.
 */
export async function readVerifiedManifest(folder: string): Promise<BackupManifest> {
  let text: string;
  try {
    text = await readFile(path.join(folder, MANIFEST_FILE), 'utf8');
  } catch {
    throw new Error(`${folder} holds no ${MANIFEST_FILE}: it is not a backup, or one that did not finish`);
  }
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(text) as BackupManifest;
  } catch {
    throw new Error(`${MANIFEST_FILE} in ${folder} is damaged: it is not JSON`);
  }
  if (manifest.format !== BACKUP_FORMAT || !manifest.database?.file || !manifest.files || !manifest.secretKey) {
    throw new Error(`${MANIFEST_FILE} in ${folder} is not a backup of format ${BACKUP_FORMAT}`);
  }
  for (const file of filesOf(manifest)) await verifyFile(folder, file);
  return manifest;
}

/** Every file a manifest lists. */
export function filesOf(manifest: BackupManifest): BackedUpFile[] {
  return [
    manifest.database.file,
    ...(manifest.files.store === 'local' ? manifest.files.list : []),
    ...(manifest.secretKey.source === 'file' ? [manifest.secretKey.file] : []),
  ];
}

async function verifyFile(folder: string, file: BackedUpFile): Promise<void> {
  const where = path.resolve(folder, file.path);
  if (!where.startsWith(`${path.resolve(folder)}${path.sep}`))
    throw new Error(`the backup names a file outside its folder: ${file.path}`);
  const size = await stat(where).then(
    (info) => info.size,
    () => undefined,
  );
  if (size === undefined) throw new Error(`the backup is partial: ${file.path} is missing`);
  if (size !== file.bytes) throw new Error(`the backup is damaged: ${file.path} has ${size} bytes, not ${file.bytes}`);
  if ((await sha256Of(where)) !== file.sha256)
    throw new Error(`the backup is damaged: ${file.path} does not match its checksum`);
}
