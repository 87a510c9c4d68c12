import type { FastifyInstance } from 'fastify';
import { ok } from '../../../contract/envelope';
import { Code } from '../../../contract/errors';
import { principalOf } from '../../auth/route-permission';
import type { ResourceServices } from '../../crud/resource-services';
import { envelopeSchema, FAILURE_RESPONSES } from '../../crud/route-schemas';
import { SIGNED_IN_SECURITY } from '../../http/api-docs';
import { ApiError } from '../../http/api-error';
import { FACE_STATUSES, summariseSite } from './site-summary';

const ID_PATH = { type: 'object', properties: { id: { type: 'string', description: 'The site id' } } };

const COUNT = { type: 'integer', minimum: 0 };
const SUMMARY_SCHEMA = {
  type: 'object',
  properties: {
    siteId: { type: 'integer' },
    residents: { ...COUNT, description: 'Residents of the site' },
    faces: {
      type: 'object',
      properties: {
        total: { ...COUNT, description: 'Faces of the site' },
        byStatus: {
          type: 'object',
          description: 'Faces of the site in each status (every status named, 0 when none)',
          properties: Object.fromEntries(FACE_STATUSES.map((status) => [status, COUNT])),
          required: [...FACE_STATUSES],
        },
      },
      required: ['total', 'byStatus'],
    },
  },
  required: ['siteId', 'residents', 'faces'],
};

/**
 * `GET /api/sites/:id/summary` (route `site-tabs`): a site's residents and faces by
 * status, for whoever may see the site. The site's own codes: 6032 for an id that is
 * not one, 6084 for no such site, 6059 for another account's (said before anything of it).
 */
export function registerSiteSummaryRoute(app: FastifyInstance, services: ResourceServices): void {
  const sites = services.of('site');
  app.get(
    `/api/${sites.resource.path}/:id/summary`,
    {
      config: { permission: sites.resource.permission },
      schema: {
        summary: "A site's residents and faces by status",
        tags: [sites.resource.label.en],
        security: SIGNED_IN_SECURITY,
        params: ID_PATH,
        response: { 200: envelopeSchema(SUMMARY_SCHEMA), ...FAILURE_RESPONSES },
      },
    },
    async (request) => {
      const id = Number((request.params as { id?: unknown }).id);
      if (!Number.isSafeInteger(id) || id < 1)
        throw new ApiError(Code.SITE_ID_NULL, 'the site id must be a positive integer');
      const site = await services.tables.of('site').findById(id);
      if (!site) throw new ApiError(Code.SITE_MISSING, `site ${id}`);
      if (!(await services.visibility.isVisible(sites.resource, principalOf(request), site)))
        throw new ApiError(Code.NOT_MINE);
      return ok(await summariseSite(services.tables, id));
    },
  );
}
