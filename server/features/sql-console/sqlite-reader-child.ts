import SqliteDatabase from 'better-sqlite3';
import { answerTooLarge, MAX_ANSWER_BYTES, READER_MEMORY_TEXT, statementTooLarge } from './console-limits';
import { ConsoleRefusal, type ConsoleResult, type SchemaTable } from './console-refusal';
import { groupTables } from './schema-tables';
import { MASK, type SecretColumn, SecretColumnSet } from './secret-columns';
import { programOf, secretReads } from './sqlite-secret-reads';
import { secretsUsedBeyondOutput } from './sqlite-shown-secrets';

/**
 * The process SQLite console statements run in, on a read-only connection of its own:
 * a runaway statement is stopped by killing this process, which nothing inside a
 * thread of the server can do. One request at a time, from the server over IPC.
 */
export type ChildRequest =
  | { id: number; kind: 'run'; sql: string; maxRows: number; explain: boolean }
  | { id: number; kind: 'schema' };

export type ChildReply =
  | { id: number; ok: true; result: ConsoleResult | SchemaTable[] }
  | { id: number; ok: false; reason: string; message: string };

const [file, secretList] = process.argv.slice(2);
const secrets = new SecretColumnSet(JSON.parse(secretList ?? '[]') as SecretColumn[]);
const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
db.pragma('query_only = 1');

class Refused extends Error {
  constructor(
    readonly reason: string,
    message: string,
  ) {
    super(message);
  }
}

function prepared(sql: string): SqliteDatabase.Statement {
  try {
    return db.prepare(sql);
  } catch (error) {
    if (error instanceof RangeError && /more than one statement/i.test(error.message)) {
      throw new Refused('multiple-statements', error.message);
    }
    throw error;
  }
}

function run(sql: string, maxRows: number, explain: boolean): ConsoleResult {
  const statement = prepared(sql);
  // Both flags: `readonly` alone lets ATTACH, BEGIN and PRAGMA query_only=0 through, `reader` alone PRAGMA journal_mode.
  if (!statement.reader || !statement.readonly) {
    throw new Refused('read-only', 'only statements that read and change nothing may run');
  }
  if (explain) return read(prepared(`EXPLAIN QUERY PLAN\n${sql}`), maxRows, []);
  // A result column that comes straight from a secret column is shown masked; any other use of a secret is refused.
  const masked = statement
    .columns()
    .map((column) => Boolean(column.table && column.column && secrets.has(column.table, column.column)));
  const program = programOf(db, sql);
  const misused = secretsUsedBeyondOutput(program, secretReads(db, program, secrets), masked);
  if (misused.length > 0) {
    throw new Refused(
      'secret-column',
      `uses secret columns otherwise than as plain selected columns (${misused.join(', ')}): ` +
        'select them as they are, and they come back masked',
    );
  }
  return read(statement, maxRows, masked);
}

/**
 * Up to `maxRows` rows, the values of masked columns replaced by the mask (NULL stays
 * NULL); an answer whose values pass MAX_ANSWER_BYTES is refused.
 */
function read(statement: SqliteDatabase.Statement, maxRows: number, masked: boolean[]): ConsoleResult {
  const rows: unknown[][] = [];
  let truncated = false;
  let bytes = 0;
  for (const row of statement.raw(true).iterate() as IterableIterator<unknown[]>) {
    if (rows.length === maxRows) {
      truncated = true;
      break;
    }
    const values = row.map((value, index) => (masked[index] && value !== null ? MASK : value));
    // Weighed as shown, before a blob is spelt out in hex: one too large is never spelt.
    bytes += values.reduce((sum: number, value) => sum + shownBytesOf(value), 0);
    if (bytes > MAX_ANSWER_BYTES) throw answerTooLarge();
    rows.push(values.map(shown));
  }
  return {
    columns: statement.columns().map((column, index) => ({
      name: column.name,
      type: column.type ?? '',
      ...(masked[index] ? { masked: true } : {}),
    })),
    rows,
    rowCount: rows.length,
    truncated,
  };
}

/** What a value weighs in the answer as shown: text by its UTF-8 bytes, a blob by its hex, anything else as a number's 8. */
function shownBytesOf(value: unknown): number {
  if (Buffer.isBuffer(value)) return 2 + 2 * value.length;
  return typeof value === 'string' ? Buffer.byteLength(value) : 8;
}

/** The runtime's own refusals of an allocation: a buffer or a string larger than the process may hold. */
function outOfMemory(error: unknown): boolean {
  return error instanceof RangeError && /memory|allocat|string length/i.test(error.message);
}

function shown(value: unknown): unknown {
  return Buffer.isBuffer(value) ? `\\x${value.toString('hex')}` : value;
}

function schema(): SchemaTable[] {
  const rows = db
    .prepare(
      `select m.name as "table", c.name as "column", c.type as "type", not c."notnull" as "nullable"
       from sqlite_schema m join pragma_table_info(m.name) c
       where m.type in ('table', 'view') and m.name not like 'sqlite\\_%' escape '\\'
       order by m.name, c.cid`,
    )
    .all() as { table: string; column: string; type: string; nullable: number }[];
  return groupTables(
    rows.map((row) => ({ ...row, nullable: Boolean(row.nullable) })),
    secrets,
  );
}

function answer(request: ChildRequest): ChildReply {
  try {
    const result = request.kind === 'schema' ? schema() : run(request.sql, request.maxRows, request.explain);
    return { id: request.id, ok: true, result };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const code = (error as { code?: string }).code ?? '';
    const tooLarge = code === 'SQLITE_NOMEM' || code === 'SQLITE_TOOBIG' || outOfMemory(error);
    const refusal = tooLarge ? statementTooLarge(message, READER_MEMORY_TEXT) : error;
    if (refusal instanceof Refused || refusal instanceof ConsoleRefusal) {
      return { id: request.id, ok: false, reason: refusal.reason, message: refusal.message };
    }
    const reason = code.startsWith('SQLITE_READONLY') ? 'read-only' : code === 'SQLITE_ERROR' ? 'syntax' : 'engine';
    return { id: request.id, ok: false, reason, message };
  }
}

process.on('message', (request: ChildRequest) => process.send?.(answer(request)));
process.on('disconnect', () => process.exit(0));
process.send?.({ ready: true });
