import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../contract/errors';
import { storedPathOf } from '../../contract/uploads';
import { databases } from '../support/databases';
import { type BoundGateway, bindGateway, deviceCall, faceIn, storedFace } from '../support/gateways';
import { startTestServer, type TestServer } from '../support/test-server';
import { filesInStore } from '../support/upload-calls';

/**
 * A gateway's bodies are read as sent: a value of the wrong type (a string for a
 * boolean or a number, a number for text) is refused with 400 naming the field, never
 * converted, and the refused call changes nothing.
 */
describe.each(databases)('device API: bodies are never coerced ($kind)', (database) => {
  let server: TestServer;
  let gateway: BoundGateway;
  const site = (id: number) => server.app.backend.tables.of('site').findById(id);
  const expectRefused = (answer: { status: number; body: { code: number; data: unknown } }, field: string) => {
    expect(answer.status, field).toBe(400);
    expect(answer.body.code, field).toBe(Code.BAD_REQUEST);
    expect(answer.body.data, field).toMatchObject({ field });
  };

  beforeAll(async () => {
    server = await startTestServer(database);
    gateway = await bindGateway(server, 'DD:00:00:00:00:01');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses a result whose ok is not a boolean, leaves the face registering, then takes {ok: true}', async () => {
    const face = await faceIn(server, gateway.siteId, 'registering');
    const photo = String(storedPathOf(face.faceUrl, 'image'));
    const url = `/device/v1/faces/${face.id}/result`;
    for (const body of [{ ok: 'true' }, { ok: 1 }, { ok: 'false' }, { ok: 0 }, { ok: null }, { ok: ['true'] }]) {
      const answer = await deviceCall(server, gateway, 'POST', url, body);
      expectRefused(answer, 'ok');
      expect(answer.body.data, JSON.stringify(body)).toMatchObject({ rule: 'type' });
      expect(await storedFace(server, face.id), JSON.stringify(body)).toMatchObject({
        status: 'registering',
        version: face.version,
        registerFailedCount: face.registerFailedCount,
      });
    }
    expect(filesInStore(server)).toContain(photo);
    const registered = await deviceCall(server, gateway, 'POST', url, { ok: true });
    expect(registered.body.code).toBe(200);
    expect(await storedFace(server, face.id)).toMatchObject({ status: 'register_success' });
  });

  it('refuses a failure whose reason is not text, and an unknown field', async () => {
    const face = await faceIn(server, gateway.siteId, 'registering');
    const url = `/device/v1/faces/${face.id}/result`;
    expectRefused(await deviceCall(server, gateway, 'POST', url, { ok: false, reason: 404 }), 'reason');
    const extra = await deviceCall(server, gateway, 'POST', url, { ok: true, panel: 3 });
    expect(extra.body).toMatchObject({ code: Code.BAD_REQUEST, data: { rule: 'additionalProperties' } });
    expect(await storedFace(server, face.id)).toMatchObject({ status: 'registering', version: face.version });
  });

  it('refuses a face id that is not a number in the path', async () => {
    const answer = await deviceCall(server, gateway, 'POST', '/device/v1/faces/first/result', { ok: true });
    expectRefused(answer, 'id');
  });

  it('refuses a heartbeat with text for a number or a number for text, and records no heartbeat', async () => {
    const quiet = await bindGateway(server, 'DD:00:00:00:00:02');
    const waiting = await faceIn(server, quiet.siteId, 'device_not_started');
    for (const [field, body] of [
      ['panels', { panels: '2' }],
      ['panels', { panels: true }],
      ['firmware', { firmware: 241 }],
      ['firmware', { firmware: ['2.4.1'] }],
    ] as const) {
      expectRefused(await deviceCall(server, quiet, 'POST', '/device/v1/heartbeat', body), field);
    }
    expect(await site(quiet.siteId)).toMatchObject({
      gatewayOnline: false,
      gatewayStartedAt: null,
      lastHeartbeatAt: null,
    });
    expect(await storedFace(server, waiting.id)).toMatchObject({ status: 'device_not_started' });
    const beat = await deviceCall(server, quiet, 'POST', '/device/v1/heartbeat', { firmware: '2.4.1', panels: 2 });
    expect(beat.body.code).toBe(200);
    expect(await storedFace(server, waiting.id)).toMatchObject({ status: 'registering' });
  });

  it('refuses residents with text for an id or a number for a name, and writes none of them', async () => {
    const residents = server.app.backend.tables.of('resident');
    const before = (await residents.findWhere({ siteId: gateway.siteId })).length;
    const good = { personId: 'S-1', firstName: 'Ada', lastName: 'Lovelace' };
    for (const [field, code, body] of [
      ['siteId', Code.SYNC_SITE_ID_MISSING, { siteId: String(gateway.siteId), residents: [good] }],
      ['id', Code.SYNC_SITE_OR_RESIDENT_ABSENT, { siteId: gateway.siteId, residents: [{ ...good, id: '1' }] }],
      [
        'personId',
        Code.SYNC_RESIDENT_OR_FACE_MISSING,
        { siteId: gateway.siteId, residents: [{ ...good, personId: 1 }] },
      ],
      [
        'firstName',
        Code.BAD_REQUEST,
        { siteId: gateway.siteId, residents: [good, { ...good, personId: 'S-2', firstName: 7 }] },
      ],
      ['phone', Code.PHONE_FORMAT, { siteId: gateway.siteId, residents: [{ ...good, phone: 13800138000 }] }],
    ] as const) {
      const answer = await deviceCall(server, gateway, 'POST', '/device/v1/residents', body);
      expect(answer.status, field).toBe(400);
      expect(answer.body.data, field).toMatchObject({ field, rule: 'type' });
      expect(answer.body.code, field).toBe(code);
    }
    expect(await residents.findWhere({ siteId: gateway.siteId })).toHaveLength(before);
  });

  it('reads the numbers of a sync query from their text, and refuses text that is no number', async () => {
    expectRefused(await deviceCall(server, gateway, 'GET', '/device/v1/sync?limit=ten'), 'limit');
    expect((await deviceCall(server, gateway, 'GET', '/device/v1/sync?limit=5')).body.code).toBe(200);
  });
});
