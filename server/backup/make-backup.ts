import { copyFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ServerConfig } from '../config';
import { prepareBackupFolder } from './backup-folder';
import { BACKUP_FORMAT, type BackupManifest, describeFile, MANIFEST_FILE } from './backup-manifest';
import { copyLocalFiles } from './local-files-copy';
import { dumpPostgres } from './postgres-copy';
import { currentKey, keyFileOf, keyFingerprint } from './secret-key-copy';
import { copySqliteOnline, sqliteRowCounts } from './sqlite-copy';

export const SQLITE_FILE = 'console.sqlite';
export const POSTGRES_DUMP = 'database.dump';
export const FILES_FOLDER = 'uploads';
export const KEY_FILE = 'secret.key';

/**
 * A consistent backup of a console while it serves: the database (SQLite's online backup,
 * or `pg_dump` of a snapshot), the local store's files, and the key of the stored secrets
 * (its file, or a note that `SECRET_KEY` is kept apart). The manifest, with every file's
 * checksum and the rows per table, is written last. A backup that fails takes back what it
 * wrote. `say` reports each step.
 */
export async function makeBackup(
  config: ServerConfig,
  folder: string,
  say: (line: string) => void,
): Promise<BackupManifest> {
  const key = await currentKey(config.secretKey, config.dataDir);
  if (!key)
    throw new Error(
      `there is no key of the stored secrets yet (${keyFileOf(config.dataDir)}): has the console ever started here?`,
    );
  const written = await prepareBackupFolder(folder);
  try {
    const database = await backUpDatabase(config, folder, say);
    const files = await backUpFiles(config, folder, say);
    const secretKey = await backUpKey(config, folder, key, say);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      database: database.entry,
      files,
      secretKey,
      rows: database.rows,
    };
    await writeFile(path.join(folder, `${MANIFEST_FILE}.part`), `${JSON.stringify(manifest, null, 2)}\n`);
    await rename(path.join(folder, `${MANIFEST_FILE}.part`), path.join(folder, MANIFEST_FILE));
    return manifest;
  } catch (error) {
    await written.undo();
    throw error;
  }
}

async function backUpDatabase(config: ServerConfig, folder: string, say: (line: string) => void) {
  if (config.database.kind === 'sqlite') {
    say(`database: SQLite's online backup of ${config.database.file}`);
    await copySqliteOnline(config.database.file, path.join(folder, SQLITE_FILE));
    const entry = {
      engine: 'sqlite',
      method: 'sqlite online backup',
      file: await describeFile(folder, SQLITE_FILE),
    } as const;
    return { entry, rows: sqliteRowCounts(path.join(folder, SQLITE_FILE)) };
  }
  say('database: PostgreSQL, with pg_dump (custom format) of one snapshot');
  const dumped = await dumpPostgres(config.database.url, path.join(folder, POSTGRES_DUMP));
  const entry = {
    engine: 'postgres',
    method: 'pg_dump --format=custom',
    file: await describeFile(folder, POSTGRES_DUMP),
    serverVersion: dumped.serverVersion,
  } as const;
  return { entry, rows: dumped.rows };
}

async function backUpFiles(
  config: ServerConfig,
  folder: string,
  say: (line: string) => void,
): Promise<BackupManifest['files']> {
  const store = config.uploads.store;
  if (store.kind === 's3') {
    say(`files: kept in the bucket "${store.bucket}", not copied (turn on the bucket's versioning)`);
    const note =
      "The files are in the S3 bucket, which this backup does not copy: keep them with the bucket's versioning or replication.";
    return { store: 's3', bucket: store.bucket, note };
  }
  const list = await copyLocalFiles(config.uploads.dir, folder, FILES_FOLDER);
  say(`files: ${list.length} from ${config.uploads.dir}`);
  return { store: 'local', list };
}

async function backUpKey(
  config: ServerConfig,
  folder: string,
  key: Buffer,
  say: (line: string) => void,
): Promise<BackupManifest['secretKey']> {
  const fingerprint = keyFingerprint(key);
  if (config.secretKey !== undefined) {
    say('secret key: SECRET_KEY is set and not copied; keep it apart, the restore needs it');
    const note = 'SECRET_KEY was set: it is not in this backup. Keep it apart; the restore needs the same SECRET_KEY.';
    return { source: 'SECRET_KEY', fingerprint, note };
  }
  await copyFile(keyFileOf(config.dataDir), path.join(folder, KEY_FILE));
  say(`secret key: ${keyFileOf(config.dataDir)} (keep this backup as safe as the key itself)`);
  return { source: 'file', file: await describeFile(folder, KEY_FILE), fingerprint };
}
