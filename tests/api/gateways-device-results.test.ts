import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../contract/errors';
import { storedPathOf } from '../../contract/uploads';
import { databases } from '../support/databases';
import { type BoundGateway, bindGateway, deviceCall, faceIn, storedFace } from '../support/gateways';
import { startTestServer, type TestServer } from '../support/test-server';
import { filesInStore } from '../support/upload-calls';

type DeviceFace = { id: number; version: number; status: string; failureReason: string | null };

/** A gateway's result per face: the transitions it owns, idempotent, for its own site's faces only. */
describe.each(databases)('device API: registration results ($kind)', (database) => {
  let server: TestServer;
  let gateway: BoundGateway;
  let other: BoundGateway;
  const report = (face: { id: number }, body: unknown, by = gateway) =>
    deviceCall<DeviceFace>(server, by, 'POST', `/device/v1/faces/${face.id}/result`, body);

  beforeAll(async () => {
    server = await startTestServer(database);
    gateway = await bindGateway(server, 'CC:00:00:00:00:01');
    other = await bindGateway(server, 'CC:00:00:00:00:02');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('registers a face on success and purges its photo, so the console no longer holds it', async () => {
    const face = await faceIn(server, gateway.siteId, 'registering');
    const key = String(storedPathOf(face.faceUrl, 'image'));
    expect(filesInStore(server)).toContain(key);
    const answer = await report(face, { ok: true });
    expect(answer.body.code).toBe(200);
    expect(answer.body.data).toMatchObject({ id: face.id, status: 'register_success', version: face.version + 1 });
    const stored = await storedFace(server, face.id);
    expect(stored).toMatchObject({ status: 'register_success', registerFailedCount: face.registerFailedCount });
    expect(Date.parse(String(stored?.registerSuccessDate))).not.toBeNaN();
    expect(filesInStore(server)).not.toContain(key);
    const preview = await server.app.inject({
      method: 'GET',
      url: face.faceUrl,
      headers: { token: server.adminToken },
    });
    expect(preview.json().code).toBe(Code.NOT_FOUND);
  });

  it('fails a face with the reason, one more failed registration and the time', async () => {
    const face = await faceIn(server, gateway.siteId, 'registering');
    const answer = await report(face, { ok: false, reason: 'panel-poor-quality: blur 0.41 > 0.30' });
    expect(answer.body.data).toMatchObject({
      status: 'register_failed',
      failureReason: 'panel-poor-quality: blur 0.41 > 0.30',
    });
    const stored = await storedFace(server, face.id);
    expect(stored).toMatchObject({
      status: 'register_failed',
      registerFailedCount: (face.registerFailedCount ?? 0) + 1,
      failureReason: 'panel-poor-quality: blur 0.41 > 0.30',
      version: face.version + 1,
    });
    expect(Date.parse(String(stored?.registerFailedDate))).not.toBeNaN();
    // A failed face keeps its photo: it may be retried.
    expect(filesInStore(server)).toContain(String(storedPathOf(face.faceUrl, 'image')));
  });

  it('changes nothing when the same result comes twice', async () => {
    for (const result of [{ ok: true }, { ok: false, reason: 'duplicate-person' }]) {
      const face = await faceIn(server, gateway.siteId, 'registering');
      const first = await report(face, result);
      const again = await report(face, result);
      expect(again.body.code, JSON.stringify(result)).toBe(200);
      expect(again.body.data).toEqual(first.body.data);
      expect(await storedFace(server, face.id)).toMatchObject({ version: first.body.data.version });
    }
  });

  it('answers 6074 for a face neither registering nor already in that result’s state', async () => {
    const cases = [
      ['register_failed', { ok: true }],
      ['register_success', { ok: false, reason: 'panel-no-face' }],
      ['device_not_started', { ok: true }],
      ['manual_detecting', { ok: false, reason: 'panel-no-face' }],
    ] as const;
    for (const [status, result] of cases) {
      const face = await faceIn(server, gateway.siteId, status);
      const answer = await report(face, result);
      expect(answer.body.code, status).toBe(Code.FACE_STATE_UNSUITABLE);
      expect(await storedFace(server, face.id), status).toMatchObject({ status, version: face.version });
    }
  });

  it('never lets a gateway touch another site’s face: 404, as for no face at all', async () => {
    const face = await faceIn(server, other.siteId, 'registering');
    expect((await report(face, { ok: true })).body.code).toBe(Code.NOT_FOUND);
    expect(await storedFace(server, face.id)).toMatchObject({ status: 'registering', version: face.version });
    expect((await report({ id: 999999 }, { ok: true })).body.code).toBe(Code.NOT_FOUND);
  });

  it('refuses a failure without a reason of the vocabulary with 400 naming reason', async () => {
    const face = await faceIn(server, gateway.siteId, 'registering');
    for (const body of [{ ok: false }, { ok: false, reason: 'sharpness' }, { ok: false, reason: 'panel-no-face: ' }]) {
      const answer = await report(face, body);
      expect(answer.body, JSON.stringify(body)).toMatchObject({ code: Code.BAD_REQUEST, data: { field: 'reason' } });
    }
    expect((await report(face, {})).body.code).toBe(Code.BAD_REQUEST);
    expect(await storedFace(server, face.id)).toMatchObject({ status: 'registering', version: face.version });
  });
});
