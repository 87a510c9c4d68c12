import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../contract/envelope';
import { databases } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';

type Row = { id: number; name: string; alias: string | null };

/**
 * What a list's text filters cost: no user text becomes a regular expression; `q` and a
 * `contains` filter are LIKE/ILIKE (or an FTS5 phrase) with %, _ and \ escaped, and at
 * most 200 characters each (the list schema's maxLength), refused with 400 beyond.
 */
describe.each(databases)('list text filters are bounded ($kind)', (database) => {
  let server: TestServer;
  const list = (query: Record<string, string>) =>
    server.call<Page<Row>>('GET', `/api/sites?${new URLSearchParams(query)}`, { token: server.adminToken });

  beforeAll(async () => {
    server = await startTestServer(database);
    for (const [name, alias] of [
      ['Bounded one', 'a\\b'],
      ['Bounded two', '50%_off'],
    ])
      await server.call('POST', '/api/sites', { token: server.adminToken, body: { name, alias } });
  });
  afterAll(async () => server?.close());

  it('refuses q and a contains filter over 200 characters with 400 naming them', async () => {
    for (const field of ['q', 'alias']) {
      const answer = await list({ [field]: 'x'.repeat(201) });
      expect(answer.status, field).toBe(400);
      expect(answer.body.code).toBe(400);
      expect(JSON.stringify(answer.body)).toContain(field);
    }
    expect((await list({ q: 'x'.repeat(200) })).body.code).toBe(200);
    expect((await list({ alias: 'x'.repeat(200) })).body.code).toBe(200);
  });

  it('reads LIKE wildcards, a backslash and regular-expression syntax in a filter as plain text', async () => {
    const names = async (query: Record<string, string>) => (await list(query)).body.data.list.map((row) => row.name);
    expect(await names({ alias: 'a\\b' })).toEqual(['Bounded one']);
    expect(await names({ alias: '%_' })).toEqual(['Bounded two']);
    expect(await names({ alias: '_' })).toEqual(['Bounded two']);
    expect(await names({ q: '(a+)+$' })).toEqual([]);
    expect(await names({ q: `${'%'.repeat(100)}${'_'.repeat(100)}` })).toEqual([]);
  });
});
