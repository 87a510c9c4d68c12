import type { FaceResult, SyncedFace } from './device-client';
import type { GatewayEvents } from './gateway-events';
import { Latencies } from './latencies';

/** What a fleet has done so far, summed over its gateways. */
export interface FleetFigures {
  gateways: number;
  /** Gateways online now: holding their channel, or polling with their last heartbeat answered. */
  connected: number;
  /** Faces whose success the console answered. */
  registered: number;
  /** Faces whose failure (a panel's, or a photo that could not be downloaded) the console answered. */
  failed: number;
  /** Connections that failed or dropped, polls and calls that failed. */
  errors: number;
  /** Gateways the console refused for good (their credential revoked, their site unbound): stopped. */
  refused: number;
  /** Results held for a later answer (each time one went unanswered). */
  held: number;
  /** Registering faces taken by the gateways. */
  seen: number;
  /** The latest error and refusal, with their code or message: what to look at when the counts climb. */
  lastError?: string;
  lastRefusal?: string;
  /** From a face's `updatedAt` (the console's clock) to its gateway taking it, for faces written while it listened. */
  seenP50Ms?: number;
  seenP99Ms?: number;
}

/** What a bench hears of each face: `at` is `performance.now()`, the clock a bench in the same process reads. */
export interface FaceListener {
  onFaceSeen?(faceId: number, at: number): void;
  onResult?(faceId: number, ok: boolean, at: number): void;
}

/**
 * A fleet's gateways report here rather than each logging its lines: counts, the
 * latency from a face's write to its gateway, and the bench's callbacks.
 */
export class FleetCounts implements GatewayEvents {
  private readonly figures: FleetFigures;
  private readonly latencies = new Latencies();

  constructor(
    gateways: number,
    private readonly listener: FaceListener = {},
  ) {
    this.figures = { gateways, connected: 0, registered: 0, failed: 0, errors: 0, refused: 0, held: 0, seen: 0 };
  }

  /** The figures now. */
  now(): FleetFigures {
    return {
      ...this.figures,
      seenP50Ms: this.latencies.percentile(0.5),
      seenP99Ms: this.latencies.percentile(0.99),
    };
  }

  /** Gateways online now. */
  get connected(): number {
    return this.figures.connected;
  }

  online(): void {
    this.figures.connected += 1;
  }

  offline(): void {
    this.figures.connected -= 1;
  }

  faceSeen(face: SyncedFace, at: number, live: boolean): void {
    this.figures.seen += 1;
    if (live) this.latencies.add(Math.max(0, Date.now() - Date.parse(face.updatedAt)));
    this.listener.onFaceSeen?.(face.id, at);
  }

  answered(faceId: number, result: FaceResult, _panel: number | undefined, at: number): void {
    if (result.ok) this.figures.registered += 1;
    else this.figures.failed += 1;
    this.listener.onResult?.(faceId, result.ok, at);
  }

  held(): void {
    this.figures.held += 1;
  }

  lost(message: string): void {
    this.figures.errors += 1;
    this.figures.lastError = message;
  }

  error(message: string): void {
    this.figures.errors += 1;
    this.figures.lastError = message;
  }

  refused(code: number, message: string): void {
    this.figures.refused += 1;
    this.figures.lastRefusal = `${code} ${message}`;
  }

  released(): void {}
  config(): void {}
  delay(): void {}
  photo(): void {}
  resent(): void {}
  removed(): void {}
}
