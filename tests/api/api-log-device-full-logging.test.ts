import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../contract/envelope';
import { Code } from '../../contract/errors';
import { databases } from '../support/databases';
import { type BoundGateway, bindGateway, deviceCall } from '../support/gateways';
import { settingCalls } from '../support/setting-calls';
import { startTestServer, type TestServer } from '../support/test-server';

interface LogRow {
  path: string;
  statusCode: number;
  origin: string | null;
  siteId: number | null;
}

const MINUTE_MS = 60_000;

/** `device.logSiteIds` logs a site's device calls in full for `device.logMinutes` after the list was saved. */
describe.each(databases)('device calls logged in full for one site ($kind)', (database) => {
  let server: TestServer;
  let api: ReturnType<typeof settingCalls>;
  let watched: BoundGateway;
  let other: BoundGateway;

  /** The heartbeats the log holds for each site, after one heartbeat of each gateway. */
  const heartbeatsLogged = async () => {
    for (const gateway of [watched, other])
      expect((await deviceCall(server, gateway, 'POST', '/device/v1/heartbeat', {})).status).toBe(200);
    await server.app.apiLog?.flush();
    const answer = await server.call<Page<LogRow>>('GET', '/api/api-logs?origin=device&pageSize=100', {
      token: server.adminToken,
    });
    const rows = answer.body.data.list.filter((row) => row.path === '/device/v1/heartbeat');
    expect(rows.every((row) => row.statusCode === 200 && row.origin === 'device')).toBe(true);
    const of = (gateway: BoundGateway) => rows.filter((row) => row.siteId === gateway.siteId).length;
    return { watched: of(watched), other: of(other) };
  };
  /** Moves the list's last save `minutes` into the past, as if that much time had gone by. */
  const savedMinutesAgo = async (minutes: number) => {
    const store = server.app.backend.tables.of('server-config');
    const past = new Date(Date.now() - minutes * MINUTE_MS).toISOString();
    await store.db
      .updateTable(store.table)
      .set({ updatedAt: store.encodeValue('updatedAt', past) })
      .where('key', '=', 'device.logSiteIds')
      .execute();
    await server.app.settings.reload();
  };

  beforeAll(async () => {
    server = await startTestServer(database);
    api = settingCalls(server);
    watched = await bindGateway(server, 'AD:00:00:00:00:01');
    other = await bindGateway(server, 'AD:00:00:00:00:02');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('logs no successful device call while the list is empty', async () => {
    expect(await heartbeatsLogged()).toEqual({ watched: 0, other: 0 });
  });

  it("logs every call of the listed site, and not another site's, while both are counted", async () => {
    const set = await api.setServer('device.logSiteIds', `${watched.siteId}, 999999`, 'string');
    expect(set.body.code).toBe(200);
    expect(await heartbeatsLogged()).toEqual({ watched: 1, other: 0 });
    expect(await heartbeatsLogged()).toEqual({ watched: 2, other: 0 });
    await server.app.deviceTraffic?.flush();
    const traffic = server.app.backend.tables.of('device-traffic');
    for (const gateway of [watched, other]) {
      const rows = await traffic.findWhere({ siteId: gateway.siteId });
      expect(rows.reduce((sum, row) => sum + row.calls, 0)).toBe(3);
    }
  });

  it('stops once device.logMinutes have passed since the list was saved, and a longer time brings it back', async () => {
    await savedMinutesAgo(61);
    expect(await heartbeatsLogged()).toEqual({ watched: 2, other: 0 });
    expect((await api.setServer('device.logMinutes', '120')).body.code).toBe(200);
    expect(await heartbeatsLogged()).toEqual({ watched: 3, other: 0 });
  });

  it('refuses a list that is not ids separated by commas', async () => {
    const [row] = await server.app.backend.tables.of('server-config').findWhere({ key: 'device.logSiteIds' });
    const refused = await api.call<{ field: string; rule: string }>('PUT', `/api/server-configs/${row.id}`, {
      value: '12; 15',
      valueType: 'string',
      version: row.version,
    });
    expect(refused.body.code).toBe(Code.VALUE_NULL);
    expect(refused.body.data).toMatchObject({ field: 'value', rule: 'format' });
  });
});
