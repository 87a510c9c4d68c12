import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../../contract/envelope';
import { Code } from '../../../contract/errors';
import { JOBS_TIMEZONE, NEXT_RUNS_SHOWN, nextRunsOf } from '../../../contract/scheduled-jobs';
import { principalOf } from '../../auth/route-permission';
import type { ResourceServices } from '../../crud/resource-services';
import { envelopeSchema, FAILURE_RESPONSES, ID_PARAMS, pageSchema, rowSchema } from '../../crud/route-schemas';
import { SIGNED_IN_SECURITY } from '../../http/api-docs';
import { ApiError } from '../../http/api-error';
import { type JobRunner, manualTick } from './job-runner';

/** How long `run` waits for the run to end before answering it as it stands (still running). */
const RUN_ANSWER_WAIT_MS = 10_000;
const MAX_RUNS_PAGE_SIZE = 100;

const RUNS_QUERY = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1, description: 'Page number, from 1' },
    pageSize: { type: 'integer', minimum: 1, maximum: MAX_RUNS_PAGE_SIZE, default: 20, description: 'Runs per page' },
  },
  additionalProperties: false,
};

const NEXT_RUNS = {
  type: 'object',
  properties: {
    cron: { type: 'string' },
    timezone: { type: 'string', description: `The zone the expression is read in (${JOBS_TIMEZONE})` },
    runs: {
      type: 'array',
      items: { type: 'string', format: 'date-time' },
      description: 'The next instants, earliest first',
    },
  },
  required: ['cron', 'timezone', 'runs'],
};

/** Run now, pause, resume, the run history and the next runs of a job (route sp-cfg-job). */
export function registerJobRoutes(app: FastifyInstance, services: ResourceServices, runner: JobRunner): void {
  const jobs = services.of('scheduled-job');
  const runs = services.of('scheduled-job-run');
  const base = `/api/${jobs.resource.path}/:id`;
  const route = (summary: string, extra: Record<string, unknown>) => ({
    config: { permission: jobs.resource.permission },
    schema: { summary, tags: [jobs.resource.label.en], security: SIGNED_IN_SECURITY, params: ID_PARAMS, ...extra },
  });
  const jobOf = (request: FastifyRequest) => jobs.get(principalOf(request), (request.params as { id: number }).id);

  app.post(
    `${base}/run`,
    route('Run a scheduled job now (answers the run once it ends, or after 10 s still running)', {
      response: { 200: envelopeSchema(rowSchema(runs.resource)), ...FAILURE_RESPONSES },
    }),
    async (request) => {
      const visible = await jobOf(request);
      const job = await services.tables.of('scheduled-job').findById(Number(visible.id));
      if (!job) throw new ApiError(Code.NOT_FOUND, `scheduled job ${String(visible.id)}`);
      const adminId = principalOf(request).adminId;
      const started = await runner.start(job, { trigger: 'manual', tick: manualTick(), adminId });
      if (!started) throw new ApiError(Code.REPEAT_REQUEST, 'the job is running');
      const waited = new Promise<undefined>((resolve) => {
        const timer = setTimeout(() => resolve(undefined), RUN_ANSWER_WAIT_MS);
        void started.done.finally(() => clearTimeout(timer)).catch(() => {});
      });
      const run = (await Promise.race([started.done, waited])) ?? started.run;
      return ok(runs.present(run));
    },
  );

  for (const [action, enabled] of [
    ['pause', false],
    ['resume', true],
  ] as const) {
    app.post(
      `${base}/${action}`,
      route(enabled ? 'Resume a paused scheduled job' : 'Pause a scheduled job (it runs no more ticks until resumed)', {
        response: { 200: envelopeSchema(rowSchema(jobs.resource)), ...FAILURE_RESPONSES },
      }),
      async (request) => {
        const job = await jobOf(request);
        const changed = await jobs.systemUpdate(Number(job.id), { enabled }, { principal: principalOf(request) });
        return ok(jobs.present(changed));
      },
    );
  }

  app.get(
    `${base}/runs`,
    route("A scheduled job's runs, latest first", {
      querystring: RUNS_QUERY,
      response: { 200: envelopeSchema(pageSchema(runs.resource)), ...FAILURE_RESPONSES },
    }),
    async (request) => {
      const job = await jobOf(request);
      const { page = 1, pageSize = 20 } = request.query as { page?: number; pageSize?: number };
      const store = services.tables.of('scheduled-job-run');
      const total = await store.db
        .selectFrom(store.table)
        .select((eb) => eb.fn.countAll().as('count'))
        .where('jobId', '=', Number(job.id))
        .executeTakeFirstOrThrow();
      const rows = await store.db
        .selectFrom(store.table)
        .selectAll()
        .where('jobId', '=', Number(job.id))
        .orderBy('startedAt', 'desc')
        .orderBy('id', 'desc')
        .limit(pageSize)
        .offset((page - 1) * pageSize)
        .execute();
      const count = Number(total.count);
      const list = rows.map((row) => runs.present(store.decode(row)));
      return ok({ list, total: count, hasNextPage: page * pageSize < count });
    },
  );

  app.get(
    `${base}/next-runs`,
    route(`The next ${NEXT_RUNS_SHOWN} runs of a scheduled job's cron, read in ${JOBS_TIMEZONE}`, {
      response: { 200: envelopeSchema(NEXT_RUNS), ...FAILURE_RESPONSES },
    }),
    async (request) => {
      const job = await jobOf(request);
      const cron = String(job.cron);
      const instants = nextRunsOf(cron, NEXT_RUNS_SHOWN).map((instant) => instant.toISOString());
      return ok({ cron, timezone: JOBS_TIMEZONE, runs: instants });
    },
  );
}
