import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, messageOf } from '../../contract/errors';
import { createSignedInAccount, OTHER_PASSWORD } from '../support/accounts';
import { databases } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';

type Row = Record<string, unknown> & { id: number; version: number };

const MANAGES_ROLES = ['sp-role', 'role-list'];

/**
 * A role-list holder cannot take role management away from itself through a role:
 * deleting (one or a batch) or changing the codes of its own roles is refused with
 * 423 when its account would be left without a role or without role-list.
 */
describe.each(databases)('nobody locks themselves out through their own roles ($kind)', (database) => {
  let server: TestServer;
  const as = (token: string | undefined, method: string, url: string, body?: unknown, language = 'en') =>
    server.call<Row>(method, url, { token, body, headers: { 'accept-language': language } });
  const roles = () => server.app.backend.tables.of('role');
  const roleNamed = async (name: string) => (await roles().findOneWhere({ name })) as Row;
  const newRole = async (name: string, permissionCodes: string[]) =>
    (await roles().insert({ name, permissionCodes })) as Row;
  /** A signed-in account holding its own role (`role-of-<name>`) and the further roles given. */
  const accountWithRoles = async (name: string, codes: string[], others: Row[] = []) => {
    const { id, token } = await createSignedInAccount(server, name, codes);
    const own = await roleNamed(`role-of-${name}`);
    if (others.length > 0) {
      await server.app.backend.tables.of('admin').touch(id, { roleIds: [own.id, ...others.map((role) => role.id)] });
    }
    return { id, token, own };
  };
  const stillWorks = async (token: string | undefined) =>
    expect((await as(token, 'GET', '/api/roles')).body.code).toBe(200);

  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses deleting its only role with 423, told in both languages, and the account keeps working', async () => {
    const { token, own } = await accountWithRoles('solo', MANAGES_ROLES);
    for (const language of ['en', 'zh'] as const) {
      const answer = await as(token, 'DELETE', `/api/roles/${own.id}`, undefined, language);
      expect(answer.status).toBe(403);
      expect(answer.body.code).toBe(Code.PROTECTED);
      expect(answer.body.data).toMatchObject({ field: 'id', rule: 'lock-out' });
      const shown = messageOf(answer.body.code, language, answer.body.msg);
      expect(shown).toContain(language === 'en' ? 'without a role' : '没有任何角色');
      expect(shown).toContain(messageOf(Code.PROTECTED, language).replace(/[:：]$/, ''));
    }
    expect(await roleNamed('role-of-solo')).toMatchObject({ id: own.id, permissionCodes: MANAGES_ROLES });
    await stillWorks(token);
    expect(await server.signIn('solo', OTHER_PASSWORD)).toEqual(expect.any(String));
  });

  it('refuses a batch delete that includes its own role, whole', async () => {
    const { token, own } = await accountWithRoles('batcher', MANAGES_ROLES);
    const spare = await newRole('spare-of-batcher', ['sp-site']);
    const answer = await as(token, 'POST', '/api/roles/delete', { ids: [spare.id, own.id] });
    expect(answer.body.code).toBe(Code.PROTECTED);
    expect(answer.body.data).toMatchObject({ field: 'id', rule: 'lock-out' });
    expect(await roleNamed('spare-of-batcher')).toMatchObject({ id: spare.id });
    expect(await roleNamed('role-of-batcher')).toMatchObject({ id: own.id });
    await stillWorks(token);
    expect((await as(token, 'POST', '/api/roles/delete', { ids: [spare.id] })).body.code).toBe(200);
  });

  it('refuses a batch delete of every role that gives it role-list, though each alone may go', async () => {
    const second = await newRole('second-of-pair', MANAGES_ROLES);
    const { token, own } = await accountWithRoles('pair', MANAGES_ROLES, [second]);
    const both = await as(token, 'POST', '/api/roles/delete', { ids: [own.id, second.id] });
    expect(both.body.code).toBe(Code.PROTECTED);
    expect(await roles().findByIds([own.id, second.id])).toHaveLength(2);
    expect((await as(token, 'DELETE', `/api/roles/${second.id}`)).body.code).toBe(200);
    await stillWorks(token);
  });

  it('refuses deleting the role that gives it role-list while it holds others, and lets the others go', async () => {
    const viewer = await newRole('viewer-of-keeper', ['sp-site', 'site-tabs']);
    const { token, own } = await accountWithRoles('keeper', MANAGES_ROLES, [viewer]);
    const answer = await as(token, 'DELETE', `/api/roles/${own.id}`);
    expect(answer.body.code).toBe(Code.PROTECTED);
    expect(answer.body.msg).toContain('role-list');
    expect((await as(token, 'DELETE', `/api/roles/${viewer.id}`)).body.code).toBe(200);
    await stillWorks(token);
  });

  it('refuses taking role-list from its own role, and lets other codes go', async () => {
    const { token, own } = await accountWithRoles('trimmer', [...MANAGES_ROLES, 'sp-site']);
    for (const permissionCodes of [['sp-site'], []]) {
      const answer = await as(token, 'PUT', `/api/roles/${own.id}/permissions`, {
        permissionCodes,
        version: own.version,
      });
      expect(answer.body.code, permissionCodes.join()).toBe(Code.PROTECTED);
      expect(answer.body.data).toMatchObject({ field: 'permissionCodes', rule: 'lock-out' });
    }
    expect(await roleNamed('role-of-trimmer')).toMatchObject({ permissionCodes: [...MANAGES_ROLES, 'sp-site'] });
    const trimmed = await as(token, 'PUT', `/api/roles/${own.id}/permissions`, {
      permissionCodes: ['role-list'],
      version: own.version,
    });
    expect(trimmed.body.code).toBe(200);
    await stillWorks(token);
  });

  it('lets a super admin delete another account’s only role, which then ends that account’s sessions', async () => {
    const { token, own } = await accountWithRoles('bystander', MANAGES_ROLES);
    const answer = await as(server.adminToken, 'DELETE', `/api/roles/${own.id}`);
    expect(answer.body.code).toBe(200);
    expect(await roleNamed('role-of-bystander')).toBeUndefined();
    expect((await as(token, 'GET', '/api/roles')).body.code).toBe(Code.UNAUTHORIZED);
    await stillWorks(server.adminToken);
  });

  it('lets through only one of two deletes sent at once that would together take its last role-list', async () => {
    for (const round of [1, 2, 3, 4, 5]) {
      const second = await newRole(`second-of-racer-${round}`, MANAGES_ROLES);
      const { token, own } = await accountWithRoles(`racer-${round}`, MANAGES_ROLES, [second]);
      const answers = await Promise.all([own, second].map((role) => as(token, 'DELETE', `/api/roles/${role.id}`)));
      const codes = answers.map((answer) => answer.body.code).sort();
      expect(codes, `round ${round}`).toEqual([200, Code.PROTECTED]);
      expect(await roles().findByIds([own.id, second.id])).toHaveLength(1);
      await stillWorks(token);
    }
  });
});
