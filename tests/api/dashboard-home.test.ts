import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../contract/errors';
import { createSignedInAccount } from '../support/accounts';
import { homeOf, hoursAgo, listTotal, refreshHome, siteWithFaces } from '../support/dashboard';
import { databases } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';

/** GET /api/home: each tile for the codes held, site figures of the sites the account sees, from the refresh. */
describe.each(databases)('Home ($kind)', (database) => {
  let server: TestServer;
  let own: { id: number; token: string | undefined };
  let ownSites: number[];

  beforeAll(async () => {
    server = await startTestServer(database);
    own = await createSignedInAccount(server, 'home-own', ['sp-site', 'site-tabs']);
    // The super admin's sites: one online gateway, one offline, one unbound.
    await siteWithFaces(
      server,
      server.adminToken,
      'Admin North',
      [
        { status: 'register_success', registerDate: hoursAgo(1) },
        { status: 'register_success', registerDate: hoursAgo(30) },
        { status: 'register_failed', registerDate: hoursAgo(2) },
        { status: 'manual_detecting' },
      ],
      { online: true, heartbeat: hoursAgo(0.01) },
    );
    await siteWithFaces(server, server.adminToken, 'Admin South', [{ status: 'registering' }], { online: false });
    await siteWithFaces(server, server.adminToken, 'Admin East', []);
    // The own-sites admin's: one online gateway, faces waiting for manual detection at both.
    ownSites = [
      await siteWithFaces(
        server,
        own.token,
        'Own One',
        [
          { status: 'manual_detecting' },
          { status: 'manual_detecting' },
          { status: 'register_success', registerDate: hoursAgo(5) },
          { status: 'register_failed', registerDate: hoursAgo(24 * 10) },
        ],
        { online: true, heartbeat: hoursAgo(0.5) },
      ),
      await siteWithFaces(server, own.token, 'Own Two', [{ status: 'manual_detecting' }]),
    ];
    await refreshHome(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('asks for a signed-in account', async () => {
    const answer = await server.call('GET', '/api/home');
    expect(answer.status).toBe(401);
    expect(answer.body.code).toBe(Code.UNAUTHORIZED);
  });

  it('counts every site for the super admin, and each figure matches the list it links to', async () => {
    const home = await homeOf(server, server.adminToken);
    const figures = home.siteFigures;
    expect(figures?.sites).toEqual({ total: 5, bound: 3 });
    expect(figures?.gateways).toMatchObject({ online: 2, offline: 1 });
    expect(figures?.faces.total).toBe(10);
    expect(figures?.faces.byStatus).toEqual({
      register_success: 3,
      register_failed: 2,
      manual_detecting: 4,
      registering: 1,
    });
    expect(figures?.manualWaiting.total).toBe(4);
    expect(figures?.manualWaiting.sites.map((site) => [site.name, site.count])).toEqual([
      ['Own One', 2],
      ['Admin North', 1],
      ['Own Two', 1],
    ]);
    const token = server.adminToken;
    expect(await listTotal(server, token, '/api/sites?page=1')).toBe(5);
    expect(await listTotal(server, token, '/api/sites?bound=true')).toBe(3);
    expect(await listTotal(server, token, '/api/sites?bound=true&gatewayOnline=true')).toBe(2);
    expect(await listTotal(server, token, '/api/sites?bound=true&gatewayOnline=false')).toBe(1);
    for (const [status, count] of Object.entries(figures?.faces.byStatus ?? {}))
      expect(await listTotal(server, token, `/api/faces?status=${status}`)).toBe(count);
    expect(await listTotal(server, token, `/api/faces?status=manual_detecting&siteId=${ownSites[0]}`)).toBe(2);
  });

  it('counts registrations by hour over 24 h and by day over 30 days, as the face list filtered by time finds them', async () => {
    const { registrations } = (await homeOf(server, server.adminToken)).siteFigures ?? {};
    expect(registrations?.hourly).toHaveLength(24);
    expect(registrations?.daily).toHaveLength(30);
    const sum = (buckets = registrations?.hourly ?? [], key: 'succeeded' | 'failed' = 'succeeded') =>
      buckets.reduce((total, bucket) => total + bucket[key], 0);
    expect([sum(registrations?.hourly), sum(registrations?.hourly, 'failed')]).toEqual([2, 1]);
    expect([sum(registrations?.daily), sum(registrations?.daily, 'failed')]).toEqual([3, 2]);
    const since = (from: string | undefined, status: string) =>
      listTotal(server, server.adminToken, `/api/faces?status=${status}&registerDate_gte=${from}`);
    expect(await since(registrations?.hourlyFrom, 'register_success')).toBe(2);
    expect(await since(registrations?.hourlyFrom, 'register_failed')).toBe(1);
    expect(await since(registrations?.dailyFrom, 'register_success')).toBe(3);
    expect(await since(registrations?.dailyFrom, 'register_failed')).toBe(2);
  });

  it('counts an older hour again within the refreshes that go round the 30 days', async () => {
    const { tables } = server.app.backend;
    const [old] = await tables.of('face').findWhere({ siteId: ownSites[0], status: 'register_failed' });
    await tables.of('face').update(Number(old?.id), { status: 'register_success' });
    const outcomes = async () => {
      const daily = (await homeOf(server, own.token)).siteFigures?.registrations.daily ?? [];
      return daily.reduce((sum, day) => [sum[0] + day.succeeded, sum[1] + day.failed], [0, 0]);
    };
    // Two live hours and forty older ones a refresh: the 30 days and a day go round in 19.
    for (let refresh = 0; refresh < 19 && (await outcomes())[1] > 0; refresh++) await refreshHome(server);
    expect(await outcomes()).toEqual([2, 0]);
    expect(await listTotal(server, own.token, '/api/faces?status=register_failed')).toBe(0);
    await tables.of('face').update(Number(old?.id), { status: 'register_failed' });
    for (let refresh = 0; refresh < 19 && (await outcomes())[1] === 0; refresh++) await refreshHome(server);
    expect(await outcomes()).toEqual([1, 1]);
  });

  it('counts only its own sites for an admin without all-sites, matching its lists', async () => {
    const home = await homeOf(server, own.token);
    const figures = home.siteFigures;
    expect(figures?.sites).toEqual({ total: 2, bound: 1 });
    expect(figures?.gateways).toMatchObject({ online: 1, offline: 0 });
    expect(figures?.faces).toEqual({
      total: 5,
      byStatus: { manual_detecting: 3, register_success: 1, register_failed: 1 },
    });
    expect(figures?.manualWaiting.sites.map((site) => site.siteId)).toEqual(ownSites);
    expect(await listTotal(server, own.token, '/api/sites?page=1')).toBe(2);
    expect(await listTotal(server, own.token, '/api/faces?status=manual_detecting')).toBe(3);
    const registrations = figures?.registrations;
    expect(registrations?.hourly.reduce((total, bucket) => total + bucket.succeeded, 0)).toBe(1);
    expect(registrations?.daily.reduce((total, bucket) => total + bucket.failed, 0)).toBe(1);
    // Tiles whose codes it does not hold are left out.
    expect(Object.keys(home).sort()).toEqual(['refreshedAt', 'siteFigures']);
  });

  it('shows an admin with no site zeros, and its figures once it has one and the refresh ran', async () => {
    const fresh = await createSignedInAccount(server, 'home-fresh', ['site-tabs']);
    const before = await homeOf(server, fresh.token);
    expect(before.siteFigures?.sites).toEqual({ total: 0, bound: 0 });
    expect(before.siteFigures?.faces.total).toBe(0);
    await siteWithFaces(server, fresh.token, 'Fresh Court', [{ status: 'registering' }]);
    expect((await homeOf(server, fresh.token)).siteFigures?.faces.total).toBe(0);
    await refreshHome(server);
    const after = await homeOf(server, fresh.token);
    expect(after.siteFigures?.sites.total).toBe(1);
    expect(after.siteFigures?.faces.byStatus).toEqual({ registering: 1 });
    expect(Date.parse(after.refreshedAt)).toBeGreaterThan(Date.parse(before.refreshedAt));
  });

  it('gives each tile only to the holders of its code', async () => {
    const none = await createSignedInAccount(server, 'home-none', ['sp-cfg-app']);
    expect(Object.keys(await homeOf(server, none.token))).toEqual(['refreshedAt']);
    const jobs = await createSignedInAccount(server, 'home-jobs', ['sp-cfg-job']);
    expect(Object.keys(await homeOf(server, jobs.token)).sort()).toEqual(['failedJobs', 'refreshedAt']);
    const logs = await createSignedInAccount(server, 'home-logs', ['apilog-list', 'sp-admin-login']);
    expect(Object.keys(await homeOf(server, logs.token)).sort()).toEqual(['apiErrors', 'failedSignIns', 'refreshedAt']);
  });

  it('names the jobs whose last run failed and the failed sign-ins, as their lists filter them', async () => {
    const jobs = server.app.backend.tables.of('scheduled-job');
    const purge = await jobs.findOneWhere({ code: 'purge-logs' });
    await jobs.touch(Number(purge?.id), { lastStatus: 'failed', lastRunAt: hoursAgo(1), lastResult: 'disk full' });
    const wrong = await server.call('POST', '/account/web/login', {
      body: { accountName: 'home-own', password: 'not-the-password' },
    });
    expect(wrong.body.code).not.toBe(200);
    const home = await homeOf(server, server.adminToken);
    expect(home.failedJobs?.failed).toBe(1);
    expect(home.failedJobs?.jobs.map((job) => [job.code, job.lastResult])).toEqual([['purge-logs', 'disk full']]);
    expect(await listTotal(server, server.adminToken, '/api/scheduled-jobs?lastStatus=failed')).toBe(1);
    expect(home.failedSignIns?.count).toBe(1);
    expect(home.failedSignIns?.latest.map((attempt) => attempt.accountName)).toEqual(['home-own']);
    const since = home.failedSignIns?.since;
    expect(
      await listTotal(server, server.adminToken, `/api/admin-login-logs?success=false&attemptedAt_gte=${since}`),
    ).toBe(1);
  });

  it('counts the API errors per minute of the last hour', async () => {
    await server.call('GET', '/api/sites/not-a-number', { token: server.adminToken });
    await server.call('GET', '/api/faces?status=teleported', { token: server.adminToken });
    // The log is written in batches, at most a second late.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await refreshHome(server);
    const { apiErrors } = await homeOf(server, server.adminToken);
    expect(apiErrors?.total).toBeGreaterThanOrEqual(3);
    expect(apiErrors?.perMinute.reduce((total, minute) => total + minute.errors, 0)).toBe(apiErrors?.total);
  });
});
