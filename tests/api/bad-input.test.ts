import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../contract/envelope';
import { isKnownCode } from '../../contract/errors';
import { databases } from '../support/databases';
import { type ApiAnswer, type CallOptions, startTestServer, type TestServer } from '../support/test-server';

type Row = Record<string, unknown> & { id: number; version: number };

describe.each(databases)('bad input gets a catalogue code and changes nothing ($kind)', (database) => {
  let server: TestServer;
  let site: Row;

  const tableState = async () => ({
    sites: await server.app.backend.tables.of('site').findWhere({}),
    residents: await server.app.backend.tables.of('resident').findWhere({}),
  });

  /** Sends a bad request and checks it is refused with a known code, no 500, and no change to the tables. */
  const refused = async (method: string, url: string, options: CallOptions = {}): Promise<ApiAnswer> => {
    const before = await tableState();
    const answer = await server.call(method, url, { token: server.adminToken, ...options });
    expect(answer.status, `${method} ${url}`).toBeLessThan(500);
    expect(answer.body.code, `${method} ${url}`).not.toBe(200);
    expect(isKnownCode(answer.body.code), `code ${answer.body.code}`).toBe(true);
    // Nothing but, where fields failed, which ones and the rule they broke.
    const data = answer.body.data as { field?: unknown; rule?: unknown } | null;
    if (data !== null) expect(data).toMatchObject({ field: expect.any(String), rule: expect.any(String) });
    expect(await tableState()).toEqual(before);
    return answer;
  };

  beforeAll(async () => {
    server = await startTestServer(database);
    site = (await server.call<Row>('POST', '/api/sites', { token: server.adminToken, body: { name: 'Bastion' } })).body
      .data;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses malformed JSON with 400', async () => {
    const answer = await refused('POST', '/api/sites', {
      payload: '{"name": "Broken",',
      headers: { 'content-type': 'application/json' },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.msg).toMatch(/not valid JSON/);
    await refused('PUT', `/api/sites/${site.id}`, { payload: 'nope', headers: { 'content-type': 'application/json' } });
  });

  it('refuses a body that is not JSON', async () => {
    const answer = await refused('POST', '/api/sites', {
      payload: 'name=Plain',
      headers: { 'content-type': 'text/plain' },
    });
    expect(answer.body.code).toBe(400);
    const form = await refused('POST', '/api/sites', {
      payload: 'name=Form',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(form.body.code).toBe(400);
  });

  it('refuses a body that is not an object', async () => {
    for (const body of [[], 'text', 42, null]) await refused('POST', '/api/sites', { body });
  });

  it('refuses a body larger than the limit', async () => {
    const answer = await refused('POST', '/api/sites', {
      body: { name: 'Big', description: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(answer.body.msg).toMatch(/too large/);
  });

  it('refuses wrong types with the field’s code', async () => {
    expect((await refused('POST', '/api/sites', { body: { name: 42 } })).body.code).toBe(6037);
    expect((await refused('POST', '/api/sites', { body: { name: 'Typed', address: ['a'] } })).body.code).toBe(400);
    const resident = await refused('POST', '/api/residents', {
      body: { firstName: 'A', lastName: 'B', siteId: 'one' },
    });
    expect(resident.body.code).toBe(6021);
    expect(resident.body.data).toMatchObject({ field: 'siteId', rule: 'type' });
    await refused('PUT', `/api/sites/${site.id}`, { body: { name: 'Versioned', version: 'latest' } });
  });

  it('refuses unknown fields, naming them', async () => {
    const answer = await refused('POST', '/api/sites', { body: { name: 'Extra', isAdmin: true } });
    expect(answer.body.code).toBe(400);
    expect(answer.body.msg).toMatch(/isAdmin/);
    expect(answer.body.data).toMatchObject({ field: 'isAdmin', rule: 'additionalProperties' });
    await refused('PUT', `/api/sites/${site.id}`, { body: { passwordHash: 'x', version: site.version } });
  });

  it('refuses SQL in sort and filter parameters, or treats it as plain text', async () => {
    for (const query of [
      'sort=name;DROP TABLE site',
      `sort=${encodeURIComponent('name; DROP TABLE site --')}`,
      `order=${encodeURIComponent('ASC; DROP TABLE site')}`,
      `siteId=${encodeURIComponent('1 OR 1=1')}`,
      'pageSize=-1',
      'page=1e400',
      'unknownParameter=1',
    ]) {
      const path = query.startsWith('siteId') ? '/api/residents' : '/api/sites';
      const answer = await refused('GET', `${path}?${query}`);
      expect(answer.status, query).toBe(400);
    }
    const injected = await server.call<Page<Row>>('GET', `/api/sites?name=${encodeURIComponent("' OR 1=1 --")}`, {
      token: server.adminToken,
    });
    expect(injected.body.code).toBe(200);
    expect(injected.body.data).toEqual({ list: [], total: 0, hasNextPage: false });
    const searched = await server.call<Page<Row>>('GET', `/api/sites?q=${encodeURIComponent("%' OR '1'='1")}`, {
      token: server.adminToken,
    });
    expect(searched.body.data.total).toBe(0);
    expect((await tableState()).sites).toHaveLength(1);
  });

  it('refuses numbers no column can hold', async () => {
    await refused('POST', '/api/residents', { body: { firstName: 'Big', lastName: 'Number', siteId: 1e20 } });
    await refused('GET', '/api/residents?siteId=1e400');
    await refused('GET', '/api/residents?siteId=99999999999999999999');
    await refused('GET', '/api/sites/99999999999999999999');
    await refused('GET', '/api/sites?id=1e400');
  });

  it('refuses bad ids in paths', async () => {
    for (const id of ['abc', '0', '-1', '1.5', `1${encodeURIComponent(' OR 1=1')}`]) {
      expect((await refused('GET', `/api/sites/${id}`)).status, id).toBe(400);
    }
    expect((await refused('DELETE', '/api/sites/999999')).status).toBe(404);
    await refused('POST', '/api/sites/delete', { body: { ids: ['1 OR 1=1'] } });
    await refused('POST', '/api/sites/delete', { body: { ids: 'all' } });
  });

  it('answers 404 with the envelope for an unknown API path', async () => {
    for (const path of ['/api/nothing-here', '/account/web/unknown', '/api']) {
      const answer = await server.call('GET', path, { token: server.adminToken });
      expect(answer.status, path).toBe(404);
      expect(answer.body).toEqual({ code: 404, msg: expect.stringContaining('GET'), data: null });
    }
  });

  it('survives every refusal: the server still answers', async () => {
    expect((await server.call('GET', `/api/sites/${site.id}`, { token: server.adminToken })).body.code).toBe(200);
  });
});
