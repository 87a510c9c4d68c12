import { describe, expect, it, vi } from 'vitest';
import { Code } from '../../contract/errors';
import { GATEWAY_FAILURE_REASONS } from '../../server/features/gateways/failure-reasons';
import { databases } from '../support/databases';
import { adminFace, type BoundGateway, bindGateway, faceIn, storedFace } from '../support/gateways';
import { simulatorSuite } from '../support/simulator-suite';

const FAST = ['--http', '--delay', '100', '--poll', '200', '--seed', '7'];

describe.each(databases)('gateway simulator, a real process ($kind)', (database) => {
  const suite = simulatorSuite(database);
  const start = (gateway: BoundGateway, extra: string[]) => suite.gateway(gateway, extra);
  const until = (check: () => Promise<void>) => vi.waitFor(check, { timeout: 30_000, interval: 100 });

  it('starts the site’s gateway, registers the faces uploaded before and after, and stops cleanly on SIGTERM', async () => {
    const gateway = await bindGateway(suite.server, 'EE:00:00:00:00:01');
    // Uploaded through the console before the gateway ever called: it waits for it.
    const waiting = await adminFace(suite.server, gateway.siteId);
    expect(waiting.status).toBe('device_not_started');
    const simulator = start(gateway, FAST);
    await until(async () =>
      expect(await storedFace(suite.server, waiting.id), simulator.output()).toMatchObject({
        status: 'register_success',
      }),
    );
    const site = await suite.server.app.backend.tables.of('site').findById(gateway.siteId);
    expect(site).toMatchObject({ gatewayOnline: true });
    expect(site?.gatewayStartedAt).not.toBeNull();
    // Uploaded once the gateway runs: registering at once, then registered.
    const later = await adminFace(suite.server, gateway.siteId);
    expect(later.status).toBe('registering');
    await until(async () =>
      expect(await storedFace(suite.server, later.id), simulator.output()).toMatchObject({
        status: 'register_success',
        failureReason: null,
      }),
    );
    // Registered on a door panel after the photo came down through its signed link; the cloud keeps no copy.
    // The simulator writes its line once the console has answered the result, so the line may come a moment later.
    expect(simulator.output()).toMatch(new RegExp(`photo face=${later.id} bytes=\\d+`));
    await until(async () => expect(simulator.output()).toMatch(new RegExp(`registered face=${later.id} panel=\\d`)));
    const photo = await suite.server.call('GET', `/api/faces/${later.id}/photo`, { token: suite.server.adminToken });
    expect(photo.body.code).toBe(Code.NOT_FOUND);
    expect(await simulator.stop()).toBe(0);
    expect(simulator.output()).toMatch(/stopped signal=SIGTERM/);
  });

  it('fails every face with a realistic reason when told to fail them all', async () => {
    const gateway = await bindGateway(suite.server, 'EE:00:00:00:00:02');
    const face = await faceIn(suite.server, gateway.siteId, 'registering');
    const simulator = start(gateway, [...FAST, '--fail-share', '1']);
    await until(async () =>
      expect(await storedFace(suite.server, face.id), simulator.output()).toMatchObject({ status: 'register_failed' }),
    );
    const failed = await storedFace(suite.server, face.id);
    expect(failed?.registerFailedCount).toBe((face.registerFailedCount ?? 0) + 1);
    const code = String(failed?.failureReason).split(': ')[0];
    expect(GATEWAY_FAILURE_REASONS).toContain(code);
    expect(code, simulator.output()).not.toBe('photo-download-failed');
    await until(async () => expect(simulator.output()).toMatch(new RegExp(`failed face=${face.id} panel=\\d reason=`)));
    expect(await simulator.stop()).toBe(0);
  });

  it('gives up with exit code 1 when the console refuses its credential', async () => {
    const gateway = await bindGateway(suite.server, 'EE:00:00:00:00:03');
    const simulator = start({ ...gateway, credential: 'revoked-or-mistyped' }, FAST);
    expect(await simulator.exited).toBe(1);
    expect(simulator.output()).toMatch(/refused code=401/);
  });
});
