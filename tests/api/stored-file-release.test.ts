import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../contract/errors';
import { storedPathOf } from '../../contract/uploads';
import { createSignedInAccount } from '../support/accounts';
import { databases } from '../support/databases';
import * as photos from '../support/face-photos';
import { type FaceRow, faceWorld } from '../support/faces';
import { startTestServer, type TestServer } from '../support/test-server';
import { filesInStore } from '../support/upload-calls';

/**
 * A row that lets go of its stored photo (a face's photo replaced, a face deleted
 * alone or in a batch, an avatar replaced or cleared, an account deleted) removes the
 * file and its record once the write has committed, unless another row still needs it.
 */
describe.each(databases)('stored files let go by their rows ($kind)', (database) => {
  let server: TestServer;
  const world = faceWorld(() => server);
  let good: Buffer;
  let siteId: number;

  const keyOf = (url: string) => String(storedPathOf(url, 'image'));
  const kept = (url: string) => filesInStore(server).includes(keyOf(url));
  const recorded = async (url: string) =>
    (await server.app.backend.tables.of('stored-file').findOneWhere({ key: keyOf(url) })) !== undefined;
  const faceOf = async (faceUrl: string): Promise<FaceRow> => {
    const resident = await world.resident(siteId);
    const answer = await world.createFace({ residentId: resident.id, faceUrl });
    expect(answer.body.code, answer.body.msg).toBe(200);
    return answer.body.data;
  };
  const replacePhoto = (face: FaceRow, faceUrl: string) =>
    world.call<FaceRow>('PUT', `/api/faces/${face.id}`, { faceUrl, version: face.version });
  const photoOf = (face: FaceRow) =>
    server.app.inject({ method: 'GET', url: `/api/faces/${face.id}/photo`, headers: { token: server.adminToken } });

  beforeAll(async () => {
    server = await startTestServer(database);
    good = await photos.singleFacePhoto();
    siteId = (await world.site()).id;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('removes a replaced face photo once the change commits, unless another face still needs it', async () => {
    const old = await world.upload(good);
    const face = await faceOf(old);
    const fresh = await world.upload(good);
    // A change refused (here, made on a stale version) lets go of nothing.
    expect((await replacePhoto({ ...face, version: face.version + 5 }, fresh)).body.code).toBe(Code.STALE);
    expect(kept(old)).toBe(true);
    expect((await replacePhoto(face, fresh)).body.code).toBe(200);
    expect(kept(old)).toBe(false);
    expect(await recorded(old)).toBe(false);
    expect(kept(fresh)).toBe(true);

    const shared = await world.upload(good);
    const first = await faceOf(shared);
    const second = await faceOf(shared);
    expect((await replacePhoto(first, await world.upload(good))).body.code).toBe(200);
    expect(kept(shared)).toBe(true);
    expect((await photoOf(second)).statusCode).toBe(200);
    expect((await replacePhoto(second, await world.upload(good))).body.code).toBe(200);
    expect(kept(shared)).toBe(false);
  });

  it('removes a deleted face’s photo once no other face uses it', async () => {
    const shared = await world.upload(good);
    const first = await faceOf(shared);
    const second = await faceOf(shared);
    expect((await world.call('DELETE', `/api/faces/${first.id}`)).body.code).toBe(200);
    expect(kept(shared)).toBe(true);
    expect((await photoOf(second)).statusCode).toBe(200);
    expect((await world.call('DELETE', `/api/faces/${second.id}`)).body.code).toBe(200);
    expect(kept(shared)).toBe(false);
    expect(await recorded(shared)).toBe(false);
  });

  it('removes the photos of a batch delete that no face left needs, and none when the batch is refused', async () => {
    const [both, alone, stays] = [await world.upload(good), await world.upload(good), await world.upload(good)];
    const faces = [await faceOf(both), await faceOf(both), await faceOf(alone), await faceOf(stays)];
    const survivor = await faceOf(stays);

    const { token: operator } = await createSignedInAccount(server, 'batch-operator', ['site-tabs']);
    const refused = await world.call('POST', '/api/faces/delete', { ids: faces.map((face) => face.id) }, operator);
    expect(refused.body.code).toBe(Code.NOT_MINE);
    expect([kept(both), kept(alone), kept(stays)]).toEqual([true, true, true]);

    const deleted = await world.call('POST', '/api/faces/delete', { ids: faces.map((face) => face.id) });
    expect(deleted.body.code, deleted.body.msg).toBe(200);
    expect([kept(both), kept(alone), kept(stays)]).toEqual([false, false, true]);
    expect((await photoOf(survivor)).statusCode).toBe(200);
  });

  it('removes an avatar replaced, cleared or left by a deleted account, unless a face still uses the file', async () => {
    const { id: adminId } = await createSignedInAccount(server, 'avatar-owner', ['sp-site']);
    const setAvatar = async (avatar: string) => {
      const row = await server.app.backend.tables.of('admin').findById(Number(adminId));
      const answer = await world.call('PUT', `/api/admins/${adminId}`, { version: row?.version, avatar });
      expect(answer.body.code, answer.body.msg).toBe(200);
    };
    const first = await world.upload(good);
    await setAvatar(first);
    const second = await world.upload(good);
    await setAvatar(second);
    expect(kept(first)).toBe(false);
    expect(kept(second)).toBe(true);
    await setAvatar('');
    expect(kept(second)).toBe(false);

    // A file that is also a face's photo stays with the face.
    const shared = await world.upload(good);
    await faceOf(shared);
    await setAvatar(shared);
    await setAvatar(await world.upload(good));
    expect(kept(shared)).toBe(true);

    const last = await world.upload(good);
    await setAvatar(last);
    expect((await world.call('DELETE', `/api/admins/${adminId}`)).body.code).toBe(200);
    expect(kept(last)).toBe(false);
  });
});
