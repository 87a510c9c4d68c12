import type { FastifyInstance } from 'fastify';
import { ok } from '../../contract/envelope';
import type { ResourceDefinition } from '../../contract/resource';
import { principalOf } from '../auth/route-permission';
import { SIGNED_IN_SECURITY } from '../http/api-docs';
import { CHOICES_ANSWER, CHOICES_QUERY, referenceChoices } from './reference-choices';
import { envelopeSchema, FAILURE_RESPONSES } from './route-schemas';

/**
 * `GET /api/<path>/references/<field>?q=&id=`: the rows a filter of `field` may
 * choose, as `{id, label}`, under the permission of the rows that refer to them, so a
 * filter by admin on the login log needs `sp-admin-login`, not `admin-list`. The
 * referenced rows are those the account may see (its own sites without `all-sites`).
 */
export function registerReferenceLookups(app: FastifyInstance, resource: ResourceDefinition): void {
  for (const field of resource.fields) {
    if (field.kind !== 'reference' || !field.references || field.internal || !field.ui.filter) continue;
    const targetName = field.references;
    app.get(
      `/api/${resource.path}/references/${field.name}`,
      {
        config: { permission: resource.permission },
        schema: {
          summary: `Choices of the ${resource.label.en} filter ${field.label.en}`,
          tags: [resource.label.en],
          security: SIGNED_IN_SECURITY,
          querystring: CHOICES_QUERY,
          response: { 200: envelopeSchema(CHOICES_ANSWER), ...FAILURE_RESPONSES },
        },
      },
      async (request) => {
        const target = request.server.services.of(targetName);
        const query = request.query as { q?: string; id?: number[] };
        return ok({ list: await referenceChoices(target, principalOf(request), query) });
      },
    );
  }
}
