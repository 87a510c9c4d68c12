import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { readCredentials } from '../../simulator/credentials-file';
import type { GatewayIdentity } from '../../simulator/simulated-gateway';
import { databases } from '../support/databases';
import { faceIn, storedFace } from '../support/gateways';
import type { Simulator } from '../support/simulator-process';
import { simulatorSuite } from '../support/simulator-suite';
import { ADMIN_PASSWORD } from '../support/test-server';

const SIZE = 20;

/** `npm run gateway -- --fleet <N>`: N gateways in one real process, their sites bound through the admin API. */
describe.each(databases)('gateway simulator: a fleet in one process ($kind)', (database) => {
  const suite = simulatorSuite(database);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fleet-credentials-'));
  const file = path.join(dir, 'fleet.json');
  const fleet = (args: string[]) =>
    suite.simulator(['--fleet', String(SIZE), '--credentials', file, '--status', '1', ...args]);
  /** The counts of a status line: the fleet heard the console answer every result, not only stored them. */
  const counted = (simulator: Simulator, counts: RegExp) => until(() => expect(simulator.output()).toMatch(counts));
  const until = (check: () => Promise<void> | void) => vi.waitFor(check, { timeout: 30_000, interval: 100 });
  const sites = (gateways: GatewayIdentity[]) =>
    Promise.all(gateways.map((gateway) => suite.server.app.backend.tables.of('site').findById(gateway.siteId ?? 0)));
  /** A face to register at each site, and each of them registered by its gateway. */
  const registerAFaceEach = async (simulator: Simulator, gateways: GatewayIdentity[]) => {
    const faces = await Promise.all(
      gateways.map((gateway) => faceIn(suite.server, gateway.siteId ?? 0, 'registering')),
    );
    await until(async () => {
      const stored = await Promise.all(faces.map((face) => storedFace(suite.server, face.id)));
      expect(
        stored.map((face) => face?.status),
        simulator.output(),
      ).toEqual(faces.map(() => 'register_success'));
    });
  };

  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('signs in, binds its sites, writes their credentials, holds every channel and registers a face at each', async () => {
    const simulator = fleet(['--admin', 'admin', '--password', ADMIN_PASSWORD, '--delay', '50', '--seed', '3']);
    await until(() => expect(readCredentials(file), simulator.output()).toHaveLength(SIZE));
    const gateways = readCredentials(file);
    expect(new Set(gateways.map((gateway) => gateway.mac)).size).toBe(SIZE);
    await until(async () => {
      for (const site of await sites(gateways))
        expect(site, simulator.output()).toMatchObject({ gatewayChannel: true });
    });
    expect((await sites(gateways)).map((site) => site?.name)).toContain(`Fleet site 1 ${gateways[0].mac}`);
    await registerAFaceEach(simulator, gateways);
    await counted(simulator, new RegExp(`fleet gateways=${SIZE} connected=${SIZE} registered=${SIZE} failed=0 `));
    expect(await simulator.stop()).toBe(0);
    // Counts, not a line per gateway; the last status line after the channels closed.
    expect(simulator.output()).toMatch(new RegExp(`fleet gateways=${SIZE} connected=0 registered=${SIZE} failed=0 `));
    expect(simulator.output()).not.toMatch(/ registered face=/);
  });

  it('reuses the credentials file on the next run, here polling over HTTP (--http)', async () => {
    const gateways = readCredentials(file);
    const simulator = fleet(['--http', '--poll', '200', '--delay', '50']);
    await until(async () => {
      for (const site of await sites(gateways)) {
        expect(site, simulator.output()).toMatchObject({ gatewayOnline: true, gatewayChannel: false });
      }
    });
    await registerAFaceEach(simulator, gateways.slice(0, 3));
    await counted(simulator, / registered=3 failed=0 /);
    expect(await simulator.stop()).toBe(0);
    expect(simulator.output()).toMatch(/fleet gateways=20 connected=0 registered=3 failed=0 /);
    expect(readCredentials(file)).toEqual(gateways);
  });
});
