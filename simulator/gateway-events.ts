import type { FaceResult, SyncedFace, SyncPage } from './device-client';
import { logEvent } from './log';

/** What the console said of the site when the gateway came online. */
export interface SiteGreeting {
  siteId: number;
  siteName: string;
  /** Polling: how often it calls. */
  pollMs?: number;
  /** The push channel: how often it sends a heartbeat. */
  heartbeatSeconds?: number;
}

export type Removal = SyncPage['removals'][number];

/**
 * What a simulated gateway tells of its work. One gateway logs each as a line
 * (`loggedEvents`); a fleet counts them (`FleetCounts`). Times `at` are
 * `performance.now()` of the process.
 */
export interface GatewayEvents {
  /** The gateway came online: its channel said hello, or a heartbeat was answered after none was. */
  online(site: SiteGreeting): void;
  /** The gateway is no longer online (its channel closed, or a poll failed). */
  offline(): void;
  released(faces: number): void;
  config(keys: number, changed: string): void;
  delay(ms: number): void;
  /**
   * A registering face the gateway takes at a new version. `live` once the gateway has
   * caught up since it came online: the face was written while it was listening.
   */
  faceSeen(face: SyncedFace, at: number, live: boolean): void;
  photo(faceId: number, bytes: number): void;
  /** The console answered the face's result: it is stored. */
  answered(faceId: number, result: FaceResult, panel: number | undefined, at: number): void;
  /** A result the console could not answer yet: kept, and sent again until it is. */
  held(faceId: number, waiting: number, message: string): void;
  /** Results kept while the gateway was away, sent again now it is back. */
  resent(results: number): void;
  removed(removal: Removal): void;
  /** The connection failed or dropped (`retryMs`: when it is tried again), or a poll failed. */
  lost(message: string, retryMs?: number): void;
  /** A call about one face failed. */
  error(message: string, faceId: number): void;
  /** The console refused the gateway for good (a credential it no longer takes): it stops. */
  refused(code: number, message: string): void;
}

/** One line per event on standard output, as one gateway does it. */
export const loggedEvents: GatewayEvents = {
  online: (site) =>
    logEvent('online', {
      site: site.siteId,
      name: site.siteName,
      pollMs: site.pollMs,
      heartbeatSeconds: site.heartbeatSeconds,
    }),
  offline: () => {},
  released: (faces) => logEvent('released', { faces }),
  config: (keys, changed) => logEvent('config', { keys, changed: changed || undefined }),
  delay: (ms) => logEvent('delay', { ms }),
  faceSeen: () => {},
  photo: (face, bytes) => logEvent('photo', { face, bytes }),
  answered: (face, result, panel) =>
    logEvent(result.ok ? 'registered' : 'failed', { face, panel, reason: result.ok ? undefined : result.reason }),
  held: (face, waiting, message) => logEvent('held', { face, waiting, message }),
  resent: (results) => logEvent('resent', { results }),
  removed: (removal) =>
    logEvent('removed', {
      resident: removal.residentId,
      person: removal.personId,
      faces: removal.faceIds.join(','),
    }),
  lost: (message, retryMs) => logEvent('error', { message, retryMs }),
  error: (message, face) => logEvent('error', { face, message }),
  refused: (code, message) => logEvent('refused', { code, message }),
};
