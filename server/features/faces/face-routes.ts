import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { ok } from '../../../contract/envelope';
import { Code } from '../../../contract/errors';
import { principalOf } from '../../auth/route-permission';
import type { ResourceServices } from '../../crud/resource-services';
import { envelopeSchema, FAILURE_RESPONSES, rowSchema } from '../../crud/route-schemas';
import { SIGNED_IN_SECURITY } from '../../http/api-docs';
import { ApiError } from '../../http/api-error';
import { withBodyCheckedByHandler } from '../../http/request-validator';
import type { FacePhotoChecks } from './face-photo-checks';
import { retryFaces } from './face-retry';
import { readManualResultBody, readRetryIds } from './face-route-input';
import { giveManualResults } from './manual-results';

const RETRY_BODY = {
  type: 'object',
  properties: {
    ids: { type: 'array', items: { type: 'integer', minimum: 1 }, maxItems: 1000, description: 'The faces to retry' },
  },
  required: ['ids'],
};

const RESULTS_BODY = {
  type: 'object',
  properties: {
    items: {
      type: 'array',
      maxItems: 1000,
      description: 'The faces judged, each with the version the person saw',
      items: {
        type: 'object',
        properties: { id: { type: 'integer', minimum: 1 }, version: { type: 'integer', minimum: 1 } },
        required: ['id', 'version'],
      },
    },
    result: { type: 'string', enum: ['pass', 'fail'] },
    reason: {
      type: 'string',
      maxLength: 200,
      description: 'Required with fail: the reason kept as the failure reason',
    },
  },
  required: ['items', 'result'],
};

const OUTCOME = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    ok: { type: 'boolean' },
    code: { type: 'integer', description: '200 when done, else the catalogue code refusing this face' },
    msg: { type: 'string' },
    status: { type: 'string' },
    version: { type: 'integer' },
  },
  required: ['id', 'ok', 'code'],
};

/** Retry of failed faces, and a person's manual detection results for a site's faces. */
export function registerFaceRoutes(
  app: FastifyInstance,
  services: ResourceServices,
  checks: FacePhotoChecks,
  compile: FastifySchemaCompiler<unknown>,
): void {
  const faces = services.of('face').resource;
  const sites = services.of('site').resource;
  const bodyCheckedByHandler = withBodyCheckedByHandler(compile);

  app.post(
    `/api/${faces.path}/retry`,
    {
      config: { permission: faces.permission },
      validatorCompiler: bodyCheckedByHandler,
      schema: {
        summary: 'Retry failed faces (register_failed, manual_failed), all or none: decided again from the tactics on',
        tags: [faces.label.en],
        security: SIGNED_IN_SECURITY,
        body: RETRY_BODY,
        response: {
          200: envelopeSchema({
            type: 'object',
            properties: { faces: { type: 'array', items: rowSchema(faces) } },
            required: ['faces'],
          }),
          ...FAILURE_RESPONSES,
        },
      },
    },
    async (request) =>
      ok({ faces: await retryFaces(services, checks, principalOf(request), readRetryIds(request.body)) }),
  );

  app.post(
    `/api/${sites.path}/:id/manual-detection/results`,
    {
      config: { permission: sites.permission },
      validatorCompiler: bodyCheckedByHandler,
      schema: {
        operationId: 'recordManualDetectionResults',
        summary: 'Pass or fail faces waiting for manual detection at a site: a result per face (6071–6075, 6059)',
        tags: [sites.label.en],
        security: SIGNED_IN_SECURITY,
        params: { type: 'object', properties: { id: { type: 'string', description: 'The site id' } } },
        body: RESULTS_BODY,
        response: {
          200: envelopeSchema({
            type: 'object',
            properties: { results: { type: 'array', items: OUTCOME } },
            required: ['results'],
          }),
          ...FAILURE_RESPONSES,
        },
      },
    },
    async (request) => {
      const siteId = Number((request.params as { id: string }).id);
      if (!Number.isInteger(siteId) || siteId < 1)
        throw new ApiError(Code.SITE_ID_NULL, 'the site id must be a row id');
      const { items, result, reason } = readManualResultBody(request.body);
      return ok({ results: await giveManualResults(services, principalOf(request), siteId, items, result, reason) });
    },
  );
}
