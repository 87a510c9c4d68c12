import SqliteDatabase from 'better-sqlite3';

/** Pages copied in one step after the first: all of them, so writes meanwhile never restart the copy. */
const ALL_PAGES = 0x7fffffff;

/**
 * A consistent copy of the SQLite database while the console writes to it: SQLite's online
 * backup API, read in one step under a read transaction (with WAL, writers go on meanwhile).
 */
export async function copySqliteOnline(source: string, destination: string): Promise<void> {
  const database = new SqliteDatabase(source, { readonly: true, fileMustExist: true });
  try {
    database.pragma('busy_timeout = 5000');
    await database.backup(destination, { progress: () => ALL_PAGES });
  } finally {
    database.close();
  }
}

/** Rows per table of a SQLite file (SQLite's own tables left out). */
export function sqliteRowCounts(file: string): Record<string, number> {
  const database = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const tables = database
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
      .all() as { name: string }[];
    return Object.fromEntries(
      tables.map(({ name }) => [
        name,
        (database.prepare(`select count(*) as n from "${name}"`).get() as { n: number }).n,
      ]),
    );
  } finally {
    database.close();
  }
}

/** Whether the file is a sound SQLite database (`PRAGMA integrity_check`). */
export function sqliteIsSound(file: string): boolean {
  const database = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    return database.pragma('integrity_check', { simple: true }) === 'ok';
  } catch {
    return false;
  } finally {
    database.close();
  }
}
