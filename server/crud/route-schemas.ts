import { REFERENCE_LABELS_FIELD } from '../../contract/reference-labels';
import type { FieldDefinition, ResourceDefinition } from '../../contract/resource';
import { OWNER_FIELD } from '../../contract/resource';
import type { JsonSchema } from './json-schema';
import { REFERENCE_LABELS_SCHEMA } from './reference-labels';

/**
 * Schemas of the generic routes, built from the registry. They drive the response
 * serialiser (which also keeps anything undeclared out of answers) and the OpenAPI
 * document; request bodies are checked by the contract's validators instead.
 */

function nullable(schema: JsonSchema): JsonSchema {
  const type = schema.type;
  const withNull: JsonSchema = typeof type === 'string' ? { ...schema, type: [type, 'null'] } : schema;
  return Array.isArray(schema.enum) ? { ...withNull, enum: [...schema.enum, null] } : withNull;
}

/**
 * Whether a stored row always holds a value for the field: required by the schema and
 * NOT NULL in its table (a column marked `x-db.nullable` may be empty in rows the
 * server writes itself). Secrets come back masked, and an empty one as null.
 */
function alwaysHeld(field: FieldDefinition): boolean {
  return field.required && !field.db.nullable && !field.writeOnly;
}

const optionValues = (field: FieldDefinition) => (field.options ?? []).map((option) => option.value);

function valueSchema(field: FieldDefinition): JsonSchema {
  const description = field.label.en;
  switch (field.kind) {
    case 'json':
      return field.type === 'array'
        ? { type: 'array', items: field.options ? { type: 'string', enum: optionValues(field) } : {}, description }
        : { type: 'object', additionalProperties: true, description };
    case 'datetime':
      return { type: 'string', format: 'date-time', description };
    case 'enum':
      return { type: 'string', enum: optionValues(field), description };
    case 'reference':
      return { type: 'integer', description: `${description} (id of a ${field.references ?? 'row'})` };
    default:
      return { type: field.type, description };
  }
}

/**
 * A row as the API returns it (row-shape.ts `presentRow`): every declared field is
 * present, null when the row holds no value, so all are required; only those a row
 * always holds (alwaysHeld) are non-null. Secrets come back masked, so their type is
 * text whatever they hold. Lists and single rows may also carry the titles of the
 * rows they refer to; the answers of writes do not.
 */
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
    if (field.writeOnly)
      properties[field.name] = { type: ['string', 'null'], description: `${field.label.en} (masked)` };
    else properties[field.name] = alwaysHeld(field) ? valueSchema(field) : nullable(valueSchema(field));
  }
  const required = Object.keys(properties);
  if (resource.fields.some((field) => field.references !== undefined && !field.internal)) {
    properties[REFERENCE_LABELS_FIELD] = REFERENCE_LABELS_SCHEMA;
  }
  return { type: 'object', properties, required };
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

/** The envelope every JSON answer is; `description` names the answer in the OpenAPI document. */
export function envelopeSchema(data: JsonSchema, description = 'Done: code 200, the answer in data'): JsonSchema {
  return {
    type: 'object',
    description,
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
    params: {
      type: 'object',
      description:
        "The limits or allowed values of the rule (min, max, limit, values), to word it in any language, or the field's own words for it (message)",
      properties: {
        min: { type: 'number' },
        max: { type: 'number' },
        limit: { type: 'number' },
        values: { type: 'array', items: { type: 'string' } },
        message: {
          type: 'object',
          description: "The field's own words for the rule, in English and Chinese (a MAC address's shape)",
          properties: { en: { type: 'string' }, zh: { type: 'string' } },
        },
      },
    },
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
        use: {
          type: 'string',
          description:
            "With 6059: what was refused of another account's row (read, change, delete, file, retry, decide, reference, history, bind)",
        },
      },
    },
  ],
};

export const FAILURE_RESPONSES: Record<string, JsonSchema> = {
  '4xx': envelopeSchema(FAILURE_DATA, 'Refused: a catalogue code, its message, and the fields that failed if any'),
  '5xx': envelopeSchema({ type: 'null' }, 'System exception: code 500, nothing more said'),
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
    properties: {
      list: { type: 'array', items: rowSchema(resource) },
      total: { type: 'integer', description: 'Exact number of rows; absent when they were not all counted' },
      hasNextPage: { type: 'boolean' },
      totalEstimate: { type: 'integer', description: 'Not counted: about this many rows (PostgreSQL planner)' },
      totalMoreThan: { type: 'integer', description: 'Not counted: more than this many rows' },
    },
    required: ['list', 'hasNextPage'],
  };
}

const BINARY: JsonSchema = { type: 'string', format: 'binary' };

/** A success that is a file rather than the envelope, in one of `mediaTypes` (bytes unless `schema` says otherwise). */
export function fileAnswer(
  description: string,
  mediaTypes: readonly string[],
  schema: JsonSchema = BINARY,
): JsonSchema {
  return { description, content: Object.fromEntries(mediaTypes.map((mediaType) => [mediaType, { schema }])) };
}

/** The query of a route that takes no parameters: any parameter is a mistake, refused with 400. */
export const NO_QUERY: JsonSchema = { type: 'object', properties: {}, additionalProperties: false };
