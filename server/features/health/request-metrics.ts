import { metricFamily, type Sample } from './prometheus-text';

/** Upper bounds of the latency buckets, in seconds (`+Inf` is added). */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10] as const;
/** The route label of answers no route matched (404s): one series, whatever the path asked for. */
export const UNMATCHED_ROUTE = 'unmatched';

interface Series {
  labels: Record<string, string>;
  /** Answers per bucket, not cumulative; the last counts those over the largest bound. */
  buckets: number[];
  sum: number;
  count: number;
}

/**
 * Answers counted by method, route pattern (`/api/sites/:id`, never the path asked
 * for, so the series stay few) and HTTP status, with a latency histogram of fixed buckets.
 */
export class RequestMetrics {
  private readonly series = new Map<string, Series>();

  observe(method: string, route: string | undefined, status: number, seconds: number): void {
    const labels = { method, route: route ?? UNMATCHED_ROUTE, status: String(status) };
    const key = `${labels.method} ${labels.route} ${labels.status}`;
    let series = this.series.get(key);
    if (!series) {
      series = { labels, buckets: new Array(LATENCY_BUCKETS.length + 1).fill(0), sum: 0, count: 0 };
      this.series.set(key, series);
    }
    const bucket = LATENCY_BUCKETS.findIndex((bound) => seconds <= bound);
    series.buckets[bucket === -1 ? LATENCY_BUCKETS.length : bucket] += 1;
    series.sum += seconds;
    series.count += 1;
  }

  /** `console_http_requests_total` and `console_http_request_duration_seconds`, in the text format. */
  text(): string {
    const all = [...this.series.values()];
    const requests = all.map((series) => ({ labels: series.labels, value: series.count }));
    return (
      metricFamily('console_http_requests_total', 'counter', 'Answers sent, by method, route and status.', requests) +
      metricFamily(
        'console_http_request_duration_seconds',
        'histogram',
        'Time from request to answer, by method, route and status.',
        all.flatMap(histogramSamples),
      )
    );
  }
}

function histogramSamples(series: Series): Sample[] {
  let cumulative = 0;
  const bounds = [...LATENCY_BUCKETS, Number.POSITIVE_INFINITY];
  const buckets = bounds.map((bound, index) => {
    cumulative += series.buckets[index];
    const le = bound === Number.POSITIVE_INFINITY ? '+Inf' : String(bound);
    return { suffix: '_bucket', labels: { ...series.labels, le }, value: cumulative };
  });
  return [
    ...buckets,
    { suffix: '_sum', labels: series.labels, value: series.sum },
    { suffix: '_count', labels: series.labels, value: series.count },
  ];
}
