import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import type { DatabaseTarget } from '../server/db/database';

/** One engine's run of a bench against the console listening at `address`; `label` starts its printed lines. */
export type EngineBench = (run: { label: string; app: FastifyInstance; address: string }) => Promise<void>;

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

/** Starts the console on a database, its admin signing in with `password`, runs the bench against it and closes it. */
async function onConsole(
  label: string,
  target: DatabaseTarget,
  dataDir: string,
  password: string,
  bench: EngineBench,
): Promise<void> {
  const config = loadConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD: password, LOG_LEVEL: 'warn' });
  const app = await buildApp(config, { database: target, announce: () => {} });
  try {
    await bench({ label, app, address: await app.listen({ port: 0, host: '127.0.0.1' }) });
  } finally {
    await app.close();
  }
}

/**
 * Runs a bench against a listening console on a fresh SQLite file, then, when a
 * PostgreSQL URL is given, on a scratch schema `bench_<name>_<pid>`; the files and the
 * schema (with the SQL console's `<schema>_masked`) are removed after.
 */
export async function onFreshDatabases(name: string, password: string, bench: EngineBench): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), `bench-${name}-`));
  try {
    await onConsole('sqlite', { kind: 'sqlite', file: join(dataDir, 'console.sqlite') }, dataDir, password, bench);
    const url = benchPostgresUrl();
    if (!url) return;
    const schema = `bench_${name}_${process.pid}`;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`CREATE SCHEMA ${schema}`);
    try {
      const target: DatabaseTarget = { kind: 'postgres', url, searchPath: schema };
      await onConsole('postgres', target, mkdtempSync(join(dataDir, 'pg-')), password, bench);
    } finally {
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      // The SQL console's masked views of that schema's tables with secrets.
      await client.query(`DROP SCHEMA IF EXISTS ${schema}_masked CASCADE`);
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
