import { containsText } from '../crud/text-search';
import type { ResourceTables } from '../db/resource-tables';

/** What a masked value reads in the log, as the log's own masking writes it. */
const MASK = '******';
/** Rows read and rewritten at a time. */
const ROWS_AT_ONCE = 500;

/**
 * Personal values to take out of the API request log (a deleted resident's names in the bodies
 * of the calls that wrote them), leaving each call's row: who called what, when, with what answer.
 */
export interface ApiLogErasure {
  /** The fields whose values are masked. */
  fields: readonly string[];
  /** Calls about the record itself (`/api/residents/7`, and paths under it): each of `fields` is masked in their bodies. */
  paths: readonly string[];
  /** Values the record had, by field: masked wherever a call about the record holds them. */
  values: Readonly<Record<string, readonly string[]>>;
  /**
   * What tells that another call (the one that created the record, a gateway's batch) is about
   * the record: its body holds every value of one of these (`{ personId }`, `{ firstName, lastName }`).
   * Such a call has the record's `values` masked, and only those.
   */
  identities: readonly Readonly<Record<string, string>>[];
  /** Calls logged before this instant (ISO) are not looked at: the record did not exist yet. */
  since?: string;
}

/** Records erased in one scan of the log at most (a batch delete of a thousand residents makes twenty). */
const ERASURES_AT_ONCE = 50;

/**
 * Masks personal values in the API log's bodies as each of `erasures` says (the records of one
 * delete, a batch's too, read in as few scans as they fit), and answers how many rows changed.
 * A body cut to the log's length limit is masked too: the values are found as JSON text
 * (`"firstName":"Ada"`), not parsed.
 */
export async function eraseFromApiLog(tables: ResourceTables, erasures: readonly ApiLogErasure[]): Promise<number> {
  if (!tables.has('api-log')) return 0;
  let changed = 0;
  for (let start = 0; start < erasures.length; start += ERASURES_AT_ONCE) {
    changed += await eraseScan(tables, erasures.slice(start, start + ERASURES_AT_ONCE).map(matcherOf));
  }
  return changed;
}

/** One erasure as the scan matches it: its pairs as a body spells them. */
interface Matcher {
  erasure: ApiLogErasure;
  pairs: string[];
  identities: string[][];
}

function matcherOf(erasure: ApiLogErasure): Matcher {
  return {
    erasure,
    pairs: Object.entries(erasure.values).flatMap(([field, values]) =>
      values.filter((value) => value !== '').map((value) => pairText(field, value)),
    ),
    identities: erasure.identities.map((identity) =>
      Object.entries(identity).map(([field, value]) => pairText(field, value)),
    ),
  };
}

async function eraseScan(tables: ResourceTables, matchers: readonly Matcher[]): Promise<number> {
  const store = tables.of('api-log');
  const dialect = tables.database.dialect;
  const paths = matchers.flatMap((matcher) => matcher.erasure.paths);
  const lookedFor = [...new Set(matchers.flatMap((matcher) => matcher.identities.map((identity) => identity[0])))];
  const starts = matchers.map((matcher) => matcher.erasure.since);
  const since = starts.every((start) => start !== undefined) ? starts.sort()[0] : undefined;
  let changed = 0;
  let after = 0;
  for (;;) {
    const rows = await store.db
      .selectFrom(store.table)
      .select(['id', 'path', 'body'])
      .where('id', '>', after)
      .where('body', 'is not', null)
      .$if(since !== undefined, (query) => query.where('createdAt', '>=', String(since)))
      .where((eb) =>
        eb.or([
          ...paths.flatMap((path) => [eb('path', '=', path), containsText(dialect, 'path', `${path}/`)]),
          ...lookedFor.filter(Boolean).map((pair) => containsText(dialect, 'body', pair)),
        ]),
      )
      .orderBy('id')
      .limit(ROWS_AT_ONCE)
      .execute();
    for (const row of rows) {
      const body = String(row.body);
      const masked = matchers.reduce((text, matcher) => maskedFor(matcher, String(row.path), text), body);
      if (masked === body) continue;
      await store.db.updateTable(store.table).set({ body: masked }).where('id', '=', Number(row.id)).execute();
      changed += 1;
    }
    if (rows.length < ROWS_AT_ONCE) return changed;
    after = Number(rows[rows.length - 1].id);
  }
}

/** The body with what one erasure takes out of it: every named field for a call about the record, else its values in a call naming it. */
function maskedFor({ erasure, pairs, identities }: Matcher, path: string, body: string): string {
  if (erasure.paths.some((base) => isUnder(path, base))) return maskFields(body, erasure.fields);
  const identified = identities.some((identity) => identity.every((pair) => body.includes(pair)));
  return identified ? maskPairs(body, pairs, erasure.fields) : body;
}

/** A field and its value as a logged body spells them: `"firstName":"Ada"`. */
function pairText(field: string, value: string): string {
  return `${JSON.stringify(field)}:${JSON.stringify(value)}`;
}

function isUnder(path: string, base: string): boolean {
  return path === base || path.startsWith(`${base}/`);
}

/** Every string value of the named fields, masked. */
function maskFields(body: string, fields: readonly string[]): string {
  let masked = body;
  for (const field of fields) {
    const key = JSON.stringify(field).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    masked = masked.replace(new RegExp(`${key}:"(?:[^"\\\\]|\\\\.)*"`, 'g'), `${JSON.stringify(field)}:"${MASK}"`);
  }
  return masked;
}

/** The named fields' values that are one of `pairs` (`"field":"value"`), masked. */
function maskPairs(body: string, pairs: readonly string[], fields: readonly string[]): string {
  let masked = body;
  for (const pair of pairs) {
    const field = fields.find((name) => pair.startsWith(`${JSON.stringify(name)}:`));
    if (field) masked = masked.split(pair).join(`${JSON.stringify(field)}:"${MASK}"`);
  }
  return masked;
}
