import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../contract/errors';
import { storedPathOf } from '../../contract/uploads';
import { createSignedInAccount } from '../support/accounts';
import { databases } from '../support/databases';
import * as photos from '../support/face-photos';
import { type FaceRow, faceWorld } from '../support/faces';
import { type BoundGateway, deviceCall } from '../support/gateways';
import { facePhoto, postPreview, residentSheet, runToEnd, zipOf } from '../support/import-files';
import { startTestServer, type TestServer } from '../support/test-server';
import { filesInStore } from '../support/upload-calls';

const OPERATOR_CODES = ['sp-site', 'site-tabs', 'site-import'];

/**
 * A stored file belongs to the account that uploaded it and, once rows refer to it, to
 * whoever may see those rows: an operator of other sites who learns its name can
 * neither read it nor make a face of it, and a purge keeps it while a face needs it.
 */
describe.each(databases)('stored files and their owners ($kind)', (database) => {
  let server: TestServer;
  const world = faceWorld(() => server);
  let good: Buffer;
  /** Operator A: site-tabs on a site of their own, whose gateway is bound and started. */
  let alice: string;
  let aliceGateway: BoundGateway;
  /** Operator B: site-tabs on another site, no all-sites. */
  let bob: string;
  let bobResident: { id: number };

  const read = (url: string, token: string) =>
    server.app.inject({ method: 'GET', url, headers: { token } }).then((answer) => ({
      status: answer.statusCode,
      code: String(answer.headers['content-type']).startsWith('application/json')
        ? (answer.json().code as number)
        : undefined,
    }));
  const facePhotoOf = (id: number, token = alice) =>
    server.app.inject({ method: 'GET', url: `/api/faces/${id}/photo`, headers: { token } });
  const register = (face: { id: number }) =>
    deviceCall<FaceRow>(server, aliceGateway, 'POST', `/device/v1/faces/${face.id}/result`, { ok: true });
  const aliceFace = async (faceUrl: string): Promise<FaceRow> => {
    const resident = await world.resident(aliceGateway.siteId, alice);
    const answer = await world.createFace({ residentId: resident.id, faceUrl }, alice);
    expect(answer.body.code, answer.body.msg).toBe(200);
    return answer.body.data;
  };
  const keyOf = (url: string) => String(storedPathOf(url, 'image'));

  beforeAll(async () => {
    server = await startTestServer(database);
    good = await photos.singleFacePhoto();
    alice = String((await createSignedInAccount(server, 'alice', OPERATOR_CODES)).token);
    bob = String((await createSignedInAccount(server, 'bob', OPERATOR_CODES)).token);
    const site = await world.site(alice);
    const mac = 'DD:00:00:00:00:01';
    const bound = await world.call<{ credential: string }>(
      'POST',
      `/api/sites/${site.id}/bind`,
      { mac, alias: 'A' },
      alice,
    );
    expect(bound.body.code, bound.body.msg).toBe(200);
    aliceGateway = { siteId: site.id, mac, credential: bound.body.data.credential };
    await server.app.services
      .of('site')
      .systemUpdate(site.id, { gatewayStartedAt: new Date().toISOString() }, { bookkeeping: true });
    bobResident = await world.resident((await world.site(bob)).id, bob);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('serves an upload to its uploader, and a face photo to those who may see the face, 6059 to an operator of other sites', async () => {
    const url = await world.upload(good, alice);
    expect(await read(url, alice)).toEqual({ status: 200, code: undefined });
    expect(await read(url, bob)).toEqual({ status: 400, code: Code.NOT_MINE });
    await aliceFace(url);
    expect(await read(url, alice)).toEqual({ status: 200, code: undefined });
    expect(await read(url, bob)).toEqual({ status: 400, code: Code.NOT_MINE });
    // Those who see every site see every file.
    expect((await read(url, server.adminToken)).status).toBe(200);
    const { token: auditor } = await createSignedInAccount(server, 'auditor', ['site-tabs', 'all-sites']);
    expect((await read(url, String(auditor))).status).toBe(200);
  });

  it('refuses a face of another owner’s file for the caller’s own resident with 6059 on faceUrl, on create and on update', async () => {
    const used = await world.upload(good, alice);
    const face = await aliceFace(used);
    const unused = await world.upload(good, alice);
    for (const faceUrl of [used, unused]) {
      const answer = await world.createFace({ residentId: bobResident.id, faceUrl }, bob);
      expect(answer.status, faceUrl).toBe(400);
      expect(answer.body).toMatchObject({ code: Code.NOT_MINE, data: { field: 'faceUrl', rule: 'owner' } });
    }
    const own = await world.createFace({ residentId: bobResident.id, faceUrl: await world.upload(good, bob) }, bob);
    expect(own.body.code, own.body.msg).toBe(200);
    const changed = await world.call(
      'PUT',
      `/api/faces/${own.body.data.id}`,
      {
        faceUrl: used,
        version: own.body.data.version,
      },
      bob,
    );
    expect(changed.body).toMatchObject({ code: Code.NOT_MINE, data: { field: 'faceUrl', rule: 'owner' } });
    const faces = await server.app.backend.tables.of('face').findWhere({ residentId: bobResident.id });
    expect(faces.map((row) => row.faceUrl)).toEqual([own.body.data.faceUrl]);
    // The first owner's face still has its photo.
    expect((await facePhotoOf(face.id)).statusCode).toBe(200);
  });

  it('lets an avatar be read by its account and the holders of admin-list, and set only from a file the writer may use', async () => {
    const manager = await createSignedInAccount(server, 'manager', ['admin-list']);
    const bobId = Number((await server.app.backend.tables.of('admin').findOneWhere({ accountName: 'bob' }))?.id);
    const bobRow = (await world.call<{ version: number }>('GET', `/api/admins/${bobId}`, undefined, manager.token)).body
      .data;
    const setAvatar = (avatar: string) =>
      world.call('PUT', `/api/admins/${bobId}`, { version: bobRow.version, avatar }, manager.token);
    const alicePhoto = await world.upload(good, alice);
    expect((await setAvatar(alicePhoto)).body).toMatchObject({
      code: Code.NOT_MINE,
      data: { field: 'avatar', rule: 'owner' },
    });
    const avatar = await world.upload(good, manager.token);
    expect((await setAvatar(avatar)).body.code).toBe(200);
    expect((await read(avatar, bob)).status).toBe(200);
    expect((await read(avatar, String(manager.token))).status).toBe(200);
    expect((await read(avatar, alice)).code).toBe(Code.NOT_MINE);
  });

  it('judges with a tactic only a photo the caller may use for a face', async () => {
    const { token: tuner } = await createSignedInAccount(server, 'tuner', ['site-tabs', 'sp-cfg-autoDetectTactics']);
    const tactic = await server.app.backend.tables.of('auto-detect-tactic').findOneWhere({ code: 'sharpness' });
    const attempt = async (faceUrl: string) =>
      (await world.call('POST', `/api/auto-detect-tactics/${tactic?.id}/try`, { faceUrl }, tuner)).body;
    expect(await attempt(await world.upload(good, alice))).toMatchObject({
      code: Code.NOT_MINE,
      data: { field: 'faceUrl', rule: 'owner' },
    });
    expect(await attempt(await world.upload(good, tuner))).toMatchObject({ code: 200, data: { passed: true } });
  });

  it('lets the owner make a second face of the same upload, and keeps the file while a face still needs it', async () => {
    const url = await world.upload(good, alice);
    const first = await aliceFace(url);
    const second = await aliceFace(url);
    expect([first.status, second.status]).toEqual(['registering', 'registering']);
    const registered = await register(first);
    expect(registered.body.data).toMatchObject({ status: 'register_success' });
    expect(filesInStore(server)).toContain(keyOf(url));
    expect((await facePhotoOf(second.id)).statusCode).toBe(200);
    expect((await read(url, alice)).status).toBe(200);
    // Once no face needs it, the registration of the last one removes it.
    await register(second);
    expect(filesInStore(server)).not.toContain(keyOf(url));
    expect((await facePhotoOf(second.id)).json()).toMatchObject({ code: Code.NOT_FOUND });
    expect(await server.app.backend.tables.of('stored-file').findOneWhere({ key: keyOf(url) })).toBeUndefined();
  });

  it('keeps a file shared by residents when one of them is deleted, and removes it with the last', async () => {
    const url = await world.upload(good, alice);
    const first = await aliceFace(url);
    const second = await aliceFace(url);
    expect((await world.call('DELETE', `/api/residents/${first.residentId}`, undefined, alice)).body.code).toBe(200);
    expect(filesInStore(server)).toContain(keyOf(url));
    expect((await facePhotoOf(second.id)).statusCode).toBe(200);
    expect((await world.call('DELETE', `/api/residents/${second.residentId}`, undefined, alice)).body.code).toBe(200);
    expect(filesInStore(server)).not.toContain(keyOf(url));
  });

  it('keeps to the rows that refer to a file kept before owners were recorded', async () => {
    const url = await world.upload(good, alice);
    const resident = await world.resident(aliceGateway.siteId, alice);
    const faces = server.app.backend.tables.of('face');
    await faces.insert({ residentId: resident.id, siteId: aliceGateway.siteId, faceUrl: url, facePath: keyOf(url) });
    await server.app.backend.tables.of('stored-file').deleteWhere({ key: keyOf(url) });
    expect((await read(url, alice)).status).toBe(200);
    expect((await read(url, bob)).code).toBe(Code.NOT_MINE);
    expect((await world.createFace({ residentId: bobResident.id, faceUrl: url }, bob)).body.code).toBe(Code.NOT_MINE);
    await aliceFace(url);
    // A file no row refers to, with no owner recorded, is nobody's but those who see every site.
    const orphan = await world.upload(good, alice);
    await server.app.backend.tables.of('stored-file').deleteWhere({ key: keyOf(orphan) });
    expect((await read(orphan, alice)).code).toBe(Code.NOT_MINE);
    expect((await read(orphan, server.adminToken)).status).toBe(200);
  });

  it('records the importing account as the owner of the photos a site import keeps', async () => {
    const sheet = await residentSheet([{ firstName: 'Ida', lastName: 'Import', personId: 'OWN1' }]);
    const preview = await postPreview(server, alice, {
      siteId: aliceGateway.siteId,
      sheet,
      photos: zipOf({ 'OWN1.jpg': await facePhoto(0) }),
    });
    expect(preview.body.code, preview.body.msg).toBe(200);
    expect((await runToEnd(server, alice, preview.body.data.importId)).state).toBe('done');
    const { tables } = server.app.backend;
    const resident = await tables.of('resident').findOneWhere({ personId: 'OWN1' });
    const [face] = await tables.of('face').findWhere({ residentId: resident?.id });
    const owner = await tables.of('stored-file').findOneWhere({ key: String(face.facePath) });
    const aliceId = (await tables.of('admin').findOneWhere({ accountName: 'alice' }))?.id;
    expect(owner).toMatchObject({ kind: 'image', adminId: aliceId });
    expect((await read(String(face.faceUrl), alice)).status).toBe(200);
    expect((await read(String(face.faceUrl), bob)).code).toBe(Code.NOT_MINE);
  });
});
