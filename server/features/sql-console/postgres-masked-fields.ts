import type pg from 'pg';
import { quoteIdentifier } from '../../db/database';
import { maskedSchemaOf } from './postgres-masked-views';
import type { SecretColumnSet } from './secret-columns';

/** A result field as the wire describes it: the table and column it comes straight from (0 for an expression). */
interface Field {
  tableID: number;
  columnID: number;
}

/**
 * Tells which result fields come straight from a masked column of a masked view, and
 * the type of the secret column behind it; learnt from the catalogue once per view.
 */
export function maskedFields(schema: string, secrets: SecretColumnSet) {
  /** Per view (or any other table met): its masked columns by number, with the secret column's own type. */
  const known = new Map<number, Map<number, string>>();

  const learn = async (client: pg.PoolClient, tables: number[]) => {
    const { rows } = await client.query<{
      table: number;
      column: number;
      name: string;
      attribute: string;
      type: string;
    }>(
      `select c.oid::int as "table", a.attnum::int as "column", c.relname as "name", a.attname as "attribute",
              coalesce(format_type(b.atttypid, b.atttypmod), 'text') as "type"
       from pg_class c
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0
       left join pg_class s on s.relname = c.relname and s.relnamespace = $3::regnamespace
       left join pg_attribute b on b.attrelid = s.oid and b.attname = a.attname
       where c.oid = any($1::oid[]) and c.relnamespace = to_regnamespace($2)`,
      [tables, quoteIdentifier(maskedSchemaOf(schema)), quoteIdentifier(schema)],
    );
    for (const table of tables) known.set(table, new Map());
    for (const row of rows) {
      if (secrets.has(row.name, row.attribute)) known.get(row.table)?.set(row.column, row.type);
    }
  };

  return {
    /** For each field: the secret column's type when the field shows a masked column, else undefined. */
    async of(client: pg.PoolClient, fields: readonly Field[]): Promise<(string | undefined)[]> {
      const unknown = [...new Set(fields.map((field) => field.tableID))].filter((id) => id !== 0 && !known.has(id));
      if (unknown.length > 0) await learn(client, unknown);
      return fields.map((field) => known.get(field.tableID)?.get(field.columnID));
    },
  };
}
