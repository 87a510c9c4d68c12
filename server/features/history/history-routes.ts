import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ok } from '../../../contract/envelope';
import type { ResourceDefinition } from '../../../contract/resource';
import { principalOf } from '../../auth/route-permission';
import type { ResourceServices } from '../../crud/resource-services';
import { envelopeSchema, FAILURE_RESPONSES, ID_PARAMS, rowSchema } from '../../crud/route-schemas';
import { SIGNED_IN_SECURITY } from '../../http/api-docs';
import { languageOf } from '../../http/request-language';
import { deletedRecords } from './deleted-records';
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

/**
 * The history routes of one resource under `/api/<path>`, each needing the resource's
 * own permission code and, for a record, its ownership (judged on its last values
 * when it was deleted): a record's revisions, the deleted records, and a restore.
 */
export function registerHistoryRoutes(
  app: FastifyInstance,
  services: ResourceServices,
  resource: ResourceDefinition,
  restored: RestoredHook,
): void {
  const base = `/api/${resource.path}`;
  const config = { permission: resource.permission };
  const tags = [resource.label.en];
  const access = new RecordAccess(services);
  const reads = new RevisionReads(services.tables);
  const restore = new RecordRestore(services, access);

  app.get(
    `${base}/:id/history`,
    {
      config,
      schema: {
        summary: `The history of a ${resource.label.en}, newest first: who changed which field when, from what to what`,
        tags,
        security: SIGNED_IN_SECURITY,
        params: ID_PARAMS,
        querystring: PAGE_QUERY,
        response: { 200: envelopeSchema(HISTORY_PAGE), ...FAILURE_RESPONSES },
      },
    },
    async (request) => {
      const { id } = request.params as { id: number };
      await access.visible(principalOf(request), resource, id);
      const { page, pageSize } = pageOf(request);
      const read = await reads.page(resource.name, id, page, pageSize);
      return ok({ ...read, referenceLabels: await referenceLabelsOf(services.tables, resource, read.list) });
    },
  );

  app.get(
    `${base}/history/deleted`,
    {
      config,
      schema: {
        summary: `Deleted ${resource.label.en} rows, newest delete first, each with its delete revision`,
        tags,
        security: SIGNED_IN_SECURITY,
        querystring: PAGE_QUERY,
        response: { 200: envelopeSchema(DELETED_PAGE), ...FAILURE_RESPONSES },
      },
    },
    async (request) => {
      const { page, pageSize } = pageOf(request);
      return ok(await deletedRecords(services.tables, access, principalOf(request), resource, page, pageSize));
    },
  );

  app.post(
    `${base}/:id/history/:revision/restore`,
    {
      config,
      schema: {
        summary: `Put a ${resource.label.en} back as a revision left it, or make a deleted one again`,
        tags,
        security: SIGNED_IN_SECURITY,
        params: REVISION_PARAMS,
        querystring: LANG_QUERY,
        body: RESTORE_BODY,
        response: { 200: envelopeSchema(rowSchema(resource)), ...FAILURE_RESPONSES },
      },
    },
    async (request) => {
      const { id, revision } = request.params as RevisionParams;
      const { version } = (request.body ?? {}) as { version?: number };
      const principal = principalOf(request);
      const locale = languageOf(request);
      const row = await restore.restore({ principal, resource, recordId: id, revisionId: revision, version, locale });
      await restored(principal, resource.name, row);
      return ok(row);
    },
  );
}
