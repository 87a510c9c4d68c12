import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HEARTBEAT_MS, ImportHistory } from '../../server/features/site-import/import-history';
import { progressAtStart } from '../../server/features/site-import/import-state';
import { STALLED_RUN_MESSAGE } from '../../server/features/site-import/stalled-runs';
import { databases } from '../support/databases';
import { settingCalls } from '../support/setting-calls';
import { startTestServer, type TestServer } from '../support/test-server';

type Run = { status: string; message?: string | null };
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const MINUTE = 60_000;

/**
 * The upkeep of the site import history: an import whose node went away leaves its row
 * `running` (the mark-stale job closes it), and old runs are purged by purge-logs.
 */
describe.each(databases)('the site import history kept in order ($kind)', (database) => {
  let server: TestServer;
  let siteId: number;
  let adminId: number;
  const tables = () => server.app.backend.tables;
  const runs = () => tables().of('site-import-run');
  const runNow = async (code: string) => {
    const job = await tables().of('scheduled-job').findOneWhere({ code });
    const answer = await server.call<Run>('POST', `/api/scheduled-jobs/${job?.id}/run`, { token: server.adminToken });
    expect(answer.body.data.status).toBe('succeeded');
    return answer.body.data.message ?? '';
  };
  const newSite = async (name: string) =>
    (await server.call<{ id: number }>('POST', '/api/sites', { token: server.adminToken, body: { name } })).body.data
      .id;

  const runRow = async (
    status: 'running' | 'succeeded',
    silentFor: number,
    site = siteId,
    startedAgo = silentFor + MINUTE,
  ) => {
    const row = await runs().insert({
      siteId: site,
      adminId,
      startedAt: ago(startedAgo),
      status,
      rowsTotal: 10,
      residentsCreated: 0,
      residentsUpdated: 0,
      facesCreated: 0,
      rowsFailed: 0,
    });
    await runs().touch(Number(row.id), { updatedAt: ago(silentFor) });
    return { id: Number(row.id), lastHeard: ago(silentFor) };
  };

  beforeAll(async () => {
    server = await startTestServer(database);
    siteId = (
      await server.call<{ id: number }>('POST', '/api/sites', { token: server.adminToken, body: { name: 'Dock' } })
    ).body.data.id;
    adminId = Number((await tables().of('admin').findOneWhere({ accountName: 'admin' }))?.id);
  });
  afterAll(() => server?.close());
  afterEach(() => vi.useRealTimers());

  it('records failed the runs silent past the stall delay, and leaves live and ended ones alone', async () => {
    const silent = await runRow('running', 11 * MINUTE);
    const live = await runRow('running', MINUTE);
    const ended = await runRow('succeeded', 30 * MINUTE);
    expect(await runNow('mark-stale')).toMatch(/, 1 stopped imports closed$/);

    const shown = await server.call<Run & { finishedAt: string }>('GET', `/api/site-import-runs/${silent.id}`, {
      token: server.adminToken,
    });
    expect(shown.body.data).toMatchObject({ status: 'failed', message: STALLED_RUN_MESSAGE });
    expect(Math.abs(Date.parse(shown.body.data.finishedAt) - Date.parse(silent.lastHeard))).toBeLessThan(1000);
    expect((await runs().findById(live.id))?.status).toBe('running');
    expect((await runs().findById(ended.id))?.status).toBe('succeeded');
  });

  it('keeps a running import heard of: its counts reach its row every heartbeat', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const history = new ImportHistory(server.app.services, [], server.app.log);
    const plan = {
      importId: 'beat',
      adminId,
      siteId,
      siteName: 'Dock',
      createdAt: ago(0),
      columns: [],
      residents: [],
      refused: [],
    };
    const runId = await history.started(plan, ago(0));
    const progress = { ...progressAtStart(plan, 'running'), created: 7, updated: 2, facesCreated: 5 };
    await history.beat(runId, progress);
    expect(await runs().findById(Number(runId))).toMatchObject({ residentsCreated: 0, version: 1 });
    vi.setSystemTime(Date.now() + HEARTBEAT_MS + 1000);
    await history.beat(runId, progress);
    expect(await runs().findById(Number(runId))).toMatchObject({
      status: 'running',
      residentsCreated: 7,
      residentsUpdated: 2,
      facesCreated: 5,
      version: 2,
    });
  });

  it('purges runs started before the retention, keeping the latest run of each site', async () => {
    const DAY = 24 * 60 * MINUTE;
    const quay = await newSite('Quay');
    const pier = await newSite('Pier');
    // Inserted in the order they ran, as an import writes them.
    const quayRuns = [];
    for (const days of [500, 400, 10]) quayRuns.push(await runRow('succeeded', 0, quay, days * DAY));
    const pierRuns = [];
    for (const days of [700, 600]) pierRuns.push(await runRow('succeeded', 0, pier, days * DAY));
    const left = async (site: number) => (await runs().findWhere({ siteId: site })).map((row) => row.id).sort();

    expect(await runNow('purge-logs')).toMatch(/ and 3 site import runs older than 365 days$/);
    expect(await left(quay)).toEqual([quayRuns[2].id]);
    expect(await left(pier)).toEqual([pierRuns[1].id]);
    const set = await settingCalls(server).setServer('log.importHistoryRetentionDays', '5');
    expect(set.body.code).toBe(200);
    expect(await runNow('purge-logs')).toMatch(/ site import runs older than 5 days$/);
    // The latest of each site stays, however old.
    expect(await left(quay)).toEqual([quayRuns[2].id]);
    expect(await left(pier)).toEqual([pierRuns[1].id]);
  });
});
