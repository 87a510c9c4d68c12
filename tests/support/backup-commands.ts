import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** What a backup command printed and how it ended. */
export interface CommandRun {
  code: number | null;
  output: string;
}

/**
 * `npm run backup` or `npm run restore` as an operator runs them: the command's own file under
 * tsx, in a process of its own, with `env` as its configuration (and nothing else of the test's).
 */
export async function runBackupCommand(
  command: 'backup' | 'restore',
  folder: string,
  env: Record<string, string>,
): Promise<CommandRun> {
  const child = spawn(process.execPath, ['--import', 'tsx', `server/backup/${command}-cli.ts`, folder], {
    cwd: ROOT,
    env: { PATH: String(process.env.PATH), HOME: String(process.env.HOME), LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr.on('data', (chunk) => {
    output += String(chunk);
  });
  const [code] = await once(child, 'exit');
  return { code: code as number | null, output };
}

/** Every row of every table of a SQLite file, each row as its JSON, sorted: two databases compared as sets. */
export function sqliteRowsByTable(file: string): Map<string, string[]> {
  const database = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const tables = database
      .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
      .all() as { name: string }[];
    return new Map(
      tables.map(({ name }) => [
        name,
        (database.prepare(`select * from "${name}"`).all() as object[]).map((row) => JSON.stringify(row)).sort(),
      ]),
    );
  } finally {
    database.close();
  }
}

/** The virtual tables of a SQLite file (the full-text indexes), whose own tables carry their name as a prefix. */
export function virtualTables(file: string): string[] {
  const database = new SqliteDatabase(file, { readonly: true, fileMustExist: true });
  try {
    const rows = database.prepare("select name from sqlite_master where sql like 'CREATE VIRTUAL TABLE%'").all() as {
      name: string;
    }[];
    return rows.map((row) => row.name);
  } finally {
    database.close();
  }
}
