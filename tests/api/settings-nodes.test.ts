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
