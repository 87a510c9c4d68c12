import { performance } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { onFreshDatabases } from './fresh-databases';
import { describeLatency } from './latency';

/**
 * The SQL console through the whole HTTP stack, on SQLite (a child process) and on
 * PostgreSQL (the reader login) when BENCH_DATABASE_URL or TEST_DATABASE_URL is set:
 * a one-row statement, 10,000 generated rows, 10,000 rows of a table with a secret
 * column (its token hashes masked) against its other columns alone, and a runaway statement stopped at the
 * time limit (SQL_CONSOLE_TIMEOUT_MS, 1000 here) with the statement after it.
 * Run with `npx tsx bench/sql-console.ts`.
 */
process.env.SQL_CONSOLE_TIMEOUT_MS ??= '1000';

const PASSWORD = 'Bench#2024pw';
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const MANY =
  'with recursive n(i) as (select 1 union all select i + 1 from n where i < 10000) select i, i * 2 as j from n';
const ENDLESS = 'with recursive n(i) as (select 1 union all select i + 1 from n) select count(*) from n';

async function bench({ label, app }: { label: string; app: FastifyInstance }): Promise<void> {
  const login = await app.inject({
    method: 'POST',
    url: '/account/web/login',
    payload: { accountName: 'admin', password: PASSWORD },
  });
  const token = (login.json() as { data: { token: string } }).data.token;
  const query = async (sql: string, maxRows = 500) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/sql-console/query',
      headers: { token },
      payload: { sql, maxRows },
    });
    return response.json() as { code: number; data: { rowCount?: number; reason?: string } };
  };
  const timed = async (name: string, sql: string, count: number, maxRows?: number) => {
    const samples: number[] = [];
    for (let i = 0; i < count; i++) {
      const begin = performance.now();
      const answer = await query(sql, maxRows);
      samples.push(performance.now() - begin);
      if (answer.code !== 200 && name !== 'runaway stopped') throw new Error(`${name}: ${JSON.stringify(answer)}`);
    }
    console.log(`${label}  ${name.padEnd(30)} ${describeLatency(samples)}`);
  };
  await query('select 1'); // the first statement starts the SQLite child
  await timed('select 1', 'select 1', SAMPLES);
  await timed('10,000 rows (maxRows 10000)', MANY, 20, 10_000);
  const sessions = app.backend.tables.of('admin-session');
  const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
  for (let batch = 0; batch < 100; batch++) {
    await sessions.insertMany(
      Array.from({ length: 100 }, (_, i) => ({ tokenHash: `bench-hash-${batch}-${i}`, adminId: 1, expiresAt })),
    );
  }
  await timed('10,000 sessions, hash masked', 'select * from admin_session', 20, 10_000);
  await timed('10,000 sessions, no secret', 'select id, "adminId", "expiresAt" from admin_session', 20, 10_000);
  const samples: number[] = [];
  for (let i = 0; i < 3; i++) {
    const stopped = performance.now();
    const answer = await query(ENDLESS);
    const stopMs = performance.now() - stopped;
    const next = performance.now();
    await query('select 1');
    samples.push(performance.now() - next);
    console.log(`${label}  runaway answered ${answer.data.reason} after ${stopMs.toFixed(0)} ms`);
  }
  console.log(`${label}  ${'select 1 after a stop'.padEnd(30)} ${describeLatency(samples)}`);
}

onFreshDatabases('sqlconsole', PASSWORD, bench).catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
