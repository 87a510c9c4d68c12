import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInAccount } from '../support/accounts';
import { databases } from '../support/databases';
import {
  ENGLISH_HEADERS,
  facePhoto,
  postPreview,
  readWorkbook,
  residentSheet,
  runToEnd,
  zipOf,
} from '../support/import-files';
import { startTestServer, type TestServer } from '../support/test-server';

/** A past import's page gives its report and its failed rows from the history row, after the import's own state is gone. */
describe.each(databases)('the workbooks of a past site import ($kind)', (database) => {
  let server: TestServer;
  let runId: number;

  const download = (url: string, token?: string) =>
    server.app.inject({ method: 'GET', url, headers: token ? { token } : {} });

  beforeAll(async () => {
    server = await startTestServer(database);
    const siteId = (
      await server.call<{ id: number }>('POST', '/api/sites', { token: server.adminToken, body: { name: 'Past site' } })
    ).body.data.id;
    const sheet = await residentSheet([
      { firstName: 'Ada', lastName: 'Kept', personId: 'P1' },
      { firstName: 'Cy', lastName: 'Bad', personId: 'P3', phone: '9'.repeat(25) },
    ]);
    const photos = zipOf({ 'P1.jpg': await facePhoto(0) });
    const { importId } = (await postPreview(server, server.adminToken, { siteId, sheet, photos })).body.data;
    expect(await runToEnd(server, server.adminToken, importId)).toMatchObject({ state: 'done', created: 1 });
    const runs = await server.call<{ list: { id: number }[] }>('GET', `/api/site-import-runs?siteId=${siteId}`, {
      token: server.adminToken,
    });
    runId = runs.body.data.list[0].id;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('gives the report of the failures in the reader’s language', async () => {
    const english = await download(`/api/site-import/runs/${runId}/report?lang=en`, server.adminToken);
    expect(english.statusCode, english.body.slice(0, 300)).toBe(200);
    expect(english.headers['content-disposition']).toContain(`site-import-run-${runId}-report.xlsx`);
    const rows = await readWorkbook(english.rawPayload);
    expect(rows[0]).toEqual(['Row', 'Person id', 'Field', 'Code', 'Message']);
    expect(rows.slice(1).map((row) => row.slice(0, 3))).toEqual([['3', 'P3', 'Phone']]);
    expect(rows[1][4]).not.toBe('');
    const chinese = await readWorkbook(
      (await download(`/api/site-import/runs/${runId}/report?lang=zh`, server.adminToken)).rawPayload,
    );
    expect(chinese[0][0]).toBe('行号');
    expect(chinese[1][2]).toBe('电话');
  });

  it('gives the failed rows filled in as the sheet gave them, under the template’s headers', async () => {
    const answer = await download(`/api/site-import/runs/${runId}/failed-rows?lang=en`, server.adminToken);
    expect(answer.statusCode).toBe(200);
    const rows = await readWorkbook(answer.rawPayload);
    expect(rows[0]).toEqual(ENGLISH_HEADERS);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain('P3');
    expect(rows[1]).toContain('9'.repeat(25));
  });

  it('is refused to an account that may not see the run, as the run’s page is, and without the import’s permission', async () => {
    const stranger = await createSignedInAccount(server, 'past-stranger', ['sp-site', 'site-tabs', 'site-import']);
    // Refused as the run's own page is refused to that account.
    const page = await download(`/api/site-import-runs/${runId}`, String(stranger.token));
    const report = await download(`/api/site-import/runs/${runId}/report`, String(stranger.token));
    expect(page.statusCode).not.toBe(200);
    expect({ status: report.statusCode, code: report.json().code }).toEqual({
      status: page.statusCode,
      code: page.json().code,
    });
    const narrow = await createSignedInAccount(server, 'past-narrow', ['sp-site', 'site-tabs']);
    expect((await download(`/api/site-import/runs/${runId}/failed-rows`, String(narrow.token))).statusCode).toBe(403);
  });
});
