import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../contract/errors';
import { createSignedInAccount } from '../support/accounts';
import { databases } from '../support/databases';
import { type ApiAnswer, startTestServer, type TestServer } from '../support/test-server';

type Rival = { id: number; token: string | undefined };

/** What a super admin does to the other: each takes away an enabled super admin. */
const TAKINGS = ['disable', 'demote', 'delete'] as const;
type Taking = (typeof TAKINGS)[number];

/**
 * The last enabled super admin stays one even when the only two take each other away
 * at the same moment: the writes are judged in turn (a lock on PostgreSQL, one writer
 * at a time on SQLite), so exactly one goes through and one super admin stays enabled.
 */
describe.each(databases)('the last super admin under a race ($kind)', (database) => {
  let server: TestServer;
  let superRoleId: number;
  let plainRoleId: number;
  const admins = () => server.app.backend.tables.of('admin');
  const enabledSuperAdmins = async () =>
    (await admins().findWhere({ enabled: true })).filter((row) => (row.roleIds as number[]).includes(superRoleId));
  const superAdmin = async (name: string): Promise<Rival> => {
    const rival = await createSignedInAccount(server, name, ['home']);
    await admins().touch(rival.id, { roleIds: [superRoleId] });
    return rival;
  };
  const take = async (by: Rival, taking: Taking, id: number): Promise<ApiAnswer> => {
    const token = by.token;
    if (taking === 'disable')
      return server.call('POST', `/api/admins/${id}/enabled`, { token, body: { enabled: false } });
    if (taking === 'delete') return server.call('DELETE', `/api/admins/${id}`, { token });
    const version = Number((await admins().findById(id))?.version);
    return server.call('PUT', `/api/admins/${id}`, { token, body: { version, roleIds: [plainRoleId] } });
  };

  beforeAll(async () => {
    server = await startTestServer(database);
    const roles = server.app.backend.tables.of('role');
    superRoleId = Number((await roles.findOneWhere({ name: 'super-admin' }))?.id);
    plainRoleId = Number((await roles.insert({ name: 'plain', permissionCodes: ['home'] })).id);
    // The rivals of each round are the only enabled super admins.
    const [seeded] = await enabledSuperAdmins();
    await admins().touch(Number(seeded.id), { enabled: false });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('lets exactly one of two super admins taking each other away at once through', async () => {
    for (const [round, first] of [...TAKINGS, ...TAKINGS, ...TAKINGS].entries()) {
      const second = TAKINGS[(round + 1) % TAKINGS.length];
      const [one, other] = [await superAdmin(`rival-a${round}`), await superAdmin(`rival-b${round}`)];
      const shown = `round ${round}: ${first} and ${second}`;
      expect((await enabledSuperAdmins()).map((row) => Number(row.id)).sort(), shown).toEqual([one.id, other.id]);

      const answers = await Promise.all([take(one, first, other.id), take(other, second, one.id)]);
      const codes = answers.map((answer) => answer.body.code);
      expect(
        codes.filter((code) => code === 200),
        `${shown} → ${JSON.stringify(codes)}`,
      ).toHaveLength(1);
      // The one refused was judged after the other (423), or was let in only once the other had
      // ended its sessions (401) or taken its super-admin role (403).
      expect([Code.PROTECTED, Code.UNAUTHORIZED, Code.FORBIDDEN], shown).toContain(codes.find((code) => code !== 200));
      const kept = await enabledSuperAdmins();
      expect(kept, shown).toHaveLength(1);

      // The next round's rivals are again the only two.
      await admins().touch(Number(kept[0].id), { enabled: false });
    }
  });
});
