import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredRows } from '../../contract/generated/types';
import { storedPathOf, uploadUrlOf } from '../../contract/uploads';
import { databases } from '../support/databases';
import * as photos from '../support/face-photos';
import { faceWorld } from '../support/faces';
import { facePhoto, postPreview, residentSheet, runToEnd, zipOf } from '../support/import-files';
import { startTestServer, type TestServer } from '../support/test-server';
import { filesInStore, postUpload } from '../support/upload-calls';

type Run = StoredRows['scheduled-job-run'];
type Job = StoredRows['scheduled-job'];
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The shipped job `purge-unused-files` removes the images no row needs that were
 * uploaded more than a day ago (by their record, or by the file's own time for a file
 * kept before owners were recorded), and leaves fresh uploads, used ones and the
 * configuration screens' files alone.
 */
describe.each(databases)('the purge of unused stored files ($kind)', (database) => {
  let server: TestServer;
  const world = faceWorld(() => server);
  let good: Buffer;
  const tables = () => server.app.backend.tables;
  const records = () => tables().of('stored-file');
  const keyOf = (url: string) => String(storedPathOf(url));
  const kept = (url: string) => filesInStore(server).includes(keyOf(url));
  /** Makes an upload look `days` old: its record's time and the file's own. */
  const age = async (url: string, days: number) => {
    const when = new Date(Date.now() - days * DAY_MS);
    const record = await records().findOneWhere({ key: keyOf(url) });
    if (record) await records().touch(record.id, { updatedAt: when.toISOString() });
    fs.utimesSync(path.join(server.config.uploads.dir, keyOf(url)), when, when);
  };
  const runPurge = async () => {
    const job = await tables().of('scheduled-job').findOneWhere({ code: 'purge-unused-files' });
    expect(job, 'the shipped job is seeded').toBeDefined();
    const answer = await server.call<Run>('POST', `/api/scheduled-jobs/${job?.id}/run`, { token: server.adminToken });
    expect(answer.body.data.status, answer.body.data.message ?? '').toBe('succeeded');
    return answer.body.data.message ?? '';
  };

  beforeAll(async () => {
    server = await startTestServer(database);
    good = await photos.singleFacePhoto();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('is shipped enabled, daily', async () => {
    const job = (await tables().of('scheduled-job').findOneWhere({ code: 'purge-unused-files' })) as Job | undefined;
    expect(job).toMatchObject({ enabled: true, cron: '0 4 * * *', name: 'Purge unused uploads' });
  });

  it('removes an unused upload older than a day, and keeps a fresh one and one a row uses', async () => {
    const unused = await world.upload(good);
    await age(unused, 2);
    const fresh = await world.upload(good);
    const site = await world.site();
    const resident = await world.resident(site.id);
    const used = await world.upload(good);
    expect((await world.createFace({ residentId: resident.id, faceUrl: used })).body.code).toBe(200);
    await age(used, 2);
    const avatar = await world.upload(good);
    const admin = await tables().of('admin').findOneWhere({ accountName: 'admin' });
    await world.call('PUT', `/api/admins/${admin?.id}`, { version: admin?.version, avatar });
    await age(avatar, 2);

    expect(await runPurge()).toMatch(/^purged 1 unused files? uploaded more than 24 hours ago$/);
    expect(kept(unused)).toBe(false);
    expect(await records().findOneWhere({ key: keyOf(unused) })).toBeUndefined();
    expect([kept(fresh), kept(used), kept(avatar)]).toEqual([true, true, true]);
  });

  it('counts a photo previewed again for a site import as fresh, so that the import still makes its face', async () => {
    const site = await world.site();
    const form = {
      siteId: site.id,
      sheet: await residentSheet([{ firstName: 'Ida', lastName: 'Again', personId: 'AGAIN1' }]),
      photos: zipOf({ 'AGAIN1.jpg': await facePhoto(0) }),
    };
    const before = new Set(filesInStore(server));
    expect((await postPreview(server, server.adminToken, form)).body.code).toBe(200);
    const [key] = filesInStore(server).filter((file) => !before.has(file));
    // Previewed two days ago and left; previewed again now, and run after the purge.
    await age(uploadUrlOf(key), 2);
    const again = await postPreview(server, server.adminToken, form);
    expect(again.body.data.faces.create).toBe(1);
    await runPurge();
    expect(filesInStore(server)).toContain(key);
    expect((await runToEnd(server, server.adminToken, again.body.data.importId)).state).toBe('done');
    expect(await tables().of('face').findOneWhere({ facePath: key })).toBeDefined();
  });

  it('removes an old file without a record that no row needs, by the file’s own time', async () => {
    const orphan = await world.upload(good);
    const young = await world.upload(good);
    for (const url of [orphan, young]) await records().deleteWhere({ key: keyOf(url) });
    await age(orphan, 3);
    await runPurge();
    expect(kept(orphan)).toBe(false);
    expect(kept(young)).toBe(true);
  });

  it('leaves the files of the configuration screens alone', async () => {
    const upload = await postUpload(server, 'file', Buffer.from('settings notes\n'), 'notes.txt', {
      token: server.adminToken,
    });
    const url = String(upload.body.data?.url);
    await age(url, 10);
    await runPurge();
    expect(kept(url)).toBe(true);
  });
});
