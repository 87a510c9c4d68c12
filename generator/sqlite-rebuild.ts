import { createIndexSql, createTableSql } from './migration-sql';
import type { TableShape } from './table-shape';
import { textIndexTriggersSql } from './text-index-sql';

const SYSTEM_COLUMNS = ['id', 'version', 'createdAt', 'updatedAt'];

/**
 * SQLite cannot add NOT NULL or a foreign key to an existing column, so the table is
 * rebuilt as its documentation describes (https://sqlite.org/lang_altertable.html,
 * "Making Other Kinds Of Table Schema Changes"): a new table with the final shape,
 * every row copied with its id, the old table dropped, the new one renamed, the
 * indexes and the text index's triggers made again. The migrator runs the whole migration in one transaction with
 * foreign keys off (so dropping the old table cascades nothing) and runs
 * `PRAGMA foreign_key_check` before it commits.
 *
 * `shape` is the table after the migration, columns kept from earlier schemas included.
 */
export function rebuildTableSql(table: string, shape: TableShape): string[] {
  const scratch = `${table}__rebuild`;
  const columns = [...SYSTEM_COLUMNS, ...Object.keys(shape.columns)].map((name) => `"${name}"`).join(', ');
  return [
    createTableSql('sqlite', table, shape, scratch),
    `INSERT INTO "${scratch}" (${columns}) SELECT ${columns} FROM "${table}"`,
    // AUTOINCREMENT never reuses an id, even of a deleted row: the new table carries the old counter on.
    `DELETE FROM "sqlite_sequence" WHERE "name" = '${scratch}'`,
    `INSERT INTO "sqlite_sequence" ("name", "seq") SELECT '${scratch}', "seq" FROM "sqlite_sequence" WHERE "name" = '${table}'`,
    `DROP TABLE "${table}"`,
    `ALTER TABLE "${scratch}" RENAME TO "${table}"`,
    ...Object.entries(shape.indexes).map(([name, index]) => createIndexSql(table, name, index)),
    // Dropping the old table dropped the text index's triggers; the index itself still fits (the ids are kept).
    ...(shape.textIndex ? textIndexTriggersSql(table, shape.textIndex.columns) : []),
  ];
}
