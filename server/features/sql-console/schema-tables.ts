import type { SchemaTable } from './console-refusal';
import type { SecretColumnSet } from './secret-columns';

/** Catalogue rows (one per column, in table order) as tables with their columns, secret columns flagged. */
export function groupTables(
  rows: { table: string; column: string; type: string; nullable: boolean }[],
  secrets: SecretColumnSet,
): SchemaTable[] {
  const tables = new Map<string, SchemaTable>();
  for (const row of rows) {
    const table = tables.get(row.table) ?? { name: row.table, columns: [] };
    tables.set(row.table, table);
    table.columns.push({
      name: row.column,
      type: row.type,
      nullable: Boolean(row.nullable),
      secret: secrets.has(row.table, row.column),
    });
  }
  return [...tables.values()];
}
