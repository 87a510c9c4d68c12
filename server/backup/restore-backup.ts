import { access, chmod, copyFile, mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { openCache } from '../cache/open-cache';
import type { ServerConfig } from '../config';
import { type BackupManifest, readVerifiedManifest } from './backup-manifest';
import { localStoreIsEmpty, type Staged, stageLocalFiles } from './local-files-copy';
import { FILES_FOLDER } from './make-backup';
import { postgresTables, restorePostgres, withClient } from './postgres-copy';
import { currentKey, keyFileOf, keyFingerprint } from './secret-key-copy';
import { sqliteIsSound } from './sqlite-copy';

const SESSIONS_TABLE = 'admin_session';

/**
 * Restores a backup onto a fresh console (no database yet, an empty store, the key file
 * absent or the same key): the same rows, files and readable secrets, every session ended.
 * Everything is checked before anything is written — the manifest and every file's
 * checksum, the engine, an empty target, the key — so a damaged or partial backup, or a
 * target that is not fresh, stops with the problem named and changes nothing.
 */
export async function restoreBackup(
  config: ServerConfig,
  folder: string,
  say: (line: string) => void,
): Promise<BackupManifest> {
  const manifest = await readVerifiedManifest(folder);
  say(`backup of ${manifest.createdAt}: every file matches its checksum`);
  await checkTarget(config, manifest);
  const keyToWrite = await checkKey(config, manifest, folder);

  // Files and the SQLite file are made beside their places first; the database is the point of no return.
  const staged: Staged[] = [];
  try {
    if (manifest.files.store === 'local') {
      staged.push(await stageLocalFiles(manifest.files.list, folder, FILES_FOLDER, config.uploads.dir));
    }
    await restoreDatabase(config, path.join(folder, manifest.database.file.path), staged);
  } catch (error) {
    for (const part of staged) await part.discard();
    throw error;
  }
  for (const part of staged) await part.commit();
  say('database: restored, every session ended');
  say(
    manifest.files.store === 'local'
      ? `files: ${manifest.files.list.length} into ${config.uploads.dir}`
      : `files: in the bucket "${manifest.files.bucket}", which the console reads as it is`,
  );
  if (keyToWrite) {
    await mkdir(config.dataDir, { recursive: true });
    await copyFile(keyToWrite, keyFileOf(config.dataDir));
    await chmod(keyFileOf(config.dataDir), 0o600);
    say(`secret key: ${keyFileOf(config.dataDir)}`);
  }
  if (config.redisUrl) await endCachedSessions(config.redisUrl);
  return manifest;
}

async function checkTarget(config: ServerConfig, manifest: BackupManifest): Promise<void> {
  const engine = config.database.kind;
  if (manifest.database.engine !== engine) {
    throw new Error(
      `the backup is of a ${manifest.database.engine} database, and this console is configured for ${engine}`,
    );
  }
  if (config.database.kind === 'sqlite') {
    const exists = await access(config.database.file).then(
      () => true,
      () => false,
    );
    if (exists) throw new Error(`${config.database.file} exists: a restore goes onto a fresh data folder`);
  } else {
    const tables = await postgresTables(config.database.url);
    if (tables.length > 0)
      throw new Error(`the database already holds ${tables.length} tables: a restore goes onto an empty database`);
  }
  if (manifest.files.store !== config.uploads.store.kind) {
    throw new Error(
      `the backup's files are in a ${manifest.files.store} store, and this console is configured for FILE_STORE=${config.uploads.store.kind}`,
    );
  }
  if (manifest.files.store === 'local' && !(await localStoreIsEmpty(config.uploads.dir))) {
    throw new Error(`${config.uploads.dir} holds files: a restore goes onto an empty store`);
  }
}

/** The key file to put in place, if any, once the key the console will use is known to be the backup's. */
async function checkKey(config: ServerConfig, manifest: BackupManifest, folder: string): Promise<string | undefined> {
  const present = await currentKey(config.secretKey, config.dataDir);
  const wrongKey = (what: string) =>
    new Error(
      `${what} is not the key this backup's secrets were written with (fingerprint ${manifest.secretKey.fingerprint})`,
    );
  if (manifest.secretKey.source === 'SECRET_KEY') {
    if (config.secretKey === undefined)
      throw new Error('this backup was made with SECRET_KEY set: set the same SECRET_KEY to restore it');
    if (!present || keyFingerprint(present) !== manifest.secretKey.fingerprint) throw wrongKey('SECRET_KEY');
    return undefined;
  }
  if (present) {
    if (keyFingerprint(present) !== manifest.secretKey.fingerprint) {
      throw wrongKey(config.secretKey === undefined ? keyFileOf(config.dataDir) : 'SECRET_KEY');
    }
    return undefined;
  }
  return path.join(folder, manifest.secretKey.file.path);
}

/**
 * SQLite: the file checked, its sessions deleted and staged beside its place (committed
 * with the rest). PostgreSQL: `pg_restore` in one transaction, then the sessions deleted.
 */
async function restoreDatabase(config: ServerConfig, file: string, staged: Staged[]): Promise<void> {
  if (config.database.kind === 'sqlite') {
    const target = config.database.file;
    const staging = `${target}.restoring`;
    await mkdir(path.dirname(staging), { recursive: true });
    await copyFile(file, staging);
    const discard = () => rm(staging, { force: true });
    staged.push({ commit: () => rename(staging, target), discard });
    if (!sqliteIsSound(staging)) throw new Error(`${path.basename(file)} is not a sound SQLite database`);
    const database = new SqliteDatabase(staging);
    try {
      database.prepare(`delete from ${SESSIONS_TABLE}`).run();
    } finally {
      database.close();
    }
    return;
  }
  await restorePostgres(config.database.url, file);
  await withClient(config.database.url, (client) => client.query(`delete from ${SESSIONS_TABLE}`));
}

/** Sessions a shared Redis still caches end with the restore too. */
async function endCachedSessions(redisUrl: string): Promise<void> {
  const cache = await openCache(redisUrl);
  try {
    for (const key of await cache.scan('session:*')) await cache.del(key);
  } finally {
    await cache.close();
  }
}
