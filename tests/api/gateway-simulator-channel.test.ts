import { describe, expect, it, vi } from 'vitest';
import { databases } from '../support/databases';
import { adminFace, type BoundGateway, bindGateway, faceIn, storedFace } from '../support/gateways';
import type { Simulator } from '../support/simulator-process';
import { simulatorSuite } from '../support/simulator-suite';

const FAST = ['--delay', '100', '--seed', '7'];

/** The real simulator process holding the push channel (its default), against a listening server. */
describe.each(databases)('gateway simulator over the push channel ($kind)', (database) => {
  const suite = simulatorSuite(database);
  const start = (gateway: BoundGateway, extra: string[]) => suite.gateway(gateway, extra);
  const until = (check: () => Promise<void> | void) => vi.waitFor(check, { timeout: 30_000, interval: 100 });
  const site = (id: number) => suite.server.app.backend.tables.of('site').findById(id);
  const onChannel = (simulator: Simulator, siteId: number) =>
    until(async () => expect(await site(siteId), simulator.output()).toMatchObject({ gatewayChannel: true }));

  it('holds the channel: online on it, a face the admin creates reaches it at once and is registered', async () => {
    const gateway = await bindGateway(suite.server, 'EF:00:00:00:00:01');
    const simulator = start(gateway, FAST);
    await onChannel(simulator, gateway.siteId);
    expect(await site(gateway.siteId)).toMatchObject({ gatewayOnline: true });
    // The console marks the site before it says hello: the line may come a moment later.
    await until(() =>
      expect(simulator.output()).toMatch(new RegExp(`online site=${gateway.siteId} name=.* heartbeatSeconds=30\\n`)),
    );
    const face = await adminFace(suite.server, gateway.siteId);
    expect(face.status).toBe('registering');
    await until(async () =>
      expect(await storedFace(suite.server, face.id), simulator.output()).toMatchObject({ status: 'register_success' }),
    );
    await until(() => expect(simulator.output()).toMatch(new RegExp(`registered face=${face.id} panel=\\d`)));
    expect(simulator.output()).not.toMatch(/ error /);
    expect(await simulator.stop()).toBe(0);
  });

  it('stops with exit code 1 when its site is unbound: the console closes its channel (4003)', async () => {
    const gateway = await bindGateway(suite.server, 'EF:00:00:00:00:02');
    const simulator = start(gateway, FAST);
    await onChannel(simulator, gateway.siteId);
    const unbound = await suite.server.call('POST', `/api/sites/${gateway.siteId}/unbind`, {
      token: suite.server.adminToken,
    });
    expect(unbound.body.code).toBe(200);
    expect(await simulator.exited).toBe(1);
    expect(simulator.output()).toMatch(/refused code=4003/);
  });

  it('stops with exit code 1 when the console refuses its credential before the upgrade', async () => {
    const gateway = await bindGateway(suite.server, 'EF:00:00:00:00:04');
    const mistyped = start({ ...gateway, credential: 'revoked-or-mistyped' }, FAST);
    expect(await mistyped.exited).toBe(1);
    expect(mistyped.output()).toMatch(/refused code=401/);
  });

  it('stops with exit code 1 when a newer connection with its credential replaces it (4001)', async () => {
    const gateway = await bindGateway(suite.server, 'EF:00:00:00:00:05');
    const first = start(gateway, FAST);
    await onChannel(first, gateway.siteId);
    const second = start(gateway, FAST);
    // Both outputs with any failure: what each simulator saw of the other's connection.
    const both = () => `first:\n${first.output()}\nsecond:\n${second.output()}`;
    await vi.waitFor(() => expect(first.process.exitCode, both()).toBe(1), { timeout: 45_000, interval: 100 });
    expect(first.output(), both()).toMatch(/refused code=4001/);
    await until(() => expect(second.output()).toMatch(/ online site=/));
    expect(await site(gateway.siteId)).toMatchObject({ gatewayOnline: true, gatewayChannel: true });
    expect(await second.stop()).toBe(0);
  }, 60_000);

  it('connects again after the console restarts and delivers the result it kept meanwhile: no result lost', async () => {
    const gateway = await bindGateway(suite.server, 'EF:00:00:00:00:03');
    // Long enough a panel for the console to be down when it finishes.
    const simulator = start(gateway, ['--delay', '2000', '--seed', '7']);
    await onChannel(simulator, gateway.siteId);
    const before = await faceIn(suite.server, gateway.siteId, 'registering');
    await until(() => expect(simulator.output()).toMatch(new RegExp(`photo face=${before.id} `)));
    await suite.server.restart(async () => {
      // The panel finishes while no console listens: the result is kept.
      await until(() => expect(simulator.output()).toMatch(new RegExp(`held face=${before.id} `)));
    });
    await until(async () =>
      expect(await storedFace(suite.server, before.id), simulator.output()).toMatchObject({
        status: 'register_success',
      }),
    );
    expect(simulator.output()).toMatch(/resent results=1\n/);
    await onChannel(simulator, gateway.siteId);
    // A face after the restart comes through the new channel as well.
    const after = await faceIn(suite.server, gateway.siteId, 'registering');
    await until(async () =>
      expect(await storedFace(suite.server, after.id), simulator.output()).toMatchObject({
        status: 'register_success',
      }),
    );
    const faces = await suite.server.app.backend.tables.of('face').findWhere({ siteId: gateway.siteId });
    expect(faces.filter((face) => face.status === 'registering')).toEqual([]);
    expect(await simulator.stop()).toBe(0);
  });
});
