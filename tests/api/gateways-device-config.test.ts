import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../support/databases';
import { type BoundGateway, bindGateway, deviceCall } from '../support/gateways';
import { startTestServer, type TestServer } from '../support/test-server';

type Row = { id: number; version: number; key: string; value: string };

/** The device configuration's rules on the console's routes (sp-cfg-device), and the fingerprint a heartbeat carries. */
describe.each(databases)('device config ($kind)', (database) => {
  let server: TestServer;
  let gateway: BoundGateway;
  const call = <T = Row>(method: string, url: string, body?: unknown) =>
    server.call<T>(method, url, { token: server.adminToken, body });
  const fingerprint = async () => {
    const beat = await deviceCall<{ configVersion: string }>(server, gateway, 'POST', '/device/v1/heartbeat');
    expect(beat.body.code).toBe(200);
    return beat.body.data.configVersion;
  };

  beforeAll(async () => {
    server = await startTestServer(database);
    gateway = await bindGateway(server, 'CC:00:00:00:00:01');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers 6066 for a key missing, null or empty, and 6067 for a value missing, null or empty', async () => {
    for (const key of [undefined, null, '']) {
      const answer = await call('POST', '/api/device-configs', { key, value: '5' });
      expect(answer.body.code, JSON.stringify(key)).toBe(6066);
    }
    for (const value of [undefined, null, '']) {
      const answer = await call('POST', '/api/device-configs', { key: 'rules.value', value });
      expect(answer.body.code, JSON.stringify(value)).toBe(6067);
    }
  });

  it('takes a key of 30, a value of 80 and a description of 100 characters, not one more', async () => {
    const longest = { key: 'k'.repeat(30), value: 'v'.repeat(80), description: 'd'.repeat(100) };
    expect((await call('POST', '/api/device-configs', longest)).body.code).toBe(200);
    for (const [field, text] of [
      ['key', 'k'.repeat(31)],
      ['value', 'v'.repeat(81)],
      ['description', 'd'.repeat(101)],
    ] as const) {
      const answer = await call('POST', '/api/device-configs', { key: 'rules.long', value: 'v', [field]: text });
      expect(answer.status, field).toBe(400);
    }
    const empty = await call('POST', '/api/device-configs', {
      key: 'rules.no.description',
      value: 'v',
      description: '',
    });
    expect(empty.body.code).toBe(200);
  });

  it('answers 6068 for a key taken, on create and on update', async () => {
    const first = (await call('POST', '/api/device-configs', { key: 'rules.unique', value: '1' })).body.data;
    const second = (await call('POST', '/api/device-configs', { key: 'rules.other', value: '2' })).body.data;
    expect((await call('POST', '/api/device-configs', { key: 'rules.unique', value: '3' })).body.code).toBe(6068);
    const renamed = await call('PUT', `/api/device-configs/${second.id}`, { key: first.key, version: second.version });
    expect(renamed.body.code).toBe(6068);
    expect((await call('GET', `/api/device-configs/${second.id}`)).body.data.key).toBe('rules.other');
  });

  it('gives the heartbeat another configVersion after each create, update and delete, the same one otherwise', async () => {
    const before = await fingerprint();
    expect(before).toMatch(/^[0-9a-f]{16}$/);
    expect(await fingerprint()).toBe(before);
    const created = (await call('POST', '/api/device-configs', { key: 'door.open.seconds', value: '5' })).body.data;
    const afterCreate = await fingerprint();
    expect(afterCreate).not.toBe(before);
    const updated = await call('PUT', `/api/device-configs/${created.id}`, { value: '7', version: created.version });
    expect(updated.body.code).toBe(200);
    const afterUpdate = await fingerprint();
    expect(afterUpdate).not.toBe(afterCreate);
    expect((await call('DELETE', `/api/device-configs/${created.id}`)).body.code).toBe(200);
    const afterDelete = await fingerprint();
    expect(afterDelete).not.toBe(afterUpdate);
    expect(afterDelete).toBe(before);
  });
});
