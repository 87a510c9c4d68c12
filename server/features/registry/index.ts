import { ok } from '../../../contract/envelope';
import { Code } from '../../../contract/errors';
import { builtInResources } from '../../../contract/registry';
import { PUBLIC, SIGNED_IN } from '../../auth/route-permission';
import { entityView } from '../../crud/entity-view';
import type { ResourceServices } from '../../crud/resource-services';
import { envelopeSchema, FAILURE_RESPONSES, fileAnswer } from '../../crud/route-schemas';
import { defineServerFeature } from '../../feature-host/server-feature';
import { SIGNED_IN_SECURITY } from '../../http/api-docs';
import { ApiError } from '../../http/api-error';
import { liveEntitiesOf, VALIDATOR_MODULE_PATH } from '../form-schemas';
import { REGISTRY } from './registry-schemas';

export type { RegistryEntity } from '../../../contract/runtime-registry';

function publishedEntities(services: ResourceServices) {
  return (liveEntitiesOf(services)?.all() ?? []).map((entity) =>
    entityView(entity.resource, 'published', entity.validatorModule),
  );
}

/**
 * `GET /api/registry`: the entities the console renders, each with its permission,
 * labels and fields: the built-in ones (schemas/), then those published from the form
 * generator with the URL of their validator module, which is served here too.
 */
export default defineServerFeature({
  name: 'registry',
  register(app, { services }) {
    const builtIn = builtInResources().map((resource) => entityView(resource, 'built-in'));
    app.get(
      '/api/registry',
      {
        config: { permission: SIGNED_IN },
        schema: {
          tags: ['Registry'],
          security: SIGNED_IN_SECURITY,
          summary: 'The entities the console renders: permission, labels and fields of each',
          response: { 200: envelopeSchema(REGISTRY), ...FAILURE_RESPONSES },
        },
      },
      async () => ok({ entities: [...builtIn, ...publishedEntities(services)] }),
    );
    app.get(
      `${VALIDATOR_MODULE_PATH}/:file`,
      {
        config: { permission: PUBLIC },
        schema: {
          tags: ['Registry'],
          security: [],
          summary: "A published entity's validators as an ES module (the code the server validates with)",
          params: {
            type: 'object',
            properties: { file: { type: 'string', pattern: '^[0-9a-f]{20}\\.js$' } },
            required: ['file'],
          },
          response: {
            200: fileAnswer('The ES module', ['text/javascript; charset=utf-8'], { type: 'string' }),
            ...FAILURE_RESPONSES,
          },
        },
      },
      async (request, reply) => {
        const code = await liveEntitiesOf(services)?.modules.find((request.params as { file: string }).file);
        if (code === undefined) throw new ApiError(Code.NOT_FOUND, 'no such validator module');
        return reply
          .type('text/javascript; charset=utf-8')
          .header('cache-control', 'public, max-age=31536000, immutable')
          .send(code);
      },
    );
  },
});
