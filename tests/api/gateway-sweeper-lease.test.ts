import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CacheStore } from '../../server/cache/cache-store';
import { MemoryCache } from '../../server/cache/memory-cache';
import { openCache } from '../../server/cache/open-cache';
import { TickLease } from '../../server/cache/tick-lease';
import { startGatewaySweeper } from '../../server/features/gateways/gateway-sweeper';
import { startTestServer, type TestServer } from '../support/test-server';

const redisUrl = process.env.TEST_REDIS_URL?.trim();

/**
 * The gateway sweeper and the registration-timeout sweep take each tick on one node of the
 * deployment: two nodes' sweepers, each with its own connection to the shared Redis, sweep
 * every tick once between them, never the same tick twice.
 */
describe.runIf(redisUrl)('the gateway sweeps across nodes', () => {
  const caches: CacheStore[] = [];
  let servers: TestServer[] = [];

  beforeAll(async () => {
    servers = [await startTestServer({ kind: 'sqlite' }), await startTestServer({ kind: 'sqlite' })];
    caches.push(await openCache(redisUrl), await openCache(redisUrl));
  });
  afterAll(async () => {
    for (const cache of caches) await cache.close();
    for (const server of servers) await server.close();
  });

  it('sweeps each tick on one node only, the registrations once a minute', async () => {
    const namespace = `test:${randomBytes(4).toString('hex')}`;
    // An offline silence of 3 s: a sweep every second.
    const sweepers = servers.map((server, index) =>
      startGatewaySweeper(
        server.app.services,
        { ...server.config.gateways, offlineAfterSeconds: 3 },
        server.app.log,
        new TickLease(caches[index] as CacheStore, namespace),
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 4500));
    await Promise.all(sweepers.map((sweeper) => sweeper.stop()));
    const [first, second] = sweepers.map((sweeper) => sweeper.made);
    const all = [...(first?.ticks ?? []), ...(second?.ticks ?? [])].sort();
    expect(all.length).toBeGreaterThanOrEqual(3);
    expect(new Set(all).size, 'no tick swept twice').toBe(all.length);
    // Consecutive ticks: none was left unswept between the first and the last.
    expect((all.at(-1) ?? 0) - (all[0] ?? 0)).toBe(all.length - 1);
    const minutes = [...(first?.registrationMinutes ?? []), ...(second?.registrationMinutes ?? [])];
    expect(new Set(minutes).size).toBe(minutes.length);
  });
});

describe('the tick lease of one node alone', () => {
  it('takes each tick once, and every tick when the cache is out of reach', async () => {
    const lease = new TickLease(new MemoryCache(), 'alone');
    expect([await lease.take('sweep', 1, 3), await lease.take('sweep', 1, 3), await lease.take('sweep', 2, 3)]).toEqual(
      [true, false, true],
    );
    const failing = { incr: () => Promise.reject(new Error('Connection is closed.')) } as unknown as CacheStore;
    expect(await new TickLease(failing, 'down').take('sweep', 1, 3)).toBe(true);
  });
});
