import type { JsonSchema } from '../../crud/json-schema';
import { FAILURE_DATA } from '../../crud/route-schemas';

/** Request and answer schemas of the SQL console's routes (the OpenAPI document is built from them). */
export const DEFAULT_MAX_ROWS = 500;
export const MAX_ROWS = 10_000;

const SQL = { type: 'string', minLength: 1, maxLength: 20000, description: 'One statement' };

export const QUERY_BODY = {
  type: 'object',
  properties: {
    sql: SQL,
    maxRows: {
      type: 'integer',
      minimum: 1,
      maximum: MAX_ROWS,
      default: DEFAULT_MAX_ROWS,
      description: 'Rows returned at most; more set `truncated`',
    },
  },
  required: ['sql'],
  additionalProperties: false,
};

export const EXPLAIN_BODY = {
  type: 'object',
  properties: { sql: SQL },
  required: ['sql'],
  additionalProperties: false,
};

export const RESULT_SCHEMA = {
  type: 'object',
  properties: {
    columns: {
      type: 'array',
      description: 'Result columns in order, with the engine type (PostgreSQL type name, SQLite declared type)',
      items: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          type: { type: 'string' },
          masked: {
            type: 'boolean',
            description: 'The column comes from a secret column: its values are the mask (NULL stays NULL)',
          },
        },
        required: ['name', 'type'],
      },
    },
    rows: {
      type: 'array',
      description: 'Rows as arrays, values in column order; secret values masked',
      items: { type: 'array', items: {} },
    },
    rowCount: { type: 'integer', minimum: 0 },
    truncated: { type: 'boolean', description: 'More rows than maxRows: the rest was not read' },
    elapsedMs: { type: 'number', minimum: 0 },
  },
  required: ['columns', 'rows', 'rowCount', 'truncated', 'elapsedMs'],
};

export const HISTORY_SCHEMA = {
  type: 'array',
  description: 'The newest statements of the signed-in admin, newest first',
  items: {
    type: 'object',
    properties: {
      id: { type: 'integer' },
      sql: { type: 'string' },
      kind: { type: 'string', enum: ['query', 'explain'] },
      elapsedMs: { type: 'number' },
      rowCount: { type: ['integer', 'null'] },
      error: { type: ['string', 'null'] },
      createdAt: { type: 'string', format: 'date-time' },
    },
    required: ['id', 'sql', 'kind', 'elapsedMs', 'rowCount', 'error', 'createdAt'],
  },
};

export const SCHEMA_SCHEMA = {
  type: 'object',
  properties: {
    engine: { type: 'string', enum: ['sqlite', 'postgres'] },
    tables: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          name: { type: 'string' },
          columns: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                name: { type: 'string' },
                type: { type: 'string' },
                nullable: { type: 'boolean' },
                secret: {
                  type: 'boolean',
                  description: 'Shown masked by the console, and never computed or compared with',
                },
              },
              required: ['name', 'type', 'nullable', 'secret'],
            },
          },
        },
        required: ['name', 'columns'],
      },
    },
  },
  required: ['engine', 'tables'],
};

/** Why a statement was refused (`read-only`, `timeout`, `multiple-statements`, `syntax`, …) in the engine's words. */
const STATEMENT_REFUSAL = {
  type: 'object',
  properties: {
    reason: {
      type: 'string',
      enum: [
        'read-only',
        'timeout',
        'multiple-statements',
        'syntax',
        'secret-column',
        'permission',
        'engine',
        'unavailable',
        'too-large',
      ],
    },
    message: { type: 'string', description: "The engine's own message" },
  },
  required: ['reason', 'message'],
};

/**
 * `data` of a refusal: null, a refused statement's reason, or (a body the route's schema
 * refused) the field and rule that failed, as every route names them.
 */
export const REFUSAL_DATA = { anyOf: [STATEMENT_REFUSAL, ...(FAILURE_DATA.anyOf as JsonSchema[])] };
