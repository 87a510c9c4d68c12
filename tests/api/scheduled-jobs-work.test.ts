import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredRows } from '../../contract/generated/types';
import { databases } from '../support/databases';
import { bindGateway, faceIn, storedFace } from '../support/gateways';
import { settingCalls } from '../support/setting-calls';
import { startTestServer, type TestServer } from '../support/test-server';

type Run = StoredRows['scheduled-job-run'];
const DAY_MS = 24 * 60 * 60 * 1000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

/** Each shipped job, run now, does its work on real rows. */
describe.each(databases)('the shipped scheduled jobs ($kind)', (database) => {
  let server: TestServer;
  const tables = () => server.app.backend.tables;
  const runNow = async (code: string) => {
    const job = await tables().of('scheduled-job').findOneWhere({ code });
    const answer = await server.call<Run>('POST', `/api/scheduled-jobs/${job?.id}/run`, { token: server.adminToken });
    expect(answer.body.data.status, answer.body.data.message ?? '').toBe('succeeded');
    return answer.body.data.message ?? '';
  };

  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('purges API log rows past 30 days and sign-in log rows past 180, in batches, keeping newer ones', async () => {
    const apiLog = tables().of('api-log');
    const old = Array.from({ length: 5003 }, (_, i) => ({
      createdAt: ago(31 * DAY_MS + i),
      method: 'GET',
      path: '/old',
    }));
    for (let i = 0; i < old.length; i += 1000) await apiLog.insertMany(old.slice(i, i + 1000));
    await apiLog.insertMany([{ createdAt: ago(29 * DAY_MS), method: 'GET', path: '/kept' }]);
    const logins = tables().of('admin-login-log');
    await logins.insertMany([
      { createdAt: ago(181 * DAY_MS), accountName: 'old-1', success: true },
      { createdAt: ago(200 * DAY_MS), accountName: 'old-2', success: false },
      { createdAt: ago(179 * DAY_MS), accountName: 'kept', success: true },
    ]);

    const message = await runNow('purge-logs');
    expect(message).toContain('purged 5003 API log rows');
    expect(message).toContain('2 sign-in log rows');
    expect(await apiLog.findWhere({ path: '/old' })).toHaveLength(0);
    expect(await apiLog.findWhere({ path: '/kept' })).toHaveLength(1);
    expect((await logins.findWhere({})).map((row) => row.accountName)).not.toContain('old-1');
    expect(await logins.findWhere({ accountName: 'kept' })).toHaveLength(1);
  });

  it('purges by the retention setting as it is now', async () => {
    const apiLog = tables().of('api-log');
    await apiLog.insertMany([{ createdAt: ago(11 * DAY_MS), method: 'GET', path: '/eleven-days' }]);
    expect(await runNow('purge-logs')).toContain('purged 0 API log rows older than 30 days');
    const set = await settingCalls(server).setServer('log.apiRetentionDays', '10');
    expect(set.body.code).toBe(200);
    // This one, and the 29-day-old row the test above kept.
    expect(await runNow('purge-logs')).toContain('purged 2 API log rows older than 10 days');
    expect(await apiLog.findWhere({ path: '/eleven-days' })).toHaveLength(0);
    expect(await apiLog.findWhere({ path: '/kept' })).toHaveLength(0);
  });

  it('purges device traffic as old as the API log keeps, by the minute it counts', async () => {
    const site = await server.call<{ id: number }>('POST', '/api/sites', {
      token: server.adminToken,
      body: { name: 'Busy gateway site' },
    });
    const siteId = site.body.data.id;
    const minuteAgo = (days: number) => new Date(Math.floor((Date.now() - days * DAY_MS) / 60_000) * 60_000);
    const traffic = tables().of('device-traffic');
    await traffic.insertMany([
      { siteId, minute: minuteAgo(11).toISOString(), calls: 5, errors: 0, bytes: 500 },
      { siteId, minute: minuteAgo(9).toISOString(), calls: 7, errors: 1, bytes: 700 },
    ]);
    // The retention is 10 days since the test above.
    expect(await runNow('purge-logs')).toContain(
      'purged 0 API log rows older than 10 days, 1 device traffic rows as old',
    );
    expect((await traffic.findWhere({ siteId })).map((row) => row.calls)).toEqual([7]);
  });

  it('purges job runs older than the API log keeps, leaving each job its latest run', async () => {
    const jobs = tables().of('scheduled-job');
    const quarterly = await jobs.insert({ code: 'quarterly-report', name: 'Quarterly', cron: '0 0 1 */3 *' });
    const purge = await jobs.findOneWhere({ code: 'purge-logs' });
    const runs = tables().of('scheduled-job-run');
    const run = (jobId: unknown, startedAgo: number, message: string) => ({
      jobId: Number(jobId),
      tick: ago(startedAgo),
      trigger: 'schedule' as const,
      status: 'failed' as const,
      startedAt: ago(startedAgo),
      message,
    });
    await runs.insertMany([
      run(quarterly.id, 80 * DAY_MS, 'quarterly old'),
      run(quarterly.id, 70 * DAY_MS, 'quarterly latest'),
      run(purge?.id, 40 * DAY_MS, 'purge old'),
      run(purge?.id, 5 * DAY_MS, 'purge recent'),
    ]);
    // The retention the test above set: 10 days.
    expect(await runNow('purge-logs')).toContain(', 2 job runs older than 10 days');
    const messages = (await runs.findWhere({})).map((row) => row.message);
    expect(messages).toEqual(expect.arrayContaining(['quarterly latest', 'purge recent']));
    expect(messages).not.toContain('quarterly old');
    expect(messages).not.toContain('purge old');
  });

  it('retries faces a gateway failed to register, below the cap and past the wait, and no others', async () => {
    const { siteId } = await bindGateway(server, '02:00:00:00:5a:01');
    await tables()
      .of('site')
      .touch(siteId, { gatewayStartedAt: ago(60_000) });
    const failed = async (failureReason: string, registerFailedCount: number, failedAgo = 10 * 60_000) => {
      const face = await faceIn(server, siteId, 'register_failed');
      await tables()
        .of('face')
        .touch(face.id, { failureReason, registerFailedCount, registerFailedDate: ago(failedAgo) });
      return face.id;
    };
    const download = await failed('photo-download-failed', 1);
    const storage = await failed('panel-storage-full: 98% used', 2);
    const lastRetry = await failed('timeout', 3);
    const pastCap = await failed('timeout', 4);
    const tactic = await failed('sharpness: 2.2 < 10', 1);
    const noFace = await failed('panel-no-face', 1);
    const justFailed = await failed('timeout', 1, 1000);

    // faces.retryCap is 3: a face that failed 3 times was retried twice, it gets its third try.
    expect(await runNow('retry-failed-faces')).toBe('retried 3 failed faces (at most 3 retries each)');
    for (const id of [download, storage, lastRetry]) {
      const face = await storedFace(server, id);
      expect(face).toMatchObject({ status: 'registering', failureReason: null });
    }
    for (const id of [pastCap, tactic, noFace, justFailed]) {
      expect((await storedFace(server, id))?.status).toBe('register_failed');
    }
  });

  it('fails registrations waiting past the timeout and marks silent gateways offline', async () => {
    const { siteId } = await bindGateway(server, '02:00:00:00:5a:02');
    await tables()
      .of('site')
      .touch(siteId, { gatewayOnline: true, lastHeartbeatAt: ago(10 * 60_000) });
    const stale = await faceIn(server, siteId, 'registering');
    await tables()
      .of('face')
      .touch(stale.id, { updatedAt: ago(11 * 60_000) });
    const waiting = await faceIn(server, siteId, 'registering');

    // The gateways feature's own timer may sweep first: the rows tell what was done.
    expect(await runNow('mark-stale')).toMatch(
      /^\d+ gateways marked offline, \d+ registrations timed out, \d+ stopped imports closed$/,
    );
    expect(await storedFace(server, stale.id)).toMatchObject({ status: 'register_failed', failureReason: 'timeout' });
    expect((await storedFace(server, waiting.id))?.status).toBe('registering');
    expect((await tables().of('site').findById(siteId))?.gatewayOnline).toBe(false);
  });

  it('purges expired sessions and keeps live ones', async () => {
    const admin = await tables().of('admin').findOneWhere({ accountName: 'admin' });
    const sessions = tables().of('admin-session');
    const adminId = Number(admin?.id);
    await sessions.insert({ tokenHash: 'expired-1', adminId, expiresAt: ago(1000) });
    await sessions.insert({ tokenHash: 'expired-2', adminId, expiresAt: ago(DAY_MS) });
    await sessions.insert({ tokenHash: 'live', adminId, expiresAt: ago(-DAY_MS) });

    expect(await runNow('purge-expired')).toMatch(/^purged 2 expired sessions and \d+ expired cache entries$/);
    expect(await sessions.findOneWhere({ tokenHash: 'expired-1' })).toBeUndefined();
    expect(await sessions.findOneWhere({ tokenHash: 'live' })).toBeDefined();
    // The signed-in admin's session lives on.
    const list = await server.call('GET', '/api/scheduled-jobs', { token: server.adminToken });
    expect(list.status).toBe(200);
  });
});
