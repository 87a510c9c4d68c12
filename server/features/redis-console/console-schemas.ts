import { LONGEST_PATTERN, PAGE_TIME_BUDGET_MS } from '../../../contract/redis-console';
import type { JsonSchema } from '../../crud/json-schema';

const KEY = { type: 'string', description: 'The key name' };
const TTL = { type: 'integer', description: 'Seconds left before the key expires; -1 when it never does' };
const TYPE = {
  type: 'string',
  enum: ['string', 'hash', 'list', 'set', 'zset', 'stream'],
  description: 'The Redis type (the in-process store holds strings only)',
};
const TEXT = { type: 'string' };

export const KEYS_QUERY: JsonSchema = {
  type: 'object',
  properties: {
    pattern: {
      type: 'string',
      description: `A Redis glob pattern (*, ?, [abc], [a-z], [^abc], \\ escaping), at most ${LONGEST_PATTERN} characters; * by default`,
    },
    type: { type: 'string', description: 'Only keys of this type: string, hash, list, set, zset or stream' },
    cursor: { type: 'string', description: 'Where to go on, from the last page; 0 (the default) starts over' },
    count: { type: 'string', description: 'How many keys a page brings at most, 1 to 1000; 200 by default' },
  },
  additionalProperties: false,
};

export const KEY_QUERY: JsonSchema = {
  type: 'object',
  properties: { key: KEY },
  additionalProperties: false,
};

export const KEYS_PAGE: JsonSchema = {
  type: 'object',
  properties: {
    keys: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          key: KEY,
          type: TYPE,
          ttl: TTL,
          masked: { type: 'boolean', description: 'The value holds a secret and is never shown' },
        },
        required: ['key', 'type', 'ttl', 'masked'],
      },
    },
    cursor: { type: 'string', description: 'Send it back for the next page; 0 when the scan is done' },
    scanned: {
      type: 'integer',
      description: 'Keys this page looked at (on Redis an estimate: the COUNT of its SCANs)',
    },
    cutShort: {
      type: 'boolean',
      description: `The page stopped at its time budget (${PAGE_TIME_BUDGET_MS} ms) with what it had found; the cursor goes on from there`,
    },
    total: { type: 'integer', description: 'Keys in the store (DBSIZE)' },
    store: { type: 'string', enum: ['redis', 'memory'], description: 'Which store the server uses' },
  },
  required: ['keys', 'cursor', 'scanned', 'cutShort', 'total', 'store'],
};

export const KEY_DETAIL: JsonSchema = {
  type: 'object',
  properties: {
    key: KEY,
    type: TYPE,
    ttl: TTL,
    encoding: { type: 'string', description: 'OBJECT ENCODING (int or text in the in-process store)' },
    size: { type: 'integer', description: 'Memory the key takes in bytes (MEMORY USAGE; estimated in-process)' },
    length: { type: 'integer', description: 'Characters of a string, items of a collection' },
    value: {
      description:
        'string: text; hash: [{field, value}]; list: [{index, value}]; set: [member]; zset: [{member, score}]; stream: [{id, fields: [{field, value}]}]; null when masked',
    },
    truncated: { type: 'boolean', description: 'Only the first 500 items (64 KiB of a string) are shown' },
    masked: { type: 'boolean', description: 'The value holds a secret: not shown, and the key can only be deleted' },
  },
  required: ['key', 'type', 'ttl', 'encoding', 'size', 'length', 'value', 'truncated', 'masked'],
};

export const STRING_BODY: JsonSchema = {
  type: 'object',
  properties: { key: KEY, value: { ...TEXT, description: 'The new value (the time to live is kept)' } },
  required: ['key', 'value'],
};

export const HASH_FIELD_BODY: JsonSchema = {
  type: 'object',
  properties: { key: KEY, field: { ...TEXT, description: 'The field to set' }, value: TEXT },
  required: ['key', 'field', 'value'],
};

export const TTL_BODY: JsonSchema = {
  type: 'object',
  properties: {
    key: KEY,
    ttl: { type: ['integer', 'null'], description: 'Seconds, 1 or more; null removes the time to live' },
  },
  required: ['key', 'ttl'],
};

export const RENAME_BODY: JsonSchema = {
  type: 'object',
  properties: { key: KEY, newKey: { ...TEXT, description: 'The new name; must not exist' } },
  required: ['key', 'newKey'],
};

export const DELETE_BODY: JsonSchema = {
  type: 'object',
  properties: { keys: { type: 'array', items: KEY, minItems: 1, maxItems: 1000, description: 'The keys to delete' } },
  required: ['keys'],
};

export const WRITTEN: JsonSchema = {
  type: 'object',
  properties: { key: KEY },
  required: ['key'],
};

export const DELETED: JsonSchema = {
  type: 'object',
  properties: { deleted: { type: 'integer', description: 'How many of the keys existed' } },
  required: ['deleted'],
};
