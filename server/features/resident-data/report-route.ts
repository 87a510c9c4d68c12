import type { FastifyInstance } from 'fastify';
import { ok } from '../../../contract/envelope';
import { principalOf } from '../../auth/route-permission';
import type { ResourceServices } from '../../crud/resource-services';
import { envelopeSchema, FAILURE_RESPONSES, ID_PARAMS } from '../../crud/route-schemas';
import type { FileStore } from '../../files/file-store';
import { SIGNED_IN_SECURITY } from '../../http/api-docs';
import { languageOf } from '../../http/request-language';
import { PHOTO_READ_SCHEMA, type PhotoReadLog } from '../../photo-reads';
import { residentDataReport } from './data-report';
import { reportWorkbook } from './report-workbook';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const REPORT_QUERY = {
  type: 'object',
  properties: {
    format: {
      type: 'string',
      enum: ['json', 'xlsx'],
      default: 'json',
      description: 'JSON (the default) or a workbook',
    },
    lang: { type: 'string', enum: ['en', 'zh'], description: "The workbook's language; else Accept-Language decides" },
  },
  additionalProperties: false,
};

const ROW = { type: 'object', additionalProperties: true };

const REPORT_SCHEMA = {
  type: 'object',
  properties: {
    generatedAt: { type: 'string', format: 'date-time' },
    resident: { ...ROW, description: 'The resident’s row as the API answers it' },
    faces: {
      type: 'array',
      description: 'Its faces with their statuses and failure reasons, and each photo the store still holds',
      items: {
        type: 'object',
        additionalProperties: true,
        properties: {
          photo: {
            anyOf: [
              { type: 'null' },
              {
                type: 'object',
                properties: { mime: { type: 'string' }, extension: { type: 'string' }, base64: { type: 'string' } },
                required: ['mime', 'extension', 'base64'],
              },
            ],
          },
        },
      },
    },
    photoReads: {
      type: 'array',
      items: PHOTO_READ_SCHEMA,
      description: 'Every read of its faces’ photos, newest first',
    },
    revisions: { type: 'array', items: ROW, description: 'Revisions of the resident and its faces, oldest first' },
  },
  required: ['generatedAt', 'resident', 'faces', 'photoReads', 'revisions'],
};

/**
 * GET /api/residents/:id/data-report?format=json|xlsx: everything the console holds about a
 * resident, for a subject access request, to whoever may see the resident (its permission and
 * its site's owner). The face photos it embeds are recorded as read (`data-report`).
 */
export function registerReportRoute(
  app: FastifyInstance,
  services: ResourceServices,
  store: FileStore,
  reads: PhotoReadLog,
): void {
  const resident = services.of('resident').resource;
  app.get(
    `/api/${resident.path}/:id/data-report`,
    {
      config: { permission: resident.permission },
      schema: {
        operationId: 'getResidentDataReport',
        summary: 'Everything the console holds about a resident (JSON or .xlsx), for a subject access request',
        tags: [resident.label.en],
        security: SIGNED_IN_SECURITY,
        params: ID_PARAMS,
        querystring: REPORT_QUERY,
        response: {
          200: {
            description: 'The report: as JSON in the envelope, or as a workbook',
            content: {
              'application/json': { schema: envelopeSchema(REPORT_SCHEMA) },
              [XLSX_TYPE]: { schema: { type: 'string', format: 'binary' } },
            },
          },
          ...FAILURE_RESPONSES,
        },
      },
    },
    async (request, reply) => {
      const { id } = request.params as { id: number };
      const { format = 'json' } = request.query as { format?: 'json' | 'xlsx' };
      const report = await residentDataReport(services, store, reads, principalOf(request), Number(id));
      if (format === 'json') return ok(report);
      return reply
        .headers({
          'content-type': XLSX_TYPE,
          'content-disposition': `attachment; filename="resident-${id}-data.xlsx"`,
          'cache-control': 'private, no-store',
        })
        .send(await reportWorkbook(report, languageOf(request)));
    },
  );
}
