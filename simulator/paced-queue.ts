import type { Timetable } from './timetable';

/** Wake-ups a second at most: what waits goes in batches, not one timer a item. */
const WAKE_MS = 50;

/**
 * Items handed on at most `perSecond` on average, `burst` at once (a token bucket), in
 * the order they came; what has no token yet waits on the timetable.
 */
export class PacedQueue<T> {
  private tokens: number;
  private filledAt = Date.now();
  private readonly queue: T[] = [];
  private head = 0;
  private planned = false;

  constructor(
    private readonly perSecond: number,
    private readonly burst: number,
    private readonly timetable: Timetable,
    private readonly deliver: (item: T) => void,
  ) {
    this.tokens = burst;
  }

  push(item: T): void {
    this.queue.push(item);
    this.pump();
  }

  /** Drops what waits. */
  clear(): void {
    this.queue.length = 0;
    this.head = 0;
  }

  get waiting(): number {
    return this.queue.length - this.head;
  }

  private pump(): void {
    const now = Date.now();
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.filledAt) / 1000) * this.perSecond);
    this.filledAt = now;
    while (this.head < this.queue.length && this.tokens >= 1) {
      this.tokens -= 1;
      const item = this.queue[this.head];
      this.head += 1;
      this.deliver(item);
    }
    if (this.head >= this.queue.length) this.clear();
    if (this.waiting === 0 || this.planned) return;
    this.planned = true;
    const untilToken = ((1 - this.tokens) / this.perSecond) * 1000;
    this.timetable.after(Math.max(WAKE_MS, untilToken), () => {
      this.planned = false;
      this.pump();
    });
  }
}
