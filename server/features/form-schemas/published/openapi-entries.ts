import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifySchemaCompiler } from 'fastify';
import type { ResourceDefinition } from '../../../../contract/resource';
import { registerResourceRoutes } from '../../../crud/resource-routes';
import type { ResourceServices } from '../../../crud/resource-services';
import { extendApiDocument, SECURITY_SCHEMES } from '../../../http/api-docs';
import { describeOperations, operationIdsOf } from '../../../http/api-operations';
import type { LiveEntities } from './live-entities';

type Paths = Record<string, unknown>;

/**
 * Registers, on the scratch instance, the routes another feature serves for a published
 * entity beside its generic ones (its record history), as they would be for that entity
 * alone, so that they are documented as its own.
 */
export type PublishedRouteDocs = (scratch: FastifyInstance, resource: ResourceDefinition) => void;

const moreDocs = new WeakMap<ResourceServices, PublishedRouteDocs[]>();

/** Has each published entity's OpenAPI entries (of the server these services belong to) include `docs`. */
export function documentPublishedRoutes(services: ResourceServices, docs: PublishedRouteDocs): void {
  moreDocs.set(services, [...(moreDocs.get(services) ?? []), docs]);
}

/**
 * The OpenAPI entries of the published entities: the very routes a built-in resource
 * gets (registerResourceRoutes), documented by the same plugin on a scratch instance
 * that never listens, with the app's own request validator (`compile`), named as the
 * built-in ones are (api-operations.ts), with the routes other features serve for it
 * (documentPublishedRoutes), and added to the served document. Made again only when an
 * entity is published.
 */
export function registerOpenApiEntries(
  app: FastifyInstance,
  live: LiveEntities,
  services: ResourceServices,
  compile: FastifySchemaCompiler<unknown>,
): void {
  let made: { key: string; paths: Paths } | undefined;
  const pathsNow = async (): Promise<Paths> => {
    const entities = live.all();
    const docs = moreDocs.get(services) ?? [];
    const key = `${entities.map((entity) => `${entity.resource.name}@${entity.entityVersion}`).join(',')}+${docs.length}`;
    if (made?.key !== key) made = { key, paths: await documentedPaths(live, docs, compile) };
    return made.paths;
  };
  extendApiDocument(app, async (document) => {
    if (live.all().length === 0) return document;
    const published = await pathsNow();
    const taken = new Set(operationIdsOf(document.paths as Paths));
    const clash = operationIdsOf(published).find((operationId) => taken.has(operationId));
    if (clash) throw new Error(`A published entity's operation ${clash} has the name of a built-in one`);
    return { ...document, paths: { ...(document.paths as Paths), ...published } };
  });
}

async function documentedPaths(
  live: LiveEntities,
  docs: readonly PublishedRouteDocs[],
  compile: FastifySchemaCompiler<unknown>,
): Promise<Paths> {
  const scratch = Fastify({ logger: false });
  await scratch.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'published', version: '1' },
      components: { securitySchemes: SECURITY_SCHEMES },
    },
  });
  describeOperations(scratch);
  for (const entity of live.all()) {
    registerResourceRoutes(scratch, live.serviceOf(entity), compile);
    for (const document of docs) document(scratch, entity.resource);
  }
  await scratch.ready();
  const paths = (scratch.swagger() as { paths?: Paths }).paths ?? {};
  await scratch.close();
  return paths;
}
