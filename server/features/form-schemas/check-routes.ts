import type { FastifyInstance } from 'fastify';
import { ok } from '../../../contract/envelope';
import { schemaFileText } from '../../../generator/schema-format';
import { envelopeSchema, FAILURE_RESPONSES, ID_PARAMS } from '../../crud/route-schemas';
import type { CheckAnswer } from './draft-check';
import { draftOrRefusal, PERMISSION, ROUTE_COMMON } from './draft-routes';
import { CHECK_ANSWER, SCHEMA_FILE } from './draft-schemas';
import type { DraftStore } from './draft-store';

/** Checking a draft (with the migration it would need) and exporting it as a schema file. */
export function registerCheckRoutes(
  app: FastifyInstance,
  drafts: DraftStore,
  check: (schema: unknown) => CheckAnswer,
  previewModule: (schema: unknown) => string,
): void {
  const config = { permission: PERMISSION };
  app.post(
    '/api/form-schemas/:id/check',
    {
      config,
      schema: {
        ...ROUTE_COMMON,
        summary: 'Check a draft as the generator would, and show the migration publishing it would run',
        params: ID_PARAMS,
        response: { 200: envelopeSchema(CHECK_ANSWER), ...FAILURE_RESPONSES },
      },
    },
    async (request) => {
      const { id } = request.params as { id: number };
      const draft = await draftOrRefusal(drafts.get(id));
      const { checks: _rowChecks, ...answer } = check(draft.schema);
      await drafts.markChecked(id);
      return ok(answer.ok ? { ...answer, validatorModule: previewModule(draft.schema) } : answer);
    },
  );
  app.get(
    '/api/form-schemas/:id/export',
    {
      config,
      schema: {
        ...ROUTE_COMMON,
        summary: 'Download a draft as a schema file, formatted as the files in schemas/ are',
        params: ID_PARAMS,
        response: { 200: SCHEMA_FILE, ...FAILURE_RESPONSES },
      },
    },
    async (request, reply) => {
      const draft = await draftOrRefusal(drafts.get((request.params as { id: number }).id));
      const name = draft.name && /^[a-z0-9-]+$/.test(draft.name) ? draft.name : `form-schema-${draft.id}`;
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}.json"`)
        .send(schemaFileText(draft.schema));
    },
  );
}
