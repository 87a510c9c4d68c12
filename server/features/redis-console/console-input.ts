import { Code } from '../../../contract/errors';
import { LONGEST_PATTERN } from '../../../contract/redis-console';
import type { RuleParams } from '../../../contract/rules/rule-messages';
import { KEY_TYPES, type KeyType, type ScanRequest } from '../../cache/cache-console';
import { ApiError } from '../../http/api-error';

export { LONGEST_PATTERN };

/** Longest key name the console takes. */
const KEY_CHARACTERS = 1024;
const VALUE_CHARACTERS = 1024 * 1024;
export const DEFAULT_PAGE = 200;
export const LARGEST_PAGE = 1000;
/** Keys one delete takes. */
export const LARGEST_DELETE = 1000;
/** A time to live of ten years at most. */
const LONGEST_TTL_SECONDS = 10 * 365 * 24 * 60 * 60;

type Input = Record<string, unknown>;

function refuse(code: number, field: string, rule: string, detail: string, params?: RuleParams): never {
  throw ApiError.ofFields(code, detail, [{ field, rule, ...(params ? { params } : {}) }]);
}

/** A key name: a non-empty string (6066 naming the field otherwise). */
export function keyOf(input: Input, field = 'key'): string {
  const key = input[field];
  if (typeof key !== 'string' || key === '') refuse(Code.KEY_NULL, field, 'required', `${field} is empty`);
  if (key.length > KEY_CHARACTERS)
    refuse(Code.BAD_REQUEST, field, 'maxLength', `${field} is too long`, { max: KEY_CHARACTERS });
  return key;
}

export function textOf(input: Input, field: string): string {
  const text = input[field];
  if (typeof text !== 'string') refuse(Code.VALUE_NULL, field, 'required', `${field} must be text`);
  if (text.length > VALUE_CHARACTERS) refuse(Code.BAD_REQUEST, field, 'maxLength', `${field} is too long`);
  return text;
}

export function hashFieldOf(input: Input): string {
  const field = input.field;
  if (typeof field !== 'string' || field === '') refuse(Code.BAD_REQUEST, 'field', 'required', 'field is empty');
  if (field.length > KEY_CHARACTERS) refuse(Code.BAD_REQUEST, 'field', 'maxLength', 'field is too long');
  return field;
}

/** Seconds from 1 to ten years, or null (no time to live). */
export function ttlOf(input: Input): number | undefined {
  const ttl = input.ttl;
  if (ttl === null) return undefined;
  if (typeof ttl !== 'number' || !Number.isInteger(ttl))
    refuse(Code.BAD_REQUEST, 'ttl', 'type', 'ttl must be an integer or null');
  if (ttl < 1 || ttl > LONGEST_TTL_SECONDS)
    refuse(Code.BAD_REQUEST, 'ttl', 'range', `ttl must be from 1 to ${LONGEST_TTL_SECONDS} seconds`);
  return ttl;
}

export function keyListOf(input: Input): string[] {
  const keys = input.keys;
  if (!Array.isArray(keys) || keys.length === 0) refuse(Code.KEY_NULL, 'keys', 'minItems', 'keys is empty');
  if (keys.length > LARGEST_DELETE) refuse(Code.BAD_REQUEST, 'keys', 'maxItems', `at most ${LARGEST_DELETE} keys`);
  return keys.map((key: unknown, row) => {
    if (typeof key === 'string' && key !== '' && key.length <= KEY_CHARACTERS) return key;
    throw ApiError.ofFields(Code.KEY_NULL, `keys[${row}] is not a key name`, [{ field: 'keys', rule: 'items', row }]);
  });
}

/**
 * The query of a page of keys, with its defaults: every key, from the start, 200 a page.
 * A pattern has at most LONGEST_PATTERN characters (400 with `params.max`, which the
 * browser words in its language).
 */
export function scanRequestOf(query: Input): ScanRequest {
  const pattern = query.pattern === undefined || query.pattern === '' ? '*' : String(query.pattern);
  if (pattern.length > LONGEST_PATTERN)
    refuse(Code.BAD_REQUEST, 'pattern', 'maxLength', `pattern is longer than ${LONGEST_PATTERN} characters`, {
      max: LONGEST_PATTERN,
    });
  const cursor = query.cursor === undefined || query.cursor === '' ? '0' : String(query.cursor);
  if (!/^\d{1,20}$/.test(cursor)) refuse(Code.BAD_REQUEST, 'cursor', 'pattern', 'cursor must be a number from a page');
  const count = query.count === undefined || query.count === '' ? DEFAULT_PAGE : Number(query.count);
  if (!Number.isInteger(count) || count < 1 || count > LARGEST_PAGE)
    refuse(Code.BAD_REQUEST, 'count', 'range', `count must be from 1 to ${LARGEST_PAGE}`);
  const type = query.type === undefined || query.type === '' ? undefined : String(query.type);
  if (type !== undefined && !(KEY_TYPES as readonly string[]).includes(type))
    refuse(Code.BAD_REQUEST, 'type', 'enum', `type must be one of ${KEY_TYPES.join(', ')}`);
  return { pattern, cursor, count, type: type as KeyType | undefined };
}
