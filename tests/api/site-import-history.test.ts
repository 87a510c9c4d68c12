import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../contract/errors';
import type { LastImport } from '../../contract/home';
import type { ImportRunFailures } from '../../contract/site-import';
import { createSignedInAccount } from '../support/accounts';
import { homeOf } from '../support/dashboard';
import { databases } from '../support/databases';
import { facePhoto, postPreview, residentSheet, runToEnd, zipOf } from '../support/import-files';
import { startTestServer, type TestServer } from '../support/test-server';

type Run = LastImport & { failedRows: ImportRunFailures | null; residentsUpdated: number; adminId: number | null };
type Account = { id: number; token: string };

/** The import history: a run kept with its counts and failed rows, read-only, seen by site ownership; Home's last import. */
describe.each(databases)('site import history ($kind)', (database) => {
  let server: TestServer;
  let own: Account;
  let adminSite: number;
  let ownSite: number;
  let superId: number;
  const newSite = async (token: string, name: string) =>
    (await server.call<{ id: number }>('POST', '/api/sites', { token, body: { name } })).body.data.id;
  const runs = async (token: string, query = '') =>
    (await server.call<{ list: Run[]; total: number }>('GET', `/api/site-import-runs?pageSize=50${query}`, { token }))
      .body.data;
  const signedIn = async (name: string, codes: string[]): Promise<Account> => {
    const account = await createSignedInAccount(server, name, codes);
    return { id: account.id, token: String(account.token) };
  };

  beforeAll(async () => {
    server = await startTestServer(database);
    superId = Number((await server.app.backend.tables.of('admin').findOneWhere({ accountName: 'admin' }))?.id);
    own = await signedIn('history-own', ['sp-site', 'site-tabs', 'site-import']);
    adminSite = await newSite(server.adminToken, 'History admin site');
    ownSite = await newSite(own.token, 'History own site');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('keeps a run with its counts and the failed row, column and reason in both languages', async () => {
    const sheet = await residentSheet([
      { firstName: 'Ada', lastName: 'Kept', personId: 'H1' },
      { firstName: 'Ben', lastName: 'Kept', personId: 'H2' },
      { firstName: 'Cy', lastName: 'Bad', personId: 'H3', phone: '9'.repeat(25) },
    ]);
    const photos = zipOf({ 'H1.jpg': await facePhoto(0) });
    const { importId } = (await postPreview(server, server.adminToken, { siteId: adminSite, sheet, photos })).body.data;
    expect(await runToEnd(server, server.adminToken, importId)).toMatchObject({ state: 'done', created: 2 });

    const { list } = await runs(server.adminToken, `&siteId=${adminSite}`);
    expect(list).toHaveLength(1);
    const run = list[0];
    expect(run).toMatchObject({
      siteId: adminSite,
      adminId: superId,
      status: 'partly_failed',
      rowsTotal: 3,
      residentsCreated: 2,
      residentsUpdated: 0,
      facesCreated: 1,
      rowsFailed: 1,
    });
    expect(Date.parse(String(run.finishedAt))).toBeGreaterThanOrEqual(Date.parse(run.startedAt));
    const shown = await server.call<Run>('GET', `/api/site-import-runs/${run.id}`, { token: server.adminToken });
    expect(shown.body.data.failedRows?.total).toBe(1);
    const [failure] = shown.body.data.failedRows?.items ?? [];
    expect(failure).toMatchObject({
      row: 4,
      personId: 'H3',
      column: 'phone',
      columnLabel: { en: 'Phone', zh: '电话' },
    });
    expect(failure.code).toBeGreaterThan(0);
    expect(failure.reason.en).not.toBe('');
    expect(failure.reason.zh).not.toBe(failure.reason.en);

    // Read-only: the API neither creates, changes nor deletes runs.
    for (const [method, url] of [
      ['POST', '/api/site-import-runs'],
      ['PUT', `/api/site-import-runs/${run.id}`],
      ['DELETE', `/api/site-import-runs/${run.id}`],
    ] as const) {
      const answer = await server.call(method, url, { token: server.adminToken, body: { status: 'succeeded' } });
      expect(answer.body.code, `${method} ${url}`).not.toBe(Code.OK);
    }
    expect(
      (await server.call<Run>('GET', `/api/site-import-runs/${run.id}`, { token: server.adminToken })).body.data,
    ).toMatchObject({ status: 'partly_failed' });

    // A run where every row went through.
    const clean = await residentSheet([{ firstName: 'Dee', lastName: 'Fine', personId: 'H4' }]);
    const second = (await postPreview(server, server.adminToken, { siteId: adminSite, sheet: clean })).body.data;
    await runToEnd(server, server.adminToken, second.importId);
    const succeeded = await runs(server.adminToken, `&siteId=${adminSite}&status=succeeded`);
    expect(succeeded.list.map((row) => [row.rowsTotal, row.residentsCreated, row.rowsFailed])).toEqual([[1, 1, 0]]);
    expect(succeeded.list[0].failedRows).toMatchObject({ items: [], total: 0 });
  });

  it('shows each account its own sites’ runs, and only to holders of the import’s code', async () => {
    const sheet = await residentSheet([{ firstName: 'Eve', lastName: 'Own', personId: 'O1' }]);
    const { importId } = (await postPreview(server, own.token, { siteId: ownSite, sheet })).body.data;
    await runToEnd(server, own.token, importId);

    const mine = await runs(own.token);
    expect(mine.list.map((run) => [run.siteId, run.adminId])).toEqual([[ownSite, own.id]]);
    const everyone = await runs(server.adminToken);
    expect(new Set(everyone.list.map((run) => run.siteId))).toEqual(new Set([adminSite, ownSite]));
    const adminRun = everyone.list.find((run) => run.siteId === adminSite);
    const hidden = await server.call('GET', `/api/site-import-runs/${adminRun?.id}`, { token: own.token });
    expect(hidden.body.code).toBe(Code.NOT_MINE);

    const outsider = await signedIn('history-outsider', ['sp-site', 'site-tabs']);
    const refused = await server.call('GET', '/api/site-import-runs', { token: outsider.token });
    expect(refused.status).toBe(403);
    expect((await homeOf(server, outsider.token)).lastImport).toBeUndefined();
  });

  it('answers on Home the last import the account sees', async () => {
    const ownLast = (await homeOf(server, own.token)).lastImport;
    expect(ownLast).toMatchObject({
      siteId: ownSite,
      siteName: 'History own site',
      adminName: 'history-own',
      status: 'succeeded',
      rowsTotal: 1,
      residentsCreated: 1,
      rowsFailed: 0,
    });

    // The super admin's latest is its own import, newer than the own-site admin's.
    const sheet = await residentSheet([{ firstName: 'Fay', lastName: 'Late', personId: '' }]);
    const { importId } = (await postPreview(server, server.adminToken, { siteId: adminSite, sheet })).body.data;
    await runToEnd(server, server.adminToken, importId);
    const adminLast = (await homeOf(server, server.adminToken)).lastImport;
    expect(adminLast).toMatchObject({ siteId: adminSite, siteName: 'History admin site', rowsTotal: 1, rowsFailed: 1 });
    expect(adminLast?.status).toBe('partly_failed');
    expect(adminLast?.adminName).toBeTruthy();
    // The restricted admin still sees its own site's import only.
    expect((await homeOf(server, own.token)).lastImport?.id).toBe(ownLast?.id);

    const fresh = await signedIn('history-fresh', ['sp-site', 'site-tabs', 'site-import']);
    expect((await homeOf(server, fresh.token)).lastImport).toBeNull();
  });
});
