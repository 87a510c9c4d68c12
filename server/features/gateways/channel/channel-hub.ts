import { randomUUID } from 'node:crypto';
import type { WebSocket } from 'ws';
import type { GatewaySite } from '../gateway-auth';
import type { ConsoleFrame } from './channel-protocol';
import { FrameThrottle } from './frame-throttle';

/** One gateway's open channel on this node. */
export class GatewayConnection {
  readonly id = randomUUID();
  readonly throttle = new FrameThrottle();
  /** When the gateway last sent anything (a frame or a pong). */
  lastSeen = Date.now();
  /** When this node last wrote the site's `lastHeartbeatAt` for it. */
  writtenAt = Date.now();
  /** Frames refused for flooding since the last one accepted. */
  refusedInARow = 0;

  /**
   * @param requestedAt when the gateway's upgrade request arrived (ms since the epoch): of two
   * connections of one site, the one asked for later stands.
   */
  constructor(
    readonly socket: WebSocket,
    readonly site: GatewaySite,
    readonly requestedAt: number,
  ) {}

  /** Whether this connection was asked for after `other` (the later one stands; ties go to the newcomer). */
  isNewerThan(other: { requestedAt: number }): boolean {
    return this.requestedAt >= other.requestedAt;
  }

  /** Sends a frame if the channel is open; answers the bytes sent. */
  send(frame: ConsoleFrame): number {
    if (this.socket.readyState !== this.socket.OPEN) return 0;
    const text = JSON.stringify(frame);
    this.socket.send(text);
    return Buffer.byteLength(text);
  }

  close(code: number, reason: string): void {
    this.socket.close(code, reason);
  }
}

/**
 * The channels this node holds, one per site: of two connections with the same
 * credential, the one asked for later stands. An upgrade the gateway had already given
 * up on (its handshake timed out, it asked again) can complete after the newer one: it
 * must not put the live connection out.
 */
export class ChannelHub {
  private readonly bySite = new Map<number, GatewayConnection>();

  /** Holds `connection` unless a newer one holds its site; answers the one to close (4001), if any. */
  hold(connection: GatewayConnection): GatewayConnection | undefined {
    const previous = this.bySite.get(connection.site.id);
    if (previous === connection) return undefined;
    if (previous && !connection.isNewerThan(previous)) return connection;
    this.bySite.set(connection.site.id, connection);
    return previous;
  }

  /** Lets go of a closed connection; true when it was the one held for its site. */
  release(connection: GatewayConnection): boolean {
    if (this.bySite.get(connection.site.id) !== connection) return false;
    this.bySite.delete(connection.site.id);
    return true;
  }

  of(siteId: number): GatewayConnection | undefined {
    return this.bySite.get(siteId);
  }

  all(): IterableIterator<GatewayConnection> {
    return this.bySite.values();
  }

  get size(): number {
    return this.bySite.size;
  }
}
