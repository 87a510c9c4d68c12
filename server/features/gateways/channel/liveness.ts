import type { GatewayConfig } from '../../../gateway-config';
import type { ChannelHub } from './channel-hub';
import type { GatewayPresence } from './gateway-presence';

/** How often, at most, the presence of held gateways is looked at for a due `lastHeartbeatAt` write. */
const PRESENCE_LOOK_MS = 10_000;

/**
 * Every `channelHeartbeatSeconds` (H): a gateway silent for H is pinged (a WebSocket ping,
 * which every client answers by itself); one silent for 2H is cut off, and its channel's
 * close marks it offline, within 3H = GATEWAY_OFFLINE_AFTER_SECONDS of its last sign of
 * life. Every PRESENCE_LOOK_MS (or half the write interval, when shorter) the rows whose
 * `lastHeartbeatAt` is due are written.
 * Answers the stop.
 */
export function watchLiveness(hub: ChannelHub, presence: GatewayPresence, settings: GatewayConfig): () => void {
  const every = settings.channelHeartbeatSeconds * 1000;
  const pinger = setInterval(() => {
    const now = Date.now();
    for (const connection of hub.all()) {
      const silence = now - connection.lastSeen;
      if (silence >= 2 * every) connection.socket.terminate();
      else if (silence >= every) connection.socket.ping();
    }
  }, every);
  let writing = false;
  const writer = setInterval(
    () => {
      if (writing) return;
      writing = true;
      presence
        .refresh(hub.all())
        .catch(() => {})
        .finally(() => {
          writing = false;
        });
    },
    Math.min(PRESENCE_LOOK_MS, settings.presenceWriteSeconds * 500),
  );
  pinger.unref();
  writer.unref();
  return () => {
    clearInterval(pinger);
    clearInterval(writer);
  };
}
