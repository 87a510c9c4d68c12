import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../contract/envelope';
import { databases } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';

type Resident = { id: number; siteId: number; version: number; referenceLabels?: { siteId?: Record<string, string> } };

/** Every way a list page is read: plain, sorted, filtered, searched in id order (both directions) and searched sorted. */
const PAGES = [
  'pageSize=50',
  'pageSize=50&sort=lastName&order=ASC',
  'pageSize=50&firstName=Ada',
  'pageSize=50&q=Lantern',
  'pageSize=50&q=lantern&order=ASC',
  'pageSize=50&q=Lantern&sort=lastName&order=DESC',
  'pageSize=2&page=2&q=lantern',
];

describe.each(databases)('a list page names the site of each resident from its own query ($kind)', (database) => {
  let server: TestServer;
  const sites: Record<string, number> = {};

  const call = <T>(method: string, url: string, body?: unknown) =>
    server.call<T>(method, url, { token: server.adminToken, body });

  beforeAll(async () => {
    server = await startTestServer(database);
    for (const name of ['North Gate', '北门大楼']) {
      sites[name] = (await call<{ id: number }>('POST', '/api/sites', { name })).body.data.id;
    }
    for (const [index, name] of ['North Gate', '北门大楼', 'North Gate', '北门大楼', 'North Gate'].entries()) {
      const body = { firstName: 'Ada', lastName: `Lantern ${index}`, siteId: sites[name] };
      expect((await call('POST', '/api/residents', body)).body.code).toBe(200);
    }
  });
  afterAll(() => server?.close());

  const names = (page: Page<Resident>) =>
    page.list.map((row) => [row.siteId, row.referenceLabels?.siteId?.[String(row.siteId)]]);

  it('names the site of every row, whatever the path that read the page', async () => {
    const byId = Object.fromEntries(Object.entries(sites).map(([name, id]) => [id, name]));
    for (const query of PAGES) {
      const answer = await call<Page<Resident>>('GET', `/api/residents?${query}`);
      expect(answer.body.code, query).toBe(200);
      expect(answer.body.data.list.length, query).toBeGreaterThan(0);
      for (const [siteId, name] of names(answer.body.data)) expect(name, query).toBe(byId[siteId as number]);
      for (const row of answer.body.data.list)
        expect(Object.keys(row.referenceLabels ?? {}), query).toEqual(['siteId']);
    }
  });

  it('shows a site renamed at once', async () => {
    const site = (await call<{ version: number }>('GET', `/api/sites/${sites['North Gate']}`)).body.data;
    const renamed = await call('PUT', `/api/sites/${sites['North Gate']}`, { ...site, name: 'South Gate' });
    expect(renamed.body.code).toBe(200);
    const page = (await call<Page<Resident>>('GET', '/api/residents?pageSize=50&q=Lantern')).body.data;
    const shown = new Set(names(page).map(([, name]) => name));
    expect(shown).toEqual(new Set(['South Gate', '北门大楼']));
  });
});
