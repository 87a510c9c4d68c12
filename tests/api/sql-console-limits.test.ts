import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../contract/errors';
import { MAX_ANSWER_BYTES } from '../../server/features/sql-console/console-limits';
import { databases } from '../support/databases';
import { type ConsoleRefusal, consoleCalls } from '../support/sql-console';
import { startTestServer, type TestServer } from '../support/test-server';

// Building and refusing values of hundreds of MB takes seconds on a loaded machine: this suite is
// about size, not time, so its statements get longer than the other console suites' 2.5 s.
process.env.SQL_CONSOLE_TIMEOUT_MS = '20000';

/** A statement whose one value is 500 MB (SQLite builds it in memory; PostgreSQL sends it whole). */
const HUGE_VALUE = {
  sqlite: 'select length(randomblob(500000000)) as n',
  postgres: "select repeat('x', 300000000) as x",
};
/** A value over the answer cap that the engine can build within its memory. */
const LARGE_VALUE = {
  sqlite: `select hex(randomblob(${MAX_ANSWER_BYTES})) as x`,
  postgres: `select repeat('x', ${MAX_ANSWER_BYTES + 1000}) as x`,
};
/** Rows whose values add up to about 50 MB: each small, their sum over the cap. */
const MANY_ROWS = {
  sqlite:
    "with recursive r(n) as (select 1 union all select n + 1 from r where n < 10000) select n, printf('%.*c', 5000, 'x') from r",
  postgres: "select n, repeat('x', 5000) from generate_series(1, 10000) n",
};

/** What one statement may hold and answer is capped, and the server stays healthy past the cap, on both engines. */
describe.each(databases)('SQL console limits ($kind)', (database) => {
  let server: TestServer;
  let calls: ReturnType<typeof consoleCalls>;

  beforeAll(async () => {
    server = await startTestServer(database);
    calls = consoleCalls(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  const tooLarge = async (sql: string, maxRows?: number): Promise<ConsoleRefusal> => {
    const answer = await calls.query(sql, maxRows);
    expect(answer.status, JSON.stringify(answer.body).slice(0, 300)).toBe(400);
    expect(answer.body.code).toBe(Code.BAD_REQUEST);
    const refusal = answer.body.data as unknown as ConsoleRefusal;
    expect(refusal.reason).toBe('too-large');
    expect(answer.body.msg).toMatch(/^too-large: /);
    return refusal;
  };

  const stillHealthy = async () => {
    expect(await calls.rows('select 1 as one')).toEqual([[1]]);
    expect((await server.call('GET', '/healthz')).status).toBe(200);
  };

  it('refuses a statement that builds a 500 MB value, and runs the next one', async () => {
    const refusal = await tooLarge(HUGE_VALUE[database.kind]);
    expect(refusal.message).toMatch(database.kind === 'sqlite' ? /out of memory.*256 MB/ : /more than 16 MB/);
    await stillHealthy();
  });

  it.each(database.kind === 'sqlite' ? ['select randomblob(40000000) as b', 'select randomblob(120000000) as b'] : [])(
    'refuses a blob the process can build but not answer: %s',
    async (sql) => {
      await tooLarge(sql);
      await stillHealthy();
    },
  );

  it('refuses an answer holding one value larger than the answer cap', async () => {
    const refusal = await tooLarge(LARGE_VALUE[database.kind]);
    expect(refusal.message).toMatch(/more than 16 MB of values/);
    await stillHealthy();
  });

  it('refuses an answer whose rows add up to more than the cap, and answers fewer of them', async () => {
    await tooLarge(MANY_ROWS[database.kind], 10_000);
    const fewer = await calls.query(MANY_ROWS[database.kind], 100);
    expect(fewer.status).toBe(200);
    expect(fewer.body.data).toMatchObject({ rowCount: 100, truncated: true });
    await stillHealthy();
  });

  it('sends a blob shown in full when it fits, and explains the statement that would not', async () => {
    expect(
      await calls.rows(
        database.kind === 'sqlite' ? 'select length(hex(randomblob(1000)))' : "select length(repeat('x', 2000))",
      ),
    ).toEqual([[2000]]);
    const plan = await calls.explain(HUGE_VALUE[database.kind]);
    expect(plan.status).toBe(200);
  });
});
