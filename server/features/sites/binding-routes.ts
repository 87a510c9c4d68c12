import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { ok } from '../../../contract/envelope';
import { Code } from '../../../contract/errors';
import { principalOf } from '../../auth/route-permission';
import type { ResourceService } from '../../crud/resource-service';
import { envelopeSchema, FAILURE_RESPONSES, rowSchema } from '../../crud/route-schemas';
import { SIGNED_IN_SECURITY } from '../../http/api-docs';
import { ApiError } from '../../http/api-error';
import { withBodyCheckedByHandler } from '../../http/request-validator';
import { readBinding, readSiteId } from './binding-input';
import type { SiteBinding } from './site-binding';

const ID_PATH = { type: 'object', properties: { id: { type: 'string', description: 'The site id' } } };
const BIND_BODY = {
  type: 'object',
  properties: {
    mac: { type: 'string', description: "The gateway's MAC address, 01:23:45:67:89:AB" },
    alias: { type: 'string', maxLength: 50, description: 'What the building calls its gateway' },
  },
};

/**
 * Bind and unbind (route `site-tabs`): `POST /api/sites/:id/bind {mac, alias}` answers
 * the site and the gateway's credential, shown this once; `/unbind`; `/unbind-all` for
 * every bound site of the caller. Bodies and ids are read by the handlers, so that
 * each refusal is the spec's own code (6034, 6058).
 */
export function registerBindingRoutes(
  app: FastifyInstance,
  sites: ResourceService,
  binding: SiteBinding,
  compile: FastifySchemaCompiler<unknown>,
): void {
  const config = { permission: sites.resource.permission };
  const tags = [sites.resource.label.en];
  const site = rowSchema(sites.resource);
  const base = `/api/${sites.resource.path}`;
  // The id is read by the handlers too (a string in the schema), so that a bad one gets the spec's code.
  const checkedByHandler = { validatorCompiler: withBodyCheckedByHandler(compile) };

  app.post(
    `${base}/:id/bind`,
    {
      config,
      ...checkedByHandler,
      schema: {
        summary: 'Bind a site to the gateway of its building; the credential is shown once',
        tags,
        security: SIGNED_IN_SECURITY,
        params: ID_PATH,
        body: BIND_BODY,
        response: {
          200: envelopeSchema({
            type: 'object',
            properties: {
              site,
              credential: { type: 'string', description: 'What the gateway signs its device calls with; shown once' },
            },
            required: ['site', 'credential'],
          }),
          ...FAILURE_RESPONSES,
        },
      },
    },
    async (request) => {
      const id = readSiteId(request.params, Code.SITE_ID_NULL);
      return ok(await binding.bind(principalOf(request), id, readBinding(request.body)));
    },
  );

  app.post(
    `${base}/:id/unbind`,
    {
      config,
      ...checkedByHandler,
      schema: {
        summary: 'Unbind a site from its gateway; the credential stops working at once',
        tags,
        security: SIGNED_IN_SECURITY,
        params: ID_PATH,
        response: { 200: envelopeSchema(site), ...FAILURE_RESPONSES },
      },
    },
    async (request) => {
      refuseBody(request.body);
      return ok(await binding.unbind(principalOf(request), readSiteId(request.params, Code.UNBIND_PARAMS)));
    },
  );

  const count = envelopeSchema({ type: 'object', properties: { count: { type: 'integer' } }, required: ['count'] });
  app.get(
    `${base}/bound-count`,
    {
      config,
      schema: {
        summary: 'How many bound sites the caller owns (what unbind-all would unbind)',
        tags,
        security: SIGNED_IN_SECURITY,
        response: { 200: count, ...FAILURE_RESPONSES },
      },
    },
    async (request) => ok({ count: await binding.boundCount(principalOf(request)) }),
  );

  app.post(
    `${base}/unbind-all`,
    {
      config,
      ...checkedByHandler,
      schema: {
        summary: 'Unbind every bound site of the caller',
        tags,
        security: SIGNED_IN_SECURITY,
        response: { 200: count, ...FAILURE_RESPONSES },
      },
    },
    async (request) => {
      refuseBody(request.body);
      return ok({ count: await binding.unbindAll(principalOf(request)) });
    },
  );
}

/** Unbinding takes nothing but the path: anything sent along is a mistake the caller should hear of (6058). */
function refuseBody(body: unknown): void {
  const empty = body === undefined || body === null || (typeof body === 'object' && Object.keys(body).length === 0);
  if (!empty) throw new ApiError(Code.UNBIND_PARAMS, 'unbinding takes no body');
}
