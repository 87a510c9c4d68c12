import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../support/databases';
import { settingCalls, signInFrom } from '../support/setting-calls';
import { startTestServer, type TestServer } from '../support/test-server';

/** A fresh address per run: the flood counters live in a cache other runs may share. */
const address = () => `10.${randomInt(1, 250)}.${randomInt(1, 250)}.${randomInt(1, 250)}`;

/** A server setting changed through the API applies at once, and a rollback restores it, without a restart. */
describe.each(databases)('settings applied without a restart ($kind)', (database) => {
  let server: TestServer;
  let api: ReturnType<typeof settingCalls>;

  beforeAll(async () => {
    server = await startTestServer(database);
    api = settingCalls(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('caps sign-ins at rateLimit.signInPerMinute once set, and lifts the cap when the change is rolled back', async () => {
    const first = address();
    for (let call = 0; call < 3; call++) expect((await signInFrom(server, first))[1]).not.toBe(6048);

    const set = await api.setServer('rateLimit.signInPerMinute', '2');
    expect(set.body.code).toBe(200);
    const capped = address();
    expect((await signInFrom(server, capped))[1]).not.toBe(6048);
    expect((await signInFrom(server, capped))[1]).not.toBe(6048);
    expect(await signInFrom(server, capped)).toEqual([429, 6048]);

    const [created] = (await api.changes('?scope=server&key=rateLimit.signInPerMinute')).data.list;
    expect(created).toMatchObject({ action: 'create', before: null, after: '2' });
    const rolledBack = await api.rollBack(created.id);
    expect(rolledBack.body.code).toBe(200);
    expect(rolledBack.body.data).toMatchObject({
      action: 'rollback',
      before: '2',
      after: null,
      rollbackOf: created.id,
    });
    expect(server.app.settings.source('rateLimit.signInPerMinute')).toBe('default');
    for (let call = 0; call < 3; call++) expect((await signInFrom(server, capped))[1]).not.toBe(6048);
  });

  it('applies an upload limit at the next upload', async () => {
    const boundary = 'settings-boundary';
    const payload = [
      `--${boundary}`,
      'Content-Disposition: form-data; name="file"; filename="notes.txt"',
      'Content-Type: text/plain',
      '',
      'x'.repeat(20_000),
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const upload = () =>
      server.app.inject({
        method: 'POST',
        url: '/upload/file',
        headers: { token: server.adminToken, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
    expect((await upload()).json()).toMatchObject({ code: 200 });
    await api.setServer('upload.fileMaxMb', '0.01');
    expect(server.app.settings.get('upload.fileMaxMb')).toBe(0.01);
    expect((await upload()).json()).toMatchObject({ code: 413 });
  });
});

describe.each(databases)('environment over the stored setting ($kind)', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(database, { SIGN_IN_REQUESTS_PER_MINUTE: '2' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('keeps the variable whatever the row says, and says so', async () => {
    const api = settingCalls(server);
    expect((await api.setServer('rateLimit.signInPerMinute', '500')).body.code).toBe(200);
    const from = address();
    await signInFrom(server, from);
    await signInFrom(server, from);
    expect(await signInFrom(server, from)).toEqual([429, 6048]);
    const answer = await api.call<{ key: string; value: unknown; source: string; overridden: boolean; env: string }[]>(
      'GET',
      '/api/settings/server',
    );
    const entry = answer.body.data.find((setting) => setting.key === 'rateLimit.signInPerMinute');
    expect(entry).toMatchObject({
      value: 2,
      source: 'environment',
      overridden: true,
      env: 'SIGN_IN_REQUESTS_PER_MINUTE',
    });
    expect(answer.body.data.find((setting) => setting.key === 'faces.retryCap')).toMatchObject({
      value: 3,
      source: 'default',
      overridden: false,
    });
  });
});
