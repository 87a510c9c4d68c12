import type pg from 'pg';
import { quoteIdentifier } from '../../db/database';
import { MASK, type SecretColumnSet } from './secret-columns';

/** A column of the console's schema, as the catalogue lists it. */
export interface CatalogColumn {
  table: string;
  column: string;
  type: string;
}

/** What a masked secret holds: the mask as `json`, a type with no comparison, ordering, LIKE or string function. */
const MASKED_VALUE = `'${JSON.stringify(MASK)}'::json`;
const BODY_QUOTE = '$console_masked$';
/** The comment that marks the masked schema as the console's own: any other schema of that name is left alone. */
const MARK = 'SQL console: masked views of the tables with secret columns, made afresh at each start';

/**
 * The schema that holds, for each table of `schema` with secret columns, a view of the
 * same name showing those columns masked; it comes first on the reader's search path,
 * so `select * from admin` reads the view and `schema.admin` names the table itself.
 */
export function maskedSchemaOf(schema: string): string {
  return `${schema}_masked`;
}

/** Every column of the tables and views of `schema`, in table order. */
export async function catalogColumns(client: pg.Client, schema: string): Promise<CatalogColumn[]> {
  const { rows } = await client.query<CatalogColumn>(
    `select c.relname as "table", a.attname as "column", format_type(a.atttypid, a.atttypmod) as "type"
     from pg_class c join pg_attribute a on a.attrelid = c.oid
     where c.relnamespace = $1::regnamespace and c.relkind in ('r', 'v', 'm', 'p')
       and a.attnum > 0 and not a.attisdropped
     order by c.relname, a.attnum`,
    [quoteIdentifier(schema)],
  );
  return rows;
}

/** Columns grouped by their table, in table order. */
export function byTable(columns: CatalogColumn[]): Map<string, CatalogColumn[]> {
  const tables = new Map<string, CatalogColumn[]>();
  for (const column of columns) tables.set(column.table, [...(tables.get(column.table) ?? []), column]);
  return tables;
}

/**
 * Makes the masked views afresh (one server at a time, under an advisory lock) and lets
 * `reader` read them. Each view reads a SECURITY DEFINER function of the server's login
 * that returns the table's rows with every secret value replaced by the mask (NULL stays
 * NULL): the secret never reaches a statement of the console, so nothing it computes,
 * compares or sorts can tell anything of it. The function's body is text, which
 * PostgreSQL keeps no dependency on: migrations alter and drop columns freely.
 */
export async function prepareMaskedViews(
  client: pg.Client,
  schema: string,
  columns: CatalogColumn[],
  secrets: SecretColumnSet,
  reader: string,
): Promise<void> {
  const masked = quoteIdentifier(maskedSchemaOf(schema));
  const tables = byTable(columns);
  await client.query('BEGIN');
  try {
    await client.query('select pg_advisory_xact_lock(hashtext($1))', [`sql-console masked views ${schema}`]);
    await dropOwnSchema(client, maskedSchemaOf(schema));
    await client.query(`CREATE SCHEMA ${masked}`);
    await client.query(`COMMENT ON SCHEMA ${masked} IS '${MARK}'`);
    await client.query(`GRANT USAGE ON SCHEMA ${masked} TO ${reader}`);
    for (const [table, own] of tables) {
      if (!own.some((column) => secrets.has(table, column.column))) continue;
      await maskTable(client, schema, table, own, secrets, reader);
    }
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  }
}

/** Drops the masked schema of an earlier start; a schema of that name that is not the console's stops the console. */
async function dropOwnSchema(client: pg.Client, name: string): Promise<void> {
  const { rows } = await client.query<{ mark: string | null }>(
    "select obj_description(oid, 'pg_namespace') as mark from pg_namespace where nspname = $1",
    [name],
  );
  if (rows.length === 0) return;
  if (rows[0].mark !== MARK) throw new Error(`the schema ${name} exists and does not hold the console's masked views`);
  await client.query(`DROP SCHEMA ${quoteIdentifier(name)} CASCADE`);
}

async function maskTable(
  client: pg.Client,
  schema: string,
  table: string,
  columns: CatalogColumn[],
  secrets: SecretColumnSet,
  reader: string,
): Promise<void> {
  const masked = quoteIdentifier(maskedSchemaOf(schema));
  const rowsOf = `${masked}.${quoteIdentifier(`${table}_rows`)}`;
  const isSecret = (column: CatalogColumn) => secrets.has(table, column.column);
  const outputs = columns.map(
    (column) => `${quoteIdentifier(column.column)} ${isSecret(column) ? 'json' : column.type}`,
  );
  const values = columns.map((column) => {
    const value = `t.${quoteIdentifier(column.column)}`;
    return isSecret(column) ? `case when ${value} is null then null else ${MASKED_VALUE} end` : value;
  });
  const body = `select ${values.join(', ')} from ${quoteIdentifier(schema)}.${quoteIdentifier(table)} t`;
  if (body.includes(BODY_QUOTE)) throw new Error(`the table ${table} has a column named with ${BODY_QUOTE}`);
  await client.query(
    `CREATE FUNCTION ${rowsOf}() RETURNS TABLE (${outputs.join(', ')})
     LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, pg_temp
     AS ${BODY_QUOTE}${body}${BODY_QUOTE}`,
  );
  await client.query(`REVOKE ALL ON FUNCTION ${rowsOf}() FROM PUBLIC`);
  await client.query(`GRANT EXECUTE ON FUNCTION ${rowsOf}() TO ${reader}`);
  const view = `${masked}.${quoteIdentifier(table)}`;
  await client.query(`CREATE VIEW ${view} AS SELECT * FROM ${rowsOf}()`);
  await client.query(`GRANT SELECT ON ${view} TO ${reader}`);
}
