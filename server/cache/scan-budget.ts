import { performance } from 'node:perf_hooks';
import { PAGE_TIME_BUDGET_MS } from '../../contract/redis-console';

/**
 * How long one page of keys may take, in milliseconds, before it answers with what it
 * found so far and a cursor to go on from (`cutShort: true`). Most pages end well before
 * (the bench's sparse page takes about 15 ms): this bounds the odd one, a long key list
 * against a pattern that is costly to compare, or a slow Redis.
 */
export const SCAN_PAGE_BUDGET_MS = PAGE_TIME_BUDGET_MS;

/**
 * The longest stretch, in milliseconds, a page of the in-process store keeps the event
 * loop before letting other requests (and /healthz) run.
 */
export const SCAN_SLICE_MS = 10;

export interface ScanLimits {
  pageMs: number;
  sliceMs: number;
}

export const SCAN_LIMITS: ScanLimits = { pageMs: SCAN_PAGE_BUDGET_MS, sliceMs: SCAN_SLICE_MS };

/**
 * The time of one page: `due()` is cheap enough to ask between two keys; when it says
 * yes, the page either stops (`spent()`, the page's budget is used up) or `pause()`s,
 * giving the event loop to whatever waits, and goes on with a new slice.
 */
export class ScanBudget {
  private readonly deadline: number;
  private sliceEnd: number;

  constructor(
    private readonly limits: ScanLimits = SCAN_LIMITS,
    private readonly clock: () => number = () => performance.now(),
  ) {
    const start = clock();
    this.deadline = start + limits.pageMs;
    this.sliceEnd = Math.min(this.deadline, start + limits.sliceMs);
  }

  /** The current slice is used up: time to pause, or to stop. */
  due(): boolean {
    return this.clock() >= this.sliceEnd;
  }

  /** The page's budget is used up: it answers with what it has. */
  spent(): boolean {
    return this.clock() >= this.deadline;
  }

  /** Lets the requests waiting run (setImmediate comes after pending I/O), then starts a new slice. */
  async pause(): Promise<void> {
    await new Promise<void>((resolve) => setImmediate(resolve));
    this.sliceEnd = Math.min(this.deadline, this.clock() + this.limits.sliceMs);
  }
}
