import { createHash } from 'node:crypto';
import type { Row } from '../../db/database';

/** One public setting as the mobile app reads it. */
export interface AppConfigEntry {
  key: string;
  value: string;
  valueType: string;
  description: string | null;
}

/** The answer of GET /app/config: every key with its typed value, and the rows themselves. */
export interface AppConfigAnswer {
  config: Record<string, unknown>;
  entries: AppConfigEntry[];
}

/** A value read as its declared type; a value that does not read as that type stays text. */
export function typedValue(value: string, valueType: string): unknown {
  if (valueType === 'number') {
    const number = Number(value);
    return value.trim() !== '' && Number.isFinite(number) ? number : value;
  }
  if (valueType === 'boolean') {
    if (value === 'true') return true;
    if (value === 'false') return false;
    return value;
  }
  if (valueType === 'json') {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }
  return value;
}

/** Only the schema's public fields, sorted by key: ids, versions and timestamps stay inside. */
export function appConfigAnswer(rows: Row[]): AppConfigAnswer {
  const entries = rows
    .map((row) => ({
      key: String(row.key),
      value: String(row.value),
      valueType: typeof row.valueType === 'string' ? row.valueType : 'string',
      description: typeof row.description === 'string' ? row.description : null,
    }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const config: Record<string, unknown> = {};
  for (const entry of entries) config[entry.key] = typedValue(entry.value, entry.valueType);
  return { config, entries };
}

/** A strong entity tag: a hash of the answer's JSON. */
export function entityTagOf(answer: AppConfigAnswer): string {
  const hash = createHash('sha256').update(JSON.stringify(answer)).digest('base64url');
  return `"${hash.slice(0, 27)}"`;
}

/**
 * Whether an If-None-Match header names this tag: a list of tags, `*`, and weak tags
 * (`W/"…"`) compared weakly, as a GET's If-None-Match is.
 */
export function matchesIfNoneMatch(header: string | string[] | undefined, tag: string): boolean {
  if (header === undefined) return false;
  const text = Array.isArray(header) ? header.join(',') : header;
  return text
    .split(',')
    .map((candidate) => candidate.trim())
    .some((candidate) => candidate === '*' || candidate.replace(/^W\//, '') === tag);
}
