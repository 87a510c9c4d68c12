import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../contract/errors';
import { createSignedInAccount, OTHER_PASSWORD } from '../support/accounts';
import { databases } from '../support/databases';
import { visitorPassSchema } from '../support/form-schemas';
import { type ApiAnswer, startTestServer, type TestServer } from '../support/test-server';

const NEW_PASSWORD = 'Renewed#2025pw';

/**
 * A JSON body carries its types, and every route reads it as sent: on the routes whose
 * own schema checks the body, a value of the wrong type (text for a boolean or a
 * number, a lone value for a list, a list for text, null) is refused with 400 naming
 * the field and `rule: "type"`, never converted, and the refused call changes nothing.
 */
describe.each(databases)('request bodies are read as sent ($kind)', (database) => {
  let server: TestServer;
  const tables = () => server.app.backend.tables;
  const asAdmin = (method: string, url: string, body: unknown) =>
    server.call(method, url, { token: server.adminToken, body });
  const expectRefused = (answer: ApiAnswer, field: string, sent: unknown) => {
    const shown = JSON.stringify(sent);
    expect(answer.status, shown).toBe(400);
    expect(answer.body.code, shown).toBe(Code.BAD_REQUEST);
    expect(answer.body.msg, shown).toEqual(expect.any(String));
    expect(answer.body.data, shown).toMatchObject({ field, rule: 'type' });
  };
  /** Each body is refused naming `field`, and `read()` gives the same before and after all of them. */
  const expectAllRefused = async (
    method: string,
    url: string,
    bodies: [field: string, body: unknown][],
    read: () => Promise<unknown>,
  ) => {
    const before = await read();
    for (const [field, body] of bodies) expectRefused(await asAdmin(method, url, body), field, body);
    expect(await read()).toEqual(before);
  };

  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('switches an admin account only with a boolean', async () => {
    const { id } = await createSignedInAccount(server, 'switched-admin', ['site-list']);
    const url = `/api/admins/${id}/enabled`;
    const account = () => tables().of('admin').findById(id);
    const wrong = ['false', null, 0, ['false'], 'true'].map((enabled) => ['enabled', { enabled }] as [string, unknown]);
    await expectAllRefused('POST', url, wrong, account);
    expect(await account()).toMatchObject({ enabled: true });

    expect((await asAdmin('POST', url, { enabled: false })).body.code).toBe(200);
    expect(await account()).toMatchObject({ enabled: false });
  });

  it("sets a role's codes only from a list of texts and an integer version", async () => {
    const role = await tables()
      .of('role')
      .insert({ name: 'typed', permissionCodes: ['site-list'] });
    const url = `/api/roles/${role.id}/permissions`;
    const version = Number(role.version);
    const stored = () => tables().of('role').findById(Number(role.id));
    await expectAllRefused(
      'PUT',
      url,
      [
        ['permissionCodes', { permissionCodes: 'sp-site', version }],
        ['permissionCodes', { permissionCodes: null, version }],
        ['version', { permissionCodes: ['sp-site'], version: String(version) }],
        ['version', { permissionCodes: ['sp-site'], version: [version] }],
        ['version', { permissionCodes: ['sp-site'], version: true }],
      ],
      stored,
    );

    expect((await asAdmin('PUT', url, { permissionCodes: ['sp-site'], version })).body.code).toBe(200);
    expect(await stored()).toMatchObject({ permissionCodes: ['sp-site'] });
  });

  it("resets an admin's password only from text", async () => {
    const { id } = await createSignedInAccount(server, 'reset-admin', ['site-list']);
    const url = `/api/admins/${id}/password`;
    const hash = async () => (await tables().of('admin').findById(id))?.passwordHash;
    await expectAllRefused(
      'POST',
      url,
      [
        ['password', { password: [NEW_PASSWORD], confirmPassword: NEW_PASSWORD }],
        ['confirmPassword', { password: NEW_PASSWORD, confirmPassword: [NEW_PASSWORD] }],
        ['password', { password: 20252025, confirmPassword: '20252025' }],
      ],
      hash,
    );
    expect(await server.signIn('reset-admin', OTHER_PASSWORD)).toEqual(expect.any(String));

    const reset = await asAdmin('POST', url, { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD });
    expect(reset.body.code).toBe(200);
    expect(await server.signIn('reset-admin', NEW_PASSWORD)).toEqual(expect.any(String));
  });

  it('switches tactics only with a list of integer ids and a boolean', async () => {
    const [tactic] = await tables().of('auto-detect-tactic').findWhere({});
    const id = Number(tactic.id);
    const enabled = tactic.enabled === true;
    const switches = async () => (await tables().of('auto-detect-tactic').findWhere({})).map((row) => row.enabled);
    await expectAllRefused(
      'POST',
      '/api/auto-detect-tactics/enabled',
      [
        ['ids', { ids: id, enabled: !enabled }],
        ['ids', { ids: String(id), enabled: !enabled }],
        ['ids', { ids: [String(id)], enabled: !enabled }],
        ['enabled', { ids: [id], enabled: String(!enabled) }],
        ['enabled', { ids: [id], enabled: null }],
      ],
      switches,
    );

    const switched = await asAdmin('POST', '/api/auto-detect-tactics/enabled', { ids: [id], enabled: !enabled });
    expect(switched.body.data).toEqual({ changed: 1, ids: [id] });
  });

  it('runs a console statement only from text and an integer row limit, and records none refused', async () => {
    const history = async () => (await tables().of('sql-console-query').findWhere({})).length;
    await expectAllRefused(
      'POST',
      '/api/sql-console/query',
      [
        ['maxRows', { sql: 'select 1', maxRows: '2' }],
        ['maxRows', { sql: 'select 1', maxRows: [2] }],
        ['sql', { sql: ['select 1'] }],
        ['sql', { sql: 1 }],
      ],
      history,
    );
    expectRefused(await asAdmin('POST', '/api/sql-console/explain', { sql: ['select 1'] }), 'sql', 'explain');

    const ran = await asAdmin('POST', '/api/sql-console/query', { sql: 'select 1 as one', maxRows: 2 });
    expect(ran.body).toMatchObject({ code: 200, data: { rows: [[1]] } });
  });

  it('saves a form draft only with an object schema and an integer version', async () => {
    const schema = visitorPassSchema();
    const drafts = async () => (await tables().of('form-schema').findWhere({})).map((row) => [row.id, row.version]);
    await expectAllRefused(
      'POST',
      '/api/form-schemas',
      [
        ['version', { schema, version: '1' }],
        ['schema', { schema: [schema] }],
      ],
      drafts,
    );
    const saved = await asAdmin('POST', '/api/form-schemas', { schema });
    const { id, version } = saved.body.data as { id: number; version: number };
    await expectAllRefused(
      'PUT',
      `/api/form-schemas/${id}`,
      [
        ['version', { schema, version: String(version) }],
        ['version', { schema, version: true }],
        ['version', { schema, version: [version] }],
      ],
      drafts,
    );

    const replaced = await asAdmin('PUT', `/api/form-schemas/${id}`, { schema, version });
    expect(replaced.body.data).toMatchObject({ id, version: version + 1 });
  });
});
