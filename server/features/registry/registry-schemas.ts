import type { JsonSchema } from '../../crud/json-schema';

/** The answer of `GET /api/registry`, for the OpenAPI document. */

const LABEL: JsonSchema = {
  type: 'object',
  properties: { en: { type: 'string' }, zh: { type: 'string' } },
  required: ['en', 'zh'],
};

const FIELD: JsonSchema = {
  type: 'object',
  description: 'A field as contract/resource.ts FieldDefinition describes it',
  additionalProperties: true,
  properties: {
    name: { type: 'string' },
    kind: {
      type: 'string',
      enum: ['string', 'text', 'integer', 'number', 'boolean', 'datetime', 'enum', 'reference', 'json'],
    },
    type: { type: 'string' },
    label: LABEL,
    required: { type: 'boolean' },
    readOnly: { type: 'boolean' },
    writeOnly: { type: 'boolean' },
    ui: { type: 'object', additionalProperties: true, description: 'list, filter, sort, form, show, widget…' },
  },
  required: ['name', 'kind', 'type', 'label', 'required', 'ui'],
};

const ENTITY: JsonSchema = {
  type: 'object',
  description: 'A resource as contract/resource.ts ResourceDefinition describes it, and where it comes from',
  additionalProperties: true,
  properties: {
    name: { type: 'string', description: 'The $id of its schema' },
    path: { type: 'string', description: 'Its API is under /api/<path>' },
    permission: { type: 'string', description: 'The permission code every operation needs' },
    label: LABEL,
    operations: { type: 'array', items: { type: 'string', enum: ['list', 'show', 'create', 'update', 'delete'] } },
    recordTitle: { type: 'string' },
    source: {
      type: 'string',
      enum: ['built-in', 'published'],
      description: 'built-in: a file of schemas/; published: built in the form generator and published at run time',
    },
    validatorModule: {
      type: ['string', 'null'],
      description: 'URL of the module holding its validators; null when they are compiled into the console',
    },
    fields: { type: 'array', items: FIELD },
  },
  required: ['name', 'path', 'permission', 'label', 'operations', 'source', 'validatorModule', 'fields'],
};

export const REGISTRY: JsonSchema = {
  type: 'object',
  properties: {
    entities: { type: 'array', items: ENTITY, description: 'Every entity with an API and screens, in menu order' },
  },
  required: ['entities'],
};
