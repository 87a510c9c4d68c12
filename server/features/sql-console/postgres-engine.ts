import pg from 'pg';
import { quoteIdentifier } from '../../db/database';
import { CappedQuery } from './capped-query';
import { POSTGRES_WORK_MEM } from './console-limits';
import { type ConsoleEngine, ConsoleRefusal, type ConsoleResult, type SchemaTable } from './console-refusal';
import { withAnswerCap } from './postgres-answer-cap';
import { maskedFields } from './postgres-masked-fields';
import { maskedSchemaOf } from './postgres-masked-views';
import { prepareReaderRole, readerUrl } from './postgres-reader-role';
import { postgresRefusal, secretMisuse } from './postgres-refusal';
import { groupTables } from './schema-tables';
import { MASK, type SecretColumnSet } from './secret-columns';

/** Command tags of statements that only read; anything else (SET, BEGIN, COMMIT…) is refused after the fact, rolled back. */
const READING_COMMANDS = new Set(['SELECT', 'SHOW', 'EXPLAIN', 'FETCH']);

export interface PostgresEngineOptions {
  url: string;
  schema: string;
  secrets: SecretColumnSet;
  timeoutMs: number;
  /** SECRET_KEY, when set: part of what the reader's password is derived from. */
  secretKey?: string;
  /** Told when the console runs without its masked views (secret columns refused, not masked). */
  warn?: (message: string) => void;
}

/**
 * Console statements on PostgreSQL: on a pool of the reader login (SELECT only, no
 * secret column), each in `BEGIN READ ONLY` with a statement timeout and a bounded
 * `work_mem`, one statement in the extended protocol, its answer capped in bytes
 * (postgres-answer-cap.ts), rolled back and its session reset afterwards. The masked views
 * come first on its search path: a table with secrets reads as itself, secrets masked.
 */
export async function openPostgresEngine(options: PostgresEngineOptions): Promise<ConsoleEngine> {
  const problem = await prepareReaderRole(options.url, options.schema, options.secrets, options.secretKey);
  if (problem) options.warn?.(problem);
  const pool = new pg.Pool({
    connectionString: readerUrl(options.url, options.secretKey),
    max: 2,
    options: `-c search_path=${quoteIdentifier(maskedSchemaOf(options.schema))},${quoteIdentifier(options.schema)} -c default_transaction_read_only=on`,
  });
  const masks = maskedFields(options.schema, options.secrets);
  pool.on('error', () => {});
  // A connection closed under a statement (postgres-answer-cap.ts) fails that statement; the client's own report is not needed.
  pool.on('connect', (client) => client.on('error', () => {}));
  const typeNames = new Map<number, string>();

  const inReadOnly = async <T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    let broken = false;
    try {
      await client.query('BEGIN READ ONLY');
      await client.query(`SET LOCAL statement_timeout = ${Math.max(1, Math.round(options.timeoutMs))}`);
      await client.query(`SET LOCAL work_mem = '${POSTGRES_WORK_MEM}'`);
      return await work(client);
    } finally {
      try {
        await client.query('ROLLBACK');
        await client.query('DISCARD ALL');
      } catch {
        broken = true;
      }
      client.release(broken);
    }
  };

  const typesOf = async (client: pg.PoolClient, oids: number[]) => {
    const missing = oids.filter((oid) => !typeNames.has(oid));
    if (missing.length > 0) {
      const { rows } = await client.query<{ oid: number; name: string }>(
        'select oid::int as oid, format_type(oid, null) as name from pg_type where oid = any($1::oid[])',
        [missing],
      );
      for (const row of rows) typeNames.set(row.oid, row.name);
    }
    return oids.map((oid) => typeNames.get(oid) ?? String(oid));
  };

  return {
    async run(sql, maxRows, explain): Promise<ConsoleResult> {
      try {
        return await inReadOnly(async (client) => {
          const query = new CappedQuery(explain ? `EXPLAIN\n${sql}` : sql, maxRows);
          const result = await withAnswerCap(client, () => CappedQuery.run(client, query));
          if (!query.truncated && !READING_COMMANDS.has(result.command ?? '')) {
            throw new ConsoleRefusal('read-only', `${result.command ?? 'this statement'} is not a read`);
          }
          const fields = result.fields ?? [];
          const types = await typesOf(
            client,
            fields.map((field) => field.dataTypeID),
          );
          const secretTypes = await masks.of(client, fields);
          // Named like a secret column: masked too, whatever it holds.
          const masked = fields.map(
            (field, index) => secretTypes[index] !== undefined || options.secrets.namedLikeSecret(field.name),
          );
          const rows = result.rows
            .slice(0, maxRows)
            .map((row) => row.map((value, index) => (masked[index] && value !== null ? MASK : value)));
          return {
            columns: fields.map((field, index) => ({
              name: field.name,
              type: secretTypes[index] ?? types[index],
              ...(masked[index] ? { masked: true } : {}),
            })),
            rows,
            rowCount: rows.length,
            truncated: query.truncated,
          };
        });
      } catch (error) {
        throw secretMisuse(error, sql, options.secrets) ?? postgresRefusal(error);
      }
    },
    async schema(): Promise<SchemaTable[]> {
      return inReadOnly(async (client) => {
        const { rows } = await client.query<{ table: string; column: string; type: string; nullable: boolean }>(
          `select c.relname as "table", a.attname as "column", format_type(a.atttypid, a.atttypmod) as "type",
                  not a.attnotnull as "nullable"
           from pg_class c join pg_attribute a on a.attrelid = c.oid
           where c.relnamespace = $1::regnamespace and c.relkind in ('r', 'v', 'm', 'p')
             and a.attnum > 0 and not a.attisdropped
           order by c.relname, a.attnum`,
          [quoteIdentifier(options.schema)],
        );
        return groupTables(rows, options.secrets);
      });
    },
    close: () => pool.end(),
  };
}
