import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../contract/envelope';
import { Code } from '../../contract/errors';
import { DeviceTraffic } from '../../server/logs/device-traffic';
import { databases } from '../support/databases';
import { type BoundGateway, bindGateway, deviceCall } from '../support/gateways';
import { startTestServer, type TestServer } from '../support/test-server';

interface LogRow {
  method: string;
  path: string;
  statusCode: number;
  code: number | null;
  origin: 'admin' | 'device' | null;
  siteId: number | null;
}

/** Device calls are counted per site and minute, not logged one by one; their errors still are (docs/device-api.md). */
describe.each(databases)('device calls and the API request log ($kind)', (database) => {
  let server: TestServer;
  let gateway: BoundGateway;

  const logRows = async (query = '') => {
    await server.app.apiLog?.flush();
    const answer = await server.call<Page<LogRow>>('GET', `/api/api-logs?pageSize=100${query}`, {
      token: server.adminToken,
    });
    expect(answer.status).toBe(200);
    return answer.body.data.list;
  };
  const traffic = async (siteId: number) => {
    await server.app.deviceTraffic?.flush();
    return server.app.backend.tables.of('device-traffic').findWhere({ siteId });
  };
  const sum = (rows: { calls: number; errors: number; bytes: number }[]) =>
    rows.reduce(
      (total, row) => ({
        calls: total.calls + row.calls,
        errors: total.errors + row.errors,
        bytes: total.bytes + row.bytes,
      }),
      { calls: 0, errors: 0, bytes: 0 },
    );

  beforeAll(async () => {
    server = await startTestServer(database);
    gateway = await bindGateway(server, 'AC:00:00:00:00:01');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('writes no log row for heartbeats and syncs, and counts them for their site once flushed', async () => {
    for (let round = 0; round < 3; round += 1) {
      expect((await deviceCall(server, gateway, 'POST', '/device/v1/heartbeat', { panels: 2 })).status).toBe(200);
      expect((await deviceCall(server, gateway, 'GET', '/device/v1/sync?limit=10')).status).toBe(200);
    }
    expect((await logRows()).filter((row) => row.path.startsWith('/device/'))).toEqual([]);
    const rows = await traffic(gateway.siteId);
    expect(rows.every((row) => row.minute.endsWith(':00.000Z'))).toBe(true);
    const counted = sum(rows);
    expect(counted).toMatchObject({ calls: 6, errors: 0 });
    // Six answers with a body each, and the three heartbeats' bodies.
    expect(counted.bytes).toBeGreaterThan(6 * 50);
  });

  it('logs a failing device call one by one with its site and origin, and counts it as an error', async () => {
    const before = sum(await traffic(gateway.siteId));
    const refused = await deviceCall(server, gateway, 'POST', '/device/v1/heartbeat', { firmware: 241 });
    expect(refused.status).toBe(400);
    const logged = (await logRows('&origin=device')).filter((row) => row.path === '/device/v1/heartbeat');
    expect(logged).toEqual([
      expect.objectContaining({ method: 'POST', statusCode: 400, code: Code.BAD_REQUEST, siteId: gateway.siteId }),
    ]);
    const after = sum(await traffic(gateway.siteId));
    expect(after.calls - before.calls).toBe(1);
    expect(after.errors - before.errors).toBe(1);
  });

  it('logs a call refused before its site is known as a device call with no site, counting nothing', async () => {
    const stranger = { mac: gateway.mac, credential: 'z'.repeat(43) };
    const before = sum(await traffic(gateway.siteId));
    expect((await deviceCall(server, stranger, 'GET', '/device/v1/sync')).status).toBe(401);
    const logged = (await logRows('&origin=device')).filter((row) => row.path === '/device/v1/sync');
    expect(logged).toEqual([expect.objectContaining({ statusCode: 401, origin: 'device', siteId: null })]);
    expect(sum(await traffic(gateway.siteId))).toEqual(before);
  });

  it("gives admins' calls the origin admin, and the list's origin filter keeps each kind apart", async () => {
    await server.call('GET', '/api/sites?page=1&pageSize=5', { token: server.adminToken });
    const admin = await logRows('&origin=admin');
    expect(admin.some((row) => row.path === '/api/sites' && row.method === 'GET')).toBe(true);
    expect(admin.every((row) => row.origin === 'admin' && row.siteId === null)).toBe(true);
    const device = await logRows('&origin=device');
    expect(device.map((row) => [row.path, row.statusCode])).toEqual([
      ['/device/v1/sync', 401],
      ['/device/v1/heartbeat', 400],
    ]);
    expect((await logRows()).every((row) => row.origin === 'admin' || row.origin === 'device')).toBe(true);
  });

  it('writes nothing for a minute without device calls', async () => {
    const other = await bindGateway(server, 'AC:00:00:00:00:02');
    expect(await traffic(other.siteId)).toEqual([]);
  });

  it('writes the minutes that have ended, one row per site and minute, and keeps counting the current one', async () => {
    const { siteId } = await bindGateway(server, 'AC:00:00:00:00:03');
    let now = Date.parse('2026-02-01T08:00:10.000Z');
    const failures: unknown[] = [];
    const counter = new DeviceTraffic(
      server.app.backend.tables,
      (error) => failures.push(error),
      () => now,
    );
    counter.count(siteId, { bytes: 100, failed: false });
    counter.count(siteId, { bytes: 50, failed: true });
    now = Date.parse('2026-02-01T08:01:05.000Z');
    counter.count(siteId, { bytes: 7, failed: false });
    await counter.flush(Date.parse('2026-02-01T08:01:00.000Z'));
    const written = () => server.app.backend.tables.of('device-traffic').findWhere({ siteId });
    expect((await written()).map(({ minute, calls, errors, bytes }) => ({ minute, calls, errors, bytes }))).toEqual([
      { minute: '2026-02-01T08:00:00.000Z', calls: 2, errors: 1, bytes: 150 },
    ]);
    expect(counter.queued()).toBe(1);
    await counter.close();
    expect((await written()).map((row) => [row.minute, row.calls, row.bytes])).toEqual([
      ['2026-02-01T08:00:00.000Z', 2, 150],
      ['2026-02-01T08:01:00.000Z', 1, 7],
    ]);
    expect(failures).toEqual([]);
  });

  it('leaves out the minutes of a site deleted before they were written', async () => {
    const kept = await bindGateway(server, 'AC:00:00:00:00:04');
    const site = await server.call<{ id: number }>('POST', '/api/sites', {
      token: server.adminToken,
      body: { name: 'Short-lived site' },
    });
    const failures: unknown[] = [];
    const counter = new DeviceTraffic(server.app.backend.tables, (error) => failures.push(error));
    counter.count(site.body.data.id, { bytes: 10, failed: false });
    counter.count(kept.siteId, { bytes: 10, failed: false });
    expect((await server.call('DELETE', `/api/sites/${site.body.data.id}`, { token: server.adminToken })).status).toBe(
      200,
    );
    await counter.close();
    expect(await traffic(kept.siteId)).toEqual([expect.objectContaining({ calls: 1, bytes: 10 })]);
    expect(await traffic(site.body.data.id)).toEqual([]);
    expect(failures).toEqual([]);
  });
});
