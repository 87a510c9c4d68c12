import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { ok } from '../../../../contract/envelope';
import { gatewaySiteOf } from '../gateway-auth';
import { announceChanges, announceRevocations } from './change-hooks';
import type { PushChannelContext } from './channel-context';
import { channelRouteSchema } from './channel-docs';
import { ChannelHub, GatewayConnection } from './channel-hub';
import { CLOSE, FRAME_BURST, FRAMES_PER_SECOND, MAX_FRAME_BYTES } from './channel-protocol';
import { ConfigVersionCache } from './config-version-cache';
import { deliverNotice } from './deliver-notice';
import { FleetNotices, fleetChannel } from './fleet-notices';
import { FrameReceiver } from './frame-receiver';
import { GatewayPresence } from './gateway-presence';
import { watchLiveness } from './liveness';

/** What the channel holds of this node's gateways, for the figures and the tests. */
export interface PushChannel {
  readonly hub: ChannelHub;
}

/**
 * The gateways' push channel at `GET /device/v1/channel` (docs/device-api.md#the-push-channel):
 * a WebSocket opened with the device API's credential, on which the console tells the
 * gateway of changes waiting the moment a write commits, and the gateway syncs, sends
 * its results and its heartbeats. Registered in the device API's scope, whose hook has
 * checked the credential before the connection is upgraded.
 */
export async function registerPushChannel(scope: FastifyInstance, context: PushChannelContext): Promise<PushChannel> {
  const { services, settings, cache, log } = context;
  const hub = new ChannelHub();
  let closing = false;
  await scope.register(websocket, {
    options: { maxPayload: MAX_FRAME_BYTES },
    // Every gateway is told to go elsewhere (1001), and its socket let go at once: the
    // gateways reconnect to another node (or to this one once it is back).
    async preClose(this: FastifyInstance) {
      closing = true;
      for (const socket of this.websocketServer.clients) {
        socket.close(CLOSE.GOING_AWAY, 'the console is restarting');
        socket.terminate();
      }
      await new Promise<void>((resolve) => this.websocketServer.close(() => resolve()));
    },
  });

  const channel = fleetChannel(context.secretKey);
  const notices = new FleetNotices(cache.notices, channel, (error, what) => log.warn({ err: error }, what));
  const presence = new GatewayPresence(services, cache, channel, settings.presenceWriteSeconds, log);
  const versions = new ConfigVersionCache(services.tables);
  const receiver = new FrameReceiver(context);
  announceChanges(services, notices);
  announceRevocations(services, notices);
  const stopHearing = await notices.hear((notice) => deliverNotice(hub, versions, notice, log));
  const stopWatching = watchLiveness(hub, presence, settings);

  const open = async (connection: GatewayConnection) => {
    // A socket closed before its handler ran (the gateway gave up on this upgrade) holds nothing;
    // one in any state but open is let go, so that its gateway connects again rather than waits for a hello.
    if (connection.socket.readyState !== connection.socket.OPEN) {
      connection.socket.terminate();
      return;
    }
    const outdone = hub.hold(connection);
    outdone?.close(CLOSE.REPLACED, 'replaced by a newer connection of the same gateway');
    if (outdone === connection) return;
    await presence.claim(connection);
    // Replaced while claiming: the newer connection claims the site again, and this one is done.
    const holder = hub.of(connection.site.id);
    if (holder !== connection) {
      if (holder) await presence.claim(holder);
      return;
    }
    notices.tell({ type: 'opened', siteId: connection.site.id, id: connection.id, at: connection.requestedAt });
    const outcome = await presence.opened(connection);
    connection.send({
      type: 'hello',
      siteId: connection.site.id,
      siteName: connection.site.name,
      serverTime: new Date().toISOString(),
      startedAt: outcome.startedAt,
      heartbeatSeconds: settings.channelHeartbeatSeconds,
      configVersion: await versions.get(),
      released: outcome.released,
    });
  };
  const closed = async (connection: GatewayConnection) => {
    if (hub.release(connection) && !closing) await presence.closed(connection);
  };

  // When each upgrade request arrived: of two connections of one site, the later asked for stands.
  const arrivals = new WeakMap<object, number>();
  scope.route({
    method: 'GET',
    url: '/channel',
    onRequest: async (request) => {
      arrivals.set(request.raw, Date.now());
    },
    config: { permission: 'public' },
    schema: channelRouteSchema(),
    handler: async () =>
      ok({
        heartbeatSeconds: settings.channelHeartbeatSeconds,
        maxFrameBytes: MAX_FRAME_BYTES,
        framesPerSecond: FRAMES_PER_SECOND,
        frameBurst: FRAME_BURST,
        channelsHere: hub.size,
      }),
    wsHandler: (socket: WebSocket, request) => {
      const site = gatewaySiteOf(request);
      const connection = new GatewayConnection(socket, site, arrivals.get(request.raw) ?? Date.now());
      socket.on('message', (data, isBinary) => receiver.received(connection, data, isBinary));
      socket.on('pong', () => {
        connection.lastSeen = Date.now();
      });
      socket.on('close', () => {
        closed(connection).catch((error: unknown) => log.warn({ err: error }, 'gateway channel not closed cleanly'));
      });
      open(connection).catch((error: unknown) => {
        log.error({ err: error, siteId: site.id }, 'gateway channel not opened');
        connection.close(1011, 'the console could not open the channel');
      });
    },
  });

  scope.addHook('onClose', async () => {
    stopWatching();
    await stopHearing();
  });
  return { hub };
}
