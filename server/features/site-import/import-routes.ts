import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import { ok } from '../../../contract/envelope';
import { Code } from '../../../contract/errors';
import { getResource } from '../../../contract/registry';
import type { Locale } from '../../../contract/resource';
import type { ImportRunFailures } from '../../../contract/site-import';
import { principalOf } from '../../auth/route-permission';
import { envelopeSchema, ID_PARAMS } from '../../crud/route-schemas';
import { SIGNED_IN_SECURITY } from '../../http/api-docs';
import { ApiError } from '../../http/api-error';
import { withBodyCheckedByHandler } from '../../http/request-validator';
import type { ImportContext } from './import-context';
import { RUNS } from './import-history';
import type { ImportPlan, RowOutcome } from './import-state';
import {
  failedRowCells,
  failedRowsWorkbook,
  reportWorkbook,
  runFailuresWorkbook,
  templateWorkbook,
  XLSX_TYPE,
} from './import-workbooks';
import { previewImport } from './preview-import';
import { receiveImportParts } from './receive-import-parts';
import { LANGUAGE_QUERY, languageOf } from './request-language';
import {
  IMPORT_FAILURES,
  IMPORT_ID_PARAMS,
  IMPORT_TAG,
  MULTIPART_BODY,
  PREVIEW_SCHEMA,
  PROGRESS_SCHEMA,
  WORKBOOK_RESPONSE,
} from './route-schemas';
import { runImport } from './run-import';

export const IMPORT_PERMISSION = 'site-import';
const BASE = '/api/site-import';
const IMPORT_ID = /^[0-9a-f]{32}$/;

/** What a workbook of an import that has ended is made from. */
type EndedImport = { plan: ImportPlan; outcomes: RowOutcome[]; locale: Locale };

/**
 * Site face import (route `site-import`): the template, a preview that writes
 * nothing, the run in the background with its progress, and the report. Every
 * import belongs to the admin who previewed it; to anyone else it does not exist (404).
 */
export function registerImportRoutes(
  app: FastifyInstance,
  context: ImportContext,
  compile: FastifySchemaCompiler<unknown>,
): void {
  const config = { permission: IMPORT_PERMISSION };
  const docs = { tags: [IMPORT_TAG], security: SIGNED_IN_SECURITY };
  const running = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.all(running);
  });

  app.get(
    `${BASE}/template`,
    {
      config,
      schema: {
        ...docs,
        summary: 'The import template (.xlsx), headers in the admin’s language',
        querystring: LANGUAGE_QUERY,
        response: WORKBOOK_RESPONSE,
      },
    },
    async (request, reply) =>
      sendWorkbook(reply, 'site-import-template', await templateWorkbook(context.columns, languageOf(request))),
  );

  app.post(
    `${BASE}/preview`,
    {
      config,
      validatorCompiler: withBodyCheckedByHandler(compile),
      schema: {
        ...docs,
        summary: 'Read a filled sheet and its photos and say what importing them would do; writes nothing',
        consumes: ['multipart/form-data'],
        body: MULTIPART_BODY,
        response: { 200: envelopeSchema(PREVIEW_SCHEMA), ...IMPORT_FAILURES },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const parts = await receiveImportParts(request, context.store, context.limits);
      return ok(await previewImport(context, principal, parts));
    },
  );

  const byId = { config, schema: { ...docs, params: IMPORT_ID_PARAMS } };
  app.post(
    `${BASE}/:importId/run`,
    {
      ...byId,
      schema: {
        ...byId.schema,
        summary: 'Start a previewed import in the background',
        response: { 200: envelopeSchema(PROGRESS_SCHEMA), ...IMPORT_FAILURES },
      },
    },
    async (request) => {
      const plan = await ownPlan(context, request);
      // One run per import: a second call (a retry, another tab) gets the progress of the first.
      if (await context.states.claim(plan.importId)) {
        const run = runImport(context, principalOf(request), plan, request.log).finally(() => running.delete(run));
        running.add(run);
        await new Promise((resolve) => setImmediate(resolve));
      }
      return ok(await progressOf(context, plan.importId));
    },
  );

  app.get(
    `${BASE}/:importId`,
    {
      ...byId,
      schema: {
        ...byId.schema,
        summary: 'Where an import stands: state, steps done of the total, counts',
        response: { 200: envelopeSchema(PROGRESS_SCHEMA), ...IMPORT_FAILURES },
      },
    },
    async (request) => ok(await progressOf(context, await ownImportId(context, request))),
  );

  registerPastRunWorkbooks(app, context);

  // The workbooks of an import that has ended, in the admin's language.
  const endedWorkbooks = [
    {
      part: 'report',
      summary: 'The per-row report of an import that ended (.xlsx), in the admin’s language',
      build: ({ outcomes, locale }: EndedImport) =>
        reportWorkbook(outcomes, context.columns, getResource('face'), locale),
    },
    {
      part: 'failed-rows',
      summary: 'The refused rows and rows whose face failed, filled in, to correct and import again (.xlsx)',
      build: ({ plan, outcomes, locale }: EndedImport) =>
        failedRowsWorkbook(failedRowCells(plan, outcomes), context.columns, locale),
    },
  ];
  for (const { part, summary, build } of endedWorkbooks) {
    app.get(
      `${BASE}/:importId/${part}`,
      { ...byId, schema: { ...byId.schema, summary, querystring: LANGUAGE_QUERY, response: WORKBOOK_RESPONSE } },
      async (request, reply) => {
        const plan = await ownPlan(context, request);
        const outcomes = await endedOutcomes(context, plan);
        return sendWorkbook(reply, `site-import-${part}`, await build({ plan, outcomes, locale: languageOf(request) }));
      },
    );
  }
}

/**
 * The workbooks of a past import, from its history row (`site-import-run`), which outlives
 * the import's own state: its failures as a report, and its failed rows filled in as the
 * sheet gave them, to correct and import again. A run the caller may not see is 404.
 */
function registerPastRunWorkbooks(app: FastifyInstance, context: ImportContext): void {
  const pastRun = [
    {
      part: 'report',
      summary: 'The failures of a past import as its history keeps them (.xlsx), in the admin’s language',
      build: (failures: ImportRunFailures, locale: Locale) =>
        runFailuresWorkbook(failures.items, context.columns, locale),
    },
    {
      part: 'failed-rows',
      summary: 'The failed rows of a past import, filled in, to correct and import again (.xlsx)',
      build: (failures: ImportRunFailures, locale: Locale) =>
        failedRowsWorkbook(failures.rows ?? [], context.columns, locale),
    },
  ];
  for (const { part, summary, build } of pastRun) {
    app.get(
      `${BASE}/runs/:id/${part}`,
      {
        config: { permission: IMPORT_PERMISSION },
        schema: {
          tags: [IMPORT_TAG],
          security: SIGNED_IN_SECURITY,
          summary,
          params: ID_PARAMS,
          querystring: LANGUAGE_QUERY,
          response: WORKBOOK_RESPONSE,
        },
      },
      async (request, reply) => {
        const { id } = request.params as { id: number };
        const run = await context.services.of(RUNS).get(principalOf(request), Number(id));
        const failures = (run.failedRows as ImportRunFailures | null) ?? { items: [], total: 0 };
        return sendWorkbook(reply, `site-import-run-${id}-${part}`, await build(failures, languageOf(request)));
      },
    );
  }
}

/** The id of an import of the caller's; anyone else's, or none, is 404. */
async function ownImportId(context: ImportContext, request: FastifyRequest): Promise<string> {
  const { importId } = request.params as { importId: string };
  const owner = IMPORT_ID.test(importId) ? await context.states.owner(importId) : undefined;
  if (owner !== principalOf(request).adminId) throw new ApiError(Code.NOT_FOUND, `import ${importId}`);
  return importId;
}

async function ownPlan(context: ImportContext, request: FastifyRequest): Promise<ImportPlan> {
  const importId = await ownImportId(context, request);
  const plan = await context.states.plan(importId);
  if (!plan) throw new ApiError(Code.NOT_FOUND, `import ${importId}`);
  return plan;
}

async function progressOf(context: ImportContext, importId: string) {
  const progress = await context.states.progress(importId);
  if (!progress) throw new ApiError(Code.NOT_FOUND, `import ${importId}`);
  return progress;
}

/** The rows' outcomes of an import that has ended; before that there is no report yet. */
async function endedOutcomes(context: ImportContext, plan: ImportPlan) {
  const progress = await progressOf(context, plan.importId);
  const outcomes = await context.states.report(plan.importId);
  if (!outcomes || (progress.state !== 'done' && progress.state !== 'failed')) {
    throw new ApiError(Code.BAD_REQUEST, `import ${plan.importId} has not ended: it is ${progress.state}`);
  }
  return outcomes;
}

function sendWorkbook(reply: FastifyReply, name: string, workbook: Buffer) {
  return reply
    .headers({
      'content-type': XLSX_TYPE,
      'content-disposition': `attachment; filename="${name}.xlsx"`,
      'cache-control': 'private, no-store',
    })
    .send(workbook);
}
