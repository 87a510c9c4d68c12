import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../contract/errors';
import type { SessionListing as ListedSession } from '../../contract/sessions';
import { hashToken, SessionTokens } from '../../server/auth/session-tokens';
import { createSignedInAccount, OTHER_PASSWORD } from '../support/accounts';
import { databases } from '../support/databases';
import { createScratchSchema } from '../support/scratch-schemas';
import { startTestServer, type TestServer } from '../support/test-server';

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36';
const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0';

/** Signs in as a browser would, sending its user agent; the session's token. */
async function signInWith(server: TestServer, accountName: string, userAgent: string, remember = false) {
  const answer = await server.call<{ token: string }>('POST', '/account/web/login', {
    body: { accountName, password: OTHER_PASSWORD, remember },
    headers: { 'user-agent': userAgent },
  });
  expect(answer.body.code).toBe(200);
  return answer.body.data.token;
}

const isLive = async (server: TestServer, token: string) =>
  (await server.call('GET', '/account/web/getLoginInfo', { token })).body.code === Code.OK;

const ownList = async (server: TestServer, token: string) => {
  const answer = await server.call<ListedSession[]>('GET', '/account/web/sessions', { token });
  expect(answer.body.code).toBe(200);
  return answer.body.data;
};

const currentIdOf = async (server: TestServer, token: string) => {
  const current = (await ownList(server, token)).find((session) => session.current);
  if (!current) throw new Error('no session marked current');
  return current.id;
};

describe.each(databases)('where an account is signed in ($kind)', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
  });

  const accountIdOf = async (accountName: string) =>
    Number((await server.app.backend.tables.of('admin').findOneWhere({ accountName }))?.id);

  it('lists its own live sessions newest first, this one marked, without their token hashes', async () => {
    await createSignedInAccount(server, 'sessions-own', ['site-list']);
    const older = await signInWith(server, 'sessions-own', FIREFOX_ON_LINUX, true);
    const newer = await signInWith(server, 'sessions-own', CHROME_ON_WINDOWS);
    const answer = await server.call('GET', '/account/web/sessions', { token: newer });
    expect(JSON.stringify(answer.body)).not.toContain(hashToken(newer));
    expect(JSON.stringify(answer.body)).not.toMatch(/tokenHash/);

    const list = await ownList(server, newer);
    expect(list).toHaveLength(3);
    expect(list.map((session) => session.current)).toEqual([true, false, false]);
    const [mine, firefox] = list;
    expect(mine).toMatchObject({ browser: 'Chrome 120 (Windows)', userAgent: CHROME_ON_WINDOWS, remember: false });
    expect(firefox).toMatchObject({ browser: 'Firefox 121 (Linux)', remember: true });
    expect(mine.ip).toBeTruthy();
    expect(Date.parse(mine.createdAt)).toBeGreaterThanOrEqual(Date.parse(firefox.createdAt));
    expect(mine.lastSeenAt).not.toBeNull();
    // Asked with the older token, the older session is the one marked.
    expect((await ownList(server, older)).find((session) => session.current)?.browser).toBe('Firefox 121 (Linux)');
  });

  it('ends one of its sessions, whose token is refused from then on', async () => {
    const { token } = await createSignedInAccount(server, 'sessions-end-one', ['site-list']);
    const other = await signInWith(server, 'sessions-end-one', FIREFOX_ON_LINUX);
    const otherId = await currentIdOf(server, other);
    const ended = await server.call('DELETE', `/account/web/sessions/${otherId}`, { token });
    expect(ended.body).toEqual({ code: 200, msg: expect.any(String), data: null });
    expect((await server.call('GET', '/account/web/sessions', { token: other })).body.code).toBe(Code.UNAUTHORIZED);
    expect((await ownList(server, String(token))).map((session) => session.id)).not.toContain(otherId);
    // Ending it again finds nothing.
    const again = await server.call('DELETE', `/account/web/sessions/${otherId}`, { token });
    expect(again.body.code).toBe(Code.NOT_FOUND);
  });

  it("refuses to end another account's session, ending nothing", async () => {
    const { token } = await createSignedInAccount(server, 'sessions-intruder', ['site-list']);
    const adminSessionId = await currentIdOf(server, server.adminToken);
    const answer = await server.call('DELETE', `/account/web/sessions/${adminSessionId}`, {
      token,
      headers: { 'accept-language': 'zh-CN' },
    });
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe(Code.NOT_FOUND);
    expect(await isLive(server, server.adminToken)).toBe(true);
    expect((await ownList(server, server.adminToken)).map((session) => session.id)).toContain(adminSessionId);
  });

  it('signs out everywhere else, keeping the session that asked', async () => {
    const { id, token } = await createSignedInAccount(server, 'sessions-others', ['site-list']);
    const others = [
      await signInWith(server, 'sessions-others', FIREFOX_ON_LINUX),
      await signInWith(server, 'sessions-others', CHROME_ON_WINDOWS),
    ];
    const answer = await server.call<{ ended: number }>('POST', '/account/web/sessions/end-others', { token });
    expect(answer.body.data).toEqual({ ended: 2 });
    for (const other of others) expect(await isLive(server, other)).toBe(false);
    expect(await isLive(server, String(token))).toBe(true);
    const list = await ownList(server, String(token));
    expect(list).toHaveLength(1);
    expect(list[0].current).toBe(true);
    expect(await server.app.backend.tables.of('admin-session').findWhere({ adminId: id })).toHaveLength(1);
    // Another account's sessions are untouched.
    expect(await isLive(server, server.adminToken)).toBe(true);
  });

  it("lets an admin-list holder see and end another admin's sessions from the admin's page", async () => {
    const keeper = await createSignedInAccount(server, 'sessions-keeper', ['admin-list']);
    const member = await createSignedInAccount(server, 'sessions-member', ['site-list']);
    const second = await signInWith(server, 'sessions-member', FIREFOX_ON_LINUX);
    const base = `/api/admins/${member.id}/sessions`;

    const listed = await server.call<ListedSession[]>('GET', base, { token: keeper.token });
    expect(listed.body.code).toBe(200);
    expect(listed.body.data).toHaveLength(2);
    expect(listed.body.data.every((session) => !session.current)).toBe(true);
    expect(JSON.stringify(listed.body)).not.toMatch(/tokenHash/);

    const secondId = await currentIdOf(server, second);
    expect((await server.call('DELETE', `${base}/${secondId}`, { token: keeper.token })).body.code).toBe(200);
    expect((await server.call('GET', '/account/web/getLoginInfo', { token: second })).body.code).toBe(401);
    expect(await isLive(server, String(member.token))).toBe(true);

    // A session of another account through this account's path: not found, nothing ended.
    const keeperSessionId = await currentIdOf(server, String(keeper.token));
    const wrong = await server.call('DELETE', `${base}/${keeperSessionId}`, { token: keeper.token });
    expect(wrong.body.code).toBe(Code.NOT_FOUND);
    expect(await isLive(server, String(keeper.token))).toBe(true);

    const all = await server.call<{ ended: number }>('DELETE', base, { token: keeper.token });
    expect(all.body.data).toEqual({ ended: 1 });
    expect(await isLive(server, String(member.token))).toBe(false);
    expect((await server.call<unknown[]>('GET', base, { token: keeper.token })).body.data).toEqual([]);
  });

  it("refuses a lesser admin a super admin's sessions, ending nothing", async () => {
    const keeper = await createSignedInAccount(server, 'sessions-lesser', ['admin-list']);
    const superId = await accountIdOf('admin');
    const base = `/api/admins/${superId}/sessions`;
    const adminSessionId = await currentIdOf(server, server.adminToken);
    for (const [method, url] of [
      ['GET', base],
      ['DELETE', `${base}/${adminSessionId}`],
      ['DELETE', base],
    ]) {
      const answer = await server.call(method, url, { token: keeper.token });
      expect(answer.body.code, `${method} ${url}`).toBe(Code.FORBIDDEN);
    }
    expect(await isLive(server, server.adminToken)).toBe(true);
    // A super admin sees another super admin's sessions (here its own, marked as the one asking).
    const own = await server.call<ListedSession[]>('GET', base, { token: server.adminToken });
    expect(own.body.data.find((session) => session.id === adminSessionId)?.current).toBe(true);
  });

  it('refuses those without admin-list, and an account that does not exist', async () => {
    const plain = await createSignedInAccount(server, 'sessions-plain', ['site-list']);
    const target = await createSignedInAccount(server, 'sessions-target', ['site-list']);
    const base = `/api/admins/${target.id}/sessions`;
    const targetSessionId = await currentIdOf(server, String(target.token));
    for (const [method, url] of [
      ['GET', base],
      ['DELETE', `${base}/${targetSessionId}`],
      ['DELETE', base],
    ]) {
      expect((await server.call(method, url, { token: plain.token })).body.code, `${method} ${url}`).toBe(
        Code.FORBIDDEN,
      );
      expect((await server.call(method, url)).body.code, `${method} ${url} anonymous`).toBe(Code.UNAUTHORIZED);
    }
    expect(await isLive(server, String(target.token))).toBe(true);
    const absent = await server.call('GET', '/api/admins/999999/sessions', { token: server.adminToken });
    expect(absent.body.code).toBe(Code.NOT_FOUND);
    const badId = await server.call('DELETE', '/account/web/sessions/not-an-id', { token: plain.token });
    expect(badId.body.code).toBe(Code.BAD_REQUEST);
    expect(await isLive(server, String(plain.token))).toBe(true);
  });

  it('writes when a session was last seen at most once a minute, without a new version', async () => {
    const store = server.app.backend.tables.of('admin-session');
    const adminId = await accountIdOf('admin');
    let now = Date.parse('2030-01-01T00:00:00.000Z');
    const tokens = new SessionTokens(store, undefined, () => now);
    const { token } = await tokens.issue(adminId, false);
    const row = async () => {
      const found = await store.findOneWhere({ tokenHash: hashToken(token) });
      if (!found) throw new Error('the session is gone');
      return found;
    };
    const issued = await row();
    expect(issued.lastSeenAt).toBe('2030-01-01T00:00:00.000Z');

    now += 59_000;
    for (let request = 0; request < 5; request++) expect(await tokens.resolve(token)).toBeDefined();
    expect((await row()).lastSeenAt).toBe('2030-01-01T00:00:00.000Z');

    now += 2_000;
    await tokens.resolve(token);
    const seen = await row();
    expect(seen.lastSeenAt).toBe('2030-01-01T00:01:01.000Z');
    expect(seen.version).toBe(issued.version);
    expect(seen.updatedAt).toBe(issued.updatedAt);

    // Another node that read the row's time writes no sooner either.
    const otherNode = new SessionTokens(store, undefined, () => now + 30_000);
    await otherNode.resolve(token);
    expect((await row()).lastSeenAt).toBe('2030-01-01T00:01:01.000Z');
    await tokens.revoke(token);
  });

  it('writes nothing to a session row while an API request reads', async () => {
    const { id, token } = await createSignedInAccount(server, 'sessions-reader', ['site-list']);
    const [before] = await server.app.backend.tables.of('admin-session').findWhere({ adminId: id });
    for (let request = 0; request < 5; request++) await ownList(server, String(token));
    const [after] = await server.app.backend.tables.of('admin-session').findWhere({ adminId: id });
    expect(after).toEqual(before);
  });
});

const postgresUrl = databases.find((database) => database.kind === 'postgres')?.url;
const redisUrl = process.env.TEST_REDIS_URL?.trim();

/** Two nodes on one PostgreSQL database and one Redis, which caches session lookups for both. */
describe.skipIf(!postgresUrl || !redisUrl)('an ended session across nodes told through Redis', () => {
  let first: TestServer;
  let second: TestServer;

  beforeAll(async () => {
    const url = postgresUrl ?? '';
    const env = { REDIS_URL: redisUrl ?? '', SECRET_KEY: randomBytes(32).toString('hex') };
    const options = { database: { kind: 'postgres' as const, url, searchPath: await createScratchSchema(url) } };
    first = await startTestServer({ kind: 'postgres', url }, env, options);
    second = await startTestServer({ kind: 'postgres', url }, env, options);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it('answers 401 on the other node to a session ended on one', async () => {
    const { token } = await createSignedInAccount(first, 'sessions-nodes', ['site-list']);
    const elsewhere = await signInWith(second, 'sessions-nodes', FIREFOX_ON_LINUX);
    // Both nodes have used the session: its lookup is cached in Redis.
    expect(await isLive(second, elsewhere)).toBe(true);
    expect(await isLive(first, elsewhere)).toBe(true);
    const id = await currentIdOf(second, elsewhere);
    expect((await first.call('DELETE', `/account/web/sessions/${id}`, { token })).body.code).toBe(200);
    expect((await second.call('GET', '/account/web/getLoginInfo', { token: elsewhere })).body.code).toBe(401);

    // Ended by an admin-list holder on the second node, refused on the first.
    const again = await signInWith(first, 'sessions-nodes', CHROME_ON_WINDOWS);
    expect(await isLive(first, again)).toBe(true);
    const againId = await currentIdOf(first, again);
    const admin = await first.app.backend.tables.of('admin').findOneWhere({ accountName: 'sessions-nodes' });
    const url = `/api/admins/${Number(admin?.id)}/sessions/${againId}`;
    expect((await second.call('DELETE', url, { token: second.adminToken })).body.code).toBe(200);
    expect((await first.call('GET', '/account/web/getLoginInfo', { token: again })).body.code).toBe(401);
    expect(await isLive(first, String(token))).toBe(true);
  });
});
