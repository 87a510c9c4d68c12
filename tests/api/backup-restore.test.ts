import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedPathOf } from '../../contract/uploads';
import type { BackupManifest } from '../../server/backup/backup-manifest';
import { postgresRowCountsOf } from '../../server/backup/postgres-copy';
import { SecretBox } from '../../server/secrets/secret-box';
import { loadSecretKey } from '../../server/secrets/secret-key';
import { runBackupCommand, sqliteRowsByTable, virtualTables } from '../support/backup-commands';
import { singleFacePhoto } from '../support/face-photos';
import { faceWorld } from '../support/faces';
import { startTestServer, type TestServer } from '../support/test-server';

const SECRET = 'partner-secret-0123456789abcdef';

const scratch = (name: string) => path.join(fs.mkdtempSync(path.join(os.tmpdir(), `console-${name}-`)), name);
const manifestOf = (folder: string) =>
  JSON.parse(fs.readFileSync(path.join(folder, 'manifest.json'), 'utf8')) as BackupManifest;
/** Every file under a folder, relative to it, sorted (nothing when it does not exist). */
const filesUnder = (folder: string) =>
  fs.existsSync(folder)
    ? fs
        .readdirSync(folder, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile())
        .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
        .sort()
    : [];

/**
 * `npm run backup` while the console writes, and `npm run restore` onto a fresh data folder:
 * the same rows (every table), the same files byte for byte, secrets readable, sessions
 * ended; and a backup or restore that cannot be done stops with the problem named and
 * changes nothing.
 */
describe('backup and restore (sqlite)', () => {
  let server: TestServer;
  const world = faceWorld(() => server);
  let photoUrl: string;
  let cloudId: number;

  beforeAll(async () => {
    server = await startTestServer({ kind: 'sqlite' });
    const site = await world.site();
    photoUrl = (await world.face(site.id, await singleFacePhoto())).faceUrl;
    const cloud = await world.call<{ id: number }>('POST', '/api/third-clouds', {
      name: 'Partner cloud',
      endpoint: 'https://partner.example.com/api',
      appId: 'app-1',
      secret: SECRET,
    });
    cloudId = cloud.body.data.id;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('backs up while the console writes, and restores every table and file, secrets readable and sessions ended', async () => {
    const acknowledged: number[] = [];
    let writing = true;
    const writer = async (worker: number) => {
      for (let made = 0; writing; made += 1) {
        const answer = await world.call<{ id: number }>('POST', '/api/sites', { name: `Load ${worker}-${made}` });
        if (answer.body.code === 200) acknowledged.push(answer.body.data.id);
      }
    };
    const writers = [1, 2, 3].map(writer);
    await new Promise((resolve) => setTimeout(resolve, 300));
    const beforeBackup = [...acknowledged];
    const folder = scratch('backup');
    const backup = await runBackupCommand('backup', folder, { DATA_DIR: server.config.dataDir });
    writing = false;
    await Promise.all(writers);
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toMatch(/database: SQLite's online backup of /);
    expect(acknowledged.length, 'sites were written while the backup ran').toBeGreaterThan(beforeBackup.length);

    const target = scratch('restored');
    const restore = await runBackupCommand('restore', folder, { DATA_DIR: target });
    expect(restore.code, restore.output).toBe(0);

    // Every table: each restored row is a row of the console (none changed since, only added), and as many as the backup counted.
    const manifest = manifestOf(folder);
    const restored = sqliteRowsByTable(path.join(target, 'console.sqlite'));
    const live = sqliteRowsByTable(path.join(server.config.dataDir, 'console.sqlite'));
    expect([...restored.keys()]).toEqual([...live.keys()]);
    const searchIndexes = virtualTables(path.join(target, 'console.sqlite'));
    expect(searchIndexes.length).toBeGreaterThan(0);
    for (const [table, rows] of restored) {
      if (table === 'admin_session') {
        expect(rows, 'every session ended').toEqual([]);
        continue;
      }
      expect(rows.length, table).toBe(manifest.rows[table]);
      // A full-text index rewrites its own blocks as rows come: its rows are compared through the table it indexes.
      if (searchIndexes.some((index) => table.startsWith(index))) continue;
      const kept = new Set(live.get(table));
      expect(
        rows.filter((row) => !kept.has(row)),
        table,
      ).toEqual([]);
    }
    const sites = new Set((restored.get('site') ?? []).map((row) => (JSON.parse(row) as { id: number }).id));
    expect(
      beforeBackup.filter((id) => !sites.has(id)),
      'sites acknowledged before the backup',
    ).toEqual([]);

    // Every file, byte for byte, none of the scratch files.
    const files = filesUnder(path.join(target, 'uploads'));
    expect(files).toContain(String(storedPathOf(photoUrl)));
    for (const file of files) {
      const original = fs.readFileSync(path.join(server.config.uploads.dir, file));
      expect(fs.readFileSync(path.join(target, 'uploads', file)).equals(original), file).toBe(true);
    }

    const again = await startTestServer({ kind: 'sqlite' }, { DATA_DIR: target });
    try {
      const old = await again.call('GET', '/api/sites', { token: server.adminToken });
      expect(old.status, 'a session of the backup').toBe(401);
      const photo = await again.app.inject({ method: 'GET', url: photoUrl, headers: { token: again.adminToken } });
      expect(photo.statusCode).toBe(200);
      expect(photo.rawPayload.equals(await singleFacePhoto())).toBe(true);
      const stored = await again.app.backend.tables.of('third-cloud').findById(cloudId);
      const key = loadSecretKey(again.config.secretKey, again.config.dataDir);
      expect(new SecretBox(key).open(String(stored?.secret))).toBe(SECRET);
    } finally {
      await again.close();
    }
  });

  it('refuses a folder that is not empty or cannot be made, and writes nothing', async () => {
    const env = { DATA_DIR: server.config.dataDir };
    const full = scratch('full');
    fs.mkdirSync(full);
    fs.writeFileSync(path.join(full, 'notes.txt'), 'kept');
    const notEmpty = await runBackupCommand('backup', full, env);
    expect(notEmpty.code).toBe(1);
    expect(notEmpty.output).toMatch(/backup failed: .*full is not empty \(1 entries\)/);
    expect(filesUnder(full)).toEqual(['notes.txt']);

    const underAFile = path.join(full, 'notes.txt', 'backup');
    const unmakeable = await runBackupCommand('backup', underAFile, env);
    expect(unmakeable.code).toBe(1);
    expect(unmakeable.output).toMatch(
      /backup failed: .* cannot be made: .*notes\.txt is missing, not a folder, or cannot be written/,
    );
    expect(filesUnder(full)).toEqual(['notes.txt']);

    const missing = await runBackupCommand('backup', '', env);
    expect(missing.code).toBe(2);
    expect(missing.output).toMatch(/usage: npm run backup -- <folder>/);
  });

  it('refuses a damaged or partial backup, or a target that is not fresh, and changes nothing', async () => {
    const folder = scratch('backup');
    expect((await runBackupCommand('backup', folder, { DATA_DIR: server.config.dataDir })).code).toBe(0);
    const refusedOnto = async (backup: string, target: string, problem: RegExp) => {
      const before = filesUnder(target);
      const run = await runBackupCommand('restore', backup, { DATA_DIR: target });
      expect(run.code, run.output).toBe(1);
      expect(run.output).toMatch(problem);
      expect(filesUnder(target)).toEqual(before);
    };

    const damaged = scratch('damaged');
    fs.cpSync(folder, damaged, { recursive: true });
    const photo = path.join(damaged, 'uploads', String(storedPathOf(photoUrl)));
    const bytes = fs.readFileSync(photo);
    bytes[bytes.length - 1] ^= 0xff;
    fs.writeFileSync(photo, bytes);
    await refusedOnto(
      damaged,
      scratch('fresh'),
      /the backup is damaged: uploads\/image\/\w+\.jpg does not match its checksum/,
    );

    const cut = scratch('cut');
    fs.cpSync(folder, cut, { recursive: true });
    fs.truncateSync(path.join(cut, 'console.sqlite'), 4096);
    await refusedOnto(cut, scratch('fresh'), /the backup is damaged: console\.sqlite has 4096 bytes, not \d+/);

    const partial = scratch('partial');
    fs.cpSync(folder, partial, { recursive: true });
    fs.rmSync(path.join(partial, 'manifest.json'));
    await refusedOnto(
      partial,
      scratch('fresh'),
      /holds no manifest\.json: it is not a backup, or one that did not finish/,
    );

    await refusedOnto(folder, server.config.dataDir, /console\.sqlite exists: a restore goes onto a fresh data folder/);
    const otherKey = scratch('other-key');
    fs.mkdirSync(otherKey);
    fs.writeFileSync(path.join(otherKey, 'secret.key'), 'ab'.repeat(32));
    await refusedOnto(folder, otherKey, /secret\.key is not the key this backup's secrets were written with/);
  });
});

const postgresUrl = process.env.TEST_DATABASE_URL?.trim();

/** The same on PostgreSQL: `pg_dump` of one snapshot while the console writes, restored into an empty database. */
describe.runIf(postgresUrl)('backup and restore (postgres)', () => {
  const names = [`bk_${process.pid}_${Date.now()}_src`, `bk_${process.pid}_${Date.now()}_dst`];
  const urlOf = (name: string) => {
    const url = new URL(String(postgresUrl));
    url.pathname = `/${name}`;
    return url.toString();
  };
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  let server: TestServer;
  const world = faceWorld(() => server);

  beforeAll(async () => {
    for (const name of names) await admin(`create database ${name}`);
    server = await startTestServer({ kind: 'sqlite' }, { DATABASE_URL: urlOf(names[0] as string) });
  });
  afterAll(async () => {
    await server?.close();
    for (const name of names) await admin(`drop database if exists ${name} with (force)`);
  });

  it('dumps one snapshot while the console writes, restores it into an empty database, and refuses one that is not', async () => {
    const site = await world.site();
    const photoUrl = (await world.face(site.id, await singleFacePhoto())).faceUrl;
    const cloud = await world.call<{ id: number }>('POST', '/api/third-clouds', {
      name: 'Partner cloud',
      endpoint: 'https://partner.example.com/api',
      appId: 'app-1',
      secret: SECRET,
    });
    const acknowledged: number[] = [];
    let writing = true;
    const writers = [1, 2].map(async (worker) => {
      for (let made = 0; writing; made += 1) {
        const answer = await world.call<{ id: number }>('POST', '/api/sites', { name: `Load ${worker}-${made}` });
        if (answer.body.code === 200) acknowledged.push(answer.body.data.id);
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const beforeBackup = [...acknowledged];
    const folder = scratch('backup');
    const env = { DATA_DIR: server.config.dataDir, DATABASE_URL: urlOf(names[0] as string) };
    const backup = await runBackupCommand('backup', folder, env);
    writing = false;
    await Promise.all(writers);
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toMatch(/database: PostgreSQL, with pg_dump \(custom format\) of one snapshot/);
    const manifest = manifestOf(folder);
    expect(manifest.database).toMatchObject({ engine: 'postgres', method: 'pg_dump --format=custom' });

    const target = { DATA_DIR: scratch('restored'), DATABASE_URL: urlOf(names[1] as string) };
    const restore = await runBackupCommand('restore', folder, target);
    expect(restore.code, restore.output).toBe(0);
    // Every table holds what the snapshot held; the sessions none.
    expect(await postgresRowCountsOf(target.DATABASE_URL)).toEqual({ ...manifest.rows, admin_session: 0 });
    const again = await startTestServer({ kind: 'sqlite' }, target);
    try {
      const tables = again.app.backend.tables;
      for (const id of beforeBackup) expect(await tables.of('site').findById(id), `site ${id}`).toBeDefined();
      expect((await again.call('GET', '/api/sites', { token: server.adminToken })).status).toBe(401);
      const photo = await again.app.inject({ method: 'GET', url: photoUrl, headers: { token: again.adminToken } });
      expect(photo.rawPayload.equals(await singleFacePhoto())).toBe(true);
      const stored = await tables.of('third-cloud').findById(cloud.body.data.id);
      expect(new SecretBox(loadSecretKey(undefined, target.DATA_DIR)).open(String(stored?.secret))).toBe(SECRET);
    } finally {
      await again.close();
    }

    const onceMore = await runBackupCommand('restore', folder, { ...target, DATA_DIR: scratch('fresh') });
    expect(onceMore.code).toBe(1);
    expect(onceMore.output).toMatch(/the database already holds \d+ tables: a restore goes onto an empty database/);
  });
});
