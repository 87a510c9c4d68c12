import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrationSlug, migrationStatements, planMigration } from '../../generator/migration-plan';
import type { Snapshot, TableShape } from '../../generator/table-shape';

const plain: TableShape = {
  resource: 'note',
  columns: { title: { type: 'text', notNull: true }, body: { type: 'text' }, pinned: { type: 'boolean' } },
  indexes: {},
};
const searched: TableShape = { ...structuredClone(plain), textIndex: { columns: ['title', 'body'] } };
const before: Snapshot = { tables: { note: plain } };

const TRIGRAM_TABLE =
  'CREATE VIRTUAL TABLE "note_search" USING fts5("title", "body", content=\'note\', content_rowid=\'id\', tokenize=\'trigram\')';

/** A SQLite database at `snapshot`'s shape, its statements run as the migrator does: in one transaction. */
function sqliteAt(snapshot: Snapshot): Database.Database {
  const db = new Database(':memory:');
  run(db, migrationStatements(planMigration({ tables: {} }, snapshot.tables).changes).sqlite);
  return db;
}

function run(db: Database.Database, statements: string[]) {
  db.transaction(() => {
    for (const statement of statements) db.exec(statement);
  })();
}

const insert = (db: Database.Database, title: string, body: string | null) =>
  db
    .prepare(
      `INSERT INTO note (title, body, pinned, "createdAt", "updatedAt") VALUES (?, ?, 0, '2024-01-01', '2024-01-01')`,
    )
    .run(title, body);

/** The ids the text index gives for `text` (a phrase: a literal substring). */
const found = (db: Database.Database, text: string) =>
  db
    .prepare('SELECT rowid AS id FROM note_search WHERE note_search MATCH ? ORDER BY rowid')
    .all(`"${text.replaceAll('"', '""')}"`)
    .map((row) => (row as { id: number }).id);

/** FTS5's own check that an external-content index holds exactly what the table holds. */
const checkInStep = (db: Database.Database) =>
  db.exec(`INSERT INTO note_search (note_search, rank) VALUES ('integrity-check', 1)`);

describe('text index of the search fields, planned', () => {
  it('makes an FTS5 trigram table with its triggers on SQLite and GIN trigram indexes on PostgreSQL', () => {
    const plan = planMigration(before, { note: searched });
    expect(plan.changes).toEqual([{ kind: 'text-index', table: 'note', columns: ['title', 'body'] }]);
    expect(plan.next.tables.note.textIndex).toEqual({ columns: ['title', 'body'] });
    expect(migrationSlug(before, plan.changes)).toBe('text-index-note');
    const sql = migrationStatements(plan.changes);
    expect(sql.sqlite[0]).toBe(TRIGRAM_TABLE);
    expect(sql.sqlite.slice(1, 4).map((statement) => statement.slice(0, 60))).toEqual([
      'CREATE TRIGGER "note_search_insert" AFTER INSERT ON "note" B',
      'CREATE TRIGGER "note_search_delete" AFTER DELETE ON "note" B',
      'CREATE TRIGGER "note_search_update" AFTER UPDATE OF "title",',
    ]);
    expect(sql.sqlite.at(-1)).toBe(`INSERT INTO "note_search" ("note_search") VALUES ('rebuild')`);
    expect(sql.postgres[0]).toMatch(
      /^DO \$\$ BEGIN CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;.*RAISE EXCEPTION/,
    );
    expect(sql.postgres.slice(1)).toEqual([
      'CREATE INDEX "note_title_trgm" ON "note" USING gin ("title" public.gin_trgm_ops)',
      'CREATE INDEX "note_body_trgm" ON "note" USING gin ("body" public.gin_trgm_ops)',
    ]);
  });

  it('builds the index with a new table, and plans nothing once it is there', () => {
    const created = planMigration({ tables: {} }, { note: searched });
    expect(created.changes.map((change) => change.kind)).toEqual(['create-table', 'text-index']);
    expect(migrationSlug({ tables: {} }, created.changes)).toBe('initial');
    expect(migrationStatements(created.changes).sqlite).toContain(TRIGRAM_TABLE);
    expect(planMigration(created.next, { note: searched }).changes).toEqual([]);
  });

  it('makes the index again over other columns: SQLite drops its FTS table, PostgreSQL swaps the column indexes', () => {
    const titleOnly = { ...structuredClone(plain), textIndex: { columns: ['title'] } };
    const plan = planMigration({ tables: { note: titleOnly } }, { note: searched });
    expect(plan.changes).toEqual([{ kind: 'text-index', table: 'note', from: ['title'], columns: ['title', 'body'] }]);
    const sql = migrationStatements(plan.changes);
    expect(sql.sqlite.slice(0, 5)).toEqual([
      'DROP TRIGGER "note_search_insert"',
      'DROP TRIGGER "note_search_delete"',
      'DROP TRIGGER "note_search_update"',
      'DROP TABLE "note_search"',
      TRIGRAM_TABLE,
    ]);
    const bodyOnly = planMigration(
      { tables: { note: searched } },
      { note: { ...plain, textIndex: { columns: ['body'] } } },
    );
    expect(migrationStatements(bodyOnly.changes).postgres).toEqual(['DROP INDEX IF EXISTS "note_title_trgm"']);
  });
});

describe('text index of the search fields, on SQLite', () => {
  it('is filled from the rows already there, and finds Chinese and mixed-case substrings', () => {
    const db = sqliteAt(before);
    insert(db, '陈小明的笔记', 'Meeting with ZHANG Wei');
    insert(db, 'Shopping', '买菜 and bread');
    insert(db, 'Empty body', null);
    run(db, migrationStatements(planMigration(before, { note: searched }).changes).sqlite);
    expect(found(db, '陈小明')).toEqual([1]);
    expect(found(db, 'zhang wei')).toEqual([1]);
    expect(found(db, 'OPPIN')).toEqual([2]);
    expect(found(db, 'body')).toEqual([3]);
    expect(found(db, '买菜 a')).toEqual([2]);
    checkInStep(db);
  });

  it('follows inserts, updates and deletes, and a rolled-back transaction leaves it as it was', () => {
    const db = sqliteAt({ tables: { note: searched } });
    insert(db, 'Alpha note', 'first');
    insert(db, 'Beta note', 'second');
    const rolledBack = db.transaction(() => {
      insert(db, 'Gamma note', 'third');
      db.prepare('UPDATE note SET title = ? WHERE id = 1').run('Omega');
      db.prepare('DELETE FROM note WHERE id = 2').run();
      expect(found(db, 'gamma')).toEqual([3]);
      expect(found(db, 'alpha')).toEqual([]);
      throw new Error('roll back');
    });
    expect(rolledBack).toThrow('roll back');
    expect(found(db, 'note')).toEqual([1, 2]);
    expect(found(db, 'gamma')).toEqual([]);
    checkInStep(db);
    db.prepare('UPDATE note SET body = ? WHERE id = 1').run('changed');
    db.prepare('UPDATE note SET pinned = 1 WHERE id = 2').run();
    db.prepare('DELETE FROM note WHERE id = 2').run();
    expect(found(db, 'first')).toEqual([]);
    expect(found(db, 'changed')).toEqual([1]);
    expect(found(db, 'beta')).toEqual([]);
    checkInStep(db);
  });

  it('keeps following the table after a rebuild (its triggers are made again)', () => {
    const db = sqliteAt({ tables: { note: searched } });
    insert(db, 'Kept row', 'before the rebuild');
    const tighter = structuredClone(searched);
    tighter.columns.pinned = { type: 'boolean', notNull: true };
    const sql = migrationStatements(planMigration({ tables: { note: searched } }, { note: tighter }).changes).sqlite;
    expect(sql).toContain('DROP TABLE "note"');
    run(db, sql);
    insert(db, 'Added row', 'after the rebuild');
    expect(found(db, 'row')).toEqual([1, 2]);
    db.prepare('DELETE FROM note WHERE id = 1').run();
    expect(found(db, 'row')).toEqual([2]);
    checkInStep(db);
  });
});
