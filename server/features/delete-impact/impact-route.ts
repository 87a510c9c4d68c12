import type { FastifyInstance } from 'fastify';
import { ok } from '../../../contract/envelope';
import { Code } from '../../../contract/errors';
import type { ResourceDefinition } from '../../../contract/resource';
import { principalOf } from '../../auth/route-permission';
import type { ResourceServices } from '../../crud/resource-services';
import { envelopeSchema, FAILURE_RESPONSES } from '../../crud/route-schemas';
import { SIGNED_IN_SECURITY } from '../../http/api-docs';
import { ApiError } from '../../http/api-error';
import { deleteImpact } from './delete-impact';
import { trialDelete } from './trial-delete';

/** At most this many ids in one question: a list page holds 100 rows. */
export const MAX_IMPACT_IDS = 500;

const LABEL = {
  type: 'object',
  properties: { en: { type: 'string' }, zh: { type: 'string' } },
  required: ['en', 'zh'],
};

const IMPACT_SCHEMA = {
  type: 'object',
  properties: {
    ids: { type: 'array', items: { type: 'integer' }, description: 'The chosen rows that exist' },
    effects: {
      type: 'array',
      description: 'Each integrity rule touching rows, with how many (rules touching none are left out)',
      items: {
        type: 'object',
        properties: {
          resource: { type: 'string', description: 'The resource whose rows refer to a deleted one' },
          label: LABEL,
          field: { type: 'string', description: 'The referring field' },
          through: { type: 'string', description: 'The resource it refers to: the chosen one or one deleted with it' },
          onDelete: {
            type: 'string',
            enum: ['cascade', 'restrict', 'set-null'],
            description:
              'cascade: deleted too; restrict: the delete is refused while they exist; set-null: they lose it',
          },
          count: { type: 'integer', minimum: 1 },
        },
        required: ['resource', 'label', 'field', 'through', 'onDelete', 'count'],
      },
    },
    refused: { type: 'boolean', description: 'A restrict rule holds rows: the delete would be refused (409)' },
    refusal: {
      type: ['object', 'null'],
      description:
        'What the delete would answer instead of success (a rule of the write path or the database), or null',
      properties: { code: { type: 'integer' }, detail: { type: ['string', 'null'] } },
      required: ['code', 'detail'],
    },
  },
  required: ['ids', 'effects', 'refused', 'refusal'],
};

const QUERY = {
  type: 'object',
  properties: {
    ids: { type: 'string', pattern: '^[1-9][0-9]{0,15}(,[1-9][0-9]{0,15})*$', description: 'Row ids, comma separated' },
  },
  required: ['ids'],
  additionalProperties: false,
};

/**
 * `GET /api/<path>/delete-impact?ids=1,2`: what deleting those rows would take with it,
 * and whether the delete would be refused (tried, then rolled back), for whoever may delete them (the resource's permission code; another account's row is
 * 6059, as for the delete). Ids of no row are left out of the answer.
 */
export function registerImpactRoute(app: FastifyInstance, services: ResourceServices, resource: ResourceDefinition) {
  app.get(
    `/api/${resource.path}/delete-impact`,
    {
      config: { permission: resource.permission },
      schema: {
        summary: `What deleting ${resource.label.en} rows would take with them`,
        tags: [resource.label.en],
        security: SIGNED_IN_SECURITY,
        querystring: QUERY,
        response: { 200: envelopeSchema(IMPACT_SCHEMA), ...FAILURE_RESPONSES },
      },
    },
    async (request) => {
      const ids = [...new Set((request.query as { ids: string }).ids.split(',').map(Number))];
      if (ids.length > MAX_IMPACT_IDS) throw new ApiError(Code.BAD_REQUEST, `at most ${MAX_IMPACT_IDS} ids`);
      const store = services.tables.of(resource.name);
      const rows = (await store.db.selectFrom(store.table).selectAll().where('id', 'in', ids).execute()).map((row) =>
        store.decode(row),
      );
      const principal = principalOf(request);
      for (const row of rows)
        if (!(await services.visibility.isVisible(resource, principal, row))) throw new ApiError(Code.NOT_MINE);
      const found = rows.map((row) => Number(row.id)).sort((a, b) => a - b);
      const impact = await deleteImpact(services.tables, resource, found);
      return ok({ ...impact, refusal: await trialDelete(services, resource.name, principal, found) });
    },
  );
}
