/**
 * The push channel's frames (docs/device-api.md#the-push-channel): JSON text frames,
 * each at most MAX_FRAME_BYTES. What the console sends and what a gateway sends.
 */

/** A frame larger than this closes the connection with 1009 (message too big). */
export const MAX_FRAME_BYTES = 64 * 1024;
/** Frames a gateway may send each second on average; a burst may reach FRAME_BURST. */
export const FRAMES_PER_SECOND = 20;
export const FRAME_BURST = 40;
/** Frames refused for flooding in a row before the connection is closed (1008). */
export const REFUSED_FRAMES_BEFORE_CLOSE = 100;

/** Close codes of the channel beside the protocol's own (1000, 1001, 1008, 1009). */
export const CLOSE = {
  /** A second connection with the same credential took this one's place. */
  REPLACED: 4001,
  /** The site was unbound or bound again: the credential opens nothing any more. */
  REVOKED: 4003,
  /** Flooding went on after its frames were refused. */
  FLOODING: 1008,
  /** The server is shutting down; connect again (to any node). */
  GOING_AWAY: 1001,
} as const;

/** What may be waiting for a gateway: rows of these kinds, or a new device configuration. */
export type ChangeKind = 'residents' | 'faces' | 'removals' | 'config';

export type ConsoleFrame =
  | {
      type: 'hello';
      siteId: number;
      siteName: string;
      serverTime: string;
      startedAt: string;
      heartbeatSeconds: number;
      configVersion: string;
      released: number;
    }
  | { type: 'changes'; kinds: ChangeKind[]; configVersion?: string }
  | { type: 'page'; ref?: string; [field: string]: unknown }
  | { type: 'result'; ref?: string; face: Record<string, unknown> }
  | { type: 'error'; ref?: string; code: number; msg: string; data: unknown };

export type GatewayFrame =
  | { type: 'heartbeat'; firmware?: string; panels?: number }
  | { type: 'sync'; ref?: string; cursor?: string; limit?: number }
  | { type: 'result'; ref?: string; faceId: number; ok: boolean; reason?: string };
