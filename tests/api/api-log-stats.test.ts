import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../contract/errors';
import { createSignedInAccount } from '../support/accounts';
import { databases } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';

type Stats = {
  from: string;
  to: string;
  perMinute: { minute: string; requests: number; errors: number }[];
  deviceCalls: unknown;
  gateways: unknown;
  slowestPaths: { method: string; path: string; count: number; p50: number; p95: number }[];
  topErrorCodes: { code: number; count: number }[];
};
type Refusal = { field: string; rule: string };

const FROM = '2026-01-05T10:00:00.000Z';
const TO = '2026-01-05T10:10:00.000Z';
/** [createdAt, method, path, statusCode, code, durationMs]: known calls, two outside the range. */
const CALLS: [string, string, string, number, number | null, number][] = [
  ['2026-01-05T09:59:59.999Z', 'GET', '/api/sites/9', 200, 200, 999],
  ['2026-01-05T10:00:05.000Z', 'GET', '/api/sites/1', 200, 200, 10],
  ['2026-01-05T10:00:30.000Z', 'GET', '/api/sites/2', 200, 200, 20],
  ['2026-01-05T10:00:59.999Z', 'POST', '/api/sites', 200, 6038, 5],
  ['2026-01-05T10:01:00.000Z', 'GET', '/api/sites/3', 200, 200, 30],
  ['2026-01-05T10:01:20.000Z', 'GET', '/api/sites/4', 500, null, 40],
  ['2026-01-05T10:03:10.000Z', 'POST', '/api/sites', 200, 6038, 7],
  ['2026-01-05T10:03:40.000Z', 'GET', '/api/sites/5/summary', 401, 401, 100],
  ['2026-01-05T10:10:00.000Z', 'GET', '/api/sites/8', 200, 6059, 500],
];

/** GET /api/api-logs/stats: the API request log over a range, computed by the database. */
describe.each(databases)('the API log stats ($kind)', (database) => {
  let server: TestServer;
  const statsOf = (query: string, token = server.adminToken) =>
    server.call<Stats>('GET', `/api/api-logs/stats${query}`, { token });
  const refusalOf = async (query: string) => {
    const answer = await server.call<Refusal>('GET', `/api/api-logs/stats${query}`, { token: server.adminToken });
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe(Code.BAD_REQUEST);
    return answer.body.data;
  };

  beforeAll(async () => {
    server = await startTestServer(database);
    // The log is bookkeeping the server writes directly, in batches: so do these rows.
    await server.app.backend.tables.of('api-log').insertMany(
      CALLS.map(([createdAt, method, path, statusCode, code, durationMs]) => ({
        createdAt,
        method,
        path,
        statusCode,
        code,
        durationMs,
        ip: '127.0.0.1',
      })),
    );
  });
  afterAll(async () => {
    await server?.close();
  });

  it('counts requests and errors per minute, times the paths with ids folded and names the top codes', async () => {
    const answer = await statsOf(`?from=${FROM}&to=${TO}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      from: FROM,
      to: TO,
      perMinute: [
        { minute: '2026-01-05T10:00:00.000Z', requests: 3, errors: 1 },
        { minute: '2026-01-05T10:01:00.000Z', requests: 2, errors: 1 },
        { minute: '2026-01-05T10:03:00.000Z', requests: 2, errors: 2 },
      ],
      slowestPaths: [
        { method: 'GET', path: '/api/sites/:id/summary', count: 1, p50: 100, p95: 100 },
        { method: 'GET', path: '/api/sites/:id', count: 4, p50: 25, p95: 38.5 },
        { method: 'POST', path: '/api/sites', count: 2, p50: 6, p95: 6.9 },
      ],
      topErrorCodes: [
        { code: 6038, count: 2 },
        { code: 401, count: 1 },
      ],
      deviceCalls: { from: FROM, to: TO, perMinute: [], calls: 0, errors: 0, bytes: 0, latest: null },
      gateways: { online: 0, channel: 0 },
    });
  });

  it('answers an empty range with empty lists', async () => {
    const answer = await statsOf('?from=2025-06-01T00:00:00.000Z&to=2025-06-01T01:00:00.000Z');
    expect(answer.body.data).toMatchObject({ perMinute: [], slowestPaths: [], topErrorCodes: [] });
  });

  it('covers the last hour by default', async () => {
    const { from, to } = (await statsOf('')).body.data;
    expect(Date.parse(to) - Date.parse(from)).toBe(60 * 60 * 1000);
    const shifted = (await statsOf(`?to=${TO}`)).body.data;
    expect(shifted.from).toBe('2026-01-05T09:10:00.000Z');
    expect(shifted.perMinute[0]).toEqual({ minute: '2026-01-05T09:59:00.000Z', requests: 1, errors: 0 });
  });

  it('refuses from after to, a range over 7 days and a value that is no instant, naming the field', async () => {
    expect(await refusalOf(`?from=${TO}&to=${FROM}`)).toMatchObject({ field: 'from', rule: 'notAfterTo' });
    expect(await refusalOf('?from=2026-01-01T00:00:00.000Z&to=2026-01-08T00:00:00.001Z')).toMatchObject({
      field: 'to',
      rule: 'maxRange',
    });
    expect(await refusalOf('?from=yesterday')).toMatchObject({ field: 'from', rule: 'format' });
    expect((await statsOf('?from=2026-01-01T00:00:00.000Z&to=2026-01-08T00:00:00.000Z')).status).toBe(200);
  });

  it('answers 401 without a token and 403 without apilog-list', async () => {
    expect((await server.call('GET', '/api/api-logs/stats')).body.code).toBe(Code.UNAUTHORIZED);
    const { token } = await createSignedInAccount(server, 'stats-outsider', ['home']);
    expect((await statsOf('', token)).body.code).toBe(Code.FORBIDDEN);
    const { token: reader } = await createSignedInAccount(server, 'stats-reader', ['apilog-list']);
    expect((await statsOf(`?from=${FROM}&to=${TO}`, reader)).body.data.topErrorCodes[0]).toEqual({
      code: 6038,
      count: 2,
    });
  });

  it('is described in the OpenAPI document', async () => {
    const document = (await server.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, { summary?: string; responses?: Record<string, unknown> }>>;
    };
    const route = document.paths['/api/api-logs/stats']?.get;
    expect(route?.summary).toContain('p50/p95');
    expect(JSON.stringify(route?.responses?.['200'])).toContain('topErrorCodes');
  });
});
