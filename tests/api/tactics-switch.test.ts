import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../contract/errors';
import { createSignedInAccount } from '../support/accounts';
import { databases } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';

type Tactic = { id: number; code: string; enabled: boolean; version: number };
type Switched = { changed: number; ids: number[] };

/** Auto-detect tactics switched on and off in batch (docs/domain.md#sites-gateways-and-tactics). */
describe.each(databases)('switching tactics ($kind)', (database) => {
  let server: TestServer;
  let tactics: Tactic[];
  const asAdmin = <T>(method: string, url: string, body?: unknown) =>
    server.call<T>(method, url, { token: server.adminToken, body });
  const enabledOf = async () =>
    Object.fromEntries(
      (await server.app.backend.tables.of('auto-detect-tactic').findWhere({})).map((row) => [row.code, row.enabled]),
    );

  beforeAll(async () => {
    server = await startTestServer(database);
    tactics = (await asAdmin<{ list: Tactic[] }>('GET', '/api/auto-detect-tactics?pageSize=100')).body.data.list;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('switches several off and on, counting only those that changed', async () => {
    const [first, second] = tactics;
    const off = await asAdmin<Switched>('POST', '/api/auto-detect-tactics/enabled', {
      ids: [first.id, second.id],
      enabled: false,
    });
    expect(off.body.data).toEqual({ changed: 2, ids: [first.id, second.id] });
    expect(await enabledOf()).toMatchObject({ [first.code]: false, [second.code]: false });

    const again = await asAdmin<Switched>('POST', '/api/auto-detect-tactics/enabled', {
      ids: [first.id, second.id],
      enabled: false,
    });
    expect(again.body.data).toEqual({ changed: 0, ids: [] });

    const mixed = await asAdmin<Switched>('POST', '/api/auto-detect-tactics/enabled', {
      ids: [first.id, tactics[2].id],
      enabled: true,
    });
    expect(mixed.body.data).toEqual({ changed: 1, ids: [first.id] });
  });

  it('switches nothing when one of the rows does not exist, and names it', async () => {
    const before = await enabledOf();
    const answer = await asAdmin('POST', '/api/auto-detect-tactics/enabled', {
      ids: [tactics[3].id, 999999],
      enabled: false,
    });
    expect(answer.body.code).toBe(Code.NOT_FOUND);
    expect(answer.body.data).toMatchObject({ row: 1 });
    expect(await enabledOf()).toEqual(before);
  });

  it('needs at least one row, a boolean, and the tactics screen’s permission', async () => {
    expect(
      (await asAdmin('POST', '/api/auto-detect-tactics/enabled', { ids: [], enabled: true })).body.data,
    ).toMatchObject({
      field: 'ids',
      rule: 'minItems',
    });
    expect(
      (await asAdmin('POST', '/api/auto-detect-tactics/enabled', { ids: [tactics[0].id], enabled: 'yes' })).status,
    ).toBe(400);
    const { token } = await createSignedInAccount(server, 'viewer', ['sp-site', 'site-tabs']);
    const refused = await server.call('POST', '/api/auto-detect-tactics/enabled', {
      token,
      body: { ids: [tactics[0].id], enabled: false },
    });
    expect(refused.body.code).toBe(Code.FORBIDDEN);
  });
});
