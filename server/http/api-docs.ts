import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { declareRoutesPublic } from '../auth/route-permission';
import { describeOperations } from './api-operations';

export { NO_SECURITY, SIGNED_IN_SECURITY } from './api-operations';

/** Adds to the OpenAPI document as it is served: what routes registered at start cannot say (entities published later). */
export type ApiDocumentExtension = (document: Record<string, unknown>) => Promise<Record<string, unknown>>;

// Keyed by the HTTP server, which a feature's encapsulated scope shares with the root instance.
const extensions = new WeakMap<object, ApiDocumentExtension[]>();

export function extendApiDocument(app: FastifyInstance, extension: ApiDocumentExtension): void {
  const list = extensions.get(app.server) ?? [];
  list.push(extension);
  extensions.set(app.server, list);
}

/** The ways a caller proves who it is, named by every route's `security`. */
export const SECURITY_SCHEMES = {
  token: { type: 'apiKey', in: 'header', name: 'token' },
  bearer: { type: 'http', scheme: 'bearer' },
  gatewayCredential: {
    type: 'http',
    scheme: 'bearer',
    description: "A site gateway's credential, shown once when the site is bound; device API only",
  },
  gatewayMac: {
    type: 'apiKey',
    in: 'header',
    name: 'X-Gateway-Mac',
    description: "The gateway's MAC address, which must be the one its site is bound to (6064 otherwise)",
  },
} as const;

/** How a device route says it needs a site gateway's credential and its MAC address, both at once. */
export const GATEWAY_SECURITY: { [scheme: string]: string[] }[] = [{ gatewayCredential: [], gatewayMac: [] }];

/**
 * The OpenAPI document, generated from the route schemas (so it is the contract as
 * served, never written by hand): UI at /docs, JSON at /docs/json, both public.
 * Must be registered before the routes it documents, which it names and marks
 * with their security (api-operations.ts).
 */
export async function registerApiDocs(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Intercom cloud administrator console API',
        description:
          'Every answer is the envelope { code, msg, data }; code 200 is success, any other code is one of the error catalogue.',
        version: '0.1.0',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
      },
      // Relative: the API is served by whichever host serves this document.
      servers: [{ url: '/', description: 'The server answering this document' }],
      components: {
        securitySchemes: SECURITY_SCHEMES,
      },
    },
  });
  describeOperations(app);
  await app.register(async (docs) => {
    declareRoutesPublic(docs);
    docs.addHook('onSend', async (request, _reply, payload) => {
      const list = extensions.get(app.server);
      if (!list || request.routeOptions.url !== '/docs/json' || typeof payload !== 'string') return payload;
      let document = JSON.parse(payload) as Record<string, unknown>;
      for (const extension of list) document = await extension(document);
      return JSON.stringify(document);
    });
    await docs.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  });
}
