import { defineServerFeature } from '../../feature-host/server-feature';
import { FaceCounts } from './face-counts';
import { registerMetricsRoute } from './metrics-route';
import { registerProbeRoutes } from './probe-routes';
import { RequestMetrics } from './request-metrics';

/**
 * Health for load balancers and monitoring: `/healthz` (alive), `/readyz` (database,
 * Redis and the file store answer) and `/metrics` (answers by route and status with latency
 * histograms, the database pool, the API log's queue, faces by status).
 */
export default defineServerFeature({
  name: 'health',
  register(app, { config, backend, services, files }) {
    const requests = new RequestMetrics();
    app.observeEveryAnswer((request, reply) =>
      requests.observe(request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000),
    );
    registerProbeRoutes(app, backend, files);
    registerMetricsRoute(app, config.metricsToken, {
      requests,
      backend,
      apiLog: app.apiLog,
      faces: services.tables.has('face') ? new FaceCounts(services.tables) : undefined,
    });
  },
});
