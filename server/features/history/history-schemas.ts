import type { JsonSchema } from '../../crud/json-schema';
import { REFERENCE_LABELS_SCHEMA } from '../../crud/reference-labels';
import { REVISION_FIELDS } from './revision-reads';

const NULLABLE_TEXT = { type: ['string', 'null'] };
const NULLABLE_ID = { type: ['integer', 'null'] };
const ACTOR_KIND = { type: 'string', enum: ['admin', 'gateway', 'job', 'system'] };

const FIELD_CHANGE: JsonSchema = {
  type: 'object',
  description:
    'A field before and after; a masked field (a secret, a password hash, erased data) holds masked: true only',
  properties: {
    before: { description: 'The value before (absent on a create)' },
    after: { description: 'The value after (absent on a delete)' },
    masked: { type: 'boolean', enum: [true] },
  },
};

export const REVISION: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    resource: { type: 'string' },
    recordId: { type: 'integer' },
    recordTitle: { ...NULLABLE_TEXT, description: "The record's title then" },
    action: { type: 'string', enum: ['create', 'update', 'delete'] },
    at: { type: 'string', format: 'date-time' },
    actorKind: ACTOR_KIND,
    adminId: { ...NULLABLE_ID, description: 'The admin behind the write, if any' },
    actorName: {
      ...NULLABLE_TEXT,
      description: "The admin's account name, the gateway's site's name or the job's name",
    },
    siteId: { ...NULLABLE_ID, description: 'The site whose gateway wrote' },
    restoredFrom: { ...NULLABLE_ID, description: 'The revision a restore put back' },
    changes: { type: 'object', additionalProperties: FIELD_CHANGE, description: 'Each changed field, by name' },
  },
  required: [...REVISION_FIELDS],
};

export const HISTORY_PAGE: JsonSchema = {
  type: 'object',
  properties: {
    list: { type: 'array', items: REVISION },
    total: { type: 'integer' },
    referenceLabels: REFERENCE_LABELS_SCHEMA,
  },
  required: ['list', 'total', 'referenceLabels'],
};

export const DELETED_PAGE: JsonSchema = {
  type: 'object',
  properties: {
    list: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          recordId: { type: 'integer' },
          recordTitle: NULLABLE_TEXT,
          revisionId: { type: 'integer', description: 'The delete revision: restore it to make the record again' },
          at: { type: 'string', format: 'date-time' },
          actorKind: ACTOR_KIND,
          actorName: NULLABLE_TEXT,
        },
        required: ['recordId', 'recordTitle', 'revisionId', 'at', 'actorKind', 'actorName'],
      },
    },
    total: { type: 'integer' },
  },
  required: ['list', 'total'],
};

const LANG = { type: 'string', enum: ['en', 'zh'], description: 'The language of refusals the server words' };

export const PAGE_QUERY: JsonSchema = {
  type: 'object',
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
  },
  additionalProperties: false,
};

export const REVISION_PARAMS: JsonSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
    revision: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER },
  },
  required: ['id', 'revision'],
  additionalProperties: false,
};

export const RESTORE_BODY: JsonSchema = {
  type: 'object',
  properties: {
    version: {
      type: 'integer',
      description:
        'The version of the record as the admin saw it; a stale one gives 6075 (not needed to make a deleted record again)',
    },
  },
  additionalProperties: false,
};

export const LANG_QUERY: JsonSchema = { type: 'object', properties: { lang: LANG }, additionalProperties: false };
