import { describe, expect, it, vi } from 'vitest';
import { databases } from '../support/databases';
import { bindGateway } from '../support/gateways';
import { simulatorSuite } from '../support/simulator-suite';

type Row = { id: number; version: number };

/** Polling, the simulator hears of a new configuration at its next heartbeat; holding the channel, from a `changes` frame. */
const RUNS = databases.flatMap((database) => [
  { ...database, transport: 'polling', args: ['--http', '--poll', '200'] },
  { ...database, transport: 'channel', args: [] },
]);

/** The real simulator process follows the device configuration an admin edits, within its next heartbeat or at once. */
describe.each(RUNS)('gateway simulator and the device configuration ($kind, $transport)', (run) => {
  const suite = simulatorSuite(run);
  const call = (method: string, url: string, body?: unknown) =>
    suite.server.call<Row>(method, url, { token: suite.server.adminToken, body });
  const until = (check: () => void) => vi.waitFor(check, { timeout: 30_000, interval: 100 });

  it('fetches the configuration again when its fingerprint changes, and applies panel.delay.ms', async () => {
    const door = (await call('POST', '/api/device-configs', { key: 'door.open.seconds', value: '5' })).body.data;
    const gateway = await bindGateway(suite.server, 'EE:00:00:00:00:11');
    const running = suite.gateway(gateway, ['--delay', '100', '--seed', '7', ...run.args]);
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
