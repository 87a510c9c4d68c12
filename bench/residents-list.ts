import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import type { DatabaseTarget } from '../server/db/database';
import { countRows, fillResidents } from './fill-residents';
import { describeLatency } from './latency';

/**
 * How fast is the first page of a resident list filtered by site and sorted by last
 * name, with 1,000,000 residents across 1,000 sites? Measured as real HTTP round
 * trips against a listening server, on SQLite and, when a PostgreSQL URL is given
 * (BENCH_DATABASE_URL or TEST_DATABASE_URL), on PostgreSQL. Prints; asserts nothing.
 * The data is kept between runs (bench/data/, schema bench_residents_<count>) and reused.
 */

const SIZE = {
  sites: Number(process.env.BENCH_SITES ?? 1000),
  residents: Number(process.env.BENCH_RESIDENTS ?? 1_000_000),
};
const WARM_UP = 50;
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 1000);
const PASSWORD = 'Bench#Residents1';
const DATA_DIR = join(import.meta.dirname, 'data');
const PG_SCHEMA = `bench_residents_${SIZE.residents}`;

async function ensurePostgresSchema(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`CREATE SCHEMA IF NOT EXISTS ${PG_SCHEMA}`);
  await client.end();
}

async function benchmark(label: string, target: DatabaseTarget): Promise<void> {
  const config = loadConfig({ ...process.env, DATA_DIR, ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: 'warn', REDIS_URL: '' });
  const app = await buildApp(config, { database: target, announce: () => {} });
  try {
    const { database } = app.backend;
    const existing = await countRows(database, 'resident');
    if (existing === 0) {
      const started = performance.now();
      const admin = await sql<{ id: number }>`SELECT "id" FROM "admin" WHERE "accountName" = 'admin'`.execute(
        database.db,
      );
      await fillResidents(database, SIZE, Number(admin.rows[0]?.id));
      console.log(
        `${label}: filled ${SIZE.residents} residents in ${((performance.now() - started) / 1000).toFixed(1)} s`,
      );
    }
    const siteIds = (await sql<{ id: number }>`SELECT "id" FROM "site" ORDER BY "id"`.execute(database.db)).rows.map(
      (row) => Number(row.id),
    );
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const login = await fetch(`${address}/account/web/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ accountName: 'admin', password: PASSWORD }),
    });
    const { data } = (await login.json()) as { data: { token: string } };

    let seed = 7;
    const nextSite = () => {
      seed = (seed * 48271) % 2147483647;
      return siteIds[seed % siteIds.length];
    };
    const samples: number[] = [];
    let rows = 0;
    for (let request = 0; request < WARM_UP + REQUESTS; request++) {
      const url = `${address}/api/residents?siteId=${nextSite()}&sort=lastName&order=ASC&page=1&pageSize=20`;
      const started = performance.now();
      const response = await fetch(url, { headers: { token: data.token } });
      const body = (await response.json()) as { code: number; data: { list: unknown[]; total: number } };
      const elapsed = performance.now() - started;
      if (body.code !== 200) throw new Error(`list failed with code ${body.code}`);
      if (request >= WARM_UP) {
        samples.push(elapsed);
        rows += body.data.list.length;
      }
    }
    const total = await countRows(database, 'resident');
    console.log(
      `${label}: ${total} residents, ${siteIds.length} sites; GET /api/residents?siteId=…&sort=lastName (page 1 of 20, ${rows / REQUESTS} rows)`,
    );
    console.log(`${label}: HTTP ${describeLatency(samples)}`);
  } finally {
    await app.close();
  }
}

async function main(): Promise<void> {
  mkdirSync(DATA_DIR, { recursive: true });
  await benchmark('sqlite', { kind: 'sqlite', file: join(DATA_DIR, `residents-${SIZE.residents}.sqlite`) });
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) {
    console.log(
      'postgres: skipped, set BENCH_DATABASE_URL (or TEST_DATABASE_URL) to a PostgreSQL server to measure it',
    );
    return;
  }
  await ensurePostgresSchema(url);
  await benchmark('postgres', { kind: 'postgres', url, searchPath: PG_SCHEMA });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
