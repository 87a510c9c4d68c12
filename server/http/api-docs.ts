import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { declareRoutesPublic } from '../auth/route-permission';

/** How a signed-in route says, in the OpenAPI document, that it needs the token. */
export const SIGNED_IN_SECURITY: { [scheme: string]: string[] }[] = [{ token: [] }, { bearer: [] }];

/** How a device route says it needs a site gateway's credential and its MAC address, both at once. */
export const GATEWAY_SECURITY: { [scheme: string]: string[] }[] = [{ gatewayCredential: [], gatewayMac: [] }];

/**
 * The OpenAPI document, generated from the route schemas (so it is the contract as
 * served, never written by hand): UI at /docs, JSON at /docs/json, both public.
 * Must be registered before the routes it documents.
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
      },
      components: {
        securitySchemes: {
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
        },
      },
    },
  });
  await app.register(async (docs) => {
    declareRoutesPublic(docs);
    await docs.register(swaggerUi, { routePrefix: '/docs', staticCSP: true });
  });
}
