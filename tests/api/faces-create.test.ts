import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../contract/errors';
import { loadPrincipal, type Principal } from '../../server/auth/principal';
import { seedTactics } from '../../server/seed/seed-tactics';
import { createSignedInAccount } from '../support/accounts';
import { databases } from '../support/databases';
import * as photos from '../support/face-photos';
import { type FaceRow, faceWorld } from '../support/faces';
import { startTestServer, type TestServer } from '../support/test-server';

/** A face created: its site from its resident, its status decided by the tactics on the real pixels, then the site. */
describe.each(databases)('creating a face ($kind)', (database) => {
  let server: TestServer;
  const world = faceWorld(() => server);
  let good: Buffer;

  beforeAll(async () => {
    server = await startTestServer(database);
    good = await photos.singleFacePhoto();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('takes the site from the resident and waits for a gateway at a site without one', async () => {
    const site = await world.site();
    const before = Date.now();
    const face = await world.face(site.id, good);
    expect(face).toMatchObject({
      siteId: site.id,
      status: 'device_not_started',
      failureReason: null,
      registerFailedCount: 0,
    });
    expect(Date.parse(String(face.registerDate))).toBeGreaterThanOrEqual(before - 1000);
    expect(face.facePath).toMatch(/^image\/[0-9a-f]{32}\.jpg$/);
  });

  it('goes to registering at a site whose gateway has started, and to manual detection when its switch is on', async () => {
    const started = await world.startedSite();
    expect((await world.face(started.id, good)).status).toBe('registering');
    const switched = await world.startedSite();
    const on = await world.call<{ manualDetectionOpenedAt: string }>(
      'PUT',
      `/api/sites/${switched.id}/manual-detection`,
      { enabled: true },
    );
    const face = await world.face(switched.id, good);
    expect(face).toMatchObject({
      status: 'manual_detecting',
      manualDetectOpenTime: on.body.data.manualDetectionOpenedAt,
    });
  });

  it('gives the shipped limits to a tactic still holding an earlier seed, and keeps an edited one', async () => {
    const { tables } = server.app.backend;
    const tactics = tables.of('auto-detect-tactic');
    const resolution = (await tactics.findOneWhere({ code: 'min-resolution' })) as { id: number };
    const fileSize = (await tactics.findOneWhere({ code: 'file-size' })) as { id: number };
    const earlierDescription = 'At least minWidth × minHeight pixels';
    await tactics.touch(Number(resolution.id), {
      description: earlierDescription,
      params: { minWidth: 480, minHeight: 480 },
    });
    await tactics.touch(Number(fileSize.id), { params: { minBytes: 20000, maxBytes: 5242880 } });
    await seedTactics(tables);
    expect(await tactics.findById(resolution.id)).toMatchObject({
      description: 'The photo is at least the minimum width and height in pixels',
      params: { minWidth: 300, minHeight: 300 },
    });
    expect((await tactics.findById(fileSize.id))?.params).toEqual({ minBytes: 20000, maxBytes: 5242880 });
    await tactics.touch(Number(fileSize.id), { params: { minBytes: 4096, maxBytes: 5242880 } });
  });

  it.each([
    [358, 441],
    [420, 510],
  ])('takes an ID-photo-sized clear portrait (%i × %i) with the shipped tactics', async (width, height) => {
    const site = await world.site();
    const face = await world.face(site.id, await photos.idPhoto(width, height));
    expect(face).toMatchObject({ status: 'device_not_started' });
    expect(face.failureReason).toBeNull();
  });

  it.each([
    ['group', photos.groupPhoto, /^single-face: 2 faces$/],
    ['faceless', photos.facelessPhoto, /^single-face: no face$/],
    ['blurred', photos.blurredPhoto, /^sharpness: [\d.]+ < 10$/],
    ['dark', photos.darkPhoto, /^brightness: [\d.]+ < 40$/],
    ['tiny', photos.tinyPhoto, /^min-resolution: 150 × 157 < 300 × 300$/],
  ])('fails a %s photo on its tactic, before the manual detection switch', async (_name, build, reason) => {
    const site = await world.site();
    await world.call('PUT', `/api/sites/${site.id}/manual-detection`, { enabled: true });
    const before = Date.now();
    const face = await world.face(site.id, await build());
    expect(face).toMatchObject({ status: 'register_failed', registerFailedCount: 1 });
    expect(face.failureReason).toMatch(reason);
    expect(Date.parse(String(face.registerFailedDate))).toBeGreaterThanOrEqual(before - 1000);
  });

  it('keeps every tactic a photo fails with its measure, the first as the failure reason', async () => {
    const site = await world.site();
    const murky = await world.face(site.id, await photos.murkyThumbnailPhoto());
    expect(murky.status).toBe('register_failed');
    const reasons = murky.failureReasons ?? [];
    expect(reasons.map((reason) => reason.split(':')[0])).toEqual(
      expect.arrayContaining(['min-resolution', 'brightness', 'sharpness']),
    );
    expect(reasons[0]).toBe(murky.failureReason);
    expect(reasons[0]).toMatch(/^min-resolution: 150 × 157 < 300 × 300$/);
    expect(reasons).toContainEqual(expect.stringMatching(/^brightness: [\d.]+ < 40$/));
    expect(reasons).toContainEqual(expect.stringMatching(/^sharpness: [\d.]+ < 10$/));
    const read = await world.call<FaceRow>('GET', `/api/faces/${murky.id}`);
    expect(read.body.data.failureReasons).toEqual(reasons);

    const faceless = await world.face(site.id, await photos.facelessPhoto());
    expect(faceless.failureReasons).toEqual(['single-face: no face']);
    const clear = await world.face(site.id, good);
    expect(clear.failureReasons).toBeNull();
  });

  it('runs only the enabled tactics, with the thresholds edited on their rows', async () => {
    const tactics = (
      await world.call<{ list: { id: number; code: string; version: number }[] }>(
        'GET',
        '/api/auto-detect-tactics?pageSize=100',
      )
    ).body.data.list;
    const sharpness = tactics.find((tactic) => tactic.code === 'sharpness');
    if (!sharpness) throw new Error('no sharpness tactic seeded');
    const site = await world.site();
    const blurred = await photos.blurredPhoto();
    await world.call('PUT', `/api/auto-detect-tactics/${sharpness.id}`, {
      version: sharpness.version,
      params: { minVariance: 1 },
    });
    expect((await world.face(site.id, blurred)).status).toBe('device_not_started');
    await world.call('POST', '/api/auto-detect-tactics/enabled', { ids: [sharpness.id], enabled: false });
    const strictParams = { params: { minVariance: 1000 }, version: sharpness.version + 2 };
    await world.call('PUT', `/api/auto-detect-tactics/${sharpness.id}`, strictParams);
    expect((await world.face(site.id, good)).status).toBe('device_not_started');
    await world.call('POST', '/api/auto-detect-tactics/enabled', { ids: [sharpness.id], enabled: true });
    expect((await world.face(site.id, good)).failureReason).toMatch(/^sharpness: [\d.]+ < 1000$/);
    await world.call('PUT', `/api/auto-detect-tactics/${sharpness.id}`, {
      params: { minVariance: 10 },
      version: sharpness.version + 4,
    });
  });

  it('answers 6022 without a resident or photo, 6023 for a resident that does not exist', async () => {
    const site = await world.site();
    const faceUrl = await world.upload(good);
    const noResident = await world.createFace({ faceUrl });
    expect(noResident.body).toMatchObject({ code: Code.SYNC_RESIDENT_OR_FACE_MISSING, data: { field: 'residentId' } });
    const resident = await world.resident(site.id);
    const noPhoto = await world.createFace({ residentId: resident.id });
    expect(noPhoto.body).toMatchObject({ code: Code.SYNC_RESIDENT_OR_FACE_MISSING, data: { field: 'faceUrl' } });
    const unknown = await world.createFace({ residentId: 999_999, faceUrl });
    expect(unknown.body).toMatchObject({ code: Code.SYNC_SITE_OR_RESIDENT_ABSENT, data: { field: 'residentId' } });
  });

  it("refuses a site that is not the resident's, and takes one that is", async () => {
    const site = await world.site();
    const other = await world.site();
    const resident = await world.resident(site.id);
    const faceUrl = await world.upload(good);
    const wrong = await world.createFace({ residentId: resident.id, siteId: other.id, faceUrl });
    expect(wrong.status).toBe(400);
    expect(wrong.body.data).toMatchObject({ rule: 'agrees' });
    const right = await world.createFace({ residentId: resident.id, siteId: site.id, faceUrl });
    expect(right.body.data).toMatchObject({ siteId: site.id, status: 'device_not_started' });
  });

  it("answers 6059 for a resident of another account's site", async () => {
    const { token } = await createSignedInAccount(server, 'face-owner', ['sp-site', 'site-tabs']);
    const adminsResident = await world.resident((await world.site()).id);
    const faceUrl = await world.upload(good, token);
    const refused = await world.createFace({ residentId: adminsResident.id, faceUrl }, token);
    expect(refused.body).toMatchObject({ code: Code.NOT_MINE, data: { field: 'residentId', rule: 'owner' } });
    const theirSite = await world.site(token);
    expect((await world.face(theirSite.id, good, token)).siteId).toBe(theirSite.id);
  });

  it('answers 6024 for a stored photo that is not an image, and 400 for a photo not uploaded', async () => {
    const site = await world.site();
    const resident = await world.resident(site.id);
    const faceUrl = await world.upload(good);
    fs.writeFileSync(path.join(server.config.uploads.dir, faceUrl.replace('/upload/', '')), photos.notAnImage());
    const broken = await world.createFace({ residentId: resident.id, faceUrl });
    expect(broken.body).toMatchObject({ code: Code.IMAGE_PARSE_FAILED, data: { field: 'faceUrl' } });
    const elsewhere = await world.createFace({ residentId: resident.id, faceUrl: 'https://example.org/face.jpg' });
    expect(elsewhere.body).toMatchObject({ code: Code.BAD_REQUEST, data: { field: 'faceUrl', rule: 'url' } });
    expect(await server.app.backend.tables.of('face').findWhere({ residentId: resident.id })).toHaveLength(0);
  });

  it('decides the same on the write path itself, as the site import creates faces', async () => {
    const site = await world.site();
    const resident = await world.resident(site.id);
    const faces = server.app.services.of('face');
    const tables = server.app.backend.tables;
    const admin = await tables.of('admin').findOneWhere({ accountName: 'admin' });
    const principal = (await loadPrincipal(tables, Number(admin?.id))) as Principal;
    const created = (await faces.create(principal, {
      residentId: resident.id,
      faceUrl: await world.upload(await photos.groupPhoto()),
    })) as unknown as FaceRow;
    expect(created).toMatchObject({
      siteId: site.id,
      status: 'register_failed',
      failureReason: 'single-face: 2 faces',
    });
  });
});
