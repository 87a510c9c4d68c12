import type { JsonSchema } from '../../crud/json-schema';

/** Request and answer schemas of the form generator's routes (the OpenAPI document is built from them). */

const ENTITY_SCHEMA: JsonSchema = {
  type: 'object',
  additionalProperties: true,
  description: 'An entity schema in the format of the files in schemas/ (see generator/meta-schema.json)',
};

export const SCHEMA_BODY: JsonSchema = {
  type: 'object',
  properties: {
    schema: ENTITY_SCHEMA,
    version: {
      type: 'integer',
      minimum: 1,
      description: 'On an update: the version being edited; a stale one gives 6075',
    },
  },
  required: ['schema'],
  additionalProperties: false,
};

const NULLABLE_TIME = { type: ['string', 'null'], format: 'date-time' };

const SUMMARY_PROPERTIES: Record<string, JsonSchema> = {
  id: { type: 'integer' },
  name: { type: ['string', 'null'], description: 'The $id of the schema' },
  status: { type: 'string', enum: ['draft', 'published'] },
  publishedVersion: { type: ['integer', 'null'] },
  publishedAt: NULLABLE_TIME,
  checkedAt: { ...NULLABLE_TIME, description: 'When it was last checked' },
  version: { type: 'integer', description: 'Send it back with an update' },
  createdAt: { type: 'string', format: 'date-time' },
  updatedAt: { type: 'string', format: 'date-time' },
};

const SUMMARY_REQUIRED = Object.keys(SUMMARY_PROPERTIES);

export const DRAFT: JsonSchema = {
  type: 'object',
  properties: { ...SUMMARY_PROPERTIES, schema: ENTITY_SCHEMA },
  required: [...SUMMARY_REQUIRED, 'schema'],
};

export const DRAFT_LIST: JsonSchema = {
  type: 'array',
  description: 'The newest drafts first (500 at most), without their schemas',
  items: { type: 'object', properties: SUMMARY_PROPERTIES, required: SUMMARY_REQUIRED },
};

const STATEMENTS: JsonSchema = { type: 'array', items: { type: 'string' } };

/** The statements of a migration, per engine. */
export const MIGRATION: JsonSchema = {
  type: 'object',
  properties: { sqlite: STATEMENTS, postgres: STATEMENTS },
  required: ['sqlite', 'postgres'],
};

export const CHECK_ANSWER: JsonSchema = {
  type: 'object',
  properties: {
    ok: { type: 'boolean', description: 'No errors: the schema can be published' },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          pointer: { type: 'string', description: 'JSON pointer into the schema; empty for the whole schema' },
          message: { type: 'string' },
          code: { type: 'integer', description: 'The catalogue code of the refusal' },
          rule: { type: 'string', description: 'For a safety bound: the rule broken' },
        },
        required: ['pointer', 'message', 'code'],
      },
    },
    migration: {
      ...MIGRATION,
      description: 'The statements publishing would run, per engine (the same planner as the generator)',
    },
    validatorModule: {
      type: 'string',
      description: "After a clean check: the URL of the draft's validator module (an ES module), for a live preview",
    },
  },
  required: ['ok', 'errors', 'migration'],
};

export const SCHEMA_FILE: JsonSchema = {
  ...ENTITY_SCHEMA,
  description: 'The schema file itself (not wrapped in the envelope), as schemas/<$id>.json holds it',
};
