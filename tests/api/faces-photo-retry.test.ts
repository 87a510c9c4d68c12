import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../contract/errors';
import { createSignedInAccount } from '../support/accounts';
import { databases } from '../support/databases';
import * as photos from '../support/face-photos';
import { type FaceRow, faceWorld } from '../support/faces';
import { startTestServer, type TestServer } from '../support/test-server';

/** A face's photo for those who may see it, and retrying failed faces all or none. */
describe.each(databases)('face photo and retry ($kind)', (database) => {
  let server: TestServer;
  const world = faceWorld(() => server);
  let good: Buffer;
  const photoOf = (id: number, token = server.adminToken) =>
    server.app.inject({ method: 'GET', url: `/api/faces/${id}/photo`, headers: { token } });
  const setStatus = (id: number, values: Partial<FaceRow>) =>
    server.app.services.of('face').systemUpdate(id, values as never);
  const retry = (ids: number[], token?: string) =>
    world.call<{ faces: FaceRow[] }>('POST', '/api/faces/retry', { ids }, token);

  beforeAll(async () => {
    server = await startTestServer(database);
    good = await photos.singleFacePhoto();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('serves the photo as uploaded to whoever may see the face, 6059 to others', async () => {
    const face = await world.face((await world.site()).id, good);
    const answer = await photoOf(face.id);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('image/jpeg');
    expect(answer.rawPayload.equals(good)).toBe(true);
    const { token } = await createSignedInAccount(server, 'photo-viewer', ['sp-site', 'site-tabs']);
    const theirs = await photoOf(face.id, token);
    expect(theirs.json()).toMatchObject({ code: Code.NOT_MINE });
    expect((await photoOf(999_999)).statusCode).toBe(404);
  });

  it('answers 404 "face photo missing" once registered (purged) or when the file is gone, never a 500', async () => {
    const registered = await world.face((await world.startedSite()).id, good);
    await setStatus(registered.id, { status: 'register_success' });
    const purged = await photoOf(registered.id);
    expect(purged.statusCode).toBe(404);
    expect(purged.json()).toMatchObject({ code: Code.NOT_FOUND, msg: expect.stringMatching(/^face photo missing/) });
    const gone = await world.face((await world.site()).id, good);
    fs.rmSync(path.join(server.config.uploads.dir, String(gone.facePath)));
    const missing = await photoOf(gone.id);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ code: Code.NOT_FOUND, msg: 'face photo missing' });
  });

  it('retries failed faces from the top: the tactics again on the stored photo, then the site', async () => {
    const site = await world.startedSite();
    const failedByTactic = await world.face(site.id, await photos.blurredPhoto());
    expect(failedByTactic.status).toBe('register_failed');
    const failedByGateway = await world.face(site.id, good);
    await setStatus(failedByGateway.id, {
      status: 'register_failed',
      failureReason: 'panel-no-face',
      registerFailedCount: 1,
    });
    const failedByPerson = await world.face(site.id, good);
    await setStatus(failedByPerson.id, { status: 'manual_failed', failureReason: 'wearing a hat' });

    const answer = await retry([failedByTactic.id, failedByGateway.id, failedByPerson.id]);
    expect(answer.body.code).toBe(200);
    const [again, passed, person] = answer.body.data.faces;
    expect(again).toMatchObject({ status: 'register_failed', registerFailedCount: 2 });
    expect(again.failureReason).toMatch(/^sharpness: /);
    expect(passed).toMatchObject({ status: 'registering', failureReason: null, registerFailedCount: 1 });
    expect(Date.parse(String(passed.registerDate))).toBeGreaterThan(Date.parse(String(failedByGateway.registerDate)));
    expect(person).toMatchObject({ status: 'registering', failureReason: null });
  });

  it('refuses the whole batch with 6074 naming the face in a state that cannot be retried', async () => {
    const site = await world.site();
    const failed = await world.face(site.id, await photos.groupPhoto());
    const waiting = await world.face(site.id, good);
    const answer = await retry([failed.id, waiting.id]);
    expect(answer.body).toMatchObject({ code: Code.FACE_STATE_UNSUITABLE, data: { row: 1 } });
    expect(answer.body.msg).toContain(`face ${waiting.id} is device_not_started`);
    const kept = await server.app.backend.tables.of('face').findById(failed.id);
    expect(kept).toMatchObject({ version: failed.version, registerFailedCount: 1 });
  });

  it("answers 6059 for another account's face, 404 for none, 6019 for no ids", async () => {
    const failed = await world.face((await world.site()).id, await photos.tinyPhoto());
    const { token } = await createSignedInAccount(server, 'retrier', ['sp-site', 'site-tabs']);
    expect((await retry([failed.id], token)).body.code).toBe(Code.NOT_MINE);
    expect((await retry([999_999])).body).toMatchObject({ code: Code.NOT_FOUND, data: { row: 0 } });
    expect((await retry([])).body.code).toBe(Code.DELETE_EMPTY);
  });
});
