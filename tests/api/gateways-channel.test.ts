import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../contract/errors';
import { sweepGateways } from '../../server/features/gateways/gateway-sweeper';
import { openChannel } from '../support/channel-client';
import { databases } from '../support/databases';
import { bindGateway, deviceCall, faceIn, newResident } from '../support/gateways';
import { startTestServer, type TestServer } from '../support/test-server';

/** The push channel (docs/device-api.md#the-push-channel): open, push, sync, result, close, on a listening server. */
describe.each(databases)('device API: the push channel ($kind)', (database) => {
  let server: TestServer;
  let baseUrl: string;
  let macs = 0;
  const nextMac = () => `CC:00:00:00:00:${(++macs).toString(16).padStart(2, '0').toUpperCase()}`;
  const site = (id: number) => server.app.backend.tables.of('site').findById(id);

  beforeAll(async () => {
    server = await startTestServer(database);
    baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses an unknown credential or another MAC before the upgrade; a plain GET answers its figures', async () => {
    const gateway = await bindGateway(server, nextMac());
    await expect(openChannel(baseUrl, { ...gateway, credential: 'x'.repeat(43) })).rejects.toThrow(/401/);
    await expect(openChannel(baseUrl, { ...gateway, mac: 'CC:FF:FF:FF:FF:FF' })).rejects.toThrow(/400/);
    const plain = await fetch(`${baseUrl}/device/v1/channel`, {
      headers: { authorization: `Bearer ${gateway.credential}`, 'x-gateway-mac': gateway.mac },
    });
    expect(plain.status).toBe(200);
    const figures = (await plain.json()) as { code: number; data: { channelsHere: number } };
    expect(figures).toMatchObject({
      code: 200,
      data: { heartbeatSeconds: 30, maxFrameBytes: 65_536, framesPerSecond: 20, frameBurst: 40 },
    });
    const channelsBefore = figures.data.channelsHere;
    expect(await site(gateway.siteId)).toMatchObject({ gatewayOnline: false, gatewayChannel: false });
    const held = await openChannel(baseUrl, gateway);
    const channelsHere = async () => {
      const figures = await fetch(`${baseUrl}/device/v1/channel`, {
        headers: { authorization: `Bearer ${gateway.credential}`, 'x-gateway-mac': gateway.mac },
      });
      return ((await figures.json()) as { data: { channelsHere: number } }).data.channelsHere;
    };
    await expect.poll(channelsHere).toBe(channelsBefore + 1);
    await held.close();
    await expect.poll(channelsHere).toBe(channelsBefore);
  });

  it('says hello, marks the gateway online on its channel, and costs no write per heartbeat', async () => {
    const gateway = await bindGateway(server, nextMac());
    const channel = await openChannel(baseUrl, gateway);
    const hello = await channel.next('hello');
    expect(hello).toMatchObject({ siteId: gateway.siteId, heartbeatSeconds: 30, released: 0 });
    expect(hello.configVersion).toMatch(/^[0-9a-f]{16}$/);
    const online = await site(gateway.siteId);
    expect(online).toMatchObject({ gatewayOnline: true, gatewayChannel: true });
    expect(online?.gatewayStartedAt).toBeTruthy();
    for (let beat = 0; beat < 5; beat += 1) channel.send({ type: 'heartbeat', firmware: '2.4.1', panels: 2 });
    // A sync after the heartbeats: once answered, the heartbeats before it have been taken in.
    channel.send({ type: 'sync', ref: 'after-beats' });
    await channel.next('page', (frame) => frame.ref === 'after-beats');
    const after = await site(gateway.siteId);
    expect(after?.version).toBe(online?.version);
    expect(after?.lastHeartbeatAt).toBe(online?.lastHeartbeatAt);
    expect(channel.frames.filter((frame) => frame.type === 'error')).toEqual([]);
    // Heartbeats are no calls: the site's traffic holds the one sync, and no API-log row names the site.
    await server.app.deviceTraffic?.flush();
    const traffic = await server.app.backend.tables.of('device-traffic').findWhere({ siteId: gateway.siteId });
    expect(traffic.reduce((sum, row) => sum + row.calls, 0)).toBe(1);
    await server.app.apiLog?.flush();
    expect(await server.app.backend.tables.of('api-log').findWhere({ siteId: gateway.siteId })).toEqual([]);
    await channel.close();
  });

  it('pushes changes the moment a face to register commits; the gateway syncs and answers over the channel', async () => {
    const gateway = await bindGateway(server, nextMac());
    const channel = await openChannel(baseUrl, gateway);
    await channel.next('hello');
    const face = await faceIn(server, gateway.siteId, 'registering');
    const changes = await channel.next('changes', (frame) => (frame.kinds as string[]).includes('faces'));
    expect(changes.kinds).toContain('faces');
    channel.send({ type: 'sync', ref: 's1', limit: 50 });
    const page = await channel.next('page', (frame) => frame.ref === 's1');
    const synced = (page.faces as { id: number; photoUrl?: string }[]).find((row) => row.id === face.id);
    expect(synced?.photoUrl).toMatch(/^\/device\/v1\/faces\/\d+\/photo\?expires=/);
    expect(page).toMatchObject({ more: false });
    expect(typeof page.nextCursor).toBe('string');
    const photo = await fetch(`${baseUrl}${synced?.photoUrl}`);
    expect(photo.status).toBe(200);
    expect((await photo.arrayBuffer()).byteLength).toBeGreaterThan(0);
    // The sync frame and the photo's download, each a call of the site, with their bytes (the
    // download is counted once its answer has gone, which may be after the client has it).
    const counted = async () => {
      await server.app.deviceTraffic?.flush();
      return server.app.backend.tables.of('device-traffic').findWhere({ siteId: gateway.siteId });
    };
    await expect.poll(async () => (await counted()).reduce((sum, row) => sum + row.calls, 0)).toBe(2);
    const traffic = await counted();
    expect(traffic.reduce((sum, row) => sum + row.bytes, 0)).toBeGreaterThan(String(page.nextCursor).length);
    channel.send({ type: 'result', ref: 'r1', faceId: face.id, ok: true });
    const result = await channel.next('result', (frame) => frame.ref === 'r1');
    expect(result.face).toMatchObject({ id: face.id, status: 'register_success' });
    expect((await server.app.backend.tables.of('face').findById(face.id))?.status).toBe('register_success');
    // The same result again changes nothing.
    channel.send({ type: 'result', ref: 'r2', faceId: face.id, ok: true });
    const again = await channel.next('result', (frame) => frame.ref === 'r2');
    expect((again.face as { version: number }).version).toBe((result.face as { version: number }).version);
    await channel.close();
  });

  it('pushes a resident changed at the site, and nothing to another site’s gateway', async () => {
    const gateway = await bindGateway(server, nextMac());
    const other = await bindGateway(server, nextMac());
    const channel = await openChannel(baseUrl, gateway);
    const otherChannel = await openChannel(baseUrl, other);
    await Promise.all([channel.next('hello'), otherChannel.next('hello')]);
    await newResident(server, gateway.siteId);
    expect((await channel.next('changes')).kinds).toEqual(['residents']);
    // A frame the other gateway asks for after the push went out: had it been told, it would have come first.
    otherChannel.send({ type: 'sync', ref: 'probe' });
    await otherChannel.next('page', (frame) => frame.ref === 'probe');
    expect(otherChannel.frames.filter((frame) => frame.type === 'changes')).toEqual([]);
    await Promise.all([channel.close(), otherChannel.close()]);
  });

  it('answers a malformed frame with an error frame and stays open', async () => {
    const gateway = await bindGateway(server, nextMac());
    const channel = await openChannel(baseUrl, gateway);
    await channel.next('hello');
    channel.send('not json');
    expect(await channel.next('error')).toMatchObject({
      code: Code.BAD_REQUEST,
      data: { field: 'frame', rule: 'json' },
    });
    channel.send({ type: 'dance' });
    expect(await channel.next('error')).toMatchObject({ data: { field: 'type', rule: 'enum' } });
    channel.send({ type: 'result', ref: 'bad', faceId: '12', ok: true });
    expect(await channel.next('error')).toMatchObject({ ref: 'bad', data: { field: 'faceId', rule: 'type' } });
    channel.send({ type: 'result', ref: 'reason', faceId: 1, ok: false });
    expect(await channel.next('error')).toMatchObject({ ref: 'reason', data: { field: 'reason', rule: 'required' } });
    channel.send({ type: 'result', ref: 'other-site', faceId: 999_999, ok: true });
    expect(await channel.next('error')).toMatchObject({ ref: 'other-site', code: Code.NOT_FOUND });
    channel.send({ type: 'sync', ref: 'still-open' });
    expect(await channel.next('page', (frame) => frame.ref === 'still-open')).toBeTruthy();
    await channel.close();
  });

  it('closes a connection that sends a frame over the size limit (1009)', async () => {
    const gateway = await bindGateway(server, nextMac());
    const channel = await openChannel(baseUrl, gateway);
    await channel.next('hello');
    channel.send({ type: 'heartbeat', firmware: 'x'.repeat(70_000) });
    expect(await channel.closed).toBe(1009);
  });

  it('throttles a flood with 6048 and closes a connection that goes on (1008)', async () => {
    const gateway = await bindGateway(server, nextMac());
    const channel = await openChannel(baseUrl, gateway);
    await channel.next('hello');
    // Floods until the server closes: a busy machine may read the frames with pauses long enough for
    // the allowance to let one in, which starts the count of refusals in a row again.
    let closedWith: number | undefined;
    const closed = channel.closed.then((code) => {
      closedWith = code;
      return code;
    });
    const refused = channel.next('error');
    for (let round = 0; round < 50 && closedWith === undefined; round += 1) {
      for (let frame = 0; frame < 200; frame += 1) channel.send({ type: 'heartbeat' });
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await refused).toMatchObject({ code: Code.FREQUENT_REQUESTS });
    expect(await closed).toBe(1008);
  });

  it('replaces a first connection by a second with the same credential (4001), the gateway staying online', async () => {
    const gateway = await bindGateway(server, nextMac());
    const first = await openChannel(baseUrl, gateway);
    await first.next('hello');
    const second = await openChannel(baseUrl, gateway);
    await second.next('hello');
    expect(await first.closed).toBe(4001);
    expect(await site(gateway.siteId)).toMatchObject({ gatewayOnline: true, gatewayChannel: true });
    expect(await second.close()).toBe(1005);
  });

  it('marks the gateway offline when its channel closes', async () => {
    const gateway = await bindGateway(server, nextMac());
    const channel = await openChannel(baseUrl, gateway);
    await channel.next('hello');
    await channel.close();
    await expect.poll(async () => (await site(gateway.siteId))?.gatewayOnline).toBe(false);
    expect(await site(gateway.siteId)).toMatchObject({ gatewayChannel: false });
  });

  it('closes the channel when its site is unbound (4003): the credential opens nothing any more', async () => {
    const gateway = await bindGateway(server, nextMac());
    const channel = await openChannel(baseUrl, gateway);
    await channel.next('hello');
    const unbound = await server.call('POST', `/api/sites/${gateway.siteId}/unbind`, { token: server.adminToken });
    expect(unbound.body.code).toBe(200);
    expect(await channel.closed).toBe(4003);
    await expect(openChannel(baseUrl, gateway)).rejects.toThrow(/401/);
    expect(await site(gateway.siteId)).toMatchObject({ gatewayOnline: false });
  });

  it('tells every channel of a new device configuration, with its version', async () => {
    const gateway = await bindGateway(server, nextMac());
    const channel = await openChannel(baseUrl, gateway);
    const hello = await channel.next('hello');
    const created = await server.call('POST', '/api/device-configs', {
      token: server.adminToken,
      body: { key: `channel.test.${macs}`, value: 'on', description: 'a channel test' },
    });
    expect(created.body.code).toBe(200);
    const changes = await channel.next('changes', (frame) => (frame.kinds as string[]).includes('config'));
    expect(changes.configVersion).toMatch(/^[0-9a-f]{16}$/);
    expect(changes.configVersion).not.toBe(hello.configVersion);
    await channel.close();
  });

  it('sweeps a polling gateway after the offline silence, a channel’s only once its row heard nothing for the write interval more', async () => {
    const polling = await bindGateway(server, nextMac());
    const held = await bindGateway(server, nextMac());
    expect((await deviceCall(server, polling, 'POST', '/device/v1/heartbeat', {})).body.code).toBe(200);
    const channel = await openChannel(baseUrl, held);
    await channel.next('hello');
    const settings = server.config.gateways;
    const at = (seconds: number) => new Date(Date.now() + seconds * 1000);
    const pastSilence = await sweepGateways(server.app.services, settings, at(settings.offlineAfterSeconds + 5));
    expect(pastSilence.offline).toContain(polling.siteId);
    expect(pastSilence.offline).not.toContain(held.siteId);
    expect(await site(held.siteId)).toMatchObject({ gatewayOnline: true });
    // A node that died holding the channel writes nothing more: the sweep then takes its gateway offline.
    const longAfter = settings.offlineAfterSeconds + settings.presenceWriteSeconds + 30;
    const nodeGone = await sweepGateways(server.app.services, settings, at(longAfter));
    expect(nodeGone.offline).toContain(held.siteId);
    expect(await site(held.siteId)).toMatchObject({ gatewayOnline: false, gatewayChannel: false });
    await channel.close();
  });
});
