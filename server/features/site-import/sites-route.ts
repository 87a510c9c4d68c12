import type { FastifyInstance } from 'fastify';
import { ok } from '../../../contract/envelope';
import { principalOf } from '../../auth/route-permission';
import { CHOICES_ANSWER, CHOICES_QUERY, referenceChoices } from '../../crud/reference-choices';
import type { ResourceServices } from '../../crud/resource-services';
import { envelopeSchema, FAILURE_RESPONSES } from '../../crud/route-schemas';
import { SIGNED_IN_SECURITY } from '../../http/api-docs';
import { IMPORT_PERMISSION } from './import-routes';
import { IMPORT_TAG } from './route-schemas';

/**
 * `GET /api/site-import/sites?q=&id=`: the sites an import may go into, as `{id, label}`,
 * under `site-import` itself, so an account holding that code alone chooses among its
 * own sites (every site with `all-sites`) without the site list's code.
 */
export function registerImportSitesRoute(app: FastifyInstance, services: ResourceServices): void {
  app.get(
    '/api/site-import/sites',
    {
      config: { permission: IMPORT_PERMISSION },
      schema: {
        tags: [IMPORT_TAG],
        security: SIGNED_IN_SECURITY,
        summary: 'Sites the caller may import into, found by name',
        querystring: CHOICES_QUERY,
        response: { 200: envelopeSchema(CHOICES_ANSWER), ...FAILURE_RESPONSES },
      },
    },
    async (request) => {
      const query = request.query as { q?: string; id?: number[] };
      return ok({ list: await referenceChoices(services.of('site'), principalOf(request), query) });
    },
  );
}
