/** Percentiles of a list of durations in milliseconds. */
export function percentile(samples: number[], fraction: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

export function describeLatency(samples: number[]): string {
  const format = (value: number) => `${value.toFixed(2)} ms`;
  const at = (fraction: number) => format(percentile(samples, fraction));
  return `p50 ${at(0.5)}  p95 ${at(0.95)}  p99 ${at(0.99)}  max ${format(Math.max(...samples))}  (n=${samples.length})`;
}
