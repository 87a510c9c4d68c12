import { addColumnSql, createIndexSql, createTableSql, DIALECTS, type Dialect } from './migration-sql';
import type { Snapshot, TableShape } from './table-shape';

export type Change =
  | { kind: 'create-table'; table: string; shape: TableShape }
  | { kind: 'add-column'; table: string; column: string; shape: TableShape['columns'][string] }
  | { kind: 'create-index'; table: string; index: string; shape: TableShape['indexes'][string] };

export interface MigrationPlan {
  changes: Change[];
  /** Things the schemas no longer declare; they stay in the database, and the snapshot, untouched. */
  notices: string[];
  /** Changes that could lose or reject existing data; the generator stops on any of them. */
  refusals: string[];
  /** The snapshot once the changes are applied. */
  next: Snapshot;
}

/**
 * Compares what the migrations already create with what the schemas declare.
 * Additive only: tables, columns and indexes are added; nothing is dropped or altered.
 */
export function planMigration(previous: Snapshot, wanted: Record<string, TableShape>): MigrationPlan {
  const changes: Change[] = [];
  const notices: string[] = [];
  const refusals: string[] = [];
  const next: Snapshot = { tables: structuredClone(previous.tables) };

  for (const [table, shape] of Object.entries(wanted)) {
    const existing = previous.tables[table];
    if (!existing) {
      changes.push({ kind: 'create-table', table, shape });
      next.tables[table] = structuredClone(shape);
      continue;
    }
    const merged = next.tables[table];
    merged.resource = shape.resource;
    const addedColumns = new Set<string>();
    for (const [column, columnShape] of Object.entries(shape.columns)) {
      const had = existing.columns[column];
      if (!had) {
        changes.push({ kind: 'add-column', table, column, shape: columnShape });
        merged.columns[column] = structuredClone(columnShape);
        addedColumns.add(column);
      } else if (had.type !== columnShape.type) {
        refusals.push(
          `"${table}"."${column}" is stored as ${had.type} and the schema now says ${columnShape.type}; ` +
            'a column never changes type: keep the old type, or add a field with a new name and move the data by hand',
        );
      }
    }
    for (const [index, indexShape] of Object.entries(shape.indexes)) {
      if (existing.indexes[index]) continue;
      const overExistingRows = indexShape.unique && indexShape.columns.some((column) => !addedColumns.has(column));
      if (overExistingRows) {
        refusals.push(
          `"${table}"."${indexShape.columns.join('", "')}" would become unique over existing rows, which may hold duplicates; ` +
            'keep it non-unique, or add a new unique field and fill it by hand',
        );
        continue;
      }
      changes.push({ kind: 'create-index', table, index, shape: indexShape });
      merged.indexes[index] = structuredClone(indexShape);
    }
    for (const column of Object.keys(existing.columns)) {
      if (!shape.columns[column])
        notices.push(`"${table}"."${column}" is no longer declared; the column and its data are kept`);
    }
    for (const index of Object.keys(existing.indexes)) {
      if (!shape.indexes[index]) notices.push(`index "${index}" is no longer declared; it is kept`);
    }
  }
  for (const table of Object.keys(previous.tables)) {
    if (!wanted[table]) notices.push(`table "${table}" is no longer declared; the table and its rows are kept`);
  }
  // Code-unit order, not the locale's, so every machine writes the same bytes.
  next.tables = Object.fromEntries(Object.entries(next.tables).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return { changes, notices, refusals, next };
}

export function statementsOf(changes: Change[], dialect: Dialect): string[] {
  // Tables first, then columns, then indexes, so an index never precedes its column.
  const order: Change['kind'][] = ['create-table', 'add-column', 'create-index'];
  const statements: string[] = [];
  for (const kind of order) {
    for (const change of changes.filter((candidate) => candidate.kind === kind)) {
      if (change.kind === 'create-table') {
        statements.push(createTableSql(dialect, change.table, change.shape));
        for (const [index, shape] of Object.entries(change.shape.indexes))
          statements.push(createIndexSql(change.table, index, shape));
      } else if (change.kind === 'add-column') {
        statements.push(addColumnSql(dialect, change.table, change.column, change.shape));
      } else {
        statements.push(createIndexSql(change.table, change.index, change.shape));
      }
    }
  }
  return statements;
}

export function migrationStatements(changes: Change[]): Record<Dialect, string[]> {
  return Object.fromEntries(DIALECTS.map((dialect) => [dialect, statementsOf(changes, dialect)])) as Record<
    Dialect,
    string[]
  >;
}

/** A short name for the migration file, from what it changes. */
export function migrationSlug(previous: Snapshot, changes: Change[]): string {
  if (Object.keys(previous.tables).length === 0) return 'initial';
  const created = changes.filter((change) => change.kind === 'create-table').map((change) => change.table);
  const altered = [
    ...new Set(changes.filter((change) => change.kind !== 'create-table').map((change) => change.table)),
  ];
  const words = [...(created.length ? ['create', ...created] : []), ...(altered.length ? ['alter', ...altered] : [])];
  return words.join('-').replaceAll('_', '-').slice(0, 60).replace(/-+$/, '');
}
