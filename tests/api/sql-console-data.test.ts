import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../contract/envelope';
import { HISTORY_PER_ADMIN } from '../../server/features/sql-console/console-history';
import { createSignedInAccount } from '../support/accounts';
import { databases } from '../support/databases';
import { consoleCalls, TEST_TIMEOUT_MS } from '../support/sql-console';
import { startTestServer, type TestServer } from '../support/test-server';

process.env.SQL_CONSOLE_TIMEOUT_MS = TEST_TIMEOUT_MS;

type SchemaAnswer = {
  engine: string;
  tables: { name: string; columns: { name: string; type: string; nullable: boolean; secret: boolean }[] }[];
};
/** A login of the server that may not create roles, as a production database user may be. */
const LIMITED_LOGIN = 'console_app_without_createrole';

/** The server's own PostgreSQL login made a user without CREATEROLE (idempotently: suites run side by side). */
async function limitedLoginUrl(url: string): Promise<string> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client
      .query(`CREATE ROLE ${LIMITED_LOGIN} LOGIN NOCREATEROLE NOSUPERUSER`)
      .catch((error: { code?: string }) => {
        if (error.code !== '42710' && error.code !== '23505') throw error;
      });
    const { rows } = await client.query<{ name: string }>('select current_database() as name');
    await client.query(`GRANT CREATE ON DATABASE "${rows[0].name}" TO ${LIMITED_LOGIN}`).catch(() => undefined);
  } finally {
    await client.end();
  }
  const limited = new URL(url);
  limited.username = LIMITED_LOGIN;
  return limited.toString();
}

type HistoryEntry = { sql: string; kind: string; rowCount: number | null; error: string | null; elapsedMs: number };

/** What the SQL console shows of secrets, whose history it keeps, who may use it and what the API log says. */
describe.each(databases)('SQL console data ($kind)', (database) => {
  let server: TestServer;
  let calls: ReturnType<typeof consoleCalls>;
  let other: { id: number; token: string | undefined };
  let outsider: { id: number; token: string | undefined };

  beforeAll(async () => {
    server = await startTestServer(database);
    calls = consoleCalls(server);
    const token = server.adminToken;
    await server.call('POST', '/api/sites', { token, body: { name: 'Harbour View', address: '1 Quay' } });
    await server.call('POST', '/api/third-clouds', {
      token,
      body: { name: 'North cloud', endpoint: 'https://cloud.example.com', secret: 'Cloud-Secret-1' },
    });
    other = await createSignedInAccount(server, 'sqlreader', ['sql-console']);
    outsider = await createSignedInAccount(server, 'nosql', ['site-list']);
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each([
    'select substr("passwordHash", 1, 12) as x from admin',
    'select id from admin where "passwordHash" is not null and length("passwordHash") > 3',
    `select count(*) from admin_session where "tokenHash" > 'a'`,
    `select id from admin_session where "tokenHash" = 'abc'`,
    `select id from third_cloud where "secret" like '%'`,
    `select id from site where "credentialHash" = 'x'`,
  ])('refuses to compute or compare with secrets: %s', async (sql) => {
    const refusal = await calls.refusal(sql);
    expect(refusal.reason).toBe('secret-column');
  });

  it.each([
    ['select "passwordHash" from admin', 'passwordHash'],
    ['select * from admin', 'passwordHash'],
    ['select "secret" from third_cloud', 'secret'],
  ])('answers secrets selected as they are masked: %s', async (sql, name) => {
    const answer = await calls.query(sql);
    expect(answer.status).toBe(200);
    const index = answer.body.data.columns.findIndex((column) => column.name === name);
    expect(answer.body.data.columns[index]).toMatchObject({ masked: true });
    expect(answer.body.data.rows.map((row) => row[index])).toContain('******');
  });

  it('reads the columns of those tables that hold no secret', async () => {
    const rows = await calls.rows('select "accountName" from admin order by id');
    expect(rows.map((row) => row[0])).toContain('admin');
    expect(await calls.rows('select name from third_cloud')).toEqual([['North cloud']]);
  });

  it.each(
    database.kind === 'postgres'
      ? [
          `select set_config('role', 'none', true), query_to_xml('select "passwordHash" from admin', true, false, '')`,
          `select set_config('session_authorization', 'postgres', true)`,
        ]
      : [
          'select (select "passwordHash" from admin limit 1) as x',
          'select "accountName" from admin union all select "tokenHash" from admin_session',
        ],
  )('keeps secrets from a statement that changes its role or hides the column: %s', async (statement) => {
    const answer = await calls.query(statement);
    if (answer.status === 200) {
      // Read through the masked view (query_to_xml runs its text as the reader): the mask, never the hash.
      const { rows } = await sql<{ hash: string }>`select "passwordHash" as hash from admin`.execute(
        server.app.backend.database.db,
      );
      expect(rows.length).toBeGreaterThan(0);
      for (const { hash } of rows) expect(JSON.stringify(answer.body)).not.toContain(hash);
      return;
    }
    expect(['secret-column', 'permission']).toContain((answer.body.data as unknown as { reason: string }).reason);
  });

  it('masks a result column named like a secret column', async () => {
    const answer = await calls.query(`select 'not a hash' as "passwordHash", 'shown' as "accountName"`);
    expect(answer.body.data.rows).toEqual([[database.kind === 'postgres' ? '******' : 'not a hash', 'shown']]);
  });

  it('lists the tables with their columns, secret columns flagged', async () => {
    const answer = await server.call<SchemaAnswer>('GET', '/api/sql-console/schema', { token: server.adminToken });
    expect(answer.status).toBe(200);
    expect(answer.body.data.engine).toBe(database.kind);
    const tables = new Map(answer.body.data.tables.map((table) => [table.name, table]));
    expect([...tables.keys()]).toEqual(expect.arrayContaining(['site', 'admin', 'third_cloud', 'admin_session']));
    const admin = tables.get('admin')?.columns ?? [];
    expect(admin.find((column) => column.name === 'passwordHash')?.secret).toBe(true);
    expect(admin.find((column) => column.name === 'accountName')).toMatchObject({ secret: false });
    expect(tables.get('admin_session')?.columns.find((column) => column.name === 'tokenHash')?.secret).toBe(true);
  });

  it("keeps each admin's own history", async () => {
    await calls.query('select 41 + 1 as answer');
    await calls.query('select 1; select 2');
    await calls.query('select 7 as mine', undefined, other.token);
    const history = async (token: string | undefined) =>
      (await server.call<HistoryEntry[]>('GET', '/api/sql-console/history', { token })).body.data;
    const own = await history(server.adminToken);
    expect(own.map((entry) => entry.sql)).toEqual(expect.arrayContaining(['select 41 + 1 as answer']));
    expect(own.map((entry) => entry.sql)).not.toContain('select 7 as mine');
    expect(own.find((entry) => entry.sql === 'select 1; select 2')?.error).toMatch(/multiple-statements/);
    const theirs = await history(other.token);
    expect(theirs.map((entry) => entry.sql)).toEqual(['select 7 as mine']);
    expect(theirs[0]).toMatchObject({ kind: 'query', rowCount: 1, error: null });
  });

  it(`keeps only the newest ${HISTORY_PER_ADMIN} statements of an admin`, async () => {
    const keeper = await createSignedInAccount(server, 'sqlkeeper', ['sql-console']);
    for (let i = 1; i <= HISTORY_PER_ADMIN + 3; i++) await calls.query(`select ${i} as n`, undefined, keeper.token);
    const answer = await server.call<HistoryEntry[]>('GET', '/api/sql-console/history', { token: keeper.token });
    expect(answer.body.data).toHaveLength(HISTORY_PER_ADMIN);
    expect(answer.body.data[0].sql).toBe(`select ${HISTORY_PER_ADMIN + 3} as n`);
    expect(answer.body.data.at(-1)?.sql).toBe('select 4 as n');
    const stored = await server.app.backend.tables.of('sql-console-query').findWhere({ adminId: keeper.id });
    expect(stored).toHaveLength(HISTORY_PER_ADMIN);
  });

  it('answers 403 to an account without the sql-console permission', async () => {
    const token = outsider.token;
    expect((await calls.query('select 1', undefined, token)).status).toBe(403);
    expect((await calls.explain('select 1', token)).status).toBe(403);
    expect((await server.call('GET', '/api/sql-console/history', { token })).status).toBe(403);
    expect((await server.call('GET', '/api/sql-console/schema', { token })).status).toBe(403);
  });

  it('writes each statement to the API log with its duration and row count, its text masked', async () => {
    const before = Date.now();
    await calls.query("select name from site where name = 'Harbour View'");
    const logged = async () => {
      const answer = await server.call<
        Page<{ path: string; body: string | null; durationMs: number; createdAt: string }>
      >('GET', '/api/api-logs?pageSize=100', { token: server.adminToken });
      return answer.body.data.list.find(
        (entry) =>
          entry.path === '/api/sql-console/query' &&
          Date.parse(entry.createdAt) >= before - 1000 &&
          entry.body?.includes('"rowCount":1'),
      );
    };
    await expect.poll(logged, { timeout: 5000 }).toBeTruthy();
    const entry = await logged();
    const body = JSON.parse(entry?.body ?? '{}') as { sql: string; statement: { elapsedMs: number; rowCount: number } };
    expect(body.sql).toBe('******');
    expect(entry?.body).not.toContain('Harbour View');
    expect(body.statement.rowCount).toBe(1);
    expect(body.statement.elapsedMs).toBeGreaterThanOrEqual(0);
    expect(entry?.durationMs).toBeGreaterThanOrEqual(body.statement.elapsedMs);
  });

  it.each(database.kind === 'postgres' ? ['a login that may not create roles'] : [])(
    'stays closed and says why when its reader role cannot be made (%s)',
    async () => {
      const closed = await startTestServer({ kind: 'postgres', url: await limitedLoginUrl(database.url ?? '') });
      try {
        const answer = await consoleCalls(closed).query('select 1');
        expect(answer.body.code).toBe(6000);
        expect(answer.body.data).toMatchObject({ reason: 'unavailable' });
        expect((answer.body.data as unknown as { message: string }).message).toMatch(
          /permission denied to create role/,
        );
        const schema = await closed.call('GET', '/api/sql-console/schema', { token: closed.adminToken });
        expect(schema.body.data).toMatchObject({ reason: 'unavailable' });
      } finally {
        await closed.close();
      }
    },
  );
});
