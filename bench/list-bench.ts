import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import type { Database, DatabaseTarget } from '../server/db/database';
import { benchPostgresUrl, runMain } from './fresh-databases';
import { describeLatency } from './latency';
import { type Figure, summaryTable } from './summary-table';

/**
 * The frame of a list benchmark: a large data set made once by a generator and kept
 * (bench/data/<name>.sqlite and, when a PostgreSQL URL is given through
 * BENCH_DATABASE_URL or TEST_DATABASE_URL, the schema bench_<name>), then real HTTP
 * round trips of list pages against a listening server. Prints; asserts nothing.
 */
export interface ListBench {
  /** Names the kept data set: the file, the schema and the printed lines. */
  name: string;
  /** Fills an empty database; `ownerId` is the seeded admin's id. */
  fill(database: Database, ownerId: number): Promise<void>;
  /** The table whose rows the bench counts before and after filling. */
  table: string;
  /** Work before the pages are measured (a refresh to time, say), given the listening server and a token; prints its own lines. */
  prepare?(run: { label: string; address: string; token: string }): Promise<void>;
  /** The list pages to measure, each a label and a URL path made from the site ids and a request number. */
  pages: { label: string; path(siteIds: number[], request: number): string; aim?: string }[];
}

/**
 * Requests sent before measuring each line, not counted: a server runs for days, and a
 * fresh process serves its first thousands of requests slower while V8 compiles the hot
 * paths (the list as it opens on PostgreSQL: 850–890 req/s over its first 1,000
 * requests, 1,125–1,188 over 4,000), and every pooled PostgreSQL connection prepares
 * the lookups on its first runs.
 */
const WARM_UP = Number(process.env.BENCH_WARM_UP ?? 2000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PASSWORD = 'Bench#Lists1';
const DATA_DIR = join(import.meta.dirname, 'data');

export async function countRows(database: Database, table: string): Promise<number> {
  const result = await sql<{ total: number | string }>`SELECT COUNT(*) AS total FROM ${sql.table(table)}`.execute(
    database.db,
  );
  return Number(result.rows[0]?.total ?? 0);
}

/** A deterministic pick among the site ids, the same sequence on every run. */
export function sitePicker(): (siteIds: number[]) => number {
  let seed = 7;
  return (siteIds) => {
    seed = (seed * 48271) % 2147483647;
    return siteIds[seed % siteIds.length] as number;
  };
}

async function signIn(address: string): Promise<string> {
  const login = await fetch(`${address}/account/web/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ accountName: 'admin', password: PASSWORD }),
  });
  return ((await login.json()) as { data: { token: string } }).data.token;
}

interface Measured {
  samples: number[];
  rows: number;
  seconds: number;
}

/** BENCH_CONNECTIONS requests at a time from a worker thread (load-client.mjs), after a warm-up. */
function measure(address: string, token: string, path: (request: number) => string): Promise<Measured> {
  const paths = Array.from({ length: WARM_UP + REQUESTS }, (_, request) => path(request));
  const workerData = { address, token, paths, warmUp: WARM_UP, connections: CONNECTIONS };
  const worker = new Worker(new URL('./load-client.mjs', import.meta.url), { workerData });
  return new Promise((resolve, reject) => {
    worker.once('message', (measured: Measured) => {
      resolve(measured);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

async function benchmark(bench: ListBench, label: string, target: DatabaseTarget): Promise<Figure[]> {
  const config = loadConfig({ ...process.env, DATA_DIR, ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: 'warn', REDIS_URL: '' });
  const app = await buildApp(config, { database: target, announce: () => {} });
  try {
    const { database } = app.backend;
    if ((await countRows(database, bench.table)) === 0) {
      const started = performance.now();
      const admin = await sql<{ id: number }>`SELECT "id" FROM "admin" WHERE "accountName" = 'admin'`.execute(
        database.db,
      );
      await bench.fill(database, Number(admin.rows[0]?.id));
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`${label}: filled ${bench.name} in ${seconds} s`);
    }
    const siteIds = (await sql<{ id: number }>`SELECT "id" FROM "site" ORDER BY "id"`.execute(database.db)).rows.map(
      (row) => Number(row.id),
    );
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const token = await signIn(address);
    console.log(`${label}: ${await countRows(database, bench.table)} ${bench.table} rows, ${siteIds.length} sites`);
    await bench.prepare?.({ label, address, token });
    console.log(`${label}: ${CONNECTIONS} connections, ${REQUESTS} requests each after ${WARM_UP} to warm up`);
    const figures: Figure[] = [];
    for (const page of bench.pages) {
      const { samples, rows, seconds } = await measure(address, token, (request) => page.path(siteIds, request));
      console.log(`${label}: ${page.label} (${(rows / REQUESTS).toFixed(1)} rows a page)`);
      const rate = `${Math.round(REQUESTS / seconds)} req/s`;
      console.log(`${label}:   HTTP ${rate}  ${describeLatency(samples)}${page.aim ? `   aim: ${page.aim}` : ''}`);
      figures.push({ engine: label, label: page.label, rate: REQUESTS / seconds, samples, aim: page.aim });
    }
    return figures;
  } finally {
    await app.close();
  }
}

async function ensurePostgresSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`CREATE SCHEMA IF NOT EXISTS ${schema}`);
  await client.end();
}

/** Runs the bench on SQLite, then on PostgreSQL when a URL is given (else says how to). */
export async function runListBench(bench: ListBench): Promise<void> {
  mkdirSync(DATA_DIR, { recursive: true });
  const figures = await benchmark(bench, 'sqlite', { kind: 'sqlite', file: join(DATA_DIR, `${bench.name}.sqlite`) });
  const url = benchPostgresUrl();
  if (url) {
    const schema = `bench_${bench.name.replaceAll('-', '_')}`;
    await ensurePostgresSchema(url, schema);
    figures.push(...(await benchmark(bench, 'postgres', { kind: 'postgres', url, searchPath: schema })));
  }
  console.log(`\n${bench.name}, ${CONNECTIONS} connections, ${REQUESTS} requests a line:\n${summaryTable(figures)}`);
}

export function runAsMain(bench: ListBench): void {
  runMain(() => runListBench(bench));
}
