import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { databases } from '../support/databases';
import { bindGateway } from '../support/gateways';
import { runSimulator, type Simulator } from '../support/simulator-process';
import { startTestServer, type TestServer } from '../support/test-server';

type Row = { id: number; version: number };

/** The real simulator process follows the device configuration an admin edits, within its next heartbeat. */
describe.each(databases)('gateway simulator and the device configuration ($kind)', (database) => {
  let server: TestServer;
  let simulator: Simulator | undefined;
  const call = (method: string, url: string, body?: unknown) =>
    server.call<Row>(method, url, { token: server.adminToken, body });
  const until = (check: () => void) => vi.waitFor(check, { timeout: 30_000, interval: 100 });

  beforeAll(async () => {
    server = await startTestServer(database);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await simulator?.stop();
    await server?.close();
  });

  it('fetches the configuration again when the heartbeat’s fingerprint changes, and applies panel.delay.ms', async () => {
    const door = (await call('POST', '/api/device-configs', { key: 'door.open.seconds', value: '5' })).body.data;
    const gateway = await bindGateway(server, 'EE:00:00:00:00:11');
    const url = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
    simulator = runSimulator(url, gateway, ['--delay', '100', '--poll', '200', '--seed', '7']);
    const running = simulator;
    await until(() => expect(running.output()).toMatch(/ config keys=1 changed=door\.open\.seconds=5\n/));

    const edited = await call('PUT', `/api/device-configs/${door.id}`, { value: '9', version: door.version });
    expect(edited.body.code).toBe(200);
    await until(() => expect(running.output()).toMatch(/ config keys=1 changed=door\.open\.seconds=9\n/));

    expect((await call('POST', '/api/device-configs', { key: 'panel.delay.ms', value: '250' })).body.code).toBe(200);
    await until(() =>
      expect(running.output()).toMatch(/ config keys=2 changed=panel\.delay\.ms=250\n.* delay ms=250\n/),
    );

    expect((await call('DELETE', `/api/device-configs/${door.id}`)).body.code).toBe(200);
    await until(() => expect(running.output()).toMatch(/ config keys=1 changed=door\.open\.seconds=\(removed\)\n/));
    // Fetched only when the fingerprint changed: once at start and once per edit.
    expect(running.output().match(/ config keys=/g)).toHaveLength(4);
    expect(await running.stop()).toBe(0);
  });
});
