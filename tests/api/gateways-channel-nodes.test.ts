import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openChannel } from '../support/channel-client';
import { databases } from '../support/databases';
import { startTwoNodes, type TwoNodes } from '../support/form-schemas-nodes';

const postgresUrl = databases.find((database) => database.kind === 'postgres')?.url;
const redisUrl = process.env.TEST_REDIS_URL?.trim();
if (!(postgresUrl && redisUrl)) {
  if (process.env.CI)
    throw new Error('TEST_DATABASE_URL and TEST_REDIS_URL must be set on CI for the two-node channel suite');
  process.stdout.write('Push channel across two nodes skipped: TEST_DATABASE_URL or TEST_REDIS_URL is not set\n');
}

/** Two real server processes on one PostgreSQL schema and one Redis: the admin writes on one, the gateway holds the other. */
describe.skipIf(!(postgresUrl && redisUrl))('the push channel across two nodes (PostgreSQL and Redis)', () => {
  let nodes: TwoNodes;
  let macs = 0;

  /** A site bound on node 0; its credential. */
  const boundSite = async () => {
    const mac = `EE:00:00:00:00:${(++macs).toString(16).padStart(2, '0').toUpperCase()}`;
    const site = await nodes.call<{ id: number }>(0, 'POST', '/api/sites', { name: `Two-node site ${mac}` });
    const bound = await nodes.call<{ credential: string }>(0, 'POST', `/api/sites/${site.data.id}/bind`, {
      mac,
      alias: `Gateway ${mac}`,
    });
    expect(bound.code).toBe(200);
    return { siteId: site.data.id, mac, credential: bound.data.credential };
  };

  beforeAll(async () => {
    nodes = await startTwoNodes(postgresUrl ?? '', {
      REDIS_URL: redisUrl ?? '',
      SECRET_KEY: randomBytes(32).toString('hex'),
    });
  }, 120_000);
  afterAll(async () => {
    await nodes?.stop();
  });

  it('tells a gateway held by one node of a write committed on the other', async () => {
    const gateway = await boundSite();
    const channel = await openChannel(nodes.baseUrls[1], gateway);
    expect((await channel.next('hello')).siteId).toBe(gateway.siteId);
    const resident = await nodes.call<{ id: number }>(0, 'POST', '/api/residents', {
      siteId: gateway.siteId,
      firstName: 'Ada',
      lastName: 'Two nodes',
      personId: `TN${macs}`,
    });
    expect(resident.code).toBe(200);
    expect((await channel.next('changes')).kinds).toEqual(['residents']);
    channel.send({ type: 'sync', ref: 'after-push' });
    const page = await channel.next('page', (frame) => frame.ref === 'after-push');
    expect((page.residents as { id: number }[]).map((row) => row.id)).toContain(resident.data.id);
    await channel.close();
  });

  it('closes the channel held by one node when the site is unbound on the other (4003)', async () => {
    const gateway = await boundSite();
    const channel = await openChannel(nodes.baseUrls[1], gateway);
    await channel.next('hello');
    expect((await nodes.call(0, 'POST', `/api/sites/${gateway.siteId}/unbind`)).code).toBe(200);
    expect(await channel.closed).toBe(4003);
  });

  it('replaces a connection held by one node with a newer one opened on the other (4001)', async () => {
    const gateway = await boundSite();
    const first = await openChannel(nodes.baseUrls[1], gateway);
    await first.next('hello');
    const second = await openChannel(nodes.baseUrls[0], gateway);
    await second.next('hello');
    expect(await first.closed).toBe(4001);
    const site = await nodes.call<{ gatewayOnline: boolean; gatewayChannel: boolean }>(
      0,
      'GET',
      `/api/sites/${gateway.siteId}`,
    );
    expect(site.data).toMatchObject({ gatewayOnline: true, gatewayChannel: true });
    await second.close();
  });
});
