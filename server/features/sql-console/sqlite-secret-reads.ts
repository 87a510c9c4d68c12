import type SqliteDatabase from 'better-sqlite3';
import type { SecretColumnSet } from './secret-columns';

interface Opened {
  table: string;
  index: boolean;
  /** Column names by the position the bytecode reads them at (null: the row id of an index). */
  columns: (string | null)[];
}

/** One instruction of the program SQLite compiled a statement to (`EXPLAIN`). */
export interface Instruction {
  opcode: string;
  p1: number;
  p2: number;
  p3: number;
  p4: unknown;
}

/** A read of a secret column: where in the program, and the register it lands in (none for an index opened). */
export interface SecretRead {
  column: string;
  address: number;
  register: number | null;
}

const OPENS = new Set(['OpenRead', 'ReopenIdx', 'OpenWrite']);

/** The program SQLite compiled a statement to, one instruction per address. */
export function programOf(db: SqliteDatabase.Database, sql: string): Instruction[] {
  return db.prepare(`EXPLAIN\n${sql}`).all() as Instruction[];
}

/**
 * The reads of secret columns in a statement's program, not in its text: every
 * `Column` read through a cursor opened on a table, whatever the statement does with
 * the value (shows it, hashes it, compares it in a WHERE), and every index holding a
 * secret column that the program opens (a seek compares keys with no Column read).
 * Views and subqueries are compiled in, so they count too.
 */
export function secretReads(
  db: SqliteDatabase.Database,
  program: Instruction[],
  secrets: SecretColumnSet,
): SecretRead[] {
  const byRootPage = openedObjects(db);
  const cursors = new Map<number, Opened>();
  const found: SecretRead[] = [];
  program.forEach(({ opcode, p1, p2, p3 }, address) => {
    if (OPENS.has(opcode)) {
      const opened = byRootPage.get(p2);
      if (!opened) return;
      cursors.set(p1, opened);
      // Seeking an index orders and compares its keys without a Column read: an index holding a secret is a read of it.
      if (opened.index) {
        for (const column of opened.columns) {
          if (column && secrets.has(opened.table, column)) {
            found.push({ column: `${opened.table}.${column}`, address, register: null });
          }
        }
      }
    } else if (opcode === 'OpenDup') {
      const original = cursors.get(p2);
      if (original) cursors.set(p1, original);
    } else if (opcode === 'Column') {
      const opened = cursors.get(p1);
      const column = opened?.columns[p2];
      if (opened && column && secrets.has(opened.table, column)) {
        found.push({ column: `${opened.table}.${column}`, address, register: opened.index ? null : p3 });
      }
    }
  });
  return found;
}

/** Every table and index by its root page, with the columns in the order the bytecode numbers them. */
function openedObjects(db: SqliteDatabase.Database): Map<number, Opened> {
  const objects = db
    .prepare('select type, name, tbl_name as owner, rootpage from sqlite_schema where rootpage > 0')
    .all() as { type: string; name: string; owner: string; rootpage: number }[];
  const tableColumns = db.prepare('select name from pragma_table_xinfo(?) order by cid').pluck();
  const indexColumns = db.prepare('select name from pragma_index_xinfo(?) order by seqno').pluck();
  return new Map(
    objects.map((object) => [
      object.rootpage,
      {
        table: object.owner,
        index: object.type === 'index',
        columns: (object.type === 'index' ? indexColumns : tableColumns).all(object.name) as (string | null)[],
      },
    ]),
  );
}
