import type { Timetable } from './timetable';

/**
 * The building's door panels: each takes one face at a time and needs `delayMs` to
 * register it; faces go to the panel whose queue ends first. `stop` drops what waits.
 */
export class DoorPanels {
  private readonly busyUntil: number[];
  private stopped = false;

  constructor(
    count: number,
    private delayMs: number,
    private readonly timetable: Timetable,
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
      this.timetable.after(start + this.delayMs - now, () => {
        if (!this.stopped) resolve(panel + 1);
      });
    });
  }

  /** The time each face takes from now on (faces already waiting keep theirs). */
  setDelay(delayMs: number): void {
    this.delayMs = delayMs;
  }

  stop(): void {
    this.stopped = true;
  }
}
