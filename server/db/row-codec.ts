import type { FieldKind } from '../../contract/resource';
import type { Dialect } from './database';

/**
 * Converts one value between its API form and its column form. The API speaks JSON
 * (booleans, ISO 8601 strings, arrays and objects); SQLite stores booleans as 0/1,
 * datetimes as ISO text and JSON as text; PostgreSQL has booleans and TIMESTAMPTZ.
 */
export function toColumn(kind: FieldKind, dialect: Dialect, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'boolean':
      return dialect === 'sqlite' ? (value ? 1 : 0) : Boolean(value);
    case 'datetime':
      // One spelling in storage, so that SQLite's text comparison orders instants.
      return toIsoInstant(value);
    case 'json':
      return JSON.stringify(value);
    default:
      return value;
  }
}

export function fromColumn(kind: FieldKind, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  switch (kind) {
    case 'boolean':
      return value === true || value === 1 || value === '1' || value === 't';
    case 'datetime':
      return toIsoInstant(value);
    case 'json':
      return typeof value === 'string' ? parseJson(value) : value;
    case 'integer':
    case 'reference':
    case 'number':
      return typeof value === 'number' ? value : Number(value);
    default:
      return value;
  }
}

/** An ISO 8601 instant in UTC with milliseconds, the form `Date#toISOString` writes. */
export function toIsoInstant(value: unknown): string {
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString();
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    // A column written outside the API may hold plain text; show it rather than fail the page.
    return text;
  }
}
