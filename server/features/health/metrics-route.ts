import type { FastifyInstance } from 'fastify';
import { FAILURE_RESPONSES, fileAnswer, NO_QUERY } from '../../crud/route-schemas';
import { metricsPermission } from './metrics-access';
import { HEALTH_TAG } from './probe-routes';
import { PROMETHEUS_CONTENT_TYPE } from './prometheus-text';
import { type MetricSources, metricsText } from './server-metrics';

/** `GET /metrics` in the Prometheus text format, for METRICS_TOKEN or accounts holding `metrics`. */
export function registerMetricsRoute(app: FastifyInstance, metricsToken: string | undefined, sources: MetricSources) {
  app.get(
    '/metrics',
    {
      config: { permission: metricsPermission(metricsToken) },
      schema: {
        operationId: 'getMetrics',
        summary: 'Metrics in the Prometheus text format',
        description: 'For METRICS_TOKEN sent as a bearer token, or the token of an account holding `metrics`.',
        tags: [HEALTH_TAG],
        querystring: NO_QUERY,
        response: {
          200: fileAnswer('The metric families', [PROMETHEUS_CONTENT_TYPE], { type: 'string' }),
          ...FAILURE_RESPONSES,
        },
      },
    },
    async (_request, reply) => reply.type(PROMETHEUS_CONTENT_TYPE).send(await metricsText(sources)),
  );
}
