import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { ok } from '../../../../contract/envelope';
import { Code } from '../../../../contract/errors';
import type { Operation, ResourceDefinition } from '../../../../contract/resource';
import { PUBLIC, principalOf } from '../../../auth/route-permission';
import { listQuerySchema, readListRequest } from '../../../crud/list-query';
import { idsOf } from '../../../crud/resource-routes';
import type { ResourceServices } from '../../../crud/resource-services';
import { ApiError } from '../../../http/api-error';
import type { LiveEntities, LiveEntity } from './live-entities';

interface EntityParams {
  entity: string;
  id?: string;
}

const ENTITY_PARAMS = {
  type: 'object',
  properties: { entity: { type: 'string' }, id: { type: 'integer', minimum: 1 } },
  required: ['entity'],
};

/**
 * The generic API of entities published at run time, under `/api/<path>` as built-in
 * ones: Fastify cannot add routes once it listens, so these routes take any path that
 * no built-in route serves (a static path always wins) and find the entity per request.
 * Each request needs the entity's own permission code; a path no entity has is 404
 * for everybody, as before. The OpenAPI document lists each entity's own operations
 * (openapi-entries.ts); these routes stay out of it.
 */
export function registerEntityRoutes(
  app: FastifyInstance,
  live: LiveEntities,
  services: ResourceServices,
  compile: FastifySchemaCompiler<unknown>,
): void {
  const entityOf = (request: FastifyRequest) => live.byPath((request.params as EntityParams).entity);
  const config = { permission: (request: FastifyRequest) => entityOf(request)?.resource.permission ?? PUBLIC };
  const schema = { hide: true, params: ENTITY_PARAMS };
  const listQuery = listQueryChecker(compile);

  /** The entity of the request when it declares `operation`; otherwise the request is answered 404. */
  const serve =
    (operation: Operation, work: (entity: LiveEntity, request: FastifyRequest) => Promise<unknown>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const entity = entityOf(request);
      if (!entity?.resource.operations.includes(operation)) return reply.callNotFound();
      return ok(await work(entity, request));
    };
  const service = (entity: LiveEntity) => services.of(entity.resource.name);
  const idOf = (request: FastifyRequest) => Number((request.params as EntityParams).id);

  app.get(
    '/api/:entity',
    { config, schema },
    serve('list', (entity, request) =>
      service(entity).list(principalOf(request), readListRequest(entity.resource, listQuery(entity.resource, request))),
    ),
  );
  app.get(
    '/api/:entity/:id',
    { config, schema },
    serve('show', (entity, request) => service(entity).get(principalOf(request), idOf(request))),
  );
  app.post(
    '/api/:entity',
    { config, schema },
    serve('create', (entity, request) => service(entity).create(principalOf(request), request.body)),
  );
  app.put(
    '/api/:entity/:id',
    { config, schema },
    serve('update', (entity, request) => service(entity).update(principalOf(request), idOf(request), request.body)),
  );
  app.delete(
    '/api/:entity/:id',
    { config, schema },
    serve('delete', (entity, request) => service(entity).remove(principalOf(request), idOf(request))),
  );
  app.post(
    '/api/:entity/delete',
    { config, schema },
    serve('delete', async (entity, request) => ({
      ids: await service(entity).removeMany(principalOf(request), idsOf(request.body)),
    })),
  );
}

/** Checks (and coerces) a list query against the entity's own query schema, as a built-in route's is. */
function listQueryChecker(compile: FastifySchemaCompiler<unknown>) {
  const compiled = new WeakMap<ResourceDefinition, ReturnType<FastifySchemaCompiler<unknown>>>();
  return (resource: ResourceDefinition, request: FastifyRequest): Record<string, unknown> => {
    let validate = compiled.get(resource);
    if (!validate) {
      validate = compile({
        schema: listQuerySchema(resource),
        method: 'GET',
        url: `/api/${resource.path}`,
        httpPart: 'querystring',
      });
      compiled.set(resource, validate);
    }
    const query = { ...(request.query as Record<string, unknown>) };
    const valid = validate(query) as boolean;
    const errors = (validate as unknown as { errors?: { instancePath: string; message?: string }[] | null }).errors;
    if (!valid && errors?.[0]) {
      throw new ApiError(Code.BAD_REQUEST, `querystring${errors[0].instancePath} ${errors[0].message ?? 'is invalid'}`);
    }
    return query;
  };
}
