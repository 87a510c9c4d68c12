import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { ok } from '../../../contract/envelope';
import type { ResourceServices } from '../../crud/resource-services';
import { withBodyCheckedByHandler } from '../../http/request-validator';
import { deviceRouteSchema } from './device-schemas';
import { gatewaySiteOf } from './gateway-auth';
import { syncResidents } from './resident-sync';
import { MAX_RESIDENTS } from './resident-sync-input';

const text = (maxLength: number, description?: string) => ({ type: ['string', 'null'], maxLength, description });

const BODY = {
  type: 'object',
  properties: {
    siteId: {
      type: 'integer',
      description: 'The gateway’s own site (6021 missing, 6070 no such site, 6064 another site)',
    },
    residents: {
      type: 'array',
      maxItems: MAX_RESIDENTS,
      description: 'Written all or none; a refusal names its row (data.row, from 0). 6022 without any',
      items: {
        type: 'object',
        properties: {
          id: { type: 'integer', description: 'The console’s id, to update that resident (6023 when not the site’s)' },
          personId: {
            type: 'string',
            maxLength: 64,
            description: 'The person id on the door panels (6022 when missing)',
          },
          firstName: { type: 'string', maxLength: 50 },
          lastName: { type: 'string', maxLength: 50 },
          phone: text(20),
          doorCode: text(50, 'Ipercom 1'),
          sharingCode: text(50, 'Ipercom 2'),
          topology: text(100, 'Position of the unit in the network'),
        },
        required: ['personId'],
      },
    },
  },
  required: ['siteId', 'residents'],
};

const OUTCOME = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    personId: { type: 'string' },
    version: { type: 'integer' },
    outcome: { type: 'string', enum: ['created', 'updated', 'unchanged'] },
  },
  required: ['id', 'personId', 'version', 'outcome'],
};

/** POST /device/v1/residents: the residents a gateway knows, matched by person id, for its own site. */
export function registerResidentSyncRoute(
  scope: FastifyInstance,
  services: ResourceServices,
  compile: FastifySchemaCompiler<unknown>,
): void {
  scope.post(
    '/residents',
    {
      config: { permission: 'public' },
      // Read by the handler, so that each refusal is the spec's code (6021–6023) naming its row.
      validatorCompiler: withBodyCheckedByHandler(compile),
      schema: deviceRouteSchema(
        'Residents from the gateway, created or updated by person id; the same body twice changes nothing',
        { operationId: 'sendGatewayResidents', body: BODY },
        {
          type: 'object',
          properties: {
            siteId: { type: 'integer' },
            created: { type: 'integer' },
            updated: { type: 'integer' },
            unchanged: { type: 'integer' },
            residents: { type: 'array', items: OUTCOME },
          },
          required: ['siteId', 'created', 'updated', 'unchanged', 'residents'],
        },
      ),
    },
    async (request) => ok(await syncResidents(services, gatewaySiteOf(request), request.body)),
  );
}
