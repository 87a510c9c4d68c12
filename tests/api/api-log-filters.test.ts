import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../contract/errors';
import { createSignedInAccount } from '../support/accounts';
import { databases } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';

type Row = { id: number; path: string };
type Page = { list: Row[]; total: number };
type Refusal = { field: string; rule: string };

/** The known rows' hour, long before the test's own calls, which the log records as they come. */
const HOUR = 'createdAt_gte=2026-01-05T10:00:00.000Z&createdAt_lte=2026-01-05T11:00:00.000Z';

/** GET /api/api-logs: each filter of the request log's list against known rows. */
describe.each(databases)('the API request log filters ($kind)', (database) => {
  let server: TestServer;
  let grace: number;
  let henry: number;
  const paths = async (query: string) => {
    const answer = await server.call<Page>('GET', `/api/api-logs?${query}`, { token: server.adminToken });
    expect(answer.status).toBe(200);
    return answer.body.data.list.map((row) => row.path);
  };
  const refusalOf = async (query: string) => {
    const answer = await server.call<Refusal>('GET', `/api/api-logs?${query}`, { token: server.adminToken });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(Code.BAD_REQUEST);
    return answer.body.data;
  };

  beforeAll(async () => {
    server = await startTestServer(database);
    grace = (await createSignedInAccount(server, 'grace', ['apilog-list'])).id;
    henry = (await createSignedInAccount(server, 'henry', ['apilog-list'])).id;
    const rows = [
      ['2026-01-05T09:59:59.999Z', 'GET', '/api/sites/0', 200, 200, '10.0.0.1', grace],
      ['2026-01-05T10:00:00.000Z', 'GET', '/api/sites/1', 200, 200, '10.0.0.1', grace],
      ['2026-01-05T10:05:00.000Z', 'POST', '/api/sites', 200, 6038, '10.0.0.2', henry],
      ['2026-01-05T10:10:00.000Z', 'GET', '/api/residents/7', 500, 500, '10.0.0.1', null],
      ['2026-01-05T11:00:00.000Z', 'DELETE', '/api/sites/3', 404, 404, '192.168.1.9', grace],
      ['2026-01-05T11:00:00.001Z', 'GET', '/api/sites/4', 200, 200, '10.0.0.1', grace],
    ] as const;
    await server.app.backend.tables.of('api-log').insertMany(
      rows.map(([createdAt, method, path, statusCode, code, ip, adminId]) => ({
        createdAt,
        method,
        path,
        statusCode,
        code,
        ip,
        adminId,
        durationMs: 10,
      })),
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  it('keeps the rows created within a time range, both ends included, whatever offset the instants carry', async () => {
    expect(await paths(HOUR)).toEqual(['/api/sites/3', '/api/residents/7', '/api/sites', '/api/sites/1']);
    const beijing = `createdAt_gte=${encodeURIComponent('2026-01-05T18:05:00+08:00')}&createdAt_lte=${encodeURIComponent('2026-01-05T18:10:00+08:00')}`;
    expect(await paths(beijing)).toEqual(['/api/residents/7', '/api/sites']);
    expect(await paths('createdAt_lte=2026-01-05T10:00:00.000Z')).toEqual(['/api/sites/1', '/api/sites/0']);
  });

  it('filters by account, HTTP status, business code, address, path and method', async () => {
    expect(await paths(`${HOUR}&adminId=${grace}`)).toEqual(['/api/sites/3', '/api/sites/1']);
    expect(await paths(`${HOUR}&adminId=${henry}`)).toEqual(['/api/sites']);
    expect(await paths(`${HOUR}&statusCode=500`)).toEqual(['/api/residents/7']);
    expect(await paths(`${HOUR}&code=6038`)).toEqual(['/api/sites']);
    expect(await paths(`${HOUR}&ip=192.168`)).toEqual(['/api/sites/3']);
    expect(await paths(`${HOUR}&path=residents`)).toEqual(['/api/residents/7']);
    expect(await paths(`${HOUR}&method=POST`)).toEqual(['/api/sites']);
    expect(await paths(`${HOUR}&method=GET&statusCode=200`)).toEqual(['/api/sites/1']);
  });

  it('refuses a time range that ends before it starts or is no instant, naming the parameter', async () => {
    expect(await refusalOf('createdAt_gte=2026-01-05T11:00:00.000Z&createdAt_lte=2026-01-05T10:00:00.000Z')).toEqual(
      expect.objectContaining({ field: 'createdAt_gte', rule: 'notAfterTo' }),
    );
    expect(await refusalOf('durationMs_gte=50&durationMs_lte=5')).toEqual(
      expect.objectContaining({ field: 'durationMs_gte', rule: 'notAfterTo' }),
    );
    await refusalOf('createdAt_gte=yesterday');
  });

  it('lets an account holding only apilog-list read the list filtered', async () => {
    const { token } = await createSignedInAccount(server, 'iris', ['apilog-list']);
    const answer = await server.call<Page>('GET', `/api/api-logs?${HOUR}&statusCode=404`, { token });
    expect(answer.status).toBe(200);
    expect(answer.body.data.list.map((row) => row.path)).toEqual(['/api/sites/3']);
  });
});
