import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../contract/envelope';
import { createSignedInAccount } from '../support/accounts';
import { databases } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';

type Row = Record<string, unknown> & { id: number; version: number };

const SITE_CODES = ['sp-site', 'site-tabs'];

describe.each(databases)('ownership of sites and what hangs off them ($kind)', (database) => {
  let server: TestServer;
  let alice: string;
  let bob: string;
  let aliceSite: Row;
  let bobSite: Row;
  let bobResident: Row;

  const as = <T = Row>(token: string, method: string, url: string, body?: unknown) =>
    server.call<T>(method, url, { token, body });

  beforeAll(async () => {
    server = await startTestServer(database);
    alice = (await createSignedInAccount(server, 'alice', SITE_CODES)).token ?? '';
    bob = (await createSignedInAccount(server, 'bob', SITE_CODES)).token ?? '';
    aliceSite = (await as(alice, 'POST', '/api/sites', { name: 'Alice Gardens' })).body.data;
    bobSite = (await as(bob, 'POST', '/api/sites', { name: 'Bob Heights' })).body.data;
    bobResident = (await as(bob, 'POST', '/api/residents', { firstName: 'Bo', lastName: 'B', siteId: bobSite.id })).body
      .data;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('lists only the caller’s own sites and residents', async () => {
    const sites = await as<Page<Row>>(alice, 'GET', '/api/sites');
    expect(sites.body.data.list.map((row) => row.name)).toEqual(['Alice Gardens']);
    expect(sites.body.data.total).toBe(1);
    const searched = await as<Page<Row>>(alice, 'GET', '/api/sites?q=Bob');
    expect(searched.body.data.total).toBe(0);
    const residents = await as<Page<Row>>(alice, 'GET', '/api/residents');
    expect(residents.body.data.total).toBe(0);
    const bobs = await as<Page<Row>>(bob, 'GET', '/api/residents');
    expect(bobs.body.data.list.map((row) => row.id)).toEqual([bobResident.id]);
  });

  it('answers 6059 for reading, changing or deleting another account’s site', async () => {
    const read = await as(alice, 'GET', `/api/sites/${bobSite.id}`);
    expect(read.status).toBe(400);
    expect(read.body.code).toBe(6059);
    expect(
      (await as(alice, 'PUT', `/api/sites/${bobSite.id}`, { alias: 'mine', version: bobSite.version })).body.code,
    ).toBe(6059);
    expect((await as(alice, 'DELETE', `/api/sites/${bobSite.id}`)).body.code).toBe(6059);
    const batch = await as(alice, 'POST', '/api/sites/delete', { ids: [aliceSite.id, bobSite.id] });
    expect(batch.body.code).toBe(6059);
    // Nothing of the batch went: not even the caller's own row.
    expect((await as(alice, 'GET', `/api/sites/${aliceSite.id}`)).body.code).toBe(200);
    expect((await as(bob, 'GET', `/api/sites/${bobSite.id}`)).body.data).toMatchObject({ alias: null, version: 1 });
  });

  it('answers 6059 for residents of another account’s site, and for adding one to it', async () => {
    expect((await as(alice, 'GET', `/api/residents/${bobResident.id}`)).body.code).toBe(6059);
    const added = await as(alice, 'POST', '/api/residents', {
      firstName: 'In',
      lastName: 'Truder',
      siteId: bobSite.id,
    });
    expect(added.body.code).toBe(6059);
    const own = (await as(alice, 'POST', '/api/residents', { firstName: 'Al', lastName: 'A', siteId: aliceSite.id }))
      .body.data;
    const moved = await as(alice, 'PUT', `/api/residents/${own.id}`, { siteId: bobSite.id, version: own.version });
    expect(moved.body.code).toBe(6059);
    const total = await as<Page<Row>>(bob, 'GET', `/api/residents?siteId=${bobSite.id}`);
    expect(total.body.data.total).toBe(1);
  });

  it('lets an account holding all-sites see and change every site', async () => {
    const { token } = await createSignedInAccount(server, 'auditor', [...SITE_CODES, 'all-sites']);
    const sites = await as<Page<Row>>(token ?? '', 'GET', '/api/sites?sort=name&order=ASC');
    expect(sites.body.data.list.map((row) => row.name)).toEqual(['Alice Gardens', 'Bob Heights']);
    const residents = await as<Page<Row>>(token ?? '', 'GET', '/api/residents');
    expect(residents.body.data.total).toBe(2);
    const renamed = await as(token ?? '', 'PUT', `/api/sites/${bobSite.id}`, {
      alias: 'audited',
      version: bobSite.version,
    });
    expect(renamed.body.code).toBe(200);
    const superAdmin = await as<Page<Row>>(server.adminToken, 'GET', '/api/sites');
    expect(superAdmin.body.data.total).toBe(2);
  });
});
