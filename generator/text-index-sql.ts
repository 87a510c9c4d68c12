import type { Dialect } from './migration-sql';

/**
 * The text index of a table's `x-resource.search` fields, as each engine builds it.
 *
 * SQLite: an FTS5 table `<table>_search` with the trigram tokenizer (substrings of three
 * characters or more, ASCII case folded, Chinese as it is), holding no copy of the text
 * (`content=` the table itself, `content_rowid='id'`). Triggers after every insert, delete
 * and update of a searched column keep it in step inside the writing transaction, so a
 * rollback undoes them too; `'rebuild'` fills it from the rows already there.
 *
 * PostgreSQL: the `pg_trgm` extension and one GIN trigram index per column, which
 * `ILIKE '%text%'` uses. The extension is made in `public` (and named there) so that every
 * schema of the database finds the same operator class whatever its search path.
 */
export function textIndexTableName(table: string): string {
  return `${table}_search`;
}

const TRIGGERS = ['insert', 'delete', 'update'] as const;

function triggerName(table: string, on: (typeof TRIGGERS)[number]): string {
  return `${table}_search_${on}`;
}

export function trigramIndexName(table: string, column: string): string {
  return `${table}_${column}_trgm`;
}

const quoted = (name: string) => `"${name}"`;

/** SQLite's triggers that keep the index in step; made again after a rebuild dropped the table with them. */
export function textIndexTriggersSql(table: string, columns: string[]): string[] {
  const index = quoted(textIndexTableName(table));
  const names = ['rowid', ...columns.map(quoted)].join(', ');
  const values = (row: 'new' | 'old') => [`${row}."id"`, ...columns.map((column) => `${row}.${quoted(column)}`)];
  const add = `INSERT INTO ${index} (${names}) VALUES (${values('new').join(', ')});`;
  const remove = `INSERT INTO ${index} (${index}, ${names}) VALUES ('delete', ${values('old').join(', ')});`;
  const of = columns.map(quoted).join(', ');
  return [
    `CREATE TRIGGER "${triggerName(table, 'insert')}" AFTER INSERT ON "${table}" BEGIN ${add} END`,
    `CREATE TRIGGER "${triggerName(table, 'delete')}" AFTER DELETE ON "${table}" BEGIN ${remove} END`,
    `CREATE TRIGGER "${triggerName(table, 'update')}" AFTER UPDATE OF ${of} ON "${table}" BEGIN ${remove} ${add} END`,
  ];
}

/** The statement that makes the extension, or stops the migration saying what is missing and how to get it. */
export const CREATE_TRIGRAM_EXTENSION = [
  'DO $$ BEGIN CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;',
  // Two nodes or test schemas migrating at once: the other one made it meanwhile.
  "EXCEPTION WHEN OTHERS THEN IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN",
  "RAISE EXCEPTION 'The text search indexes need the PostgreSQL extension pg_trgm, which could not be created (%).",
  "Ask the database administrator to run: CREATE EXTENSION pg_trgm SCHEMA public', SQLERRM;",
  'END IF; END $$',
].join(' ');

/**
 * The statements that bring a table's text index from `from` (the columns it had, if
 * any) to `to`. SQLite makes its FTS table again (the columns of one cannot change);
 * PostgreSQL adds the trigram indexes of new columns and drops those of columns no
 * longer searched (an index holds no data).
 */
export function textIndexSql(dialect: Dialect, table: string, from: string[] | undefined, to: string[]): string[] {
  if (dialect === 'postgres') {
    const added = to.filter((column) => !from?.includes(column));
    const dropped = (from ?? []).filter((column) => !to.includes(column));
    return [
      ...(added.length > 0 ? [CREATE_TRIGRAM_EXTENSION] : []),
      ...dropped.map((column) => `DROP INDEX IF EXISTS "${trigramIndexName(table, column)}"`),
      ...added.map(
        (column) =>
          `CREATE INDEX "${trigramIndexName(table, column)}" ON "${table}" USING gin ("${column}" public.gin_trgm_ops)`,
      ),
    ];
  }
  const index = quoted(textIndexTableName(table));
  const columns = to.map(quoted).join(', ');
  // Only an index over other columns is dropped first (which a publication at run time refuses, as a rebuild).
  const dropped = from
    ? [...TRIGGERS.map((on) => `DROP TRIGGER "${triggerName(table, on)}"`), `DROP TABLE ${index}`]
    : [];
  return [
    ...dropped,
    `CREATE VIRTUAL TABLE ${index} USING fts5(${columns}, content='${table}', content_rowid='id', tokenize='trigram')`,
    ...textIndexTriggersSql(table, to),
    `INSERT INTO ${index} (${index}) VALUES ('rebuild')`,
  ];
}
