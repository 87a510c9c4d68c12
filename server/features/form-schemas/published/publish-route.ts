import type { FastifyInstance } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { ok } from '../../../../contract/envelope';
import { Code } from '../../../../contract/errors';
import type { EntitySchema } from '../../../../generator/entity-schema';
import { principalOf } from '../../../auth/route-permission';
import type { FeatureBackend } from '../../../backend';
import { entityView } from '../../../crud/entity-view';
import { envelopeSchema, FAILURE_RESPONSES, ID_PARAMS } from '../../../crud/route-schemas';
import { constraintViolation } from '../../../db/constraint-violation';
import { refuseIfRowsBreak } from '../../../db/migrator';
import { ApiError } from '../../../http/api-error';
import type { CheckAnswer } from '../draft-check';
import { draftOrRefusal, PERMISSION, ROUTE_COMMON } from '../draft-routes';
import type { DraftStore } from '../draft-store';
import { type Publication, recordPublication } from './entity-store';
import type { LiveEntities } from './live-entities';
import { PUBLISH_ANSWER } from './publish-schemas';
import { refuseIfRowsBreakTightened, tightenedRules } from './tightened-rules';

/** A check that failed, as the refusal of a publication: 400 with every error as a field failure. */
function refusalOf(answer: CheckAnswer): ApiError {
  const [first] = answer.errors;
  return ApiError.ofFields(
    first?.code ?? Code.BAD_REQUEST,
    `${first?.pointer || '/'} ${first?.message ?? 'the schema cannot be published'}`,
    answer.errors.map(({ pointer, rule, code }) => ({ field: pointer, rule: rule ?? 'schema', code })),
  );
}

/**
 * `POST /api/form-schemas/:id/publish`: checks the draft as the check route does, then,
 * in one transaction, refuses a rule made tighter than rows already stored keep
 * (tightened-rules.ts), runs the migration it showed (on this server's engine), records
 * the publication and marks the draft published. The entity is live on this node when
 * the answer leaves; `announce` then tells the other nodes (at once through Redis; else
 * they find it at their next look, a few seconds).
 */
export function registerPublishRoute(
  app: FastifyInstance,
  drafts: DraftStore,
  live: LiveEntities,
  backend: FeatureBackend,
  check: (schema: unknown) => CheckAnswer,
  announce: (publication: Publication) => void,
): void {
  app.post(
    '/api/form-schemas/:id/publish',
    {
      config: { permission: PERMISSION },
      schema: {
        ...ROUTE_COMMON,
        summary: 'Publish a draft: run its migration and serve the entity, without a restart',
        params: ID_PARAMS,
        response: { 200: envelopeSchema(PUBLISH_ANSWER), ...FAILURE_RESPONSES },
      },
    },
    async (request) => {
      const { id } = request.params as { id: number };
      const draft = await draftOrRefusal(drafts.get(id));
      // Another node's publication of the same entity counts before this one is planned.
      await live.refresh();
      const answer = check(draft.schema);
      if (!answer.ok) throw refusalOf(answer);
      const schema = draft.schema as EntitySchema;
      const entityVersion = (live.named(schema.$id)?.entityVersion ?? 0) + 1;
      const dialect = backend.database.dialect;
      const publication = await backend.tables
        .inTransaction(async (tables) => {
          const db = tables.transaction;
          if (!db) throw new Error('a publication runs in a transaction');
          for (const rule of answer.checks ?? []) await refuseIfRowsBreak(db as Kysely<unknown>, rule);
          const kept = live.named(schema.$id);
          if (kept) {
            const table = kept.resource.table;
            await refuseIfRowsBreakTightened(db as Kysely<unknown>, table, tightenedRules(kept.schema, schema));
          }
          for (const statement of answer.migration[dialect]) await sql.raw(statement).execute(db);
          const recorded = await recordPublication(tables, {
            schema,
            entityVersion,
            formSchemaId: id,
            adminId: principalOf(request).adminId,
          });
          await tables
            .of('form-schema')
            .touch(id, { status: 'published', publishedVersion: entityVersion, publishedAt: new Date().toISOString() });
          return recorded;
        })
        .catch((error: unknown) => {
          // Published meanwhile by someone else (the version is taken): check again and retry.
          if (constraintViolation(error)?.kind === 'unique') throw new ApiError(Code.STALE);
          throw error;
        });
      await live.activate(publication);
      announce(publication);
      const entity = live.named(schema.$id);
      if (!entity) throw new Error(`${schema.$id} is not live after its publication`);
      return ok({
        publishedVersion: entityVersion,
        migration: answer.migration,
        entity: entityView(entity.resource, 'published', entity.validatorModule),
      });
    },
  );
}
