import { indexName } from '../contract/constraint-names';
import { type FieldKind, type OnDelete, OWNER_FIELD, type ResourceDefinition } from '../contract/resource';

/** How a column is stored; each dialect maps it to its own SQL type (migration-sql.ts). */
export type StorageType = 'text' | 'integer' | 'real' | 'boolean' | 'datetime' | 'json';

export interface ColumnShape {
  type: StorageType;
  /** A constant the database fills in for rows that do not set the column (and for existing rows when it is added). */
  default?: string | number | boolean;
  /** The column refuses NULL: the field is required (and not `x-db.nullable`). */
  notNull?: true;
  /** A foreign key to the `id` of `table`, named by `foreignKeyName`. */
  references?: ForeignKeyShape;
}

export interface ForeignKeyShape {
  table: string;
  onDelete: OnDelete;
}

export interface IndexShape {
  columns: string[];
  unique: boolean;
}

/** The text index of the `q` search over `columns` (the schema's `x-resource.search`): text-index-sql.ts. */
export interface TextIndexShape {
  columns: string[];
}

/** A table as the migrations create it; system columns (id, version, createdAt, updatedAt) are implied. */
export interface TableShape {
  resource: string;
  columns: Record<string, ColumnShape>;
  indexes: Record<string, IndexShape>;
  textIndex?: TextIndexShape;
}

/** What the migrations already create, recorded in `server/db/migrations/snapshot.json`. */
export interface Snapshot {
  tables: Record<string, TableShape>;
}

const STORAGE: Record<FieldKind, StorageType> = {
  string: 'text',
  text: 'text',
  enum: 'text',
  integer: 'integer',
  reference: 'integer',
  number: 'real',
  boolean: 'boolean',
  datetime: 'datetime',
  json: 'json',
};

function defaultOf(kind: FieldKind, value: unknown): ColumnShape['default'] {
  if (value === undefined || value === null) return undefined;
  if (kind === 'json') return JSON.stringify(value);
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return undefined;
}

/**
 * The table a resource needs: one column per declared field (NOT NULL when required,
 * a foreign key when it references a row), an index per filter, sort, reference and
 * unique rule, and a text index over the search fields. `tableOf` gives the table of a referenced resource.
 */
export function tableShapeOf(resource: ResourceDefinition, tableOf: (resource: string) => string): TableShape {
  const columns: Record<string, ColumnShape> = {};
  const indexes: Record<string, IndexShape> = {};
  const addIndex = (names: string[], unique: boolean) => {
    indexes[indexName(resource.table, names, unique)] = { columns: names, unique };
  };
  if (resource.ownership.kind === 'direct') {
    columns[OWNER_FIELD] = { type: 'integer' };
    addIndex([OWNER_FIELD], false);
  }
  for (const field of resource.fields) {
    const column: ColumnShape = { type: STORAGE[field.kind] };
    const fallback = defaultOf(field.kind, field.default);
    if (fallback !== undefined) column.default = fallback;
    if (field.required && !field.db.nullable) column.notNull = true;
    if (field.references && field.db.onDelete)
      column.references = { table: tableOf(field.references), onDelete: field.db.onDelete };
    columns[field.name] = column;
    if (field.db.unique) addIndex([field.name], true);
    else if (field.db.index && field.kind !== 'json') addIndex([field.name], false);
  }
  const leads = (column: string) => Object.values(indexes).some((index) => index.columns[0] === column);
  const sortField = resource.defaultSort.field;
  if (sortField !== 'id' && !leads(sortField)) addIndex([sortField], false);
  // A list filtered by when rows came (logs) reads, and purges, by a range of createdAt.
  if (resource.createdAtFilter && !leads('createdAt')) addIndex(['createdAt'], false);
  for (const composite of resource.indexes) addIndex(composite, false);
  for (const rule of resource.unique ?? []) addIndex(rule.fields, true);
  const shape: TableShape = { resource: resource.name, columns, indexes };
  if (resource.search.length > 0) shape.textIndex = { columns: [...resource.search] };
  return shape;
}
