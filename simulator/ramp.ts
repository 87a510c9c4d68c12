import type { Timetable } from './timetable';

/** Slices a second is cut into: a ramp of 200 a second lets 10 through every 50 ms. */
const SLICES_PER_SECOND = 20;

/**
 * The pace at which gateways open their connections: at most `perSecond`, so that a
 * fleet of ten thousand (or its reconnection after a console restart) does not open
 * every socket in the same tick. Connections wait their turn in arrival order.
 */
export class Ramp {
  private readonly queue: (() => void)[] = [];
  private head = 0;
  private draining = false;

  constructor(
    private readonly perSecond: number,
    private readonly timetable: Timetable,
  ) {}

  /** Runs `open` when its turn comes. */
  admit(open: () => void): void {
    this.queue.push(open);
    if (!this.draining) this.drain();
  }

  /** Connections waiting for their turn. */
  get waiting(): number {
    return this.queue.length - this.head;
  }

  private drain(): void {
    const slice = Math.max(1, Math.ceil(this.perSecond / SLICES_PER_SECOND));
    let taken = 0;
    for (; taken < slice && this.head < this.queue.length; taken += 1) {
      const open = this.queue[this.head];
      this.head += 1;
      open();
    }
    if (this.head >= this.queue.length) {
      this.queue.length = 0;
      this.head = 0;
    }
    // A slice taken: the next one waits its time, even if nothing waits yet.
    this.draining = taken > 0;
    if (!this.draining) return;
    this.timetable.after((1000 * slice) / this.perSecond, () => this.drain());
  }
}
