import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../support/databases';
import { settingCalls } from '../support/setting-calls';
import { startTestServer, type TestServer } from '../support/test-server';

type Row = { id: number; version: number; key: string; value: string };

/** Typed checks on save, the history of every change, masked secrets, and rollbacks of each kind. */
describe.each(databases)('settings history and rollback ($kind)', (database) => {
  let server: TestServer;
  let api: ReturnType<typeof settingCalls>;

  beforeAll(async () => {
    server = await startTestServer(database);
    api = settingCalls(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses a catalogued key holding a value its setting does not take, naming value and the rule', async () => {
    const refusals = [
      ['log.apiRetentionDays', '0', 'number', 'minimum'],
      ['log.apiRetentionDays', '4000', 'number', 'maximum'],
      ['log.apiRetentionDays', '2.5', 'number', 'type'],
      ['sms.provider', 'pigeon', 'string', 'enum'],
      ['sms.httpUrl', 'not a link', 'string', 'format'],
    ] as const;
    for (const [key, value, valueType, rule] of refusals) {
      const answer = await api.setServer(key, value, valueType);
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ code: 6067, data: { field: 'value', rule } });
    }
    const wrongType = await api.setServer('faces.retryCap', '5', 'string');
    expect(wrongType.body).toMatchObject({ code: 6067, data: { field: 'valueType', rule: 'valueType' } });
    expect(wrongType.body.msg).toContain('Registration retries');
    expect((await api.setServer('anything.free', 'whatever', 'string')).body.code).toBe(200);
    const app = await api.call('POST', '/api/app-configs', {
      key: 'app.maintenance',
      value: 'maybe',
      valueType: 'boolean',
    });
    expect(app.body).toMatchObject({ code: 6067, data: { field: 'value', rule: 'type' } });
  });

  it('records who changed which key, when, from what to what; an edit of the row is checked too', async () => {
    const created = await api.setServer('log.loginRetentionDays', '90');
    const { id, version } = created.body.data;
    const edited = await api.call<Row>('PUT', `/api/server-configs/${id}`, { value: '120', version });
    expect(edited.body.code).toBe(200);
    const refused = await api.call('PUT', `/api/server-configs/${id}`, { value: '9999', version: version + 1 });
    expect(refused.body).toMatchObject({ code: 6067, data: { field: 'value', rule: 'maximum' } });
    const { list, total } = (await api.changes('?key=log.loginRetentionDays')).data;
    expect(total).toBe(2);
    expect(list.map((change) => [change.action, change.before, change.after])).toEqual([
      ['update', '90', '120'],
      ['create', null, '90'],
    ]);
    expect(list[0]).toMatchObject({ scope: 'server', adminName: 'admin', rollbackOf: null });
    expect(list[0].adminId).toBeGreaterThan(0);
    expect(Date.parse(list[0].createdAt)).toBeGreaterThan(Date.now() - 60_000);
    const paged = (await api.changes('?key=log.loginRetentionDays&page=2&pageSize=1')).data;
    expect(paged.list.map((change) => change.action)).toEqual(['create']);
  });

  it('rolls back an update, a delete and a create, and refuses a change overtaken since', async () => {
    const created = (await api.setServer('faces.retryCap', '5')).body.data;
    await api.call('PUT', `/api/server-configs/${created.id}`, { value: '7', version: created.version });
    const [update, create] = (await api.changes('?key=faces.retryCap')).data.list;
    expect((await api.rollBack(create.id)).body.code).toBe(6075);

    expect((await api.rollBack(update.id)).body.data).toMatchObject({ action: 'rollback', before: '7', after: '5' });
    expect(server.app.settings.get('faces.retryCap')).toBe(5);

    expect((await api.call('DELETE', `/api/server-configs/${created.id}`)).body.code).toBe(200);
    expect(server.app.settings.source('faces.retryCap')).toBe('default');
    const [deleted] = (await api.changes('?key=faces.retryCap')).data.list;
    expect(deleted).toMatchObject({ action: 'delete', before: '5', after: null });
    expect((await api.rollBack(deleted.id)).body.data).toMatchObject({ before: null, after: '5' });
    expect(server.app.settings.get('faces.retryCap')).toBe(5);
    const recreated = await server.app.backend.tables.of('server-config').findOneWhere({ key: 'faces.retryCap' });
    expect(recreated).toMatchObject({ value: '5', valueType: 'number' });

    const fresh = (await api.setServer('mail.from', 'Gate <gate@example.test>', 'string')).body.data;
    const [made] = (await api.changes('?key=mail.from')).data.list;
    expect((await api.rollBack(made.id)).body.data).toMatchObject({ before: 'Gate <gate@example.test>', after: null });
    expect(await server.app.backend.tables.of('server-config').findById(fresh.id)).toBeUndefined();
    expect((await api.rollBack(made.id)).body.code).toBe(6075);
  });

  it('masks secrets in answers and history, keeps one sent back masked, and refuses to roll back to one', async () => {
    const token = 'gateway-token-0123456789';
    const created = await api.setServer('sms.httpToken', token, 'string');
    expect(created.body.data.value).toBe('••••••6789');
    const kept = await api.call<Row>('PUT', `/api/server-configs/${created.body.data.id}`, {
      value: created.body.data.value,
      version: created.body.data.version,
    });
    expect(kept.body.code).toBe(200);
    expect(server.app.settings.get('sms.httpToken')).toBe(token);
    const listed = await api.call<{ list: Row[] }>('GET', '/api/server-configs?q=sms.httpToken');
    expect(listed.body.data.list[0].value).toBe('••••••6789');
    const changed = await api.call<Row>('PUT', `/api/server-configs/${created.body.data.id}`, {
      value: 'another-token-abcdefgh',
      version: kept.body.data.version,
    });
    expect(changed.body.code).toBe(200);
    const history = (await api.changes('?key=sms.httpToken')).data.list;
    expect(history.map((change) => [change.action, change.before, change.after])).toEqual([
      ['update', '••••••', '••••••'],
      ['create', null, '••••••'],
    ]);
    expect(JSON.stringify(history)).not.toContain('token');
    const refused = await api.rollBack(history[0].id);
    expect(refused.body.code).toBe(400);
    expect(refused.body.msg).toContain('secret');
    const settings = await api.call<{ key: string; value: string }[]>('GET', '/api/settings/server');
    expect(settings.body.data.find((setting) => setting.key === 'sms.httpToken')?.value).toBe('••••••efgh');

    const logged = async () => {
      const rows = await server.app.backend.tables.of('api-log').findWhere({ path: '/api/server-configs' });
      return rows.map((row) => String(row.body));
    };
    await expect.poll(logged, { timeout: 5000 }).not.toEqual([]);
    expect((await logged()).join('\n')).not.toContain('token-0123456789');
  });
});
