import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../contract/envelope';
import { MAX_PAGE_SIZE, PAGE_SIZES } from '../../contract/resource';
import { databases } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';

type Row = Record<string, unknown> & { id: number };

const SITE_COUNT = 120;

describe.each(databases)('list paging, sorting, filters and search ($kind)', (database) => {
  let server: TestServer;
  const list = (query: string) => server.call<Page<Row>>('GET', `/api/sites?${query}`, { token: server.adminToken });

  beforeAll(async () => {
    server = await startTestServer(database);
    const sites = server.app.backend.tables.of('site');
    for (let i = 1; i <= SITE_COUNT; i++) {
      const number = String(i).padStart(3, '0');
      await sites.insert({
        name: `Site ${number}`,
        address: i % 2 === 0 ? `${i} Even Street` : `${i} Odd Avenue`,
        alias: i === 7 ? '100%_match' : null,
        bound: i % 3 === 0,
        ownerId: 1,
      });
    }
  });
  afterAll(async () => {
    await server?.close();
  });

  it('serves every page size the console offers, with the total', async () => {
    for (const pageSize of PAGE_SIZES) {
      const answer = await list(`pageSize=${pageSize}`);
      expect(answer.body.code).toBe(200);
      expect(answer.body.data.list).toHaveLength(Math.min(pageSize, SITE_COUNT));
      expect(answer.body.data.total).toBe(SITE_COUNT);
    }
  });

  it('defaults to the first page of 20 rows, newest first', async () => {
    const answer = await list('');
    expect(answer.body.data.list).toHaveLength(20);
    expect(answer.body.data.list[0].name).toBe('Site 120');
  });

  it('caps a huge page size at the largest one offered', async () => {
    const answer = await list('pageSize=100000');
    expect(answer.status).toBe(200);
    expect(answer.body.data.list).toHaveLength(MAX_PAGE_SIZE);
    expect(answer.body.data.total).toBe(SITE_COUNT);
  });

  it('walks pages without overlap', async () => {
    const first = await list('page=1&pageSize=50&sort=name&order=ASC');
    const third = await list('page=3&pageSize=50&sort=name&order=ASC');
    expect(first.body.data.list[0].name).toBe('Site 001');
    expect(third.body.data.list.map((row) => row.name)).toEqual(
      Array.from({ length: 20 }, (_, i) => `Site ${String(101 + i).padStart(3, '0')}`),
    );
    const beyond = await list('page=9&pageSize=50');
    expect(beyond.body.data).toEqual({ list: [], total: SITE_COUNT, hasNextPage: false });
  });

  it('sorts on declared fields in both directions', async () => {
    const ascending = await list('sort=name&order=ASC&pageSize=3');
    expect(ascending.body.data.list.map((row) => row.name)).toEqual(['Site 001', 'Site 002', 'Site 003']);
    const descending = await list('sort=name&order=DESC&pageSize=3');
    expect(descending.body.data.list.map((row) => row.name)).toEqual(['Site 120', 'Site 119', 'Site 118']);
  });

  it('refuses a sort on an undeclared field and an unknown order', async () => {
    for (const query of [
      'sort=description',
      'sort=passwordHash',
      'order=SIDEWAYS',
      'page=0',
      'page=two',
      'pageSize=0',
    ]) {
      const answer = await list(query);
      expect(answer.status, query).toBe(400);
      expect(answer.body.code, query).toBe(400);
    }
  });

  it('filters by substring, by exact value and by several filters together', async () => {
    const even = await list('address=even&pageSize=100');
    expect(even.body.data.total).toBe(SITE_COUNT / 2);
    const bound = await list('bound=true&pageSize=100');
    expect(bound.body.data.total).toBe(SITE_COUNT / 3);
    expect(bound.body.data.list.every((row) => row.bound === true)).toBe(true);
    const both = await list('bound=true&address=Even&pageSize=100');
    expect(both.body.data.total).toBe(SITE_COUNT / 6);
  });

  it('matches % and _ in a search literally', async () => {
    const answer = await list(`alias=${encodeURIComponent('100%_')}`);
    expect(answer.body.data.list.map((row) => row.name)).toEqual(['Site 007']);
    const percent = await list(`q=${encodeURIComponent('%')}`);
    expect(percent.body.data.total).toBe(1);
  });

  it('searches the declared fields with q', async () => {
    const byName = await list('q=site%2001&pageSize=100');
    expect(byName.body.data.list.map((row) => row.name).sort()).toEqual([
      'Site 010',
      'Site 011',
      'Site 012',
      'Site 013',
      'Site 014',
      'Site 015',
      'Site 016',
      'Site 017',
      'Site 018',
      'Site 019',
    ]);
    const byAddress = await list('q=odd%20avenue');
    expect(byAddress.body.data.total).toBe(SITE_COUNT / 2);
  });

  it('fetches given ids (react-admin getMany)', async () => {
    const answer = await list('id=3&id=5&sort=id&order=ASC');
    expect(answer.body.data.list.map((row) => row.id)).toEqual([3, 5]);
  });

  it('filters ranges with _gte and _lte on range fields', async () => {
    const apiLogs = server.app.backend.tables.of('api-log');
    // Rows of a path no request takes, so the log of the test's own calls stays out of the counts.
    for (const durationMs of [5, 50, 500]) await apiLogs.insert({ method: 'GET', path: '/api/ranged', durationMs });
    const ranged = (query: string) =>
      server.call<Page<Row>>('GET', `/api/api-logs?path=/api/ranged&${query}`, { token: server.adminToken });
    expect((await ranged('durationMs_gte=10&durationMs_lte=100')).body.data.list.map((row) => row.durationMs)).toEqual([
      50,
    ]);
    expect((await ranged('durationMs_gte=50')).body.data.total).toBe(2);
    expect((await ranged('durationMs_lte=50')).body.data.total).toBe(2);
    expect((await ranged('durationMs_gte=abc')).body.code).toBe(400);
  });
});
