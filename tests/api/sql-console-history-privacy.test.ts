import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../contract/envelope';
import { createSignedInAccount } from '../support/accounts';
import { databases } from '../support/databases';
import { consoleCalls, TEST_TIMEOUT_MS } from '../support/sql-console';
import { startTestServer, type TestServer } from '../support/test-server';

process.env.SQL_CONSOLE_TIMEOUT_MS = TEST_TIMEOUT_MS;

/** What another admin typed: no answer of the console, nor the API log, may show it. */
const THEIR_STATEMENT = "select 'their private words' as theirs";
const THEIR_MISTAKE = 'select their_private_column from site';

/** The statements of the console's history are each admin's own: the console reads them masked, on both engines. */
describe.each(databases)('SQL console history privacy ($kind)', (database) => {
  let server: TestServer;
  let calls: ReturnType<typeof consoleCalls>;

  beforeAll(async () => {
    server = await startTestServer(database);
    calls = consoleCalls(server);
    const other = await createSignedInAccount(server, 'sqlneighbour', ['sql-console']);
    expect((await calls.query(THEIR_STATEMENT, undefined, other.token)).status).toBe(200);
    expect((await calls.query(THEIR_MISTAKE, undefined, other.token)).status).toBe(400);
  });
  afterAll(async () => {
    await server?.close();
  });

  const noneOfTheirs = (answer: unknown) => {
    expect(JSON.stringify(answer)).not.toMatch(/their_?private/);
  };

  it('answers select * from the history with every statement and error masked', async () => {
    const answer = await calls.query('select * from sql_console_query');
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    noneOfTheirs(answer.body);
    const { columns, rows } = answer.body.data;
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const name of ['sql', 'error']) {
      const index = columns.findIndex((column) => column.name === name);
      expect(columns[index], name).toMatchObject({ masked: true });
      expect(rows.map((row) => row[index])).toContain('******');
    }
    const kinds = columns.findIndex((column) => column.name === 'kind');
    expect(rows.map((row) => row[kinds])).toContain('query');
  });

  it.each([
    "select count(*) from sql_console_query where sql like '%private%'",
    'select substr(sql, 1, 40) from sql_console_query',
    'select id from sql_console_query order by error',
    'select upper(error) as shout from sql_console_query where error is not null',
  ])('refuses to compute or compare with a statement: %s', async (statement) => {
    const refusal = await calls.refusal(statement);
    expect(refusal.reason).toBe('secret-column');
    noneOfTheirs(refusal);
  });

  it('refuses the history table named with its schema', async () => {
    const table =
      database.kind === 'sqlite'
        ? 'main.sql_console_query'
        : `"${server.app.backend.database.schema}".sql_console_query`;
    const answer = await calls.query(`select sql from ${table}`);
    noneOfTheirs(answer.body);
    if (answer.status === 200) expect(answer.body.data.columns[0]).toMatchObject({ masked: true });
    else expect((answer.body.data as unknown as { reason: string }).reason).toBe('secret-column');
  });

  it('shows a result column named sql or error that comes from no statement', async () => {
    expect(await calls.rows(`select 'shown' as sql, 'shown too' as error`)).toEqual([['shown', 'shown too']]);
  });

  it("keeps the statements' text out of the API log, and their duration and rows in it", async () => {
    const logged = async () => {
      const answer = await server.call<Page<{ path: string; body: string | null }>>(
        'GET',
        '/api/api-logs?pageSize=100',
        {
          token: server.adminToken,
        },
      );
      return answer.body.data.list.filter((entry) => entry.path === '/api/sql-console/query');
    };
    await expect.poll(async () => (await logged()).length, { timeout: 5000 }).toBeGreaterThanOrEqual(2);
    const entries = await logged();
    for (const entry of entries) noneOfTheirs(entry);
    const bodies = entries.map((entry) => JSON.parse(entry.body ?? '{}') as { sql: string; statement: unknown });
    expect(bodies.map((body) => body.sql)).toContain('******');
    expect(bodies.find((body) => body.sql === '******')?.statement).toMatchObject({ rowCount: expect.any(Number) });
  });
});
