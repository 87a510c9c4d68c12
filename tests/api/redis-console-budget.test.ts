import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LONGEST_PATTERN } from '../../contract/redis-console';
import { apiErrorText } from '../../src/providers/apiError';
import { createSignedInAccount } from '../support/accounts';
import { BUDGET_DB, consoleStores, type KeysPage, runPrefix, startConsoleServer } from '../support/redis-console';
import type { TestServer } from '../support/test-server';

const LONG_KEYS = 12_000;
/** Costly to compare with the long keys below (pattern × key steps each), and the longest allowed. */
const COSTLY = `*${'a'.repeat(LONGEST_PATTERN - 3)}b*`;

/**
 * Patterns that made the in-process store's regular expression backtrack for minutes
 * now answer at once; a pattern over LONGEST_PATTERN characters is refused; and a page
 * that would run long answers within its time budget, cut short with a cursor to go on,
 * while other requests (/healthz) are served during it.
 */
describe.each(consoleStores())('Redis console: costly patterns ($name store)', (store) => {
  let server: TestServer;
  let reader: string;
  const prefix = runPrefix();
  const keys = Array.from({ length: 10 }, (_, i) => `${prefix}user:${i}`);

  const keysPage = (query: Record<string, string>) =>
    server.call<KeysPage>('GET', `/api/redis-console/keys?${new URLSearchParams(query)}`, { token: reader });

  beforeAll(async () => {
    server = await startConsoleServer(store, BUDGET_DB);
    for (const key of keys) await server.app.backend.cache.set(key, 'x');
    reader = (await createSignedInAccount(server, 'pattern-reader', ['sp-console', 'redis-console'])).token ?? '';
  });
  afterAll(async () => {
    await server?.app.backend.cache.console.remove(keys);
    await server?.close();
  });

  it('answers 200 stars and a Z (the pattern that hung the server), and 100 stars too', async () => {
    // A pattern that made the matcher backtrack again would show as this test's timeout;
    // `npm run bench:costly-input` prints how long these take.
    for (const pattern of [`${'*'.repeat(200)}Z`, `${'*'.repeat(100)}Z`, `${prefix}${'*'.repeat(100)}`]) {
      const answer = await keysPage({ count: '1000', pattern });
      expect(answer.status, pattern).toBe(200);
      expect(answer.body.code).toBe(200);
      const found = answer.body.data.keys.map((row) => row.key);
      if (pattern.endsWith('Z')) expect(found.filter((key) => key.startsWith(prefix))).toEqual([]);
      else if (store.name === 'memory') expect(found.sort()).toEqual([...keys].sort());
    }
  });

  it(`refuses a pattern over ${LONGEST_PATTERN} characters with 400 naming it and its limit`, async () => {
    const allowed = await keysPage({ pattern: `${prefix}${'?'.repeat(LONGEST_PATTERN - prefix.length)}` });
    expect(allowed.body.code).toBe(200);
    for (const pattern of [`${'*'.repeat(LONGEST_PATTERN)}Z`, 'k'.repeat(LONGEST_PATTERN + 1)]) {
      const answer = await keysPage({ count: '1000', pattern });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({
        code: 400,
        data: { field: 'pattern', rule: 'maxLength', params: { max: LONGEST_PATTERN } },
      });
      // The browser words the refusal in the admin's language from the catalogue and `data`.
      const { code, msg, data } = answer.body;
      expect(apiErrorText(code, msg, 'en', data)).toBe(
        `Invalid request: pattern — Must be at most ${LONGEST_PATTERN} characters`,
      );
      expect(apiErrorText(code, msg, 'zh', data)).toBe(`请求无效：pattern — 长度不能超过 ${LONGEST_PATTERN} 个字符`);
    }
  });
});

describe('Redis console: a long page on the in-process store', () => {
  let server: TestServer;
  let reader: string;

  beforeAll(async () => {
    server = await startConsoleServer({ name: 'memory' }, BUDGET_DB);
    const { cache } = server.app.backend;
    // Long keys of one letter: none matches COSTLY, and each costs about (pattern × key) steps.
    for (let i = 0; i < LONG_KEYS; i++) await cache.set(`${'a'.repeat(1000)}:${i}`, 'x');
    reader = (await createSignedInAccount(server, 'long-reader', ['sp-console', 'redis-console'])).token ?? '';
  });
  afterAll(async () => server?.close());

  it('answers within its time budget, cut short with a cursor, while /healthz answers during it', async () => {
    const order: string[] = [];
    const scan = server
      .call<KeysPage>('GET', `/api/redis-console/keys?${new URLSearchParams({ pattern: COSTLY, count: '1000' })}`, {
        token: reader,
      })
      .then((answer) => {
        order.push('scan');
        return answer;
      });
    // Give the scan a head start so it is walking the keys when the probe comes.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const health = server.call('GET', '/healthz').then((answer) => {
      order.push('healthz');
      return answer;
    });
    const [scanned, probed] = await Promise.all([scan, health]);

    // /healthz came after the scan and was answered before it: the page let it run.
    expect(probed.status).toBe(200);
    expect(probed.body).toMatchObject({ code: 200, data: { status: 'alive' } });
    expect(order).toEqual(['healthz', 'scan']);

    // The page stopped at its budget, long before the whole walk (minutes): cut short, part of the keys looked at.
    // `npm run bench:costly-input` prints how long it took and how long /healthz waited.
    const page = scanned.body;
    expect(page.code).toBe(200);
    expect(page.data).toMatchObject({ keys: [], cutShort: true, store: 'memory' });
    expect(page.data.cursor).not.toBe('0');
    expect(page.data.scanned).toBeGreaterThan(0);
    expect(page.data.scanned).toBeLessThan(LONG_KEYS);

    // The next page goes on from where this one stopped.
    const next = await server.call<KeysPage>(
      'GET',
      `/api/redis-console/keys?${new URLSearchParams({ pattern: COSTLY, count: '1000', cursor: page.data.cursor })}`,
      { token: reader },
    );
    expect(next.body.code).toBe(200);
    expect(Number(next.body.data.cursor)).toBeGreaterThan(Number(page.data.cursor));
  });

  it('is not cut short when the page is cheap', async () => {
    const answer = await server.call<KeysPage>('GET', '/api/redis-console/keys?pattern=*:1&count=1', {
      token: reader,
    });
    expect(answer.body.code).toBe(200);
    expect(answer.body.data.cutShort).toBe(false);
    expect(answer.body.data.keys.map((row) => row.key)).toEqual([`${'a'.repeat(1000)}:1`]);
  });
});
