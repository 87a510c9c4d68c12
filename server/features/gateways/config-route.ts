import type { FastifyInstance } from 'fastify';
import { ok } from '../../../contract/envelope';
import { Code } from '../../../contract/errors';
import type { FeatureTables } from '../../db/resource-tables';
import { ApiError } from '../../http/api-error';
import { deviceRouteSchema } from './device-schemas';

const ENTRY = {
  type: 'object',
  properties: {
    key: { type: 'string' },
    value: { type: 'string' },
    description: { type: ['string', 'null'] },
  },
  required: ['key', 'value'],
};

/**
 * GET /device/v1/config: the device configuration (route sp-cfg-device), every key,
 * or the keys asked for, each of which must exist (6069 names the first missing).
 */
export function registerConfigRoute(scope: FastifyInstance, tables: FeatureTables): void {
  scope.get(
    '/config',
    {
      config: { permission: 'public' },
      schema: deviceRouteSchema(
        'The device configuration (key, value, description), all of it or the keys asked for',
        {
          operationId: 'getGatewayConfig',
          querystring: {
            type: 'object',
            properties: {
              keys: { type: 'string', maxLength: 2000, description: 'Comma-separated keys; 6069 when one is missing' },
            },
            additionalProperties: false,
          },
        },
        { type: 'object', properties: { list: { type: 'array', items: ENTRY } }, required: ['list'] },
      ),
    },
    async (request) => {
      const asked = (request.query as { keys?: string }).keys
        ?.split(',')
        .map((key) => key.trim())
        .filter(Boolean);
      const rows = await tables.of('device-config').findWhere({});
      const list = rows
        .map(({ key, value, description }) => ({ key, value, description }))
        .sort((a, b) => a.key.localeCompare(b.key));
      if (!asked) return ok({ list });
      const missing = asked.find((key) => !list.some((entry) => entry.key === key));
      if (missing) throw new ApiError(Code.CONFIG_MISSING, `no device configuration key ${missing}`);
      return ok({ list: list.filter((entry) => asked.includes(entry.key)) });
    },
  );
}
