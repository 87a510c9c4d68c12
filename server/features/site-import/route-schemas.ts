import type { JsonSchema } from '../../crud/json-schema';
import { envelopeSchema, FAILURE_DATA, FAILURE_RESPONSES } from '../../crud/route-schemas';
import { XLSX_TYPE } from './import-workbooks';

export const IMPORT_TAG = 'Site import';

export const IMPORT_ID_PARAMS: JsonSchema = {
  type: 'object',
  properties: { importId: { type: 'string', description: 'What the preview answered as importId' } },
  required: ['importId'],
};

/** Refusals of a preview say more than a form's: the columns a sheet lacks, the row cap it passed. */
const [noData, fieldFailures] = FAILURE_DATA.anyOf as JsonSchema[];
const IMPORT_FAILURE_DATA: JsonSchema = {
  anyOf: [
    noData,
    {
      type: 'object',
      properties: {
        ...(fieldFailures.properties as Record<string, JsonSchema>),
        missing: { type: 'array', items: { type: 'string' }, description: 'With rule headers: the columns missing' },
        max: { type: 'integer', description: 'With rule maxRows: the most rows a sheet may hold' },
      },
    },
  ],
};

export const IMPORT_FAILURES: Record<string, JsonSchema> = {
  ...FAILURE_RESPONSES,
  '4xx': envelopeSchema(IMPORT_FAILURE_DATA),
};

/** A file answer: the workbook itself, not an envelope. */
export const WORKBOOK_RESPONSE: Record<string, JsonSchema> = {
  200: {
    description: 'An .xlsx workbook',
    content: { [XLSX_TYPE]: { schema: { type: 'string', format: 'binary' } } },
  },
  ...FAILURE_RESPONSES,
};

const COUNT = { type: 'integer' };

export const PROGRESS_SCHEMA: JsonSchema = {
  type: 'object',
  properties: {
    state: { type: 'string', enum: ['previewed', 'running', 'done', 'failed'] },
    done: { ...COUNT, description: 'Steps done: one per resident row written, one per face made' },
    total: { ...COUNT, description: 'Steps in all' },
    created: COUNT,
    updated: COUNT,
    unchanged: COUNT,
    refused: { ...COUNT, description: 'Rows refused, at the preview or while writing' },
    facesCreated: COUNT,
    facesUnchanged: { ...COUNT, description: 'Photos that already were faces of their residents' },
    facesFailed: COUNT,
    startedAt: { type: 'string', format: 'date-time' },
    finishedAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
    error: { type: 'string', description: 'Why a failed import stopped' },
  },
  required: ['state', 'done', 'total'],
};

export const PREVIEW_SCHEMA: JsonSchema = {
  type: 'object',
  properties: {
    importId: { type: 'string' },
    siteId: COUNT,
    siteName: { type: 'string' },
    rows: { ...COUNT, description: 'Rows of residents in the sheet (blank rows left out)' },
    create: { ...COUNT, description: 'Residents the import would create' },
    update: { ...COUNT, description: 'Residents of the site it would change' },
    unchanged: { ...COUNT, description: 'Rows the same as the resident the site has' },
    refused: {
      type: 'array',
      description: 'One entry per failed field of each refused row (row: the sheet row number)',
      items: {
        type: 'object',
        properties: {
          row: COUNT,
          personId: { type: 'string' },
          field: { type: 'string' },
          code: COUNT,
          rule: { type: 'string' },
          msg: { type: 'string', description: 'The failure in English' },
          args: {
            type: 'object',
            additionalProperties: { type: ['string', 'integer'] },
            description:
              'Values of the rule, for its text in the admin’s language (the first row of a person id, a length)',
          },
        },
        required: ['row', 'field', 'code'],
      },
    },
    refusedRows: COUNT,
    faces: {
      type: 'object',
      properties: { create: COUNT, unchanged: COUNT },
      required: ['create', 'unchanged'],
      description: 'Faces to make from the photos, and photos that already are faces of their residents',
    },
    unmatchedPhotos: { type: 'array', items: { type: 'string' }, description: 'Archive entries no row asked for' },
    photosOfRefusedRows: {
      type: 'array',
      items: { type: 'string' },
      description: 'Archive entries that are the photos of refused rows, not imported with them',
    },
  },
  required: [
    'importId',
    'siteId',
    'siteName',
    'rows',
    'create',
    'update',
    'unchanged',
    'refused',
    'refusedRows',
    'faces',
    'unmatchedPhotos',
    'photosOfRefusedRows',
  ],
};

export const MULTIPART_BODY: JsonSchema = {
  type: 'object',
  properties: {
    siteId: { type: 'string', description: 'The site to import into' },
    sheet: {
      type: 'string',
      format: 'binary',
      description: 'The filled template (.xlsx), or one .zip holding it and the photos',
    },
    photos: { type: 'string', format: 'binary', description: 'A .zip of photos named <personId>.jpg or .png' },
  },
};
