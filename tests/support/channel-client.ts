import { WebSocket } from 'ws';
import type { BoundGateway } from './gateways';

export interface Frame {
  type: string;
  [field: string]: unknown;
}

/** A gateway's push channel as a test holds it: the frames it got, in order, and how it closed. */
export interface ChannelClient {
  socket: WebSocket;
  frames: Frame[];
  /** The next frame of `type` not taken yet (optionally one that `matches`), waiting for it. */
  next(type: string, matches?: (frame: Frame) => boolean, limitMs?: number): Promise<Frame>;
  send(frame: unknown): void;
  /** Resolves with the close code once the console (or the client) closed the channel. */
  closed: Promise<number>;
  close(): Promise<number>;
}

/** Opens `GET /device/v1/channel` on a listening server as `gateway` (its credential and MAC). */
export function openChannel(
  baseUrl: string,
  gateway: Pick<BoundGateway, 'mac' | 'credential'>,
): Promise<ChannelClient> {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/device/v1/channel`, {
    headers: { authorization: `Bearer ${gateway.credential}`, 'x-gateway-mac': gateway.mac },
  });
  const frames: Frame[] = [];
  const taken = new Set<Frame>();
  const waiters = new Set<() => void>();
  socket.on('message', (data) => {
    frames.push(JSON.parse(String(data)) as Frame);
    for (const wake of waiters) wake();
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const next = (type: string, matches: (frame: Frame) => boolean = () => true, limitMs = 5000) =>
    new Promise<Frame>((resolve, reject) => {
      const look = () => {
        const frame = frames.find(
          (candidate) => !taken.has(candidate) && candidate.type === type && matches(candidate),
        );
        if (!frame) return false;
        taken.add(frame);
        waiters.delete(wake);
        clearTimeout(timer);
        resolve(frame);
        return true;
      };
      const wake = () => void look();
      const timer = setTimeout(() => {
        waiters.delete(wake);
        reject(new Error(`no ${type} frame within ${limitMs} ms; got ${JSON.stringify(frames)}`));
      }, limitMs);
      if (!look()) waiters.add(wake);
    });
  const client: ChannelClient = {
    socket,
    frames,
    next,
    send: (frame) => socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    closed,
    close: () => {
      socket.close();
      return closed;
    },
  };
  return new Promise((resolve, reject) => {
    socket.once('open', () => resolve(client));
    socket.once('unexpected-response', (_request, response) => {
      reject(new Error(`refused before the upgrade: ${response.statusCode}`));
      socket.terminate();
    });
    socket.once('error', reject);
  });
}
