import { FRAME_BURST, FRAMES_PER_SECOND } from './channel-protocol';

/**
 * A token bucket per connection: FRAMES_PER_SECOND on average, bursts up to FRAME_BURST.
 * `take` answers whether one more frame may be handled now.
 */
export class FrameThrottle {
  private tokens = FRAME_BURST;
  private filledAt: number;

  constructor(now = Date.now()) {
    this.filledAt = now;
  }

  take(now = Date.now()): boolean {
    this.tokens = Math.min(FRAME_BURST, this.tokens + ((now - this.filledAt) / 1000) * FRAMES_PER_SECOND);
    this.filledAt = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}
