import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { ok } from '../../contract/envelope';
import { Code } from '../../contract/errors';
import type { ResourceDefinition } from '../../contract/resource';
import { principalOf } from '../auth/route-permission';
import { SIGNED_IN_SECURITY } from '../http/api-docs';
import { ApiError } from '../http/api-error';
import { withBodyCheckedByHandler } from '../http/request-validator';
import { listQuerySchema, readListRequest } from './list-query';
import { withReferenceLabels } from './reference-labels';
import { registerReferenceLookups } from './reference-lookup-routes';
import type { ResourceService } from './resource-service';
import {
  DELETE_MANY_BODY,
  envelopeSchema,
  FAILURE_RESPONSES,
  ID_PARAMS,
  inputSchema,
  pageSchema,
  rowSchema,
} from './route-schemas';

/**
 * The generic routes of one resource under `/api/<path>` (docs/architecture.md#the-http-contract). Only the
 * operations the schema declares exist; each needs the resource's permission code.
 */
export function registerResourceRoutes(
  app: FastifyInstance,
  service: ResourceService,
  compile: FastifySchemaCompiler<unknown>,
): void {
  const resource = service.resource;
  const base = `/api/${resource.path}`;
  const config = { permission: resource.permission };
  const tags = [resource.label.en];
  const one = envelopeSchema(rowSchema(resource));
  const bodyCheckedByHandler = withBodyCheckedByHandler(compile);
  const declares = (operation: ResourceDefinition['operations'][number]) => resource.operations.includes(operation);

  if (declares('list')) {
    app.get(
      base,
      {
        config,
        schema: {
          summary: `List ${resource.label.en} rows`,
          tags,
          security: SIGNED_IN_SECURITY,
          querystring: listQuerySchema(resource),
          response: { 200: envelopeSchema(pageSchema(resource)), ...FAILURE_RESPONSES },
        },
      },
      async (request) => {
        const query = request.query as Record<string, unknown>;
        const { page, titles } = await service.listWithTitles(principalOf(request), readListRequest(resource, query));
        const { tables } = request.server.backend;
        return ok({ ...page, list: await withReferenceLabels(resource, tables, page.list, titles) });
      },
    );
  }
  registerReferenceLookups(app, resource);

  if (declares('show')) {
    app.get(
      `${base}/:id`,
      {
        config,
        schema: {
          summary: `One ${resource.label.en}`,
          tags,
          security: SIGNED_IN_SECURITY,
          params: ID_PARAMS,
          response: { 200: one, ...FAILURE_RESPONSES },
        },
      },
      async (request) => {
        const row = await service.get(principalOf(request), idOf(request.params));
        const [labelled] = await withReferenceLabels(resource, request.server.backend.tables, [row]);
        return ok(labelled);
      },
    );
  }

  if (declares('create')) {
    app.post(
      base,
      {
        config,
        validatorCompiler: bodyCheckedByHandler,
        schema: {
          summary: `Create a ${resource.label.en}`,
          tags,
          security: SIGNED_IN_SECURITY,
          body: inputSchema(resource, 'create'),
          response: { 200: one, ...FAILURE_RESPONSES },
        },
      },
      async (request) => ok(await service.create(principalOf(request), request.body)),
    );
  }

  if (declares('update')) {
    app.put(
      `${base}/:id`,
      {
        config,
        validatorCompiler: bodyCheckedByHandler,
        schema: {
          summary: `Update a ${resource.label.en}`,
          tags,
          security: SIGNED_IN_SECURITY,
          params: ID_PARAMS,
          body: inputSchema(resource, 'update'),
          response: { 200: one, ...FAILURE_RESPONSES },
        },
      },
      async (request) => ok(await service.update(principalOf(request), idOf(request.params), request.body)),
    );
  }

  if (declares('delete')) {
    app.delete(
      `${base}/:id`,
      {
        config,
        schema: {
          summary: `Delete a ${resource.label.en}`,
          tags,
          security: SIGNED_IN_SECURITY,
          params: ID_PARAMS,
          response: { 200: one, ...FAILURE_RESPONSES },
        },
      },
      async (request) => ok(await service.remove(principalOf(request), idOf(request.params))),
    );

    app.post(
      `${base}/delete`,
      {
        config,
        validatorCompiler: bodyCheckedByHandler,
        schema: {
          summary: `Delete several ${resource.label.en} rows`,
          tags,
          security: SIGNED_IN_SECURITY,
          body: DELETE_MANY_BODY,
          response: {
            200: envelopeSchema({
              type: 'object',
              properties: { ids: { type: 'array', items: { type: 'integer' } } },
              required: ['ids'],
            }),
            ...FAILURE_RESPONSES,
          },
        },
      },
      async (request) => ok({ ids: await service.removeMany(principalOf(request), idsOf(request.body)) }),
    );
  }
}

function idOf(params: unknown): number {
  return Number((params as { id: number }).id);
}

/** The ids of a batch delete: none chosen is 6019 (a batch needs a row: docs/domain.md#field-rules). */
export function idsOf(body: unknown): number[] {
  const ids = typeof body === 'object' && body !== null ? (body as { ids?: unknown }).ids : undefined;
  if (ids === undefined || ids === null || (Array.isArray(ids) && ids.length === 0))
    throw new ApiError(Code.DELETE_EMPTY);
  if (!Array.isArray(ids) || !ids.every((id) => Number.isInteger(id) && id > 0)) {
    throw new ApiError(Code.BAD_REQUEST, 'ids must be a list of row ids');
  }
  return ids;
}
