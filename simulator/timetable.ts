interface Entry {
  at: number;
  order: number;
  task: () => void;
}

/**
 * One timer for all the simulated gateways of a process: their heartbeats, polls,
 * reconnections and door panels are tasks due at a time, kept in a heap, and a single
 * Node timer is armed for the earliest. Ten thousand gateways cost ten thousand heap
 * entries, not ten thousand timers. `stop` drops every task.
 */
export class Timetable {
  private readonly heap: Entry[] = [];
  private timer: NodeJS.Timeout | undefined;
  private timerAt = Number.POSITIVE_INFINITY;
  private added = 0;
  private stopped = false;

  /** Runs `task` once `ms` milliseconds from now have passed. */
  after(ms: number, task: () => void): void {
    if (this.stopped) return;
    this.push({ at: Date.now() + Math.max(0, ms), order: this.added++, task });
    this.arm();
  }

  /** Resolves after `ms` milliseconds (never, once the timetable is stopped). */
  sleep(ms: number): Promise<void> {
    return new Promise((resolve) => this.after(ms, resolve));
  }

  get size(): number {
    return this.heap.length;
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    this.heap.length = 0;
  }

  private arm(): void {
    const next = this.heap[0];
    if (!next || next.at >= this.timerAt) return;
    clearTimeout(this.timer);
    this.timerAt = next.at;
    this.timer = setTimeout(() => this.run(), Math.max(0, next.at - Date.now()));
  }

  private run(): void {
    this.timer = undefined;
    this.timerAt = Number.POSITIVE_INFINITY;
    const now = Date.now();
    while (!this.stopped && this.heap.length > 0 && this.heap[0].at <= now) {
      const { task } = this.pop();
      try {
        task();
      } catch (error) {
        process.emitWarning(error instanceof Error ? error : String(error), 'TimetableTaskFailed');
      }
    }
    if (!this.stopped) this.arm();
  }

  private push(entry: Entry): void {
    const heap = this.heap;
    heap.push(entry);
    let index = heap.length - 1;
    while (index > 0) {
      const parent = (index - 1) >> 1;
      if (!earlier(heap[index], heap[parent])) break;
      [heap[index], heap[parent]] = [heap[parent], heap[index]];
      index = parent;
    }
  }

  private pop(): Entry {
    const heap = this.heap;
    const top = heap[0];
    const last = heap.pop() as Entry;
    if (heap.length === 0) return top;
    heap[0] = last;
    let index = 0;
    for (;;) {
      const left = 2 * index + 1;
      const right = left + 1;
      let first = index;
      if (left < heap.length && earlier(heap[left], heap[first])) first = left;
      if (right < heap.length && earlier(heap[right], heap[first])) first = right;
      if (first === index) return top;
      [heap[index], heap[first]] = [heap[first], heap[index]];
      index = first;
    }
  }
}

function earlier(a: Entry, b: Entry): boolean {
  return a.at < b.at || (a.at === b.at && a.order < b.order);
}
