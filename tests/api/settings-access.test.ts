import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInAccount } from '../support/accounts';
import { databases } from '../support/databases';
import { settingCalls } from '../support/setting-calls';
import { startTestServer, type TestServer } from '../support/test-server';

/** Each scope's settings, history and rollbacks need that screen's permission (sp-cfg-app, sp-cfg-server). */
describe.each(databases)('settings permissions ($kind)', (database) => {
  let server: TestServer;
  let appOnly: ReturnType<typeof settingCalls>;
  let admin: ReturnType<typeof settingCalls>;

  beforeAll(async () => {
    server = await startTestServer(database);
    admin = settingCalls(server);
    const account = await createSignedInAccount(server, 'app-settings-editor', ['sp-cfg-app']);
    appOnly = settingCalls(server, () => String(account.token));
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers 403 without sp-cfg-server, and shows only the scopes held', async () => {
    expect((await admin.setServer('faces.retryCap', '4')).body.code).toBe(200);
    const appRow = await appOnly.call('POST', '/api/app-configs', {
      key: 'app.supportPhone',
      value: '400-800-1234',
      valueType: 'string',
    });
    expect(appRow.body.code).toBe(200);

    expect((await appOnly.call('GET', '/api/settings/server')).status).toBe(403);
    expect((await appOnly.call('GET', '/api/config-changes?scope=server')).status).toBe(403);
    const [serverChange] = (await admin.changes('?scope=server')).data.list;
    expect((await appOnly.rollBack(serverChange.id)).status).toBe(403);
    expect(server.app.settings.get('faces.retryCap')).toBe(4);

    const visible = (await appOnly.changes()).data.list;
    expect(visible.map((change) => [change.scope, change.key, change.adminName])).toEqual([
      ['app', 'app.supportPhone', 'app-settings-editor'],
    ]);
    const app = await appOnly.call<{ key: string; value: unknown; source: string }[]>('GET', '/api/settings/app');
    expect(app.body.data.find((setting) => setting.key === 'app.supportPhone')).toMatchObject({
      value: '400-800-1234',
      source: 'database',
    });
    expect((await appOnly.rollBack(visible[0].id)).body.code).toBe(200);
    expect(server.app.settings.get('app.supportPhone')).toBe('');
  });

  it('answers 401 without a token', async () => {
    expect((await server.call('GET', '/api/config-changes')).status).toBe(401);
  });
});
