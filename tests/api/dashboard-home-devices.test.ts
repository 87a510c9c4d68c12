import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInAccount } from '../support/accounts';
import { homeOf, refreshHome, siteWithFaces } from '../support/dashboard';
import { databases } from '../support/databases';
import { bindGateway, deviceCall } from '../support/gateways';
import { startTestServer, type TestServer } from '../support/test-server';

const MINUTE_MS = 60_000;
/** The minute the suite began in: the rows and the figures expected are counted from it. */
const START = Math.floor(Date.now() / MINUTE_MS);
/** The start of the minute `minutes` before the suite's. */
const minuteAgo = (minutes: number) => new Date((START - minutes) * MINUTE_MS).toISOString();

/** Home's device figures: device calls per minute over the last hour and gateways on the push channel, per account's sites. */
describe.each(databases)('Home: device calls and gateways connected ($kind)', (database) => {
  let server: TestServer;
  let own: { id: number; token: string | undefined };
  let adminSite: number;
  let ownSite: number;

  beforeAll(async () => {
    server = await startTestServer(database);
    own = await createSignedInAccount(server, 'home-devices-own', ['sp-site', 'site-tabs']);
    adminSite = await siteWithFaces(server, server.adminToken, 'Device North', [], { online: true });
    ownSite = await siteWithFaces(server, own.token, 'Device Own', [], { online: true });
    await siteWithFaces(server, own.token, 'Device Own Offline', [], { online: false });
    const sites = server.app.backend.tables.of('site');
    await sites.update(adminSite, { gatewayChannel: true });
    await sites.update(ownSite, { gatewayChannel: true });
    // Two nodes wrote the admin's site at five minutes ago; a row older than the hour is left out.
    await server.app.backend.tables.of('device-traffic').insertMany([
      { siteId: adminSite, minute: minuteAgo(90), calls: 500, errors: 50, bytes: 50_000 },
      { siteId: adminSite, minute: minuteAgo(5), calls: 24, errors: 1, bytes: 2400 },
      { siteId: adminSite, minute: minuteAgo(5), calls: 36, errors: 2, bytes: 3600 },
      { siteId: ownSite, minute: minuteAgo(5), calls: 12, errors: 0, bytes: 1200 },
      { siteId: ownSite, minute: minuteAgo(3), calls: 10, errors: 4, bytes: 1000 },
    ]);
    await refreshHome(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('sums every site per minute for the super admin, with the newest minute counted', async () => {
    const figures = (await homeOf(server, server.adminToken)).siteFigures;
    expect(figures?.deviceCalls).toMatchObject({
      perMinute: [
        { minute: minuteAgo(5), calls: 72, errors: 3, bytes: 7200 },
        { minute: minuteAgo(3), calls: 10, errors: 4, bytes: 1000 },
      ],
      calls: 82,
      errors: 7,
      bytes: 8200,
      latest: { minute: minuteAgo(3), calls: 10, errors: 4, bytes: 1000 },
    });
    const { from, to } = figures?.deviceCalls ?? { from: '', to: '' };
    expect(Date.parse(to) - Date.parse(from)).toBe(60 * MINUTE_MS);
    expect(figures?.gateways).toMatchObject({ online: 2, offline: 1, channel: 2 });
  });

  it("counts only an admin's own sites' device calls and gateways", async () => {
    const figures = (await homeOf(server, own.token)).siteFigures;
    expect(figures?.deviceCalls).toMatchObject({
      perMinute: [
        { minute: minuteAgo(5), calls: 12, errors: 0, bytes: 1200 },
        { minute: minuteAgo(3), calls: 10, errors: 4, bytes: 1000 },
      ],
      calls: 22,
      errors: 4,
    });
    expect(figures?.gateways).toMatchObject({ online: 1, offline: 1, channel: 1 });
  });

  it('shows an account with no site no device calls', async () => {
    const fresh = await createSignedInAccount(server, 'home-devices-fresh', ['site-tabs']);
    const figures = (await homeOf(server, fresh.token)).siteFigures;
    expect(figures?.deviceCalls).toMatchObject({ perMinute: [], calls: 0, errors: 0, bytes: 0, latest: null });
    expect(figures?.gateways.channel).toBe(0);
  });

  it("counts a gateway's heartbeats once this node has written them and the figures were refreshed", async () => {
    const gateway = await bindGateway(server, 'AB:00:00:00:00:07');
    for (let call = 0; call < 3; call += 1)
      expect((await deviceCall(server, gateway, 'POST', '/device/v1/heartbeat', {})).status).toBe(200);
    await server.app.deviceTraffic?.flush();
    await refreshHome(server);
    expect((await homeOf(server, server.adminToken)).siteFigures?.deviceCalls.calls).toBe(85);
  });
});
