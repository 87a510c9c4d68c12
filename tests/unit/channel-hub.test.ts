import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { ChannelHub, GatewayConnection } from '../../server/features/gateways/channel/channel-hub';
import type { GatewaySite } from '../../server/features/gateways/gateway-auth';

const site = { id: 7, name: 'Site 7' } as GatewaySite;
const connection = (requestedAt: number) => new GatewayConnection({} as WebSocket, site, requestedAt);

/** One channel per site on a node: of two connections of one site, the one asked for later stands. */
describe('the channels a node holds', () => {
  it('lets a newer connection take an older one’s place, and answers the older to close', () => {
    const hub = new ChannelHub();
    const older = connection(1000);
    const newer = connection(2000);
    expect(hub.hold(older)).toBeUndefined();
    expect(hub.hold(newer)).toBe(older);
    expect(hub.of(site.id)).toBe(newer);
    expect(hub.release(older)).toBe(false);
    expect(hub.of(site.id)).toBe(newer);
  });

  it('keeps the live connection when an upgrade asked for earlier completes after it', () => {
    const hub = new ChannelHub();
    const live = connection(2000);
    const abandoned = connection(1000);
    hub.hold(live);
    expect(hub.hold(abandoned)).toBe(abandoned);
    expect(hub.of(site.id)).toBe(live);
    expect(hub.release(abandoned)).toBe(false);
    expect(hub.release(live)).toBe(true);
    expect(hub.size).toBe(0);
  });
});
