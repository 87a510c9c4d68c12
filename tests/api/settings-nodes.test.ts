import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../support/databases';
import { createScratchSchema } from '../support/scratch-schemas';
import { settingCalls } from '../support/setting-calls';
import { startTestServer, type TestServer } from '../support/test-server';

const postgresUrl = databases.find((database) => database.kind === 'postgres')?.url;

/** Resolves once `check` holds, polling every 100 ms; fails after `attempts` polls. */
async function eventually(check: () => boolean, attempts = 100): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the condition never held');
}

/** Two API nodes on one PostgreSQL database: a setting written on one applies on the other at its next reload. */
describe.skipIf(!postgresUrl)('settings across nodes on one PostgreSQL database', () => {
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    const url = postgresUrl ?? '';
    const options = {
      database: { kind: 'postgres' as const, url, searchPath: await createScratchSchema(url) },
      settingsReloadSeconds: 1,
    };
    first = await startTestServer({ kind: 'postgres', url }, {}, options);
    second = await startTestServer({ kind: 'postgres', url }, {}, options);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('sees on the other node a change, then its rollback', async () => {
    const api = settingCalls(first);
    expect(second.app.settings.get('rateLimit.accountPerMinute')).toBe(60);
    expect((await api.setServer('rateLimit.accountPerMinute', '25')).body.code).toBe(200);
    expect(first.app.settings.get('rateLimit.accountPerMinute')).toBe(25);
    await eventually(() => second.app.settings.get('rateLimit.accountPerMinute') === 25);

    const [change] = (await api.changes('?key=rateLimit.accountPerMinute')).data.list;
    expect((await api.rollBack(change.id)).body.code).toBe(200);
    await eventually(() => second.app.settings.get('rateLimit.accountPerMinute') === 60);
    expect(second.app.settings.source('rateLimit.accountPerMinute')).toBe('default');
  });
});

const redisUrl = process.env.TEST_REDIS_URL?.trim();

/**
 * With Redis, a write on one node is told to the others at once: the setting and the mobile
 * app's answer change on the other node within a second, long before its periodic reload.
 */
describe.skipIf(!postgresUrl || !redisUrl)('settings across nodes told through Redis', () => {
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    const url = postgresUrl ?? '';
    // The nodes of one deployment share their key, which also names their notices.
    const env = { REDIS_URL: redisUrl ?? '', SECRET_KEY: randomBytes(32).toString('hex') };
    const options = {
      database: { kind: 'postgres' as const, url, searchPath: await createScratchSchema(url) },
      settingsReloadSeconds: 3600,
    };
    first = await startTestServer({ kind: 'postgres', url }, env, options);
    second = await startTestServer({ kind: 'postgres', url }, env, options);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('applies a server setting written on one node on the other within a second', async () => {
    expect(second.app.settings.get('rateLimit.accountPerMinute')).toBe(60);
    expect((await settingCalls(first).setServer('rateLimit.accountPerMinute', '31')).body.code).toBe(200);
    await eventually(() => second.app.settings.get('rateLimit.accountPerMinute') === 31, 10);
  });

  it('answers the mobile app with an app setting written on the other node within a second', async () => {
    const appConfig = async () =>
      (await second.call<{ config: Record<string, unknown> }>('GET', '/app/config')).body.data;
    expect((await appConfig()).config['cluster.banner']).toBeUndefined();
    const written = await first.call('POST', '/api/app-configs', {
      token: first.adminToken,
      body: { key: 'cluster.banner', value: 'maintenance at 22:00', valueType: 'string' },
    });
    expect(written.body.code).toBe(200);
    let seen: unknown;
    for (let attempt = 0; attempt < 10 && seen === undefined; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      seen = (await appConfig()).config['cluster.banner'];
    }
    expect(seen).toBe('maintenance at 22:00');
  });
});
