import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Code } from '../../contract/errors';
import { sweepGateways } from '../../server/features/gateways/gateway-sweeper';
import { databases } from '../support/databases';
import { bindGateway, deviceCall, faceIn, storedFace } from '../support/gateways';
import { startTestServer, type TestServer } from '../support/test-server';

type Heartbeat = { siteId: number; siteName: string; pollSeconds: number; startedAt: string; released: number };

/** The gateway's credential, its MAC address and its heartbeat; offline after silence; registration timeouts. */
describe.each(databases)('device API: credential and heartbeat ($kind)', (database) => {
  let server: TestServer;
  const site = (id: number) => server.app.backend.tables.of('site').findById(id);

  beforeAll(async () => {
    server = await startTestServer(database, { GATEWAY_OFFLINE_AFTER_SECONDS: '2', GATEWAY_POLL_SECONDS: '1' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers 401 without a credential, with an unknown one, or with an admin token', async () => {
    const gateway = await bindGateway(server, 'AA:00:00:00:00:01');
    for (const [name, credentials] of [
      ['none', undefined],
      ['unknown', { mac: gateway.mac, credential: 'x'.repeat(43) }],
      ['admin token', { mac: gateway.mac, credential: server.adminToken }],
    ] as const) {
      const answer = await deviceCall(server, credentials, 'POST', '/device/v1/heartbeat', {});
      expect(answer.status, name).toBe(401);
      expect(answer.body.code, name).toBe(Code.UNAUTHORIZED);
    }
    expect(await site(gateway.siteId)).toMatchObject({ gatewayOnline: false, gatewayStartedAt: null });
  });

  it('answers 6064 to a credential sent with another MAC address, 400 without one', async () => {
    const gateway = await bindGateway(server, 'AA:00:00:00:00:02');
    const other = await deviceCall(server, { ...gateway, mac: 'AA:00:00:00:00:99' }, 'POST', '/device/v1/heartbeat');
    expect(other.body.code).toBe(Code.SITE_NOT_BOUND_LOCAL);
    const none = await deviceCall(server, { ...gateway, mac: '' }, 'POST', '/device/v1/heartbeat');
    expect(none.body).toMatchObject({ code: Code.BAD_REQUEST, data: { field: 'X-Gateway-Mac' } });
    // The MAC may be spelled with dashes and in lower case, as binding takes it.
    const dashed = await deviceCall(server, { ...gateway, mac: 'aa-00-00-00-00-02' }, 'POST', '/device/v1/heartbeat');
    expect(dashed.body.code).toBe(200);
  });

  it('marks the gateway started and online, keeps the first start, and answers the poll interval', async () => {
    const gateway = await bindGateway(server, 'AA:00:00:00:00:03');
    const before = await site(gateway.siteId);
    const first = await deviceCall<Heartbeat>(server, gateway, 'POST', '/device/v1/heartbeat', {
      firmware: '2.4.1',
      panels: 2,
    });
    expect(first.body.code).toBe(200);
    expect(first.body.data).toMatchObject({ siteId: gateway.siteId, siteName: before?.name, pollSeconds: 1 });
    const started = await site(gateway.siteId);
    expect(started).toMatchObject({ gatewayOnline: true, gatewayStartedAt: first.body.data.startedAt });
    expect(started?.lastHeartbeatAt).toBe(first.body.data.startedAt);
    // Bookkeeping: an admin editing the site meanwhile is not told it changed.
    expect(started?.version).toBe(before?.version);
    const second = await deviceCall<Heartbeat>(server, gateway, 'POST', '/device/v1/heartbeat');
    expect(second.body.data.startedAt).toBe(first.body.data.startedAt);
    const later = await site(gateway.siteId);
    expect(later?.gatewayStartedAt).toBe(started?.gatewayStartedAt);
    expect(Date.parse(String(later?.lastHeartbeatAt))).toBeGreaterThanOrEqual(
      Date.parse(String(started?.lastHeartbeatAt)),
    );
  });

  it('refuses a heartbeat body it does not know with 400', async () => {
    const gateway = await bindGateway(server, 'AA:00:00:00:00:04');
    const answer = await deviceCall(server, gateway, 'POST', '/device/v1/heartbeat', { firmware: 1, colour: 'red' });
    expect(answer.body.code).toBe(Code.BAD_REQUEST);
  });

  it('releases the faces that waited for the gateway to registering, through the face write path', async () => {
    const gateway = await bindGateway(server, 'AA:00:00:00:00:05');
    const waiting = [
      await faceIn(server, gateway.siteId, 'device_not_started'),
      await faceIn(server, gateway.siteId, 'device_not_started'),
    ];
    const failed = await faceIn(server, gateway.siteId, 'register_failed');
    const answer = await deviceCall<Heartbeat>(server, gateway, 'POST', '/device/v1/heartbeat');
    expect(answer.body.data.released).toBe(2);
    for (const face of waiting) {
      expect(await storedFace(server, face.id)).toMatchObject({ status: 'registering', version: face.version + 1 });
    }
    expect(await storedFace(server, failed.id)).toMatchObject({ status: 'register_failed', version: failed.version });
    expect((await deviceCall<Heartbeat>(server, gateway, 'POST', '/device/v1/heartbeat')).body.data.released).toBe(0);
  });

  it('stops opening the device API at unbinding, which also forgets the gateway’s start and heartbeat', async () => {
    const gateway = await bindGateway(server, 'AA:00:00:00:00:06');
    await deviceCall(server, gateway, 'POST', '/device/v1/heartbeat');
    await server.call('POST', `/api/sites/${gateway.siteId}/unbind`, { token: server.adminToken });
    expect(await site(gateway.siteId)).toMatchObject({
      gatewayOnline: false,
      gatewayStartedAt: null,
      lastHeartbeatAt: null,
    });
    const answer = await deviceCall(server, gateway, 'POST', '/device/v1/heartbeat');
    expect(answer.body.code).toBe(Code.UNAUTHORIZED);
  });

  it('marks a silent gateway offline, and only a silent one', async () => {
    const silent = await bindGateway(server, 'AA:00:00:00:00:07');
    const talking = await bindGateway(server, 'AA:00:00:00:00:08');
    await deviceCall(server, silent, 'POST', '/device/v1/heartbeat');
    await deviceCall(server, talking, 'POST', '/device/v1/heartbeat');
    const heard = Date.parse(String((await site(talking.siteId))?.lastHeartbeatAt));
    // A sweep half a second after the last heartbeat (silence allowed: 2 s) changes nothing of it.
    const early = await sweepGateways(server.app.services, server.config.gateways, new Date(heard + 500));
    expect(early.offline).not.toContain(talking.siteId);
    const late = await sweepGateways(server.app.services, server.config.gateways, new Date(heard + 60_000));
    expect(late.offline).toEqual(expect.arrayContaining([silent.siteId, talking.siteId]));
    expect(await site(silent.siteId)).toMatchObject({ gatewayOnline: false });
    expect((await site(silent.siteId))?.gatewayStartedAt).not.toBeNull();
    await deviceCall(server, silent, 'POST', '/device/v1/heartbeat');
    expect(await site(silent.siteId)).toMatchObject({ gatewayOnline: true });
  });

  it('sweeps on its own: a gateway silent longer than the configured silence goes offline', async () => {
    const gateway = await bindGateway(server, 'AA:00:00:00:00:09');
    await deviceCall(server, gateway, 'POST', '/device/v1/heartbeat');
    await vi.waitFor(async () => expect(await site(gateway.siteId)).toMatchObject({ gatewayOnline: false }), {
      timeout: 10_000,
      interval: 100,
    });
  });

  it('fails a registration that got no answer in time with the reason timeout', async () => {
    const gateway = await bindGateway(server, 'AA:00:00:00:00:0A');
    const face = await faceIn(server, gateway.siteId, 'registering');
    const other = await faceIn(server, gateway.siteId, 'manual_detecting');
    const minutes = server.config.gateways.registrationTimeoutMinutes;
    const soon = await sweepGateways(
      server.app.services,
      server.config.gateways,
      new Date(Date.parse(face.updatedAt) + 1000),
    );
    expect(soon.timedOut).not.toContain(face.id);
    const after = new Date(Date.parse(face.updatedAt) + (minutes * 60 + 1) * 1000);
    const swept = await sweepGateways(server.app.services, server.config.gateways, after);
    expect(swept.timedOut).toContain(face.id);
    expect(swept.timedOut).not.toContain(other.id);
    expect(await storedFace(server, face.id)).toMatchObject({
      status: 'register_failed',
      failureReason: 'timeout',
      registerFailedCount: (face.registerFailedCount ?? 0) + 1,
      registerFailedDate: after.toISOString(),
      version: face.version + 1,
    });
    expect(await storedFace(server, other.id)).toMatchObject({ status: 'manual_detecting', version: other.version });
  });
});
