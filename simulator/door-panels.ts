/**
 * The building's door panels: each takes one face at a time and needs `delayMs` to
 * register it; faces go to the panel whose queue ends first. `stop` drops what waits.
 */
export class DoorPanels {
  private readonly busyUntil: number[];
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(
    count: number,
    private delayMs: number,
  ) {
    this.busyUntil = Array.from({ length: count }, () => 0);
  }

  /** Resolves with the panel (numbered from 1) once it has had the time to register the face. */
  register(): Promise<number> {
    const now = Date.now();
    const panel = this.busyUntil.indexOf(Math.min(...this.busyUntil));
    const start = Math.max(now, this.busyUntil[panel]);
    this.busyUntil[panel] = start + this.delayMs;
    return new Promise((resolve) => {
      const timer = setTimeout(
        () => {
          this.timers.delete(timer);
          resolve(panel + 1);
        },
        start + this.delayMs - now,
      );
      this.timers.add(timer);
    });
  }

  /** The time each face takes from now on (faces already waiting keep theirs). */
  setDelay(delayMs: number): void {
    this.delayMs = delayMs;
  }

  stop(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }
}
