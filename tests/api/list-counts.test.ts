import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXACT_COUNT_LIMIT, type ListPage } from '../../contract/list-page';
import { SEARCH_COUNT_LIMIT } from '../../server/crud/search-list';
import { databases } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';

type Resident = { id: number; firstName: string };

/** Past the exact count's limit, so the list of the big site is never counted in full. */
const BIG = EXACT_COUNT_LIMIT + 50;
const BATCH = 500;

describe.each(databases)('list totals without counting a large table ($kind)', (database) => {
  let server: TestServer;
  let bigSite: number;
  let smallSite: number;
  const tables = () => server.app.backend.tables;
  const list = async (query: string) => {
    const answer = await server.call<ListPage<Resident>>('GET', `/api/residents?${query}`, {
      token: server.adminToken,
    });
    expect(answer.body.code).toBe(200);
    return answer.body.data;
  };

  beforeAll(async () => {
    server = await startTestServer(database);
    bigSite = (await tables().of('site').insert({ name: 'Big Estate', ownerId: 1 })).id as number;
    smallSite = (await tables().of('site').insert({ name: 'Small Court', ownerId: 1 })).id as number;
    const residents = tables().of('resident');
    for (let start = 0; start < BIG; start += BATCH) {
      const rows = [];
      for (let i = start; i < Math.min(start + BATCH, BIG); i++)
        rows.push({ firstName: i % 1000 === 0 ? `陈小明${i}` : `Person${i}`, lastName: 'Mass', siteId: bigSite });
      await residents.insertMany(rows);
    }
    for (let i = 0; i < 30; i++)
      await residents.insert({ firstName: i < 3 ? `王Mixed${i}` : `Few${i}`, lastName: 'Small', siteId: smallSite });
    if (database.kind === 'postgres') await sql`ANALYZE resident`.execute(server.app.backend.database.db);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });

  it('answers a large unfiltered list without its exact total: more than the limit, or the planner estimate', async () => {
    const page = await list('pageSize=20');
    expect(page.list).toHaveLength(20);
    expect(page.hasNextPage).toBe(true);
    expect(page.total).toBeUndefined();
    if (database.kind === 'sqlite') expect(page.totalMoreThan).toBe(EXACT_COUNT_LIMIT);
    else {
      expect(page.totalEstimate).toBeGreaterThan(EXACT_COUNT_LIMIT);
      expect(page.totalEstimate).toBeLessThan(BIG * 1.2);
    }
  });

  it('counts a small filtered set exactly, on its first page and past it', async () => {
    expect(await list(`siteId=${smallSite}&pageSize=10`)).toMatchObject({ total: 30, hasNextPage: true });
    expect(await list(`siteId=${smallSite}&pageSize=10&page=3`)).toMatchObject({ total: 30, hasNextPage: false });
    const beyond = await list(`siteId=${smallSite}&pageSize=10&page=5`);
    expect(beyond).toEqual({ list: [], total: 30, hasNextPage: false });
  });

  it('counts a search exactly when it finds few rows, in Chinese and mixed case', async () => {
    const chinese = await list('q=陈小明&pageSize=5');
    expect(chinese.total).toBe(Math.ceil(BIG / 1000));
    expect(chinese.list).toHaveLength(5);
    expect(chinese.hasNextPage).toBe(true);
    expect(await list('q=王mIXED&pageSize=5')).toMatchObject({ total: 3, hasNextPage: false });
  });

  it('says "more than" the search limit past it, with the newest matches first, page after page', async () => {
    const newest = (await tables().of('resident').findWhere({ lastName: 'Mass' }))
      .map((row) => row.id as number)
      .sort((left, right) => right - left);
    for (const page of [1, 2, 1]) {
      const found = await list(`q=mass&pageSize=20&page=${page}`);
      expect(found.list.map((row) => row.id)).toEqual(newest.slice((page - 1) * 20, page * 20));
      expect(found).toMatchObject({ hasNextPage: true, totalMoreThan: SEARCH_COUNT_LIMIT });
      expect(found.total).toBeUndefined();
    }
  });

  it('gives the exact total once the last page of a large list is reached', async () => {
    const last = await list(`siteId=${bigSite}&pageSize=100&page=${Math.ceil(BIG / 100)}&sort=id&order=ASC`);
    expect(last.list).toHaveLength(BIG % 100);
    expect(last).toMatchObject({ total: BIG, hasNextPage: false });
  });

  it('counts what is committed: rows written in a rolled-back transaction are not counted, committed ones are', async () => {
    const rolledBack = tables().inTransaction(async (inside) => {
      for (let i = 0; i < 5; i++)
        await inside.of('resident').insert({ firstName: `王Mixed-x${i}`, lastName: 'Small', siteId: smallSite });
      await inside.of('resident').deleteWhere({ firstName: 'Few10' });
      throw new Error('roll back');
    });
    await expect(rolledBack).rejects.toThrow('roll back');
    expect(await list(`siteId=${smallSite}&pageSize=10`)).toMatchObject({ total: 30 });
    expect(await list('q=王mixed')).toMatchObject({ total: 3 });
    const added = await tables()
      .of('resident')
      .insert({ firstName: '王MIXED-new', lastName: 'Small', siteId: smallSite });
    await tables().of('resident').deleteWhere({ firstName: 'Few10' });
    expect(await list(`siteId=${smallSite}&pageSize=10`)).toMatchObject({ total: 30 });
    expect(await list('q=王mixed')).toMatchObject({ total: 4 });
    await tables()
      .of('resident')
      .deleteByIds([added.id as number]);
    expect(await list('q=王mixed')).toMatchObject({ total: 3 });
  });
});
