import type { FastifyInstance } from 'fastify';
import { ok } from '../../../contract/envelope';
import { Code } from '../../../contract/errors';
import { principalOf } from '../../auth/route-permission';
import type { ServerConfig } from '../../config';
import type { ResourceServices } from '../../crud/resource-services';
import { envelopeSchema, FAILURE_RESPONSES } from '../../crud/route-schemas';
import { SIGNED_IN_SECURITY } from '../../http/api-docs';
import { ApiError } from '../../http/api-error';
import type { Settings } from '../../settings/settings';
import { addressPolicy, type HostResolver, systemResolver } from './address-guard';
import { probe } from './guarded-fetch';

const ID_PATH = { type: 'object', properties: { id: { type: 'string', description: 'The third-party cloud id' } } };

const PROBE_SCHEMA = {
  type: 'object',
  properties: {
    ok: { type: 'boolean', description: 'An HTTP answer came with a status from 200 to 399 (redirects followed)' },
    status: { type: 'integer', description: 'Status of the last HTTP answer, when one came' },
    elapsedMs: { type: 'integer', minimum: 0, description: 'How long the test took' },
    error: {
      type: 'string',
      description:
        'Why no usable answer came: forbidden-address: <address>, timeout, refused, unresolved, unreachable, reset, too-many-redirects, bad-redirect: <scheme>, network: <detail>',
    },
  },
  required: ['ok', 'elapsedMs'],
};

/**
 * `POST /api/third-clouds/:id/test`: calls the entry's endpoint once (GET, redirects
 * followed by hand up to 3) and answers what came back. Addresses that are not public are
 * refused before any call, after resolution and on every redirect, unless the server
 * setting thirdCloud.allowPrivateAddresses (or THIRD_CLOUD_ALLOW_PRIVATE, which wins) is
 * on; it is read at each call, so a change applies at once. Nothing is written; the
 * secret is not sent.
 */
export function registerThirdCloudTestRoute(
  app: FastifyInstance,
  services: ResourceServices,
  config: ServerConfig,
  settings: Settings,
  resolve: HostResolver = systemResolver,
): void {
  const clouds = services.of('third-cloud');
  app.post(
    `/api/${clouds.resource.path}/:id/test`,
    {
      config: { permission: clouds.resource.permission },
      schema: {
        summary: "Test the connection to a third-party cloud's endpoint",
        tags: [clouds.resource.label.en],
        security: SIGNED_IN_SECURITY,
        params: ID_PATH,
        response: { 200: envelopeSchema(PROBE_SCHEMA), ...FAILURE_RESPONSES },
      },
    },
    async (request) => {
      const id = Number((request.params as { id?: unknown }).id);
      if (!Number.isSafeInteger(id) || id < 1) throw new ApiError(Code.NOT_FOUND, 'third-party cloud id');
      const cloud = await services.tables.of('third-cloud').findById(id);
      if (!cloud) throw new ApiError(Code.NOT_FOUND, `third-party cloud ${id}`);
      if (!(await services.visibility.isVisible(clouds.resource, principalOf(request), cloud)))
        throw new ApiError(Code.NOT_MINE);
      return ok(
        await probe(String(cloud.endpoint), {
          resolve,
          permits: addressPolicy(settings.get('thirdCloud.allowPrivateAddresses')),
          timeoutMs: config.thirdClouds.testTimeoutMs,
        }),
      );
    },
  );
}
