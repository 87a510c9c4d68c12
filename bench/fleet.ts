import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { writeCredentials } from '../simulator/credentials-file';
import type { GatewayIdentity } from '../simulator/fleet';
import { runNode, urlWithSchema } from '../tests/support/server-process';
import { type ConsoleUnderTest, startConsole } from './fleet/console-process';
import { PostgresWrites, SqliteWrites, type WriteCounter } from './fleet/database-writes';
import { type FleetFigures, PASSWORD, runFleet } from './fleet/fleet-run';
import { fleetTable } from './fleet/fleet-table';
import { benchPostgresUrl } from './fresh-databases';

/**
 * The fleet of gateways on the push channel (`npm run bench:fleet`): sites bound through the
 * API, then BENCH_FLEET_GATEWAYS gateways (10,000) played in this process by the simulator's
 * fleet, connected to a console running in a process of its own. It prints the console's CPU
 * and memory with the fleet idle, the database writes and API-log rows per idle gateway and
 * hour, the time from a face's creation to its gateway (over faces spread across the fleet),
 * HTTP heartbeats' p99 under the fleet, and faces registered per second end to end. SQLite,
 * then PostgreSQL with a URL, then two nodes on PostgreSQL and Redis (the admin writing on
 * one, the measured half of the fleet on the other, the other half in a process of its own).
 */

const GATEWAYS = Number(process.env.BENCH_FLEET_GATEWAYS ?? 10_000);
const IDLE_SECONDS = Number(process.env.BENCH_FLEET_IDLE_SECONDS ?? 120);
const LATENCY_FACES = Number(process.env.BENCH_FLEET_LATENCY_FACES ?? 200);
const THROUGHPUT_FACES = Number(process.env.BENCH_FLEET_FACES ?? 1_000);

const COMMON = { ADMIN_PASSWORD: PASSWORD, JOB_SCHEDULES: 'false', LOG_LEVEL: 'warn' };
const runOptions = {
  gateways: GATEWAYS,
  idleSeconds: IDLE_SECONDS,
  latencyFaces: LATENCY_FACES,
  throughputFaces: THROUGHPUT_FACES,
};

async function onSqlite(): Promise<FleetFigures> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-fleet-'));
  const node = await startConsole({ ...COMMON, DATA_DIR: dataDir });
  const writes = new SqliteWrites(join(dataDir, 'console.sqlite'));
  try {
    return await runFleet({ label: 'SQLite, one node', writeNode: node, fleetNode: node, writes, ...runOptions });
  } finally {
    await writes.close();
    await node.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Runs `bench` on a scratch schema of the PostgreSQL server, dropped after. */
async function onSchema<T>(url: string, name: string, bench: (schema: string) => Promise<T>): Promise<T> {
  const schema = `bench_fleet_${name}_${process.pid}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`CREATE SCHEMA ${schema}`);
  try {
    return await bench(schema);
  } finally {
    await client.query(`DROP SCHEMA ${schema} CASCADE`);
    await client.end();
  }
}

async function onPostgres(url: string): Promise<FleetFigures> {
  return onSchema(url, 'one', async (schema) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-fleet-'));
    const node = await startConsole({ ...COMMON, DATA_DIR: dataDir, DATABASE_URL: urlWithSchema(url, schema) });
    const writes: WriteCounter = new PostgresWrites(url, schema);
    try {
      return await runFleet({ label: 'PostgreSQL, one node', writeNode: node, fleetNode: node, writes, ...runOptions });
    } finally {
      await writes.close();
      await node.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}

async function onTwoNodes(url: string, redisUrl: string): Promise<FleetFigures> {
  return onSchema(url, 'two', async (schema) => {
    const dirs = [mkdtempSync(join(tmpdir(), 'bench-fleet-a-')), mkdtempSync(join(tmpdir(), 'bench-fleet-b-'))];
    const shared = {
      ...COMMON,
      DATABASE_URL: urlWithSchema(url, schema),
      REDIS_URL: redisUrl,
      SECRET_KEY: '7'.repeat(64),
    };
    // One node migrates and seeds first, so that the two do not both seed at once.
    const nodeA = await startConsole({ ...shared, DATA_DIR: dirs[0] ?? '' });
    const nodeB: ConsoleUnderTest = await startConsole({ ...shared, DATA_DIR: dirs[1] ?? '' });
    const writes: WriteCounter = new PostgresWrites(url, schema);
    const elsewhere = async (gateways: GatewayIdentity[]) => {
      const file = join(dirs[0] ?? '', 'fleet-credentials.json');
      writeCredentials(file, gateways);
      const fleet = runNode(
        ['--import', 'tsx', 'simulator/main.ts', '--url', nodeA.address, '--fleet', String(gateways.length)].concat([
          '--credentials',
          file,
          '--delay',
          '20',
          '--panels',
          '4',
          '--ramp',
          '500',
        ]),
        {},
      );
      return { stop: async () => void (await fleet.stop()) };
    };
    try {
      return await runFleet({
        label: 'PostgreSQL and Redis, two nodes',
        writeNode: nodeA,
        fleetNode: nodeB,
        writes,
        elsewhere,
        ...runOptions,
      });
    } finally {
      await writes.close();
      await Promise.all([nodeA.stop(), nodeB.stop()]);
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }
  });
}

async function main(): Promise<void> {
  const figures: FleetFigures[] = [await onSqlite()];
  const url = benchPostgresUrl();
  if (url) {
    figures.push(await onPostgres(url));
    const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.TEST_REDIS_URL;
    if (redisUrl) figures.push(await onTwoNodes(url, redisUrl));
    else console.log('two nodes: skipped, set BENCH_REDIS_URL (or TEST_REDIS_URL) to a Redis server to measure them');
  }
  console.log(fleetTable(figures));
}

await main();
process.exit(0);
