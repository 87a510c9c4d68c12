import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { ok } from '../../../contract/envelope';
import { Code } from '../../../contract/errors';
import { principalOf } from '../../auth/route-permission';
import type { ResourceServices } from '../../crud/resource-services';
import { envelopeSchema, FAILURE_RESPONSES, rowSchema } from '../../crud/route-schemas';
import { SIGNED_IN_SECURITY } from '../../http/api-docs';
import { ApiError } from '../../http/api-error';
import { withBodyCheckedByHandler } from '../../http/request-validator';
import { readSiteId } from './binding-input';

const SWITCH_BODY = {
  type: 'object',
  properties: { enabled: { type: 'boolean', description: 'On sets the open time, off clears it' } },
  required: ['enabled'],
};

/**
 * A site's manual detection switch (docs/domain.md#manual-detection): on, it records the
 * time it opened (faces registered after it wait for a person's decision); off, it
 * clears it. Turning it on again keeps the first open time.
 */
export function registerManualDetectionSwitch(
  app: FastifyInstance,
  services: ResourceServices,
  compile: FastifySchemaCompiler<unknown>,
): void {
  const sites = services.of('site');
  app.put(
    `/api/${sites.resource.path}/:id/manual-detection`,
    {
      config: { permission: sites.resource.permission },
      validatorCompiler: withBodyCheckedByHandler(compile),
      schema: {
        summary: "Turn a site's manual detection on (sets the open time) or off (clears it)",
        tags: [sites.resource.label.en],
        security: SIGNED_IN_SECURITY,
        params: { type: 'object', properties: { id: { type: 'string', description: 'The site id' } } },
        body: SWITCH_BODY,
        response: { 200: envelopeSchema(rowSchema(sites.resource)), ...FAILURE_RESPONSES },
      },
    },
    async (request) => {
      const id = readSiteId(request.params, Code.SITE_ID_NULL);
      const enabled = (request.body as { enabled?: unknown } | undefined)?.enabled;
      if (typeof enabled !== 'boolean') {
        throw ApiError.ofFields(Code.BAD_REQUEST, 'enabled must be true or false', [
          { field: 'enabled', rule: 'type' },
        ]);
      }
      const principal = principalOf(request);
      const site = await services.tables.of('site').findById(id);
      if (!site) throw new ApiError(Code.SITE_MISSING, `site ${id}`);
      if (site.manualDetection === enabled) return ok(await sites.get(principal, id));
      const openedAt = enabled ? new Date().toISOString() : null;
      const changed = await sites.systemUpdate(
        id,
        { manualDetection: enabled, manualDetectionOpenedAt: openedAt },
        { principal },
      );
      return ok(sites.present(changed));
    },
  );
}
