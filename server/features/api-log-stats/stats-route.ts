import type { FastifyInstance } from 'fastify';
import { ok } from '../../../contract/envelope';
import { envelopeSchema, FAILURE_RESPONSES } from '../../crud/route-schemas';
import type { FeatureTables } from '../../db/resource-tables';
import { SIGNED_IN_SECURITY } from '../../http/api-docs';
import { DEVICE_FIGURES_SCHEMA, deviceFigures } from './device-figures';
import { apiLogStats } from './stats-query';
import { statsRange } from './stats-range';

const COUNT = { type: 'integer', minimum: 0 };
const MS = { type: 'number', minimum: 0 };
const INSTANT = { type: 'string', format: 'date-time' };

const STATS_SCHEMA = {
  type: 'object',
  properties: {
    from: { ...INSTANT, description: 'Start of the range (included)' },
    to: { ...INSTANT, description: 'End of the range (excluded)' },
    perMinute: {
      type: 'array',
      description: 'Each minute with calls in the log, oldest first (UTC)',
      items: {
        type: 'object',
        properties: { minute: INSTANT, requests: COUNT, errors: COUNT },
        required: ['minute', 'requests', 'errors'],
      },
    },
    slowestPaths: {
      type: 'array',
      description: 'The 10 busiest method and path pairs (ids folded to :id), slowest p95 first',
      items: {
        type: 'object',
        properties: { method: { type: 'string' }, path: { type: 'string' }, count: COUNT, p50: MS, p95: MS },
        required: ['method', 'path', 'count', 'p50', 'p95'],
      },
    },
    topErrorCodes: {
      type: 'array',
      description: 'The 10 business codes other than 200 that came most often',
      items: { type: 'object', properties: { code: { type: 'integer' }, count: COUNT }, required: ['code', 'count'] },
    },
    ...DEVICE_FIGURES_SCHEMA,
  },
  required: ['from', 'to', 'perMinute', 'slowestPaths', 'topErrorCodes', 'deviceCalls', 'gateways'],
};

/**
 * `GET /api/api-logs/stats?from&to`: the API request log over `[from, to)` (the last
 * hour by default, at most 7 days), the device calls counted over it, and the gateways
 * connected now. An error is a call answered with HTTP 400 or more, or with a business
 * code other than 200.
 */
export function registerStatsRoute(app: FastifyInstance, tables: FeatureTables): void {
  const store = tables.of('api-log');
  const { resource } = store;
  app.get(
    `/api/${resource.path}/stats`,
    {
      config: { permission: resource.permission },
      schema: {
        summary:
          'Requests and errors per minute, the busiest paths with p50/p95 durations, the top error codes, device calls per minute and the gateways connected',
        tags: [resource.label.en],
        security: SIGNED_IN_SECURITY,
        querystring: {
          type: 'object',
          properties: {
            from: { type: 'string', description: 'ISO 8601 instant; an hour before `to` by default' },
            to: { type: 'string', description: 'ISO 8601 instant; now by default; at most 7 days after `from`' },
          },
        },
        response: { 200: envelopeSchema(STATS_SCHEMA), ...FAILURE_RESPONSES },
      },
    },
    async (request) => {
      const range = statsRange(request.query as { from?: string; to?: string });
      return ok({ ...(await apiLogStats(store, range)), ...(await deviceFigures(tables, range)) });
    },
  );
}
