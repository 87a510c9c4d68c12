import type { FieldDefinition, ResourceDefinition } from '../../contract/resource';
import { OWNER_FIELD } from '../../contract/resource';
import type { JsonSchema } from './json-schema';

/**
 * Schemas of the generic routes, built from the registry. They drive the response
 * serialiser (which also keeps anything undeclared out of answers) and the OpenAPI
 * document; request bodies are checked by the contract's validators instead.
 */

function nullable(schema: JsonSchema): JsonSchema {
  const type = schema.type;
  return typeof type === 'string' ? { ...schema, type: [type, 'null'] } : schema;
}

function valueSchema(field: FieldDefinition): JsonSchema {
  const description = field.label.en;
  switch (field.kind) {
    case 'json':
      return field.type === 'array'
        ? { type: 'array', items: {}, description }
        : { type: 'object', additionalProperties: true, description };
    case 'datetime':
      return { type: 'string', format: 'date-time', description };
    case 'enum':
      return { type: 'string', enum: (field.options ?? []).map((option) => option.value), description };
    case 'reference':
      return { type: 'integer', description: `${description} (id of a ${field.references ?? 'row'})` };
    default:
      return { type: field.type, description };
  }
}

/** A row as the API returns it. Secrets come back masked, so their type is text whatever they hold. */
export function rowSchema(resource: ResourceDefinition): JsonSchema {
  const properties: Record<string, JsonSchema> = {
    id: { type: 'integer' },
    version: { type: 'integer', description: 'Send it back with an update; a stale one gives 6075' },
    createdAt: { type: 'string', format: 'date-time' },
    updatedAt: { type: 'string', format: 'date-time' },
  };
  if (resource.ownership.kind === 'direct') {
    properties[OWNER_FIELD] = { type: ['integer', 'null'], description: 'Admin account owning the row' };
  }
  for (const field of resource.fields) {
    if (field.internal) continue;
    properties[field.name] = field.writeOnly
      ? { type: ['string', 'null'], description: `${field.label.en} (masked)` }
      : nullable(valueSchema(field));
  }
  return { type: 'object', properties, required: ['id', 'version', 'createdAt', 'updatedAt'] };
}

/** The body of a create or an update, for the OpenAPI document. */
export function inputSchema(resource: ResourceDefinition, mode: 'create' | 'update'): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const field of resource.fields) {
    if (field.internal || field.readOnly) continue;
    const schema = valueSchema(field);
    for (const rule of ['minLength', 'maxLength', 'minimum', 'maximum', 'pattern'] as const) {
      if (field[rule] !== undefined) schema[rule] = field[rule];
    }
    if (field.default !== undefined) schema.default = field.default;
    if (field.writeOnly && mode === 'update')
      schema.description = `${field.label.en} (empty or masked keeps the stored one)`;
    properties[field.name] = schema;
  }
  if (mode === 'update') properties.version = { type: 'integer', description: 'The version of the row being edited' };
  const required =
    mode === 'create'
      ? resource.fields.filter((field) => field.required && !field.readOnly).map((f) => f.name)
      : ['version'];
  return { type: 'object', properties, ...(required.length > 0 ? { required } : {}) };
}

export function envelopeSchema(data: JsonSchema): JsonSchema {
  return {
    type: 'object',
    properties: { code: { type: 'integer' }, msg: { type: 'string' }, data },
    required: ['code', 'msg', 'data'],
  };
}

/** Failures carry a catalogue code, a message and, about fields, which failed. */
const FIELD_FAILURE: JsonSchema = {
  type: 'object',
  properties: {
    field: { type: 'string', description: 'The field that failed' },
    rule: { type: 'string', description: 'The rule it broke: a JSON Schema keyword, unique, references, owner…' },
    code: { type: 'integer', description: 'The catalogue code of this failure' },
    row: { type: 'integer', description: 'The row of a batch, from 0' },
    resource: { type: 'string', description: 'With rule restrict: the resource whose rows still refer to this one' },
  },
};

/**
 * What a refusal's `data` holds: null, or the fields that failed (the first one at
 * the top, every one under `failures`) so that a form marks the right inputs, or the
 * row of a batch that was refused.
 */
export const FAILURE_DATA: JsonSchema = {
  anyOf: [
    { type: 'null' },
    {
      type: 'object',
      properties: {
        ...(FIELD_FAILURE.properties as Record<string, JsonSchema>),
        failures: { type: 'array', items: FIELD_FAILURE },
      },
    },
  ],
};

export const FAILURE_RESPONSES: Record<string, JsonSchema> = {
  '4xx': envelopeSchema(FAILURE_DATA),
  '5xx': envelopeSchema({ type: 'null' }),
};

export const ID_PARAMS: JsonSchema = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } },
  required: ['id'],
  additionalProperties: false,
};

export const DELETE_MANY_BODY: JsonSchema = {
  type: 'object',
  properties: {
    ids: { type: 'array', items: { type: 'integer', minimum: 1 }, description: 'Rows to delete; 6019 when empty' },
  },
};

export function pageSchema(resource: ResourceDefinition): JsonSchema {
  return {
    type: 'object',
    properties: { list: { type: 'array', items: rowSchema(resource) }, total: { type: 'integer' } },
    required: ['list', 'total'],
  };
}
