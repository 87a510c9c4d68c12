import type { FastifyInstance } from 'fastify';
import { ok } from '../../../contract/envelope';
import type { ResourceServices } from '../../crud/resource-services';
import { ID_PARAMS } from '../../crud/route-schemas';
import type { FileStore } from '../../files/file-store';
import type { GatewayConfig } from '../../gateway-config';
import { deviceConfigVersion } from './config-version';
import { DEVICE_FACE, DEVICE_REMOVAL, DEVICE_RESIDENT, deviceRouteSchema } from './device-schemas';
import { deviceFace } from './device-views';
import { readResult, recordFaceResult } from './face-results';
import { gatewaySiteOf } from './gateway-auth';
import { recordHeartbeat } from './heartbeat';
import type { PhotoLinks } from './photo-links';
import { syncPage } from './site-sync';

export interface DeviceRouteContext {
  services: ResourceServices;
  settings: GatewayConfig;
  links: PhotoLinks;
  store: FileStore;
}

const PUBLIC = { permission: 'public' } as const;
const MAX_PAGE = 500;

/** Heartbeat, sync and results: the calls a gateway makes on every poll (credential checked by the scope). */
export function registerDeviceRoutes(scope: FastifyInstance, context: DeviceRouteContext): void {
  const { services, settings, links, store } = context;

  scope.post(
    '/heartbeat',
    {
      config: PUBLIC,
      schema: deviceRouteSchema(
        'A gateway is alive: marks its site’s gateway started and online, and releases the faces that waited for it',
        {
          operationId: 'sendGatewayHeartbeat',
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
            configVersion: {
              type: 'string',
              description:
                'Fingerprint of the device configuration; when it differs from the one held, fetch GET /device/v1/config again',
            },
          },
          required: ['siteId', 'siteName', 'serverTime', 'pollSeconds', 'startedAt', 'released', 'configVersion'],
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
        configVersion: await deviceConfigVersion(services.tables),
      });
    },
  );

  scope.get(
    '/sync',
    {
      config: PUBLIC,
      schema: deviceRouteSchema(
        'What changed at the gateway’s site since its cursor: residents, faces (registering ones with a signed photo link) and residents removed',
        {
          operationId: 'syncGateway',
          querystring: {
            type: 'object',
            properties: {
              cursor: {
                type: 'string',
                maxLength: 2000,
                description: 'nextCursor of the last page; none from the beginning',
              },
              limit: { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 100, description: 'Rows of each kind' },
            },
            additionalProperties: false,
          },
        },
        {
          type: 'object',
          properties: {
            residents: { type: 'array', items: DEVICE_RESIDENT },
            faces: { type: 'array', items: DEVICE_FACE },
            removals: { type: 'array', items: DEVICE_REMOVAL },
            nextCursor: {
              type: 'string',
              description: 'Opaque; send it back. Rows may come again: keep the newest version',
            },
            more: { type: 'boolean', description: 'Another page follows at once' },
            serverTime: { type: 'string', format: 'date-time' },
          },
          required: ['residents', 'faces', 'removals', 'nextCursor', 'more', 'serverTime'],
        },
      ),
    },
    async (request) => {
      const { cursor, limit } = request.query as { cursor?: string; limit: number };
      const siteId = gatewaySiteOf(request).id;
      return ok(await syncPage(services.tables, links, settings.syncOverlapSeconds, { siteId, cursor, limit }));
    },
  );

  scope.post(
    '/faces/:id/result',
    {
      config: PUBLIC,
      schema: deviceRouteSchema(
        'The door panel’s result for one of the site’s registering faces; the same result again changes nothing',
        {
          operationId: 'sendGatewayFaceResult',
          params: ID_PARAMS,
          body: {
            type: 'object',
            properties: {
              ok: { type: 'boolean', description: 'true: the door panel holds the face' },
              reason: {
                type: 'string',
                maxLength: 200,
                description:
                  'With ok false: panel-no-face, panel-poor-quality, panel-storage-full, photo-download-failed or duplicate-person, optionally followed by ": " and a short detail',
              },
            },
            required: ['ok'],
            additionalProperties: false,
          },
        },
        DEVICE_FACE,
      ),
    },
    async (request) => {
      const { id } = request.params as { id: number };
      const result = readResult(request.body as { ok: boolean; reason?: string });
      const face = await recordFaceResult(services, store, request.log, gatewaySiteOf(request), id, result);
      return ok(deviceFace(face, links));
    },
  );
}
