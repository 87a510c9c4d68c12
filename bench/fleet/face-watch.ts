import type { FaceListener } from '../../simulator/fleet-counts';

/** When the fleet first took each face and when the console answered its result (performance.now()). */
export class FaceWatch implements FaceListener {
  readonly seenAt = new Map<number, number>();
  readonly resultAt = new Map<number, number>();
  private waiting: (() => void)[] = [];

  onFaceSeen(faceId: number, at: number): void {
    if (!this.seenAt.has(faceId)) this.seenAt.set(faceId, at);
    this.wake();
  }

  onResult(faceId: number, _ok: boolean, at: number): void {
    if (!this.resultAt.has(faceId)) this.resultAt.set(faceId, at);
    this.wake();
  }

  /** Resolves once every face of `ids` is in `map`, or after `limitMs` (then with those missing). */
  async until(map: Map<number, number>, ids: number[], limitMs: number): Promise<number[]> {
    const deadline = Date.now() + limitMs;
    for (;;) {
      const missing = ids.filter((id) => !map.has(id));
      if (missing.length === 0 || Date.now() > deadline) return missing;
      await new Promise<void>((resolve) => {
        this.waiting.push(resolve);
        setTimeout(resolve, 250);
      });
    }
  }

  private wake(): void {
    const waiting = this.waiting;
    this.waiting = [];
    for (const resolve of waiting) resolve();
  }
}
