import {
  addColumnSql,
  alterConstraintsSql,
  clearOrphansSql,
  createIndexSql,
  createTableSql,
  DIALECTS,
  type Dialect,
} from './migration-sql';
import { rebuildTableSql } from './sqlite-rebuild';
import type { ColumnShape, IndexShape, Snapshot, TableShape } from './table-shape';
import { textIndexSql } from './text-index-sql';

export type Change =
  | { kind: 'create-table'; table: string; shape: TableShape }
  | { kind: 'add-column'; table: string; column: string; shape: ColumnShape }
  /** NOT NULL or the foreign key of an existing column changes; `table` is the whole table afterwards. */
  | { kind: 'alter-constraints'; table: string; column: string; from: ColumnShape; to: ColumnShape; shape: TableShape }
  /** `overExistingRows`: for a unique index, the columns whose existing values must not repeat. */
  | { kind: 'create-index'; table: string; index: string; shape: IndexShape; overExistingRows?: string[] }
  /** The `q` search's text index over `columns`, made or remade (it had `from`), filled from the existing rows. */
  | { kind: 'text-index'; table: string; from?: string[]; columns: string[] };

export interface MigrationPlan {
  changes: Change[];
  /** Things the schemas no longer declare; they stay in the database, and the snapshot, untouched. */
  notices: string[];
  /** Changes that could lose or reject existing data; the generator stops on any of them. */
  refusals: string[];
  /** The snapshot once the changes are applied. */
  next: Snapshot;
}

/** The rules of a column the database enforces, beside its type and default. */
function constraintsOf(column: ColumnShape): Pick<ColumnShape, 'notNull' | 'references'> {
  return {
    ...(column.notNull ? { notNull: column.notNull } : {}),
    ...(column.references ? { references: column.references } : {}),
  };
}

function sameConstraints(a: ColumnShape, b: ColumnShape): boolean {
  return JSON.stringify(constraintsOf(a)) === JSON.stringify(constraintsOf(b));
}

/**
 * Compares what the migrations already create with what the schemas declare.
 * Tables, columns and indexes are added; NOT NULL, foreign keys and unique indexes
 * may tighten over existing rows, guarded by checks (migration-checks.ts) that stop
 * the migration rather than lose a row; nothing is dropped and no type changes.
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
      if (shape.textIndex) changes.push({ kind: 'text-index', table, columns: shape.textIndex.columns });
      continue;
    }
    const merged = next.tables[table];
    merged.resource = shape.resource;
    const addedColumns = new Set<string>();
    for (const [column, columnShape] of Object.entries(shape.columns)) {
      const had = existing.columns[column];
      if (!had) {
        if (columnShape.notNull && columnShape.default === undefined) {
          refusals.push(
            `"${table}"."${column}" is a new required field, which existing rows cannot have; ` +
              'give it a "default" for them, or make it optional',
          );
          continue;
        }
        changes.push({ kind: 'add-column', table, column, shape: columnShape });
        merged.columns[column] = structuredClone(columnShape);
        addedColumns.add(column);
      } else if (had.type !== columnShape.type) {
        refusals.push(
          `"${table}"."${column}" is stored as ${had.type} and the schema now says ${columnShape.type}; ` +
            'a column never changes type: keep the old type, or add a field with a new name and move the data by hand',
        );
      } else if (!sameConstraints(had, columnShape)) {
        const to = { ...merged.columns[column], ...constraintsOf(columnShape) };
        if (!columnShape.notNull) delete to.notNull;
        if (!columnShape.references) delete to.references;
        changes.push({ kind: 'alter-constraints', table, column, from: had, to, shape: merged });
        merged.columns[column] = to;
      }
    }
    for (const [index, indexShape] of Object.entries(shape.indexes)) {
      if (existing.indexes[index]) continue;
      const change: Change = { kind: 'create-index', table, index, shape: indexShape };
      const overExistingRows = uniqueOverExistingRows(indexShape, merged, addedColumns);
      if (overExistingRows.length > 0) change.overExistingRows = overExistingRows;
      changes.push(change);
      merged.indexes[index] = structuredClone(indexShape);
    }
    const textIndex = textIndexChange(table, existing, shape);
    if (textIndex) {
      changes.push(textIndex);
      merged.textIndex = { columns: [...textIndex.columns] };
    }
    for (const [column, had] of Object.entries(existing.columns)) {
      if (shape.columns[column]) continue;
      notices.push(`"${table}"."${column}" is no longer declared; the column and its data are kept`);
      // Kept, but nothing writes it any more: it must accept NULL and block no delete.
      if (had.notNull || had.references) {
        const to: ColumnShape = { type: had.type, ...(had.default !== undefined ? { default: had.default } : {}) };
        changes.push({ kind: 'alter-constraints', table, column, from: had, to, shape: merged });
        merged.columns[column] = to;
      }
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

/** A text index the schema asks for and the table lacks, or has over other columns; one no longer asked for is kept. */
function textIndexChange(
  table: string,
  existing: TableShape,
  wanted: TableShape,
): Extract<Change, { kind: 'text-index' }> | undefined {
  const columns = wanted.textIndex?.columns;
  if (!columns) return undefined;
  const from = existing.textIndex?.columns;
  if (from && JSON.stringify(from) === JSON.stringify(columns)) return undefined;
  return { kind: 'text-index', table, ...(from ? { from } : {}), columns };
}

/**
 * The columns of a unique index whose existing values could already repeat. A new
 * column without a default is NULL in every existing row, and NULLs never clash.
 */
function uniqueOverExistingRows(index: IndexShape, table: TableShape, added: Set<string>): string[] {
  if (!index.unique) return [];
  const addedColumns = index.columns.filter((column) => added.has(column));
  if (addedColumns.some((column) => table.columns[column]?.default === undefined)) return [];
  return index.columns.filter((column) => !added.has(column));
}

/** New tables in an order where each comes after the new tables its foreign keys reference. */
function referencedFirst(created: Extract<Change, { kind: 'create-table' }>[]) {
  const pending = [...created];
  const ordered: typeof created = [];
  while (pending.length > 0) {
    const waitsFor = (change: (typeof created)[number]) =>
      Object.values(change.shape.columns).some((column) =>
        pending.some((other) => other !== change && other.table === column.references?.table),
      );
    // A cycle cannot be ordered; it keeps the schemas' order (PostgreSQL will say which key).
    const next = pending.find((change) => !waitsFor(change)) ?? pending[0];
    ordered.push(next);
    pending.splice(pending.indexOf(next), 1);
  }
  return ordered;
}

export function statementsOf(changes: Change[], dialect: Dialect): string[] {
  // Tables first, then columns, then rules, then indexes, so an index never precedes its column.
  const statements: string[] = [];
  const rebuilt = new Set<string>();
  for (const change of referencedFirst(changes.filter((candidate) => candidate.kind === 'create-table'))) {
    statements.push(createTableSql(dialect, change.table, change.shape));
    for (const [index, shape] of Object.entries(change.shape.indexes))
      statements.push(createIndexSql(change.table, index, shape));
  }
  for (const change of changes) {
    if (change.kind === 'add-column') statements.push(addColumnSql(dialect, change.table, change.column, change.shape));
  }
  for (const change of changes) {
    if (change.kind !== 'alter-constraints') continue;
    const key = change.to.references;
    if (key?.onDelete === 'set-null' && key.table !== change.from.references?.table)
      statements.push(clearOrphansSql(change.table, change.column, key));
    if (dialect === 'postgres')
      statements.push(...alterConstraintsSql(change.table, change.column, change.from, change.to));
    else if (!rebuilt.has(change.table)) {
      rebuilt.add(change.table);
      statements.push(...rebuildTableSql(change.table, change.shape));
    }
  }
  for (const change of changes) {
    // A rebuilt table got every index of its final shape already.
    if (change.kind === 'create-index' && !rebuilt.has(change.table))
      statements.push(createIndexSql(change.table, change.index, change.shape));
  }
  // Last: a text index reads columns added above, and a rebuilt table's rows.
  for (const change of changes) {
    if (change.kind === 'text-index')
      statements.push(...textIndexSql(dialect, change.table, change.from, change.columns));
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
  const alterations = changes.filter((change) => change.kind !== 'create-table' && !created.includes(change.table));
  const altered = [...new Set(alterations.map((change) => change.table))];
  // A change of rules over many tables reads better as one word than as a cut-off list of names.
  const verb = alterations.some((change) => change.kind === 'alter-constraints')
    ? 'constrain'
    : alterations.every((change) => change.kind === 'text-index')
      ? 'text-index'
      : 'alter';
  const alteredWords = altered.length > 3 ? [verb, 'tables'] : [verb, ...altered];
  const words = [...(created.length ? ['create', ...created] : []), ...(altered.length ? alteredWords : [])];
  return words.join('-').replaceAll('_', '-').slice(0, 60).replace(/-+$/, '');
}
