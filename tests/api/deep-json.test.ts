import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../contract/envelope';
import { databases } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';

interface LogEntry {
  method: string;
  path: string;
  statusCode: number;
  code: number | null;
  body: string | null;
}

/** `{"name":"…","extra":[[…0…]]}` with the brackets `levels` deep in all, the outer object counted. */
function nestedBody(levels: number, name: string): string {
  const inner = levels - 1;
  return `{"name":${JSON.stringify(name)},"extra":${'['.repeat(inner)}0${']'.repeat(inner)}}`;
}

const JSON_HEADERS = { 'content-type': 'application/json' };

describe.each(databases)('deeply nested JSON bodies ($kind)', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
  });

  const send = (url: string, payload: string, token?: string) =>
    server.call('POST', url, { token, payload, headers: JSON_HEADERS });

  it('refuses a body nested 5,000 levels with 400 on an entity route and on sign-in', async () => {
    const deep = nestedBody(5000, 'Abyss');
    for (const [url, token] of [
      ['/api/sites', server.adminToken],
      ['/account/web/login', undefined],
    ] as const) {
      const answer = await send(url, deep, token);
      expect(answer.status, url).toBe(400);
      expect(answer.body.code, url).toBe(400);
      expect(answer.body.msg, url).toMatch(/nested deeper than 32 levels/);
    }
    // Objects nest as well as arrays.
    const objects = `${'{"a":'.repeat(40)}1${'}'.repeat(40)}`;
    expect((await send('/api/sites', objects, server.adminToken)).body.msg).toMatch(/nested deeper than 32/);
  });

  it('lets 32 levels through to the usual checks and refuses 33', async () => {
    const atLimit = await send('/api/sites', nestedBody(32, 'Shallow'), server.adminToken);
    expect(atLimit.body.code).toBe(400);
    expect(atLimit.body.msg).not.toMatch(/nested deeper/);
    const overLimit = await send('/api/sites', nestedBody(33, 'Shallow'), server.adminToken);
    expect(overLimit.body.msg).toMatch(/nested deeper than 32 levels/);
  });

  it('does not count brackets inside strings, escaped quotes included', async () => {
    const name = `\\"${'['.repeat(20)}${'{'.repeat(20)}`;
    const answer = await send('/api/sites', `{"name":"${name}"}`, server.adminToken);
    expect(answer.body.code).toBe(200);
    expect((answer.body.data as { name: string }).name).toBe(`"${'['.repeat(20)}${'{'.repeat(20)}`);
  });

  it('writes every refused call to the API log', async () => {
    const marker = nestedBody(5000, 'Logged');
    await send('/api/sites', marker, server.adminToken);
    await send('/account/web/login', marker);
    const refusedOf = async (path: string) => {
      const answer = await server.call<Page<LogEntry>>('GET', '/api/api-logs?pageSize=100', {
        token: server.adminToken,
      });
      // A body refused at parsing was never read, so its entry keeps none.
      return answer.body.data.list.filter(
        (entry) => entry.path === path && entry.statusCode === 400 && entry.code === 400 && entry.body === null,
      ).length;
    };
    // Each route got the 5,000-level body twice in this file (this test and the first).
    await expect.poll(() => refusedOf('/account/web/login')).toBeGreaterThanOrEqual(2);
    await expect.poll(() => refusedOf('/api/sites')).toBeGreaterThanOrEqual(2);
  });
});
