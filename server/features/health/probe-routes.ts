import type { FastifyInstance } from 'fastify';
import { ok } from '../../../contract/envelope';
import { Code } from '../../../contract/errors';
import { PUBLIC } from '../../auth/route-permission';
import type { FeatureBackend } from '../../backend';
import type { JsonSchema } from '../../crud/json-schema';
import { envelopeSchema, FAILURE_RESPONSES, NO_QUERY } from '../../crud/route-schemas';
import type { FileStore } from '../../files/file-store';
import { checkReadiness } from './readiness';

export const HEALTH_TAG = 'Health';

const CHECK: JsonSchema = { type: 'string', enum: ['ok', 'failed', 'not configured'] };
const CHECKS: JsonSchema = {
  type: 'object',
  properties: {
    database: CHECK,
    redis: CHECK,
    fileStore: CHECK,
    fileStoreKind: { type: 'string', enum: ['local', 's3'], description: 'Which file store serves (FILE_STORE)' },
    fileStoreProblem: {
      type: 'string',
      description:
        'When the file store failed: the bucket does not exist, refuses the credentials, or cannot be reached',
    },
    draining: {
      type: 'boolean',
      enum: [true],
      description:
        'The node was told to stop and drains (SHUTDOWN_DRAIN_SECONDS): it serves what it is sent, nothing new should come',
    },
  },
  required: ['database', 'redis', 'fileStore', 'fileStoreKind'],
};
const ALIVE: JsonSchema = {
  type: 'object',
  properties: { status: { type: 'string', enum: ['alive'] } },
  required: ['status'],
};

/**
 * `GET /healthz`: the process answers (liveness). `GET /readyz`: it can serve, the
 * database, the configured Redis and the file store answering (readiness; 503 naming
 * what failed). Both public, for load balancers.
 */
export function registerProbeRoutes(app: FastifyInstance, backend: FeatureBackend, files: FileStore): void {
  app.get(
    '/healthz',
    {
      config: { permission: PUBLIC },
      schema: {
        operationId: 'checkLiveness',
        summary: 'Liveness: the server answers',
        tags: [HEALTH_TAG],
        querystring: NO_QUERY,
        response: { 200: envelopeSchema(ALIVE), ...FAILURE_RESPONSES },
      },
    },
    async () => ok({ status: 'alive' }),
  );
  app.get(
    '/readyz',
    {
      config: { permission: PUBLIC },
      schema: {
        operationId: 'checkReadiness',
        summary: 'Readiness: the database, the configured Redis and the file store answer',
        tags: [HEALTH_TAG],
        querystring: NO_QUERY,
        response: { 200: envelopeSchema(CHECKS), ...FAILURE_RESPONSES, 503: envelopeSchema(CHECKS) },
      },
    },
    async (_request, reply) => {
      const { ready, checks } = await checkReadiness(backend, files, app.drain.draining);
      if (ready) return ok(checks);
      return reply.code(503).send({ code: Code.UNAVAILABLE, msg: 'not ready', data: checks });
    },
  );
}
