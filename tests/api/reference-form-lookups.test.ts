import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInAccount } from '../support/accounts';
import { databases } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';

type ChoicePage = { list: { id: number; label: string }[]; hasNextPage: boolean };

describe.each(databases)('choices of the reference inputs of create and edit forms ($kind)', (database) => {
  let server: TestServer;
  let hirer: { id: number; token: string | undefined };
  let keeper: { id: number; token: string | undefined };
  let keeperSite: number;
  let otherSite: number;
  const roleIds = new Map<string, number>();

  beforeAll(async () => {
    server = await startTestServer(database);
    // Creates admins, may not list roles.
    hirer = await createSignedInAccount(server, 'hirer', ['admin-list']);
    keeper = await createSignedInAccount(server, 'keeper', ['site-tabs']);
    const roles = server.app.backend.tables.of('role');
    for (let index = 1; index <= 24; index++) {
      const name = `desk-${String(index).padStart(2, '0')}`;
      roleIds.set(name, Number((await roles.insert({ name, permissionCodes: ['admin-list'] })).id));
    }
    const own = await server.call<{ id: number }>('POST', '/api/sites', {
      token: keeper.token,
      body: { name: 'Keeper House' },
    });
    keeperSite = own.body.data.id;
    const other = await server.call<{ id: number }>('POST', '/api/sites', {
      token: server.adminToken,
      body: { name: 'Head Office' },
    });
    otherSite = other.body.data.id;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('the admin form offers roles by name to an account that may create admins but not list roles', async () => {
    expect((await server.call('GET', '/api/roles', { token: hirer.token })).status).toBe(403);
    const found = await server.call<ChoicePage>('GET', '/api/admins/references/roleIds?q=desk-07', {
      token: hirer.token,
    });
    expect(found.status).toBe(200);
    expect(found.body.data.list).toEqual([{ id: roleIds.get('desk-07'), label: 'desk-07' }]);
    expect(found.body.data.hasNextPage).toBe(false);
  });

  it('offers only the roles the account may grant', async () => {
    const roles = server.app.backend.tables.of('role');
    const wider = Number((await roles.insert({ name: 'desk-wide', permissionCodes: ['site-tabs'] })).id);
    const offered = await server.call<ChoicePage>('GET', '/api/admins/references/roleIds?q=super', {
      token: hirer.token,
    });
    expect(offered.body.data.list).toEqual([]);
    const named = await server.call<ChoicePage>('GET', `/api/admins/references/roleIds?id=${wider}`, {
      token: hirer.token,
    });
    expect(named.body.data.list).toEqual([]);
    const bySuper = await server.call<ChoicePage>('GET', `/api/admins/references/roleIds?id=${wider}`, {
      token: server.adminToken,
    });
    expect(bySuper.body.data.list).toEqual([{ id: wider, label: 'desk-wide' }]);
    await roles.deleteByIds([wider]);
  });

  it('pages through the matches twenty at a time', async () => {
    const first = await server.call<ChoicePage>('GET', '/api/admins/references/roleIds?q=desk', {
      token: hirer.token,
    });
    expect(first.body.data.list).toHaveLength(20);
    expect(first.body.data.hasNextPage).toBe(true);
    const second = await server.call<ChoicePage>('GET', '/api/admins/references/roleIds?q=desk&page=2', {
      token: hirer.token,
    });
    expect(second.body.data.list).toHaveLength(4);
    expect(second.body.data.hasNextPage).toBe(false);
    const seen = new Set([...first.body.data.list, ...second.body.data.list].map((choice) => choice.label));
    expect(seen.size).toBe(24);
  });

  it('names chosen roles by id, as an edit form shows them', async () => {
    const wanted = [roleIds.get('desk-03'), roleIds.get('desk-19')];
    const named = await server.call<ChoicePage>(
      'GET',
      `/api/admins/references/roleIds?${wanted.map((id) => `id=${id}`).join('&')}`,
      { token: hirer.token },
    );
    expect(named.body.data.list.map((choice) => choice.label).sort()).toEqual(['desk-03', 'desk-19']);
  });

  it('a role picked from the lookup is saved on a new admin', async () => {
    const created = await server.call<{ roleIds: number[] }>('POST', '/api/admins', {
      token: hirer.token,
      body: {
        accountName: 'picked',
        name: 'Picked',
        surname: 'Test',
        countryCode: '+86',
        phone: '13800138000',
        email: 'picked@example.com',
        roleIds: [roleIds.get('desk-05')],
      },
    });
    expect(created.body.code).toBe(200);
    expect(created.body.data.roleIds).toEqual([roleIds.get('desk-05')]);
  });

  it('refuses an account without the form’s own permission', async () => {
    const refused = await server.call('GET', '/api/admins/references/roleIds?q=desk', { token: keeper.token });
    expect(refused.status).toBe(403);
    expect((await server.call('GET', '/api/admins/references/roleIds')).status).toBe(401);
  });

  it('the resident form offers only the account’s own sites without all-sites', async () => {
    const own = await server.call<ChoicePage>('GET', '/api/residents/references/siteId', { token: keeper.token });
    expect(own.body.data.list).toEqual([{ id: keeperSite, label: 'Keeper House' }]);
    const searched = await server.call<ChoicePage>('GET', '/api/residents/references/siteId?q=Head', {
      token: keeper.token,
    });
    expect(searched.body.data.list).toEqual([]);
    const named = await server.call<ChoicePage>(
      'GET',
      `/api/residents/references/siteId?id=${otherSite}&id=${keeperSite}`,
      { token: keeper.token },
    );
    expect(named.body.data.list).toEqual([{ id: keeperSite, label: 'Keeper House' }]);
    const every = await server.call<ChoicePage>(`GET`, `/api/residents/references/siteId?id=${otherSite}`, {
      token: server.adminToken,
    });
    expect(every.body.data.list).toEqual([{ id: otherSite, label: 'Head Office' }]);
  });

  it('refuses a lookup of a field no form or filter shows', async () => {
    const unknown = await server.call('GET', '/api/residents/references/firstName', { token: server.adminToken });
    expect(unknown.status).toBe(404);
  });
});
