import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../../../contract/envelope';
import type { ResourceDefinition } from '../../../contract/resource';
import { principalOf } from '../../auth/route-permission';
import type { ResourceServices } from '../../crud/resource-services';
import { envelopeSchema, FAILURE_RESPONSES, ID_PARAMS, rowSchema } from '../../crud/route-schemas';
import { SIGNED_IN_SECURITY } from '../../http/api-docs';
import { languageOf } from '../../http/request-language';
import { deletedRecords } from './deleted-records';
import { type HistoryRoutesAt, paramsAt } from './history-routes-at';
import { DELETED_PAGE, HISTORY_PAGE, LANG_QUERY, PAGE_QUERY, RESTORE_BODY, REVISION_PARAMS } from './history-schemas';
import { RecordAccess } from './record-access';
import { referenceLabelsOf } from './reference-titles';
import { RecordRestore } from './restore';
import type { RestoredHook } from './restored-photos';
import { RevisionReads } from './revision-reads';

type PageQuery = { page?: number; pageSize?: number };
type RevisionParams = { id: number; revision: number };

const pageOf = (request: FastifyRequest) => {
  const { page = 1, pageSize = 20 } = request.query as PageQuery;
  return { page, pageSize };
};

/** What a route's schema says beyond its parts: its summary and tags in the document, or that it is left out. */
function describedAs(at: HistoryRoutesAt, summary: (resource: ResourceDefinition) => string) {
  const resource = at.documented;
  if (!resource) return { hide: true };
  return { summary: summary(resource), tags: [resource.label.en], security: SIGNED_IN_SECURITY };
}

/**
 * The history routes under `at.base`, each needing the resource's own permission code
 * and, for a record, its ownership (judged on its last values when it was deleted): a
 * record's revisions, the deleted records, and a restore. The resource is the one
 * `at` finds for the request; a request it finds none for is answered 404.
 */
export function registerHistoryRoutes(
  app: FastifyInstance,
  services: ResourceServices,
  at: HistoryRoutesAt,
  restored: RestoredHook,
): void {
  const { base } = at;
  const config = { permission: at.permission };
  const access = new RecordAccess(services);
  const reads = new RevisionReads(services.tables);
  const restore = new RecordRestore(services, access);
  /** The request's resource to `work` on; a request without one is answered 404. */
  const serve =
    (work: (resource: ResourceDefinition, request: FastifyRequest) => Promise<unknown>) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      const resource = at.resourceOf(request);
      if (!resource) return reply.callNotFound();
      return work(resource, request);
    };

  app.get(
    `${base}/:id/history`,
    {
      config,
      schema: {
        ...describedAs(
          at,
          (resource) =>
            `The history of a ${resource.label.en}, newest first: who changed which field when, from what to what`,
        ),
        params: paramsAt(at, ID_PARAMS),
        querystring: PAGE_QUERY,
        response: { 200: envelopeSchema(HISTORY_PAGE), ...FAILURE_RESPONSES },
      },
    },
    serve(async (resource, request) => {
      const { id } = request.params as { id: number };
      await access.visible(principalOf(request), resource, id);
      const { page, pageSize } = pageOf(request);
      const read = await reads.page(resource.name, id, page, pageSize);
      return ok({ ...read, referenceLabels: await referenceLabelsOf(services.tables, resource, read.list) });
    }),
  );

  app.get(
    `${base}/history/deleted`,
    {
      config,
      schema: {
        ...describedAs(
          at,
          (resource) => `Deleted ${resource.label.en} rows, newest delete first, each with its delete revision`,
        ),
        querystring: PAGE_QUERY,
        response: { 200: envelopeSchema(DELETED_PAGE), ...FAILURE_RESPONSES },
      },
    },
    serve(async (resource, request) => {
      const { page, pageSize } = pageOf(request);
      return ok(await deletedRecords(services.tables, access, principalOf(request), resource, page, pageSize));
    }),
  );

  app.post(
    `${base}/:id/history/:revision/restore`,
    {
      config,
      schema: {
        ...describedAs(
          at,
          (resource) => `Put a ${resource.label.en} back as a revision left it, or make a deleted one again`,
        ),
        params: paramsAt(at, REVISION_PARAMS),
        querystring: LANG_QUERY,
        body: RESTORE_BODY,
        // A published entity's row is known only per request: answered as its own generic routes answer it.
        response: at.documented
          ? { 200: envelopeSchema(rowSchema(at.documented)), ...FAILURE_RESPONSES }
          : FAILURE_RESPONSES,
      },
    },
    serve(async (resource, request) => {
      const { id, revision } = request.params as RevisionParams;
      const { version } = (request.body ?? {}) as { version?: number };
      const principal = principalOf(request);
      const locale = languageOf(request);
      const row = await restore.restore({ principal, resource, recordId: id, revisionId: revision, version, locale });
      await restored(principal, resource.name, row);
      return ok(row);
    }),
  );
}
