import type { FastifyRequest } from 'fastify';
import { keepsHistory } from '../../../contract/record-history';
import type { ResourceDefinition } from '../../../contract/resource';
import { PUBLIC, type RoutePermission } from '../../auth/route-permission';
import type { JsonSchema } from '../../crud/json-schema';
import type { ResourceServices } from '../../crud/resource-services';
import { liveEntitiesOf } from '../form-schemas';

/** Where a set of history routes is served, and which resource each request reads. */
export interface HistoryRoutesAt {
  /** The prefix: `/api/sites`, or `/api/:entity` for every published entity. */
  base: string;
  /** The path parameters the prefix holds, beside those of each route. */
  baseParams: Record<string, JsonSchema>;
  permission: RoutePermission;
  /** The resource of a request; a request with none is answered 404. */
  resourceOf(request: FastifyRequest): ResourceDefinition | undefined;
  /** The resource the routes are documented as in the OpenAPI document; without one they stay out of it. */
  documented?: ResourceDefinition;
}

/** The routes of one resource under its own path (`/api/sites`), documented as its own. */
export function historyRoutesOf(resource: ResourceDefinition): HistoryRoutesAt {
  return {
    base: `/api/${resource.path}`,
    baseParams: {},
    permission: resource.permission,
    resourceOf: () => resource,
    documented: resource,
  };
}

/**
 * The routes of the entities published at run time, under `/api/:entity` beside their
 * generic ones (Fastify cannot add routes once it listens): the entity is the live one
 * at that path, found per request, and its permission code is the route's. A path no
 * live entity has, or whose entity keeps no history, is 404 for everybody. Each entity
 * has its history operations in the OpenAPI document (index.ts); these stay out of it.
 */
export function publishedHistoryRoutes(services: ResourceServices): HistoryRoutesAt {
  const resourceOf = (request: FastifyRequest) => {
    const { entity } = request.params as { entity: string };
    const resource = liveEntitiesOf(services)?.byPath(entity)?.resource;
    return resource && keepsHistory(resource) ? resource : undefined;
  };
  return {
    base: '/api/:entity',
    baseParams: { entity: { type: 'string' } },
    permission: (request) => resourceOf(request)?.permission ?? PUBLIC,
    resourceOf,
  };
}

/** A route's path parameters with those of the prefix. */
export function paramsAt(at: HistoryRoutesAt, params: JsonSchema): JsonSchema {
  const properties = params.properties as Record<string, JsonSchema>;
  const required = params.required as string[];
  const prefix = Object.keys(at.baseParams);
  if (prefix.length === 0) return params;
  return { ...params, properties: { ...at.baseParams, ...properties }, required: [...prefix, ...required] };
}
