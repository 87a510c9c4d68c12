import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeviceCallFigures, GatewaysConnected } from '../../contract/device-traffic';
import { databases } from '../support/databases';
import { bindGateway, deviceCall } from '../support/gateways';
import { startTestServer, type TestServer } from '../support/test-server';

type Stats = { deviceCalls: DeviceCallFigures; gateways: GatewaysConnected };

const FROM = '2026-03-02T06:00:00.000Z';
const TO = '2026-03-02T06:10:00.000Z';

/** GET /api/api-logs/stats: device calls per minute from device-traffic, and the gateways connected now. */
describe.each(databases)('the API log stats of device calls ($kind)', (database) => {
  let server: TestServer;
  const statsOf = async (query: string) => {
    const answer = await server.call<Stats>('GET', `/api/api-logs/stats${query}`, { token: server.adminToken });
    expect(answer.status).toBe(200);
    return answer.body.data;
  };
  const newSite = async (name: string) =>
    (await server.call<{ id: number }>('POST', '/api/sites', { token: server.adminToken, body: { name } })).body.data
      .id;

  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('sums the rows of every site and node per minute, within the range only', async () => {
    const north = await newSite('North gate');
    const south = await newSite('South gate');
    // Two nodes each wrote a row for north at 06:00; one minute before the range and one at its end are left out.
    await server.app.backend.tables.of('device-traffic').insertMany([
      { siteId: north, minute: '2026-03-02T05:59:00.000Z', calls: 99, errors: 9, bytes: 9999 },
      { siteId: north, minute: '2026-03-02T06:00:00.000Z', calls: 12, errors: 1, bytes: 1200 },
      { siteId: north, minute: '2026-03-02T06:00:00.000Z', calls: 8, errors: 0, bytes: 800 },
      { siteId: south, minute: '2026-03-02T06:00:00.000Z', calls: 5, errors: 2, bytes: 500 },
      { siteId: south, minute: '2026-03-02T06:04:00.000Z', calls: 3, errors: 0, bytes: 300 },
      { siteId: south, minute: '2026-03-02T06:10:00.000Z', calls: 77, errors: 7, bytes: 7777 },
    ]);
    const { deviceCalls } = await statsOf(`?from=${FROM}&to=${TO}`);
    expect(deviceCalls).toEqual({
      from: FROM,
      to: TO,
      perMinute: [
        { minute: '2026-03-02T06:00:00.000Z', calls: 25, errors: 3, bytes: 2500 },
        { minute: '2026-03-02T06:04:00.000Z', calls: 3, errors: 0, bytes: 300 },
      ],
      calls: 28,
      errors: 3,
      bytes: 2800,
      latest: { minute: '2026-03-02T06:04:00.000Z', calls: 3, errors: 0, bytes: 300 },
    });
  });

  it("answers the last hour's device calls once this node has written them", async () => {
    const gateway = await bindGateway(server, 'AF:00:00:00:00:01');
    for (let call = 0; call < 4; call += 1)
      expect((await deviceCall(server, gateway, 'POST', '/device/v1/heartbeat', {})).status).toBe(200);
    expect((await deviceCall(server, gateway, 'POST', '/device/v1/heartbeat', { panels: '2' })).status).toBe(400);
    await server.app.deviceTraffic?.flush();
    const { deviceCalls } = await statsOf('');
    expect(deviceCalls).toMatchObject({ calls: 5, errors: 1 });
    expect(deviceCalls.bytes).toBeGreaterThan(0);
    // The calls may straddle a minute's end: the newest minute is the last one listed.
    expect(deviceCalls.latest).toEqual(deviceCalls.perMinute.at(-1));
    expect(deviceCalls.perMinute.reduce((sum, minute) => sum + minute.calls, 0)).toBe(5);
  });

  it('counts the gateways online and those holding the push channel, among bound sites', async () => {
    const sites = server.app.backend.tables.of('site');
    const bound = [];
    for (const mac of ['AF:00:00:00:01:01', 'AF:00:00:00:01:02', 'AF:00:00:00:01:03'])
      bound.push((await bindGateway(server, mac)).siteId);
    const before = (await statsOf('')).gateways;
    await sites.update(bound[0], { gatewayOnline: true, gatewayChannel: true });
    await sites.update(bound[1], { gatewayOnline: true });
    // An unbound site's leftover flags are not a connected gateway.
    await sites.update(await newSite('Unbound'), { gatewayOnline: true, gatewayChannel: true });
    expect((await statsOf('')).gateways).toEqual({ online: before.online + 2, channel: before.channel + 1 });
  });
});
