import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { DatabaseTarget } from '../server/db/database';

/** One engine's run of a bench: `label` starts its printed lines, `dataDir` is a folder of its own. */
export type EngineBench = (label: string, target: DatabaseTarget, dataDir: string) => Promise<void>;

/**
 * The PostgreSQL server a bench measures (BENCH_DATABASE_URL, else TEST_DATABASE_URL),
 * or undefined after printing that PostgreSQL is skipped and how to measure it.
 */
export function benchPostgresUrl(): string | undefined {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) {
    console.log(
      'postgres: skipped, set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server to measure it',
    );
  }
  return url;
}

/**
 * Runs a bench on a fresh SQLite file, then, when a PostgreSQL URL is given, on a
 * scratch schema `bench_<name>_<pid>`; the files and the schema are removed after.
 */
export async function onFreshDatabases(name: string, bench: EngineBench): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), `bench-${name}-`));
  try {
    await bench('sqlite', { kind: 'sqlite', file: join(dataDir, 'console.sqlite') }, dataDir);
    const url = benchPostgresUrl();
    if (!url) return;
    const schema = `bench_${name}_${process.pid}`;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`CREATE SCHEMA ${schema}`);
    try {
      await bench('postgres', { kind: 'postgres', url, searchPath: schema }, mkdtempSync(join(dataDir, 'pg-')));
    } finally {
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs a bench script's main, ending the process with 1 after printing what went wrong. */
export function runMain(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
