import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifySchemaCompiler } from 'fastify';
import { registerResourceRoutes } from '../../../crud/resource-routes';
import { extendApiDocument, SECURITY_SCHEMES } from '../../../http/api-docs';
import { describeOperations, operationIdsOf } from '../../../http/api-operations';
import type { LiveEntities } from './live-entities';

type Paths = Record<string, unknown>;

/**
 * The OpenAPI entries of the published entities: the very routes a built-in resource
 * gets (registerResourceRoutes), documented by the same plugin on a scratch instance
 * that never listens, with the app's own request validator (`compile`), named as the
 * built-in ones are (api-operations.ts), and added to the served document. Made again
 * only when an entity is published.
 */
export function registerOpenApiEntries(
  app: FastifyInstance,
  live: LiveEntities,
  compile: FastifySchemaCompiler<unknown>,
): void {
  let made: { key: string; paths: Paths } | undefined;
  const pathsNow = async (): Promise<Paths> => {
    const entities = live.all();
    const key = entities.map((entity) => `${entity.resource.name}@${entity.entityVersion}`).join(',');
    if (made?.key !== key) made = { key, paths: await documentedPaths(live, compile) };
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

async function documentedPaths(live: LiveEntities, compile: FastifySchemaCompiler<unknown>): Promise<Paths> {
  const scratch = Fastify({ logger: false });
  await scratch.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'published', version: '1' },
      components: { securitySchemes: SECURITY_SCHEMES },
    },
  });
  describeOperations(scratch);
  for (const entity of live.all()) registerResourceRoutes(scratch, live.serviceOf(entity), compile);
  await scratch.ready();
  const paths = (scratch.swagger() as { paths?: Paths }).paths ?? {};
  await scratch.close();
  return paths;
}
