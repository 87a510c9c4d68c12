import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../contract/errors';
import { databases } from '../support/databases';
import { consoleCalls, TEST_TIMEOUT_MS } from '../support/sql-console';
import { startTestServer, type TestServer } from '../support/test-server';

process.env.SQL_CONSOLE_TIMEOUT_MS = TEST_TIMEOUT_MS;

const ENDLESS = 'with recursive n(i) as (select 1 union all select i + 1 from n) select count(*) from n';

/** The SQL console runs only reads, one statement at a time, stopped at its time limit, on both engines. */
describe.each(databases)('SQL console safety ($kind)', (database) => {
  let server: TestServer;
  let calls: ReturnType<typeof consoleCalls>;
  const siteNames = async () => (await calls.rows('select name from site order by name')).map((row) => row[0]);

  beforeAll(async () => {
    server = await startTestServer(database);
    calls = consoleCalls(server);
    const token = server.adminToken;
    for (const name of ['Harbour View', 'Elm Court']) {
      await server.call('POST', '/api/sites', { token, body: { name, address: '1 Quay' } });
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers a read with its columns, their types, the rows and the elapsed time', async () => {
    const answer = await calls.query('select id, name from site order by name');
    expect(answer.status).toBe(200);
    const data = answer.body.data;
    expect(data.columns.map((column) => column.name)).toEqual(['id', 'name']);
    expect(data.columns[1].type.toLowerCase()).toMatch(/text|char/);
    expect(data.rows.map((row) => row[1])).toEqual(['Elm Court', 'Harbour View']);
    expect(data.rowCount).toBe(2);
    expect(data.truncated).toBe(false);
    expect(data.elapsedMs).toBeGreaterThanOrEqual(0);
  });

  it.each([
    "insert into site (name, address, version) values ('Intruder', 'x', 1)",
    "update site set name = 'Renamed'",
    'delete from site',
    'create table intruder (a int)',
    'drop table site',
  ])('refuses the write %s and changes nothing', async (sql) => {
    const refusal = await calls.refusal(sql);
    expect(['read-only', 'permission']).toContain(refusal.reason);
    expect(await siteNames()).toEqual(['Elm Court', 'Harbour View']);
  });

  it.each([
    ['/query', { sql: 'select 1', maxRows: 0 }, 'maxRows', 'minimum'],
    ['/query', { sql: 'select 1', maxRows: 10_001 }, 'maxRows', 'maximum'],
    ['/query', { sql: 'select 1', maxRows: 'abc' }, 'maxRows', 'type'],
    ['/query', { sql: 'select 1', maxRows: 1e20 }, 'maxRows', 'maximum'],
    ['/query', { sql: '' }, 'sql', 'minLength'],
    ['/query', {}, 'sql', 'required'],
    ['/query', { sql: 'select 1', limit: 5 }, 'limit', 'additionalProperties'],
    ['/explain', {}, 'sql', 'required'],
  ])('answers 400 in the envelope naming the field of a bad body: %s %j', async (route, body, field, rule) => {
    for (const language of ['en', 'zh']) {
      const answer = await server.call('POST', `/api/sql-console${route}`, {
        token: server.adminToken,
        body,
        headers: { 'accept-language': language },
      });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: Code.BAD_REQUEST, msg: expect.any(String), data: { field, rule } });
    }
  });

  it('refuses a string of several statements and runs none of them', async () => {
    const answer = await calls.query('select 1; delete from site');
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(Code.BAD_REQUEST);
    expect((answer.body.data as unknown as { reason: string }).reason).toBe('multiple-statements');
    expect(await siteNames()).toEqual(['Elm Court', 'Harbour View']);
  });

  it.each(
    database.kind === 'postgres'
      ? ['BEGIN', 'SET ROLE postgres', 'SET default_transaction_read_only = off', 'SET SESSION AUTHORIZATION postgres']
      : ["ATTACH DATABASE ':memory:' AS other", 'PRAGMA query_only = 0', 'PRAGMA journal_mode = delete', 'BEGIN'],
  )('refuses %s', async (sql) => {
    const refusal = await calls.refusal(sql);
    expect(['read-only', 'permission']).toContain(refusal.reason);
    expect(refusal.message.length).toBeGreaterThan(0);
  });

  it('names a syntax error with the engine message', async () => {
    const refusal = await calls.refusal('selec 1');
    expect(refusal.reason).toBe('syntax');
    expect(refusal.message).toMatch(/syntax/i);
  });

  it('caps the rows and says the answer was cut', async () => {
    const answer = await calls.query(
      'with recursive n(i) as (select 1 union all select i + 1 from n where i < 50) select i from n',
      10,
    );
    expect(answer.body.data.rowCount).toBe(10);
    expect(answer.body.data.rows).toHaveLength(10);
    expect(answer.body.data.truncated).toBe(true);
  });

  it('caps an endless result instead of running it to the limit', async () => {
    const answer = await calls.query(
      'with recursive n(i) as (select 1 union all select i + 1 from n) select i from n',
      5,
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.truncated).toBe(true);
  });

  it('stops an endless query at the time limit while the server answers other calls', async () => {
    let runawayDone = false;
    const runaway = calls.query(ENDLESS).finally(() => {
      runawayDone = true;
    });
    const other = await server.call('GET', '/api/sites?page=1&pageSize=5', { token: server.adminToken });
    expect(other.status).toBe(200);
    expect(runawayDone).toBe(false);
    const answer = await runaway;
    expect(answer.body.code).toBe(Code.REQUEST_TIMEOUT);
    expect((answer.body.data as unknown as { reason: string }).reason).toBe('timeout');
    // The console runs again after a stopped statement.
    expect(await calls.rows('select 1 as one')).toEqual([[1]]);
  });

  it('stops a sleeping or endless scalar statement at the time limit', async () => {
    const answer = await calls.query(
      database.kind === 'postgres'
        ? 'select pg_sleep(10)'
        : 'select count(*) from (with recursive n(i) as (select 1 union all select i + 1 from n) select i from n)',
    );
    expect((answer.body.data as unknown as { reason: string }).reason).toBe('timeout');
  });

  it('explains a statement under the same guards', async () => {
    const answer = await calls.explain('select id, name from site where id = 1');
    expect(answer.status).toBe(200);
    expect(answer.body.data.rowCount).toBeGreaterThan(0);
    const refused = await calls.explain('select 1; delete from site');
    expect(refused.status).toBe(400);
    expect(await siteNames()).toEqual(['Elm Court', 'Harbour View']);
  });
});
