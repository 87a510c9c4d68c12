import { FRAME_BURST, FRAMES_PER_SECOND } from '../server/features/gateways/channel/channel-protocol';
import { PacedQueue } from './paced-queue';
import type { Timetable } from './timetable';

/** A little under the console's allowance, so that frames bunched on the way still pass its throttle. */
const PACE = 0.8;

/**
 * Keeps a gateway's frames within what the console takes (FRAMES_PER_SECOND on
 * average, bursts of FRAME_BURST), a little slower: a frame over the allowance waits its
 * turn, in order, rather than being refused (6048).
 */
export class FramePacer {
  private readonly queue: PacedQueue<string>;

  constructor(timetable: Timetable, write: (text: string) => void) {
    this.queue = new PacedQueue(FRAMES_PER_SECOND * PACE, FRAME_BURST * PACE, timetable, write);
  }

  send(text: string): void {
    this.queue.push(text);
  }

  /** Drops the frames waiting: the connection they were for is gone. */
  clear(): void {
    this.queue.clear();
  }
}
