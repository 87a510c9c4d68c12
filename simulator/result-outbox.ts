import { type FaceResult, refusedForGood, type SyncedFace } from './device-client';
import type { GatewayEvents } from './gateway-events';

interface Waiting {
  result: FaceResult;
  panel: number | undefined;
  sending: boolean;
}

/** What the outbox needs of its gateway: a way to send a result, and what to do with the answer. */
export interface OutboxOwner {
  /** Sends the result; resolves with the face as the console answered it. */
  report(faceId: number, result: FaceResult): Promise<SyncedFace>;
  /** The console stored the result (the face it answered), or refused it for good (undefined). */
  settled(faceId: number, face: SyncedFace | undefined): void;
  /** A result went unanswered while the gateway may still be connected: when to try again is the gateway's. */
  unanswered(): void;
}

/**
 * The results of the door panels until the console answers them. A result goes out at
 * once; one that gets no answer (the connection dropped, the console was away or too
 * busy) is kept and sent again by `resend`, after a reconnection or at the next poll,
 * until it is answered. The console takes the same result twice without change, so
 * sending again is always safe. A result refused for good (the face is no longer
 * registering) is dropped.
 */
export class ResultOutbox {
  private readonly waiting = new Map<number, Waiting>();

  constructor(
    private readonly owner: OutboxOwner,
    private readonly events: GatewayEvents,
  ) {}

  put(faceId: number, result: FaceResult, panel?: number): void {
    this.waiting.set(faceId, { result, panel, sending: false });
    void this.send(faceId);
  }

  /** Sends again every result not answered and not on its way; answers how many. */
  resend(): number {
    let count = 0;
    for (const [faceId, waiting] of this.waiting) {
      if (waiting.sending) continue;
      count += 1;
      void this.send(faceId);
    }
    return count;
  }

  get size(): number {
    return this.waiting.size;
  }

  private async send(faceId: number): Promise<void> {
    const waiting = this.waiting.get(faceId);
    if (!waiting || waiting.sending) return;
    waiting.sending = true;
    try {
      const face = await this.owner.report(faceId, waiting.result);
      this.forget(faceId, waiting);
      this.owner.settled(faceId, face);
      this.events.answered(faceId, waiting.result, waiting.panel, performance.now());
    } catch (error) {
      if (refusedForGood(error)) {
        this.forget(faceId, waiting);
        this.owner.settled(faceId, undefined);
        this.events.error(error.message, faceId);
        return;
      }
      waiting.sending = false;
      this.events.held(faceId, this.waiting.size, error instanceof Error ? error.message : String(error));
      this.owner.unanswered();
    }
  }

  /** Lets go of a result once settled, unless a newer one for the same face took its place meanwhile. */
  private forget(faceId: number, waiting: Waiting): void {
    if (this.waiting.get(faceId) === waiting) this.waiting.delete(faceId);
  }
}
