import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openChannel } from '../support/channel-client';
import { databases } from '../support/databases';
import { bindGateway } from '../support/gateways';
import { startTestServer, type TestServer } from '../support/test-server';

/** A channel's gateway in its site row: its last heartbeat written every few minutes, not per heartbeat. */
describe.each(databases)('device API: presence of a channel’s gateway ($kind)', (database) => {
  let server: TestServer;
  let baseUrl: string;
  const site = (id: number) => server.app.backend.tables.of('site').findById(id);

  beforeAll(async () => {
    server = await startTestServer(database, { GATEWAY_PRESENCE_WRITE_SECONDS: '1' });
    baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('writes a held gateway’s last heartbeat every GATEWAY_PRESENCE_WRITE_SECONDS, not per heartbeat', async () => {
    const gateway = await bindGateway(server, 'DD:00:00:00:00:01');
    const channel = await openChannel(baseUrl, gateway);
    await channel.next('hello');
    const opened = await site(gateway.siteId);
    channel.send({ type: 'heartbeat' });
    await expect
      .poll(async () => (await site(gateway.siteId))?.lastHeartbeatAt, { timeout: 5000 })
      .not.toBe(opened?.lastHeartbeatAt);
    expect(await site(gateway.siteId)).toMatchObject({ gatewayOnline: true, gatewayChannel: true });
    await channel.close();
  });
});
