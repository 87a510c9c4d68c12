import type { FastifyInstance } from 'fastify';
import { ok } from '../../../contract/envelope';
import type { ResourceServices } from '../../crud/resource-services';
import type { GatewayConfig } from '../../gateway-config';
import { deviceRouteSchema } from './device-schemas';
import { gatewaySiteOf } from './gateway-auth';
import { recordHeartbeat } from './heartbeat';

export interface DeviceRouteContext {
  services: ResourceServices;
  settings: GatewayConfig;
}

const PUBLIC = { permission: 'public' } as const;

/** The heartbeat a gateway sends on every poll (credential checked by the scope). */
export function registerDeviceRoutes(scope: FastifyInstance, context: DeviceRouteContext): void {
  const { services, settings } = context;

  scope.post(
    '/heartbeat',
    {
      config: PUBLIC,
      schema: deviceRouteSchema(
        'A gateway is alive: marks its site’s gateway started and online, and releases the faces that waited for it',
        {
          body: {
            type: ['object', 'null'],
            properties: {
              firmware: { type: 'string', maxLength: 64, description: 'The gateway’s firmware version' },
              panels: { type: 'integer', minimum: 0, maximum: 1000, description: 'Door panels the gateway drives' },
            },
            additionalProperties: false,
          },
        },
        {
          type: 'object',
          properties: {
            siteId: { type: 'integer' },
            siteName: { type: 'string' },
            serverTime: { type: 'string', format: 'date-time' },
            pollSeconds: { type: 'integer', description: 'How often to send a heartbeat and sync' },
            startedAt: { type: 'string', format: 'date-time', description: 'When the site’s gateway first started' },
            released: { type: 'integer', description: 'Faces that waited for the gateway, now registering' },
          },
          required: ['siteId', 'siteName', 'serverTime', 'pollSeconds', 'startedAt', 'released'],
        },
      ),
    },
    async (request) => {
      const site = gatewaySiteOf(request);
      const { startedAt, released } = await recordHeartbeat(services, site);
      if (released > 0) request.log.info({ siteId: site.id, released }, 'faces released to a started gateway');
      return ok({
        siteId: site.id,
        siteName: site.name,
        serverTime: new Date().toISOString(),
        pollSeconds: settings.pollSeconds,
        startedAt,
        released,
      });
    },
  );
}
