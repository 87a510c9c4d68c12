import type { FastifyInstance } from 'fastify';
import { ok } from '../../../contract/envelope';
import { Code } from '../../../contract/errors';
import { envelopeSchema, FAILURE_RESPONSES, ID_PARAMS } from '../../crud/route-schemas';
import { SIGNED_IN_SECURITY } from '../../http/api-docs';
import { ApiError } from '../../http/api-error';
import { DRAFT, DRAFT_LIST, SCHEMA_BODY } from './draft-schemas';
import type { DraftStore } from './draft-store';
import { limitBreaches, SCHEMA_LIMITS } from './schema-limits';

export const PERMISSION = 'form-generator';
export const ROUTE_COMMON = { tags: ['Form generator'], security: SIGNED_IN_SECURITY };

/** A schema past a safety bound is refused whole (400, `data.field`: the JSON pointer, `data.rule`), nothing stored. */
function boundedSchema(schema: unknown): unknown {
  const breaches = limitBreaches(schema);
  if (breaches.length === 0) return schema;
  const [first] = breaches;
  throw ApiError.ofFields(
    Code.BAD_REQUEST,
    `${first.pointer || '/'} ${first.message}`,
    breaches.map(({ pointer, rule }) => ({ field: pointer, rule })),
  );
}

export async function draftOrRefusal<T>(found: Promise<T | undefined>): Promise<T> {
  const draft = await found;
  if (draft === undefined) throw new ApiError(Code.NOT_FOUND, 'no such draft');
  return draft;
}

/** Drafts of the form generator: save, replace, list and read one. */
export function registerDraftRoutes(app: FastifyInstance, drafts: DraftStore): void {
  const config = { permission: PERMISSION };
  const bodyLimit = SCHEMA_LIMITS.bodyBytes;
  const response = { 200: envelopeSchema(DRAFT), ...FAILURE_RESPONSES };

  app.post(
    '/api/form-schemas',
    {
      config,
      bodyLimit,
      schema: { ...ROUTE_COMMON, summary: 'Save an entity schema as a new draft', body: SCHEMA_BODY, response },
    },
    async (request) => {
      const { schema } = request.body as { schema: unknown };
      return ok(await drafts.create(boundedSchema(schema)));
    },
  );
  app.put(
    '/api/form-schemas/:id',
    {
      config,
      bodyLimit,
      schema: {
        ...ROUTE_COMMON,
        summary: "Replace a draft's schema",
        params: ID_PARAMS,
        body: SCHEMA_BODY,
        response,
      },
    },
    async (request) => {
      const { id } = request.params as { id: number };
      const { schema, version } = request.body as { schema: unknown; version?: number };
      const bounded = boundedSchema(schema);
      const replaced = await drafts.replace(id, bounded, version);
      if (replaced) return ok(replaced);
      await draftOrRefusal(drafts.get(id));
      throw new ApiError(Code.STALE);
    },
  );
  app.get(
    '/api/form-schemas',
    {
      config,
      schema: {
        ...ROUTE_COMMON,
        summary: 'The drafts, newest first',
        response: { 200: envelopeSchema(DRAFT_LIST), ...FAILURE_RESPONSES },
      },
    },
    async () => ok(await drafts.list()),
  );
  app.get(
    '/api/form-schemas/:id',
    { config, schema: { ...ROUTE_COMMON, summary: 'One draft with its schema', params: ID_PARAMS, response } },
    async (request) => ok(await draftOrRefusal(drafts.get((request.params as { id: number }).id))),
  );
}
