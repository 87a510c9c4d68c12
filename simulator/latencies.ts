/** Samples kept at most: the newest, so that a long run's figures speak of its recent minutes. */
const KEPT = 65_536;

/** Latencies in milliseconds, the newest KEPT of them, and their percentiles. */
export class Latencies {
  private readonly samples = new Float64Array(KEPT);
  private count = 0;

  add(ms: number): void {
    this.samples[this.count % KEPT] = ms;
    this.count += 1;
  }

  get size(): number {
    return this.count;
  }

  /** The `share` percentile (0.5, 0.99) of the samples kept, rounded to the millisecond; undefined without any. */
  percentile(share: number): number | undefined {
    const kept = Math.min(this.count, KEPT);
    if (kept === 0) return undefined;
    const sorted = this.samples.slice(0, kept).sort();
    return Math.round(sorted[Math.min(kept - 1, Math.ceil(share * kept) - 1)]);
  }
}
