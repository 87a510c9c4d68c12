import type { FastifyBaseLogger } from 'fastify';
import { Code } from '../../../../contract/errors';
import type { StoredRows } from '../../../../contract/generated/types';
import type { CacheStore } from '../../../cache/cache-store';
import type { ResourceServices } from '../../../crud/resource-services';
import { ApiError } from '../../../http/api-error';
import { type HeartbeatOutcome, recordHeartbeat } from '../heartbeat';
import type { GatewayConnection } from './channel-hub';

/**
 * Where a channel's gateway stands, written to its site row only when it changes: online
 * (and `gatewayChannel`) when the channel opens, offline when it closes, and in between
 * `lastHeartbeatAt` at most every GATEWAY_PRESENCE_WRITE_SECONDS. Heartbeats themselves
 * touch memory only. The cache names the connection that holds each site's channel, so
 * that a connection replaced from another node does not mark its gateway offline.
 */
export class GatewayPresence {
  constructor(
    private readonly services: ResourceServices,
    private readonly cache: CacheStore,
    private readonly namespace: string,
    private readonly writeEverySeconds: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Names `connection` the one holding its site, before any node hears of it: a connection
   * it replaces elsewhere then finds, when it closes, that it no longer holds the site and
   * leaves the gateway online.
   */
  async claim(connection: GatewayConnection): Promise<void> {
    await this.cache.set(this.keyOf(connection.site.id), connection.id, this.writeEverySeconds * 3);
  }

  /** The claimed connection is open: its site's row says so, and the faces that waited are released. */
  async opened(connection: GatewayConnection): Promise<HeartbeatOutcome> {
    // The first write after this one comes between half the interval and the whole of it, so
    // that a fleet connecting at once (a node's restart) spreads its writes over the interval.
    connection.writtenAt = Date.now() - Math.random() * this.writeEverySeconds * 500;
    return recordHeartbeat(this.services, connection.site, { gatewayChannel: true });
  }

  /** The gateway's channel closed: offline, unless another connection holds its site now. */
  async closed(connection: GatewayConnection): Promise<void> {
    const key = this.keyOf(connection.site.id);
    if ((await this.cache.get(key)) !== connection.id) return;
    await this.cache.del(key);
    await this.write(connection, { gatewayOnline: false, gatewayChannel: false });
  }

  /** Writes `lastHeartbeatAt` of the held gateways whose row is older than the write interval. */
  async refresh(connections: Iterable<GatewayConnection>, now = Date.now()): Promise<number> {
    const due = [...connections].filter((connection) => now - connection.writtenAt >= this.writeEverySeconds * 1000);
    for (const connection of due) {
      connection.writtenAt = now;
      const at = new Date(Math.min(now, connection.lastSeen)).toISOString();
      await this.cache.expire(this.keyOf(connection.site.id), this.writeEverySeconds * 3);
      await this.write(connection, { lastHeartbeatAt: at, gatewayOnline: true, gatewayChannel: true });
    }
    return due.length;
  }

  private async write(connection: GatewayConnection, values: Partial<StoredRows['site']>): Promise<void> {
    try {
      await this.services.of('site').systemUpdate(connection.site.id, values, { bookkeeping: true });
    } catch (error) {
      // A site deleted meanwhile has no gateway to speak of.
      if (error instanceof ApiError && error.code === Code.NOT_FOUND) return;
      this.log.warn({ err: error, siteId: connection.site.id }, 'gateway presence not written');
    }
  }

  private keyOf(siteId: number): string {
    return `${this.namespace}:channel:${siteId}`;
  }
}
