import type { FastifyInstance, RouteOptions } from 'fastify';
import { PUBLIC } from '../auth/route-permission';
import { operationIdOf } from './operation-ids';

/** How a signed-in route says, in the OpenAPI document, that it needs the token. */
export const SIGNED_IN_SECURITY: { [scheme: string]: string[] }[] = [{ token: [] }, { bearer: [] }];

/** What a public route says: no credential at all. */
export const NO_SECURITY: { [scheme: string]: string[] }[] = [];

interface DocumentedSchema {
  hide?: boolean;
  operationId?: string;
  security?: { [scheme: string]: string[] }[];
}

/**
 * Completes every documented route of `app` (and of the features registered in it
 * afterwards) as the OpenAPI document needs it: an `operationId` derived from its
 * method and path unless its schema names one (operation-ids.ts), and `security`
 * unless its schema says it: none for the routes the permission layer serves to
 * anyone (`permission: 'public'`), the sign-in token for the others. Two routes
 * with one `operationId` stop the start, naming both.
 */
export function describeOperations(app: FastifyInstance): void {
  const named = new Map<string, string>();
  app.addHook('onRoute', (route) => {
    const schema = (route.schema ?? {}) as DocumentedSchema;
    const methods = [route.method].flat().filter((method) => method !== 'HEAD');
    if (schema.hide || methods.length === 0) return;
    const where = `${methods.join(',')} ${route.url}`;
    if (methods.length > 1 && !schema.operationId) {
      throw new Error(`${where}: a documented route serves one method, so that its operation has a name of its own`);
    }
    const operationId = schema.operationId ?? operationIdOf(methods[0], route.url);
    const earlier = named.get(operationId);
    if (earlier !== undefined) {
      throw new Error(
        `Two operations are named ${operationId}: ${earlier} and ${where}; give one an operationId in its route schema`,
      );
    }
    named.set(operationId, where);
    route.schema = { ...route.schema, operationId, security: schema.security ?? securityOf(route) };
  });
}

function securityOf(route: RouteOptions): { [scheme: string]: string[] }[] {
  return route.config?.permission === PUBLIC ? NO_SECURITY : SIGNED_IN_SECURITY;
}

/** The operationIds of the operations of a document's `paths`. */
export function operationIdsOf(paths: Record<string, unknown> | undefined): string[] {
  return Object.values(paths ?? {}).flatMap((item) =>
    Object.values(item as Record<string, { operationId?: string }>).flatMap((operation) =>
      operation.operationId ? [operation.operationId] : [],
    ),
  );
}
