import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListPage } from '../../contract/list-page';
import { SEARCH_COUNT_LIMIT } from '../../server/crud/search-list';
import { createSignedInAccount } from '../support/accounts';
import { databases } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';

type Resident = { id: number; firstName: string; lastName: string; siteId: number };

/** Past the exact count of a search, so its total is "more than". */
const CROWD = SEARCH_COUNT_LIMIT + 5;

describe.each(databases)('a q search in id order, its page and its total ($kind)', (database) => {
  let server: TestServer;
  let alice: string;
  let aliceSite: number;
  let otherSite: number;
  /** Every resident made here, as the reference the answers are compared with. */
  const made: Resident[] = [];
  const tables = () => server.app.backend.tables;
  const list = async (query: string, token = server.adminToken) => {
    const answer = await server.call<ListPage<Resident>>('GET', `/api/residents?${query}`, { token });
    expect(answer.body.code).toBe(200);
    return answer.body.data;
  };
  /** The ids a substring match over the search fields gives, case-insensitively, newest first. */
  const expected = (text: string, keep: (row: Resident) => boolean = () => true) =>
    made
      .filter((row) => keep(row) && [row.firstName, row.lastName].some((value) => value.toLowerCase().includes(text)))
      .map((row) => row.id)
      .sort((left, right) => right - left);
  const ids = (page: ListPage<Resident>) => page.list.map((row) => row.id);

  beforeAll(async () => {
    server = await startTestServer(database);
    const account = await createSignedInAccount(server, 'alice', ['site-tabs']);
    alice = account.token ?? '';
    aliceSite = (await tables().of('site').insert({ name: 'Alice Court', ownerId: account.id })).id as number;
    otherSite = (await tables().of('site').insert({ name: 'Other Court', ownerId: 1 })).id as number;
    const residents = tables().of('resident');
    for (let i = 0; i < 60; i++) {
      const siteId = i % 2 === 0 ? aliceSite : otherSite;
      const firstName = i % 3 === 0 ? `陈小明${i}` : `Ann${i}`;
      const row = await residents.insert({ firstName, lastName: `Needle ${i}`, siteId });
      made.push({ id: row.id as number, firstName, lastName: `Needle ${i}`, siteId });
    }
    const crowd = Array.from({ length: CROWD }, (_, i) => ({
      firstName: `Crowd${i}`,
      lastName: 'Mass',
      siteId: otherSite,
    }));
    await residents.insertMany(crowd);
    if (database.kind === 'postgres') await sql`ANALYZE resident`.execute(server.app.backend.database.db);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('gives the rows a substring match gives, newest first, page after page, with the exact total', async () => {
    const want = expected('needle');
    const first = await list('q=neEDLE&pageSize=25');
    expect(first).toMatchObject({ total: 60, hasNextPage: true });
    expect(ids(first)).toEqual(want.slice(0, 25));
    const last = await list('q=neEDLE&pageSize=25&page=3');
    expect(last).toMatchObject({ total: 60, hasNextPage: false });
    expect(ids(last)).toEqual(want.slice(50));
    const ascending = await list('q=needle&pageSize=25&sort=id&order=ASC');
    expect(ids(ascending)).toEqual([...want].reverse().slice(0, 25));
    const number = await list('q=NEEDLE 1&pageSize=100');
    expect(ids(number)).toEqual(expected('needle 1'));
    expect(number.total).toBe(11);
    expect(await list('q=needle&pageSize=25&page=9')).toEqual({ list: [], total: 60, hasNextPage: false });
  });

  it('finds Chinese substrings in id order', async () => {
    const found = await list('q=小明1&pageSize=100');
    expect(ids(found)).toEqual(expected('小明1'));
    expect(found.total).toBe(expected('小明1').length);
  });

  it('keeps to the caller’s own sites and to the other filters', async () => {
    const own = await list('q=needle&pageSize=100', alice);
    expect(ids(own)).toEqual(expected('needle', (row) => row.siteId === aliceSite));
    expect(own.total).toBe(30);
    expect(await list(`q=needle&siteId=${otherSite}`, alice)).toMatchObject({ list: [], total: 0 });
    expect(await list('q=crowd', alice)).toMatchObject({ list: [], total: 0, hasNextPage: false });
    const filtered = await list(`q=needle&siteId=${otherSite}&firstName=ann&pageSize=5`);
    const want = expected('needle', (row) => row.siteId === otherSite && row.firstName.startsWith('Ann'));
    expect(ids(filtered)).toEqual(want.slice(0, 5));
    expect(filtered).toMatchObject({ total: want.length, hasNextPage: true });
  });

  it('bounds the total of a large search on both engines; the last page is exact', async () => {
    const crowdIds = (await tables().of('resident').findWhere({ lastName: 'Mass' }))
      .map((row) => row.id as number)
      .sort((left, right) => right - left);
    const first = await list('q=crowd&pageSize=20');
    expect(ids(first)).toEqual(crowdIds.slice(0, 20));
    expect(first.hasNextPage).toBe(true);
    expect(first.totalMoreThan).toBe(SEARCH_COUNT_LIMIT);
    expect(first.total).toBeUndefined();
    const second = await list('q=crowd&pageSize=20&page=2');
    expect(ids(second)).toEqual(crowdIds.slice(20, 40));
    const last = await list(`q=crowd&pageSize=20&page=${Math.ceil(CROWD / 20)}`);
    expect(ids(last)).toEqual(crowdIds.slice(Math.floor(CROWD / 20) * 20));
    expect(last).toMatchObject({ total: CROWD, hasNextPage: false });
    const beyond = await list('q=crowd&pageSize=20&page=500');
    expect(beyond.list).toEqual([]);
    expect(beyond.hasNextPage).toBe(false);
    expect(beyond.totalMoreThan).toBe(SEARCH_COUNT_LIMIT);
  });

  it('counts a search again after a write: a row added or removed shows at once', async () => {
    const added = await tables().of('resident').insert({ firstName: 'Zed', lastName: 'Needle new', siteId: aliceSite });
    const after = await list('q=needle&pageSize=5');
    expect(after.total).toBe(61);
    expect(ids(after)[0]).toBe(added.id);
    await tables()
      .of('resident')
      .deleteByIds([added.id as number]);
    expect(await list('q=needle&pageSize=5')).toMatchObject({ total: 60 });
  });
});
