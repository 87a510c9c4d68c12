import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../contract/errors';
import type { StoredRows } from '../../contract/generated/types';
import { registerJobHandler } from '../../server/features/scheduled-jobs';
import { createSignedInAccount } from '../support/accounts';
import { databases } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';

type Job = StoredRows['scheduled-job'];
type Run = StoredRows['scheduled-job-run'];

// Work registered in code for these tests: one that answers, one that fails, one that waits to be stopped.
registerJobHandler('test-echo', async ({ now }) => `ran at ${now.toISOString()}`);
registerJobHandler('test-fail', async () => {
  throw new Error('the test work failed');
});
let abortsSeen = 0;
registerJobHandler(
  'test-wait',
  ({ signal }) =>
    new Promise((_resolve, reject) => {
      signal.addEventListener('abort', () => {
        abortsSeen += 1;
        reject(new Error('aborted'));
      });
    }),
);

/** Scheduled jobs: the cron checked on save, the next runs, run now, pause and resume, timeouts, permissions. */
describe.each(databases)('scheduled jobs ($kind)', (database) => {
  let server: TestServer;
  const call = <T>(method: string, url: string, body?: unknown, token = server.adminToken) =>
    server.call<T>(method, url, { token, body });
  const newJob = async (code: string, extra: Partial<Job> = {}) => {
    const answer = await call<Job>('POST', '/api/scheduled-jobs', { name: code, code, cron: '0 3 * * *', ...extra });
    expect(answer.body.code).toBe(200);
    return answer.body.data;
  };

  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('seeds the shipped jobs, enabled', async () => {
    const answer = await call<{ list: Job[] }>('GET', '/api/scheduled-jobs?pageSize=50');
    const codes = answer.body.data.list.map((job) => [job.code, job.enabled]);
    expect(codes).toEqual(
      expect.arrayContaining([
        ['purge-logs', true],
        ['retry-failed-faces', true],
        ['mark-stale', true],
        ['purge-expired', true],
      ]),
    );
  });

  it('refuses a cron expression croner cannot read, naming the field', async () => {
    const created = await call<{ field: string }>('POST', '/api/scheduled-jobs', {
      name: 'Bad',
      code: 'bad-cron',
      cron: '61 * * * *',
    });
    expect(created.status).toBe(400);
    expect(created.body.code).toBe(Code.BAD_REQUEST);
    expect(created.body.data.field).toBe('cron');
    const job = await newJob('edit-cron');
    const edited = await call<{ field: string }>('PUT', `/api/scheduled-jobs/${job.id}`, {
      cron: '0 0 31 2 *',
      version: job.version,
    });
    expect(edited.status).toBe(400);
    expect(edited.body.data.field).toBe('cron');
  });

  it('answers the next five runs, read in Beijing time', async () => {
    const job = await newJob('next-runs', { cron: '30 8 * * *' });
    const answer = await call<{ runs: string[]; timezone: string }>('GET', `/api/scheduled-jobs/${job.id}/next-runs`);
    expect(answer.body.data.timezone).toBe('Asia/Shanghai');
    expect(answer.body.data.runs).toHaveLength(5);
    // 08:30 in Beijing is 00:30 UTC, a day apart.
    for (const run of answer.body.data.runs) expect(run).toMatch(/T00:30:00\.000Z$/);
    const gaps = answer.body.data.runs.slice(1).map((run, i) => Date.parse(run) - Date.parse(answer.body.data.runs[i]));
    expect(new Set(gaps)).toEqual(new Set([24 * 60 * 60 * 1000]));
  });

  it('runs a job now: a manual run row, and the job row tells how it went', async () => {
    const job = await newJob('test-echo');
    const answer = await call<Run>('POST', `/api/scheduled-jobs/${job.id}/run`);
    expect(answer.body.code).toBe(200);
    expect(answer.body.data).toMatchObject({ jobId: job.id, trigger: 'manual', status: 'succeeded' });
    expect(answer.body.data.message).toMatch(/^ran at /);
    expect(answer.body.data.durationMs).toBeGreaterThanOrEqual(0);
    expect(answer.body.data.node).toMatch(/:\d+$/);
    const after = (await call<Job>('GET', `/api/scheduled-jobs/${job.id}`)).body.data;
    expect(after).toMatchObject({ lastStatus: 'succeeded', lastRunAt: answer.body.data.startedAt });
    expect(after.lastResult).toBe(answer.body.data.message);
    expect(after.lastDurationMs).toBe(answer.body.data.durationMs);
    // Bookkeeping: an admin editing the job meanwhile is not refused as stale.
    expect(after.version).toBe(job.version);

    await call('POST', `/api/scheduled-jobs/${job.id}/run`);
    const runs = await call<{ list: Run[]; total: number }>('GET', `/api/scheduled-jobs/${job.id}/runs?pageSize=1`);
    expect(runs.body.data.total).toBe(2);
    expect(runs.body.data.list).toHaveLength(1);
    const admin = await server.app.backend.tables.of('admin').findOneWhere({ accountName: 'admin' });
    expect(runs.body.data.list[0].adminId).toBe(admin?.id);
  });

  it('records a failure with its message, and a code with no work as failed', async () => {
    const failing = await newJob('test-fail');
    const failed = await call<Run>('POST', `/api/scheduled-jobs/${failing.id}/run`);
    expect(failed.body.data).toMatchObject({ status: 'failed', message: 'the test work failed' });
    const orphan = await newJob('no-such-work');
    const orphanRun = await call<Run>('POST', `/api/scheduled-jobs/${orphan.id}/run`);
    expect(orphanRun.body.data.status).toBe('failed');
    expect(orphanRun.body.data.message).toContain('no-such-work');
    expect((await call<Job>('GET', `/api/scheduled-jobs/${orphan.id}`)).body.data.lastStatus).toBe('failed');
  });

  it('stops a run at its timeout and records it timed out', async () => {
    const job = await newJob('test-wait', { timeoutSeconds: 1 });
    const answer = await call<Run>('POST', `/api/scheduled-jobs/${job.id}/run`);
    expect(answer.body.data.status).toBe('timed_out');
    expect(answer.body.data.durationMs).toBeGreaterThanOrEqual(1000);
    expect(abortsSeen).toBeGreaterThan(0);
    expect((await call<Job>('GET', `/api/scheduled-jobs/${job.id}`)).body.data.lastStatus).toBe('timed_out');
  });

  it('refuses a second run of a job still running here (6047)', async () => {
    const job = await newJob('test-wait', { code: 'test-wait-twice', timeoutSeconds: 2 });
    registerJobHandler(
      'test-wait-twice',
      ({ signal }) => new Promise((resolve) => signal.addEventListener('abort', () => resolve('stopped'))),
    );
    const answers = await Promise.all([1, 2].map(() => call<Run>('POST', `/api/scheduled-jobs/${job.id}/run`)));
    const codes = answers.map((answer) => answer.body.code).sort();
    expect(codes).toEqual([200, Code.REPEAT_REQUEST]);
    expect(answers.find((answer) => answer.body.code === 200)?.body.data.status).toBe('timed_out');
  });

  it('pauses and resumes a job through its write path', async () => {
    const job = await newJob('pause-me', { enabled: true });
    const paused = await call<Job>('POST', `/api/scheduled-jobs/${job.id}/pause`);
    expect(paused.body.data.enabled).toBe(false);
    expect(paused.body.data.version).toBe(job.version + 1);
    const resumed = await call<Job>('POST', `/api/scheduled-jobs/${job.id}/resume`);
    expect(resumed.body.data.enabled).toBe(true);
    const missing = await call('POST', '/api/scheduled-jobs/999999/pause');
    expect(missing.body.code).toBe(Code.NOT_FOUND);
  });

  it('refuses every job route without sp-cfg-job (403)', async () => {
    const job = await newJob('guarded');
    const { token } = await createSignedInAccount(server, `no-jobs-${database.kind}`, ['site-list']);
    for (const [method, path] of [
      ['POST', 'run'],
      ['POST', 'pause'],
      ['POST', 'resume'],
      ['GET', 'runs'],
      ['GET', 'next-runs'],
    ]) {
      const answer = await call(method, `/api/scheduled-jobs/${job.id}/${path}`, undefined, token);
      expect(answer.status, `${method} ${path}`).toBe(403);
    }
    const runs = await call<{ total: number }>('GET', `/api/scheduled-jobs/${job.id}/runs`);
    expect(runs.body.data.total).toBe(0);
  });
});
