import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { ok } from '../../../contract/envelope';
import { Code } from '../../../contract/errors';
import { principalOf } from '../../auth/route-permission';
import type { ResourceServices } from '../../crud/resource-services';
import { envelopeSchema, FAILURE_RESPONSES, ID_PARAMS } from '../../crud/route-schemas';
import type { FileAccess } from '../../files/file-access';
import { SIGNED_IN_SECURITY } from '../../http/api-docs';
import { ApiError } from '../../http/api-error';
import { withBodyCheckedByHandler } from '../../http/request-validator';
import { type FacePhotoChecks, facePathOf } from './face-photo-checks';

const TRIAL_BODY = {
  type: 'object',
  properties: { faceUrl: { type: 'string', description: 'A photo from POST /upload/image' } },
  required: ['faceUrl'],
};

const VERDICT = {
  type: 'object',
  properties: {
    code: { type: 'string', description: 'The tactic tried' },
    passed: { type: 'boolean' },
    reason: { type: 'string', description: 'Why it failed: the tactic and what was measured against its limit' },
  },
  required: ['code', 'passed'],
};

/**
 * POST /api/auto-detect-tactics/:id/try {faceUrl}: a photo judged by one tactic with
 * its current thresholds, so an administrator tuning them sees what a face upload
 * would get. Nothing is written. A tactic that is switched off judges nothing (6081),
 * and a photo judged must be one the caller may use for a face (6059).
 */
export function registerTacticTrialRoute(
  app: FastifyInstance,
  services: ResourceServices,
  checks: FacePhotoChecks,
  access: FileAccess,
  compile: FastifySchemaCompiler<unknown>,
): void {
  const tactics = services.of('auto-detect-tactic').resource;
  app.post(
    `/api/${tactics.path}/:id/try`,
    {
      config: { permission: tactics.permission },
      validatorCompiler: withBodyCheckedByHandler(compile),
      schema: {
        summary: 'Try a photo against one tactic and its thresholds; writes nothing (6081 when it is off)',
        tags: [tactics.label.en],
        security: SIGNED_IN_SECURITY,
        params: ID_PARAMS,
        body: TRIAL_BODY,
        response: { 200: envelopeSchema(VERDICT), ...FAILURE_RESPONSES },
      },
    },
    async (request) => {
      const id = Number((request.params as { id: number }).id);
      const tactic = Number.isInteger(id) ? await services.tables.of('auto-detect-tactic').findById(id) : undefined;
      if (!tactic) throw new ApiError(Code.NOT_FOUND, `tactic ${String(id)}`);
      if (!tactic.enabled) throw new ApiError(Code.SWITCH_OFF, `tactic ${tactic.code} is switched off`);
      const faceUrl = (request.body as { faceUrl?: unknown } | undefined)?.faceUrl;
      const params = (tactic.params ?? {}) as Record<string, unknown>;
      // Judged first, so that a photo not in the store is 400 as for a face; said only to whoever may use it.
      const outcome = await checks.judgeWith(faceUrl, [{ code: tactic.code, params }]);
      await access.checkUse(services.tables, principalOf(request), facePathOf(faceUrl), 'faceUrl');
      return ok({ code: tactic.code, ...outcome });
    },
  );
}
