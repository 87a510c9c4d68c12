import type { FeatureBackend } from '../../backend';
import type { ApiRequestLog } from '../../logs/api-request-log';
import type { FaceCounts } from './face-counts';
import { metricFamily } from './prometheus-text';
import type { RequestMetrics } from './request-metrics';

export interface MetricSources {
  requests: RequestMetrics;
  backend: FeatureBackend;
  apiLog: ApiRequestLog | undefined;
  /** Undefined when the server has no face table. */
  faces: FaceCounts | undefined;
}

/** Everything `/metrics` shows, in the Prometheus text format. */
export async function metricsText(sources: MetricSources): Promise<string> {
  const faces = sources.faces ? await sources.faces.byStatus() : new Map<string, number>();
  return [
    sources.requests.text(),
    poolText(sources.backend),
    metricFamily('console_api_log_queue_depth', 'gauge', 'API request log entries waiting to be written.', [
      { value: sources.apiLog?.queued() ?? 0 },
    ]),
    metricFamily(
      'console_faces',
      'gauge',
      'Faces by status (counted at most every 10 s).',
      [...faces].map(([status, value]) => ({ labels: { status }, value })),
    ),
  ].join('');
}

/** The PostgreSQL pool's connections; SQLite has one connection and no pool, shown as a pool of one. */
function poolText(backend: FeatureBackend): string {
  const usage = backend.database.pool?.() ?? { max: 1, total: 1, idle: 1, waiting: 0 };
  const dialect = backend.database.dialect;
  return (
    metricFamily('console_db_pool_connections', 'gauge', 'Database connections by state.', [
      { labels: { dialect, state: 'total' }, value: usage.total },
      { labels: { dialect, state: 'idle' }, value: usage.idle },
      { labels: { dialect, state: 'busy' }, value: usage.total - usage.idle },
    ]) +
    metricFamily('console_db_pool_max', 'gauge', 'Most connections the pool opens.', [
      { labels: { dialect }, value: usage.max },
    ]) +
    metricFamily('console_db_pool_waiting', 'gauge', 'Queries waiting for a free connection.', [
      { labels: { dialect }, value: usage.waiting },
    ])
  );
}
