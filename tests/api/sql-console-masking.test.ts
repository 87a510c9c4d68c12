import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../support/databases';
import { type ConsoleResult, consoleCalls, TEST_TIMEOUT_MS } from '../support/sql-console';
import { startTestServer, type TestServer } from '../support/test-server';

process.env.SQL_CONSOLE_TIMEOUT_MS = TEST_TIMEOUT_MS;

const MASK = '******';

/** Secret columns come back masked when selected as they are, and any other use of them is refused, on both engines. */
describe.each(databases)('SQL console masking ($kind)', (database) => {
  let server: TestServer;
  let calls: ReturnType<typeof consoleCalls>;
  /** The secret values as stored: no answer of the console may hold any of them. */
  let stored: string[];

  const column = (data: ConsoleResult, name: string) => data.columns.findIndex((each) => each.name === name);
  const masked = async (statement: string) => {
    const answer = await calls.query(statement);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    for (const secret of stored) expect(JSON.stringify(answer.body)).not.toContain(secret);
    return answer.body.data;
  };

  beforeAll(async () => {
    server = await startTestServer(database);
    calls = consoleCalls(server);
    const token = server.adminToken;
    await server.call('POST', '/api/third-clouds', {
      token,
      body: { name: 'North cloud', endpoint: 'https://cloud.example.com', secret: 'Cloud-Secret-1' },
    });
    const db = server.app.backend.database.db;
    const { rows } = await sql<{ secret: string }>`
      select "passwordHash" as secret from admin union all select "tokenHash" from admin_session
      union all select "secret" from third_cloud`.execute(db);
    stored = rows.map((row) => String(row.secret)).filter((secret) => secret.length >= 8);
    expect(stored.length).toBeGreaterThanOrEqual(3);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers select * from admin with the names shown and the password hashes masked', async () => {
    const data = await masked('select * from admin order by id');
    const hash = column(data, 'passwordHash');
    const name = column(data, 'accountName');
    expect(data.columns[hash]).toMatchObject({ masked: true });
    expect(data.columns[name].masked).toBeUndefined();
    expect(data.rows.map((row) => row[name])).toContain('admin');
    expect(data.rows.map((row) => row[hash])).toContain(MASK);
  });

  it.each([
    ['select "passwordHash" as x, "accountName" from admin', 'x'],
    ['select * from admin_session a', 'tokenHash'],
    ['select * from admin_session order by ip, id', 'tokenHash'],
    ['select "tokenHash", id from admin_session order by "expiresAt" desc limit 5', 'tokenHash'],
    ['select * from third_cloud', 'secret'],
  ])('masks a secret column selected as it is: %s', async (statement, name) => {
    const data = await masked(statement);
    const index = column(data, name);
    expect(data.columns[index]).toMatchObject({ masked: true });
    expect(data.rows.length).toBeGreaterThan(0);
    for (const row of data.rows) expect(row[index]).toBe(MASK);
  });

  it('shows the other columns of a table with secrets as they are', async () => {
    const data = await masked('select * from third_cloud');
    expect(data.rows[0][column(data, 'name')]).toBe('North cloud');
    expect(data.rows[0][column(data, 'endpoint')]).toBe('https://cloud.example.com');
  });

  it.each([
    'select length("passwordHash") from admin',
    `select id from admin where "passwordHash" like 'a%'`,
    `select "accountName" from admin order by "passwordHash"`,
    'select max("passwordHash") from admin',
    'select distinct "passwordHash" from admin',
    `select id from admin where id in (select id from admin where "passwordHash" like 'a%')`,
    'with h as (select "passwordHash" as h from admin) select length(h) from h',
    `select "tokenHash" from admin_session where "tokenHash" = 'abc'`,
    'select * from admin_session order by ip, "tokenHash"',
    'select max("tokenHash") from admin_session group by ip',
    `select name from third_cloud where "secret" like 'C%'`,
    'select "accountName" from admin union all select "tokenHash" from admin_session',
  ])('refuses a secret used otherwise than as a plain selected column: %s', async (statement) => {
    const refusal = await calls.refusal(statement);
    expect(refusal.reason).toBe('secret-column');
    expect(refusal.message).toMatch(/secret columns/);
  });

  it.each([
    `select "passwordHash" || '' as x from admin`,
    'select (select "passwordHash" from admin limit 1) as x',
    `select count(*) from admin where "passwordHash" is not null`,
  ])('tells nothing of a secret through an expression: %s', async (statement) => {
    const answer = await calls.query(statement);
    if (answer.status !== 200) {
      expect((answer.body.data as unknown as { reason: string }).reason).toBe('secret-column');
      return;
    }
    for (const secret of stored) expect(JSON.stringify(answer.body)).not.toContain(secret);
  });

  it('masks or refuses the table named with its schema, never showing its secrets', async () => {
    if (database.kind === 'sqlite') {
      const data = await masked('select * from main.admin');
      expect(data.columns[column(data, 'passwordHash')]).toMatchObject({ masked: true });
      return;
    }
    // On PostgreSQL `schema.admin` is the table itself, not its masked view: its secret columns are not granted.
    const refusal = await calls.refusal(`select * from "${server.app.backend.database.schema}".admin`);
    expect(refusal.reason).toBe('secret-column');
    expect(refusal.message).toMatch(/passwordHash/);
    const names = await calls.rows(`select "accountName" from "${server.app.backend.database.schema}".admin`);
    expect(names.map((row) => row[0])).toContain('admin');
  });

  it('lists the secret columns as shown masked in the schema', async () => {
    const answer = await server.call<{ tables: { name: string; columns: { name: string; secret: boolean }[] }[] }>(
      'GET',
      '/api/sql-console/schema',
      { token: server.adminToken },
    );
    const admin = answer.body.data.tables.find((table) => table.name === 'admin');
    expect(admin?.columns.find((each) => each.name === 'passwordHash')?.secret).toBe(true);
    expect(answer.body.data.tables.map((table) => table.name)).not.toContain('admin_rows');
  });
});
