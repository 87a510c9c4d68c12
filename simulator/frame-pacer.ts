import { FRAME_BURST, FRAMES_PER_SECOND } from '../server/features/gateways/channel/channel-protocol';
import type { Timetable } from './timetable';

/** A little under the console's allowance, so that frames bunched on the way still pass its throttle. */
const PACE = 0.8;

/**
 * Keeps a gateway's frames within what the console takes (FRAMES_PER_SECOND on
 * average, bursts of FRAME_BURST): a token bucket as the console's, a little slower;
 * a frame without a token waits its turn, in order, rather than being refused (6048).
 */
export class FramePacer {
  private tokens = FRAME_BURST * PACE;
  private filledAt = Date.now();
  private readonly queue: string[] = [];
  private draining = false;

  constructor(
    private readonly timetable: Timetable,
    private readonly write: (text: string) => void,
  ) {}

  send(text: string): void {
    this.queue.push(text);
    if (!this.draining) this.drain();
  }

  /** Drops the frames waiting: the connection they were for is gone. */
  clear(): void {
    this.queue.length = 0;
  }

  private drain(): void {
    const now = Date.now();
    const perSecond = FRAMES_PER_SECOND * PACE;
    this.tokens = Math.min(FRAME_BURST * PACE, this.tokens + ((now - this.filledAt) / 1000) * perSecond);
    this.filledAt = now;
    while (this.queue.length > 0 && this.tokens >= 1) {
      this.tokens -= 1;
      this.write(this.queue.shift() as string);
    }
    this.draining = this.queue.length > 0;
    if (this.draining) this.timetable.after(((1 - this.tokens) / perSecond) * 1000, () => this.drain());
  }
}
