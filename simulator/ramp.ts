import { PacedQueue } from './paced-queue';
import type { Timetable } from './timetable';

/** Slices a second is cut into: a ramp of 200 a second lets 10 through at once, then 10 every 50 ms. */
const SLICES_PER_SECOND = 20;

/**
 * The pace at which gateways open their connections: at most `perSecond`, so that a
 * fleet of ten thousand (or its reconnection after a console restart) does not open
 * every socket in the same tick. Connections wait their turn in arrival order.
 */
export class Ramp {
  private readonly queue: PacedQueue<() => void>;

  constructor(perSecond: number, timetable: Timetable) {
    const slice = Math.max(1, Math.ceil(perSecond / SLICES_PER_SECOND));
    this.queue = new PacedQueue(perSecond, slice, timetable, (open) => open());
  }

  /** Runs `open` when its turn comes. */
  admit(open: () => void): void {
    this.queue.push(open);
  }

  /** Connections waiting for their turn. */
  get waiting(): number {
    return this.queue.waiting;
  }
}
