import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../contract/errors';
import { storedPathOf } from '../../contract/uploads';
import { purgeUnusedFiles } from '../../server/features/uploads/unused-files';
import { S3FileStore } from '../../server/files/s3-file-store';
import { databases } from '../support/databases';
import { notAnImage, singleFacePhoto } from '../support/face-photos';
import { faceWorld } from '../support/faces';
import { bindGateway, deviceCall } from '../support/gateways';
import { facePhoto, postPreview, residentSheet, runToEnd, zipOf } from '../support/import-files';
import { freshBucket, keysIn, objectBytes, putObject, s3Endpoint, s3StoreEnv } from '../support/s3-buckets';
import { startTestServer, type TestServer } from '../support/test-server';
import { postUpload } from '../support/upload-calls';

type SyncPage = { faces: { id: number; photoUrl?: string | null }[] };

const DAY_MS = 24 * 60 * 60 * 1000;

/** What waits on this node's disk: scratch files between an upload's arrival and its checks. */
const scratchFiles = (server: TestServer) => fs.readdirSync(path.join(server.config.uploads.dir, '.incoming'));

/**
 * The file store as a bucket of a real S3-protocol server (`.ci/s3-server`): every path
 * that stores or reads a file goes through it — uploads and their previews, a face's
 * photo judged and handed to its gateway, its purge after registration, the purge of
 * unused files — and nothing is kept on the node's own disk.
 */
describe.runIf(s3Endpoint).each(databases)('the S3 file store ($kind)', (database) => {
  let server: TestServer;
  let bucket: string;
  const world = faceWorld(() => server);
  const keyOf = (url: string) => String(storedPathOf(url));

  beforeAll(async () => {
    bucket = await freshBucket();
    server = await startTestServer(database, s3StoreEnv(bucket));
  });
  afterAll(async () => {
    await server?.close();
  });

  it('keeps an upload in the bucket, none on the disk, and serves it back byte for byte', async () => {
    const photo = await singleFacePhoto();
    const url = await world.upload(photo);
    expect(await keysIn(bucket)).toContain(keyOf(url));
    expect((await objectBytes(bucket, keyOf(url))).equals(photo)).toBe(true);
    expect(fs.existsSync(path.join(server.config.uploads.dir, keyOf(url)))).toBe(false);
    expect(scratchFiles(server)).toEqual([]);
    const preview = await server.app.inject({ method: 'GET', url, headers: { token: server.adminToken } });
    expect(preview.statusCode).toBe(200);
    expect(preview.rawPayload.equals(photo)).toBe(true);
  });

  it('lets nothing reach the bucket from an upload it refuses', async () => {
    const before = await keysIn(bucket);
    const answer = await postUpload(server, 'image', notAnImage(), 'face.jpg', { token: server.adminToken });
    expect(answer.body.code).toBe(Code.FILE_TYPE_REFUSED);
    expect(await keysIn(bucket)).toEqual(before);
    expect(scratchFiles(server)).toEqual([]);
  });

  it("judges a face's photo from the bucket, hands it to the gateway, and purges it once registered", async () => {
    const gateway = await bindGateway(server, 'D3:00:00:00:00:01');
    expect((await deviceCall(server, gateway, 'POST', '/device/v1/heartbeat', {})).body.code).toBe(200);
    const photo = await singleFacePhoto();
    const face = await world.face(gateway.siteId, photo);
    // The tactics read the real pixels from the bucket and passed them.
    expect(face.status).toBe('registering');
    const page = await deviceCall<SyncPage>(server, gateway, 'GET', '/device/v1/sync');
    const link = page.body.data.faces.find((row) => row.id === face.id)?.photoUrl;
    expect(link).toBeTruthy();
    const download = await server.app.inject({ method: 'GET', url: String(link) });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(photo)).toBe(true);

    const result = await deviceCall(server, gateway, 'POST', `/device/v1/faces/${face.id}/result`, { ok: true });
    expect(result.body.data).toMatchObject({ status: 'register_success' });
    expect(await keysIn(bucket)).not.toContain(keyOf(face.faceUrl));
  });

  it("keeps a site import's photos in the bucket and makes its faces from them", async () => {
    const site = await world.site();
    const sheet = await residentSheet([
      { firstName: 'Ada', lastName: 'One', personId: 'S3R1' },
      { firstName: 'Ben', lastName: 'Two', personId: 'S3R2' },
    ]);
    const photos = zipOf({ 'S3R1.jpg': await facePhoto(0), 'S3R2.jpg': await facePhoto(1) });
    const preview = await postPreview(server, server.adminToken, { siteId: site.id, sheet, photos });
    expect(preview.body.data).toMatchObject({ create: 2, faces: { create: 2 } });
    const progress = await runToEnd(server, server.adminToken, preview.body.data.importId);
    expect(progress).toMatchObject({ state: 'done', created: 2, facesCreated: 2 });
    const faces = await server.app.backend.tables.of('face').findWhere({ siteId: site.id });
    const keys = await keysIn(bucket);
    expect(faces).toHaveLength(2);
    for (const face of faces) {
      expect(keys).toContain(keyOf(String(face.faceUrl)));
      const photo = await server.app.inject({
        method: 'GET',
        url: String(face.faceUrl),
        headers: { token: server.adminToken },
      });
      expect(photo.statusCode).toBe(200);
    }
    expect(scratchFiles(server)).toEqual([]);
  });

  it('finds the unused files of the bucket for their purge, and keeps those in use', async () => {
    const photo = await singleFacePhoto();
    const unused = await world.upload(photo);
    const site = await world.site();
    const used = await world.upload(photo);
    const resident = await world.resident(site.id);
    expect((await world.createFace({ residentId: resident.id, faceUrl: used })).body.code).toBe(200);
    // A file a crashed node put there without a record, as old as the purge looks for.
    const orphan = 'image/0123456789abcdef0123456789abcdef.jpg';
    await putObject(bucket, orphan, photo);
    const records = server.app.backend.tables.of('stored-file');
    for (const url of [unused, used]) {
      const record = await records.findOneWhere({ key: keyOf(url) });
      if (record) await records.touch(record.id, { updatedAt: new Date(Date.now() - 2 * DAY_MS).toISOString() });
    }
    // The bucket's own times cannot be set back: the purge is run as it would be a day later.
    const store = new S3FileStore(
      { kind: 's3', endpoint: s3Endpoint, region: 'us-east-1', bucket, forcePathStyle: true, credentials: s3Keys() },
      path.join(server.config.uploads.dir, '.incoming'),
    );
    try {
      const purge = await purgeUnusedFiles(server.app.backend.tables, store, {
        before: new Date(Date.now() + 60_000),
        signal: new AbortController().signal,
      });
      expect(purge).toMatchObject({ failed: 0 });
      const keys = await keysIn(bucket);
      expect(keys).not.toContain(keyOf(unused));
      expect(keys).not.toContain(orphan);
      expect(keys).toContain(keyOf(used));
    } finally {
      store.close();
    }
  });
});

function s3Keys() {
  const env = s3StoreEnv('unused');
  return { accessKeyId: String(env.S3_ACCESS_KEY_ID), secretAccessKey: String(env.S3_SECRET_ACCESS_KEY) };
}

/**
 * A bucket that cannot serve: missing, refusing the console's keys, or out of reach. The
 * console starts all the same, `/readyz` says which, and every call that needs a file
 * answers 503 with the problem while the rest of the console serves.
 */
describe.runIf(s3Endpoint)('an S3 file store that cannot serve', () => {
  const cases = [
    { name: 'a missing bucket', env: () => s3StoreEnv('t-no-such-bucket'), problem: 'the bucket does not exist' },
    {
      name: 'keys the service refuses',
      env: () => s3StoreEnv('t-no-such-bucket', { S3_ACCESS_KEY_ID: 'NOBODY' }),
      problem: "the bucket refuses the console's credentials",
    },
    {
      name: 'a service out of reach',
      env: () => s3StoreEnv('t-no-such-bucket', { S3_ENDPOINT: 'http://127.0.0.1:9' }),
      problem: 'the S3 service cannot be reached',
    },
  ];

  it.each(cases)(
    'with $name: /readyz names the problem, uploads answer 503, lists still serve',
    async ({ env, problem }) => {
      const server = await startTestServer(databases[0], env());
      try {
        const ready = await server.call('GET', '/readyz');
        expect(ready.status).toBe(503);
        expect(ready.body.data).toMatchObject({
          database: 'ok',
          fileStore: 'failed',
          fileStoreKind: 's3',
          fileStoreProblem: problem,
        });

        const upload = await postUpload(server, 'image', await singleFacePhoto(), 'face.jpg', {
          token: server.adminToken,
        });
        expect(upload.status).toBe(503);
        expect(upload.body).toEqual({ code: Code.UNAVAILABLE, msg: `the file store (${problem})`, data: null });
        expect(scratchFiles(server)).toEqual([]);

        const preview = await server.call('GET', '/upload/image/0123456789abcdef0123456789abcdef.jpg', {
          token: server.adminToken,
        });
        expect([preview.status, preview.body.code]).toEqual([503, Code.UNAVAILABLE]);
        const sites = await server.call('GET', '/api/sites', { token: server.adminToken });
        expect(sites.body.code).toBe(200);
      } finally {
        await server.close();
      }
    },
  );
});
