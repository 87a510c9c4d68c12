import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ListPage } from '../../contract/list-page';
import { databases } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';

type Resident = { id: number; firstName: string; lastName: string };

const PEOPLE = [
  { firstName: '陈小明', lastName: 'Chen', phone: '13800000001' },
  { firstName: '王小红', lastName: 'Wang', phone: '13800000002' },
  { firstName: 'Wei', lastName: 'ZHANG', phone: '13800000003' },
  { firstName: 'Maria', lastName: 'McAllister', phone: '13800000004' },
];

describe.each(databases)('q search through the text index ($kind)', (database) => {
  let server: TestServer;
  let siteId: number;
  const tables = () => server.app.backend.tables;
  const search = async (q: string) => {
    const answer = await server.call<ListPage<Resident>>(
      'GET',
      `/api/residents?pageSize=100&sort=id&order=ASC&q=${encodeURIComponent(q)}`,
      { token: server.adminToken },
    );
    expect(answer.body.code).toBe(200);
    expect(answer.body.data.total).toBe(answer.body.data.list.length);
    return answer.body.data.list.map((row) => row.firstName);
  };

  beforeAll(async () => {
    server = await startTestServer(database);
    siteId = (await tables().of('site').insert({ name: 'Search Court', ownerId: 1 })).id as number;
    for (const person of PEOPLE)
      await tables()
        .of('resident')
        .insert({ ...person, siteId });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('finds Chinese substrings, through the index from three characters and by LIKE below', async () => {
    expect(await search('陈小明')).toEqual(['陈小明']);
    expect(await search('陈小')).toEqual(['陈小明']);
    expect(await search('小')).toEqual(['陈小明', '王小红']);
    expect(await search('王小红')).toEqual(['王小红']);
    expect(await search('小明华')).toEqual([]);
  });

  it('finds mixed-case substrings of any search field, and characters of the query syntax literally', async () => {
    expect(await search('zhang')).toEqual(['Wei']);
    expect(await search('HAN')).toEqual(['Wei']);
    expect(await search('mcALL')).toEqual(['Maria']);
    expect(await search('00000004')).toEqual(['Maria']);
    expect(await search('"Mc')).toEqual([]);
    expect(await search('Mc*')).toEqual([]);
    expect(await search('Chen OR Wang')).toEqual([]);
  });

  it('leaves the index as it was after inserts, updates and deletes in a transaction that rolls back', async () => {
    const before = await search('Chen');
    const [chen] = await tables().of('resident').findWhere({ lastName: 'Chen' });
    const rolledBack = tables().inTransaction(async (inside) => {
      await inside.of('resident').insert({ firstName: '陈小华', lastName: 'Chenko', siteId });
      await inside.of('resident').update(chen.id as number, { lastName: 'Renamed' });
      await inside.of('resident').deleteWhere({ lastName: 'Wang' });
      throw new Error('roll back');
    });
    await expect(rolledBack).rejects.toThrow('roll back');
    expect(before).toEqual(['陈小明']);
    expect(await search('Chen')).toEqual(['陈小明']);
    expect(await search('陈小华')).toEqual([]);
    expect(await search('Renamed')).toEqual([]);
    expect(await search('王小红')).toEqual(['王小红']);
    await expectIndexInStep();
  });

  it('follows inserts, updates and deletes committed outside a transaction', async () => {
    const added = await tables().of('resident').insert({ firstName: '李小龙', lastName: 'Lee', siteId });
    expect(await search('李小龙')).toEqual(['李小龙']);
    await tables()
      .of('resident')
      .update(added.id as number, { firstName: 'Bruce' });
    expect(await search('李小龙')).toEqual([]);
    expect(await search('bruce')).toEqual(['Bruce']);
    await tables()
      .of('resident')
      .deleteByIds([added.id as number]);
    expect(await search('bruce')).toEqual([]);
    await expectIndexInStep();
  });

  it('has the index the migration built, and the database uses it for a search', async () => {
    const { db } = server.app.backend.database;
    if (database.kind === 'sqlite') {
      const plan = await sql<{ detail: string }>`EXPLAIN QUERY PLAN SELECT id FROM resident WHERE id IN
        (SELECT rowid FROM resident_search WHERE resident_search MATCH ${'"Allister"'})`.execute(db);
      expect(plan.rows.map((row) => row.detail).join(' | ')).toMatch(/VIRTUAL TABLE INDEX/);
      return;
    }
    const indexes = await sql<{ name: string }>`SELECT indexname AS name FROM pg_indexes
      WHERE schemaname = current_schema() AND tablename = 'resident' AND indexname LIKE '%trgm' ORDER BY indexname`.execute(
      db,
    );
    expect(indexes.rows.map((row) => row.name)).toEqual([
      'resident_firstName_trgm',
      'resident_lastName_trgm',
      'resident_personId_trgm',
      'resident_phone_trgm',
    ]);
    const plan = await db.transaction().execute(async (inside) => {
      await sql`SET LOCAL enable_seqscan = off`.execute(inside);
      return sql<{ 'QUERY PLAN': string }>`EXPLAIN SELECT id FROM resident WHERE "lastName" ILIKE '%allis%'`.execute(
        inside,
      );
    });
    expect(plan.rows.map((row) => row['QUERY PLAN']).join('\n')).toContain('resident_lastName_trgm');
  });

  it('still searches, by scanning, a SQLite table whose text index is not there (made before it)', async () => {
    if (database.kind !== 'sqlite') return;
    const { db } = server.app.backend.database;
    for (const on of ['insert', 'delete', 'update']) await sql.raw(`DROP TRIGGER "site_search_${on}"`).execute(db);
    await sql`DROP TABLE site_search`.execute(db);
    const answer = await server.call<ListPage<{ name: string }>>('GET', '/api/sites?q=earch cour', {
      token: server.adminToken,
    });
    expect(answer.body.code).toBe(200);
    expect(answer.body.data.list.map((row) => row.name)).toEqual(['Search Court']);
  });

  /** SQLite's FTS5 compares its index with the table's rows and fails when they differ. */
  async function expectIndexInStep() {
    if (database.kind !== 'sqlite') return;
    const { db } = server.app.backend.database;
    await sql`INSERT INTO resident_search (resident_search, rank) VALUES ('integrity-check', 1)`.execute(db);
  }
});
