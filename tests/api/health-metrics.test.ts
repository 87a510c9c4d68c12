import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FaceCounts } from '../../server/features/health/face-counts';
import { LATENCY_BUCKETS } from '../../server/features/health/request-metrics';
import { createSignedInAccount } from '../support/accounts';
import { databases } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';

const METRICS_TOKEN = 'scraper-token-0123456789';

/** The value of the sample `name{labels}` in a text exposition, or undefined when absent. */
function sample(text: string, name: string, labels = ''): number | undefined {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${name}${labels} `));
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe.each(databases)('GET /metrics ($kind)', (database) => {
  let server: TestServer;
  let watcher: string;
  let other: string;
  let face: (status: string) => Record<string, unknown>;
  const scrape = async (authorization: string) => {
    const answer = await server.app.inject({ method: 'GET', url: '/metrics', headers: { authorization } });
    return { status: answer.statusCode, type: answer.headers['content-type'], text: answer.body };
  };

  beforeAll(async () => {
    server = await startTestServer(database, { METRICS_TOKEN });
    watcher = (await createSignedInAccount(server, 'watcher', ['metrics'])).token ?? '';
    other = (await createSignedInAccount(server, 'other', ['sp-site'])).token ?? '';
    // Before the first scrape: the face counts are then cached for 10 s.
    const { tables } = server.app.backend;
    const body = { name: 'Metrics site' };
    const site = (await server.call<{ id: number }>('POST', '/api/sites', { token: server.adminToken, body })).body
      .data;
    const resident = await tables.of('resident').insert({ firstName: 'Mo', lastName: 'Tric', siteId: site.id });
    face = (status: string) => ({ siteId: site.id, residentId: Number(resident.id), faceUrl: '/f.jpg', status });
    await tables.of('face').insertMany([face('manual_failed'), face('manual_failed'), face('register_success')]);
  });
  afterAll(async () => server?.close());

  it('answers METRICS_TOKEN and accounts holding metrics; refuses the rest', async () => {
    const byToken = await scrape(`Bearer ${METRICS_TOKEN}`);
    expect(byToken.status).toBe(200);
    expect(byToken.type).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect((await scrape(`Bearer ${watcher}`)).status).toBe(200);
    expect((await scrape(`Bearer ${other}`)).status).toBe(403);
    expect((await scrape('Bearer not-the-token-0123456789')).status).toBe(401);
    expect((await server.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
  });

  it('counts answers by route pattern and status, with a cumulative latency histogram', async () => {
    for (let i = 0; i < 3; i++) await server.call('GET', '/healthz');
    await server.call('GET', '/api/sites/987654', { token: server.adminToken });
    await server.call('GET', '/no/such/path/here');
    const { text } = await scrape(`Bearer ${METRICS_TOKEN}`);

    const healthz = '{method="GET",route="/healthz",status="200"}';
    expect(sample(text, 'console_http_requests_total', healthz)).toBe(3);
    expect(sample(text, 'console_http_request_duration_seconds_count', healthz)).toBe(3);
    const buckets = [...LATENCY_BUCKETS.map(String), '+Inf'].map((le) =>
      sample(
        text,
        'console_http_request_duration_seconds_bucket',
        `{method="GET",route="/healthz",status="200",le="${le}"}`,
      ),
    );
    expect(buckets.at(-1)).toBe(3);
    expect(buckets.every((count, index) => index === 0 || (count ?? 0) >= (buckets[index - 1] ?? 0))).toBe(true);
    expect(sample(text, 'console_http_request_duration_seconds_sum', healthz)).toBeGreaterThan(0);

    expect(sample(text, 'console_http_requests_total', '{method="GET",route="/api/sites/:id",status="404"}')).toBe(1);
    expect(sample(text, 'console_http_requests_total', '{method="GET",route="unmatched",status="404"}')).toBe(1);
    expect(text).not.toContain('/no/such/path/here');
    expect(text).toContain('# TYPE console_http_request_duration_seconds histogram');
  });

  it('shows the database pool and the API log queue', async () => {
    await server.app.apiLog?.flush();
    await server.call('GET', '/api/sites', { token: server.adminToken });
    const queued = await scrape(`Bearer ${METRICS_TOKEN}`);
    expect(sample(queued.text, 'console_api_log_queue_depth')).toBeGreaterThanOrEqual(1);
    await server.app.apiLog?.flush();
    expect(sample((await scrape(`Bearer ${METRICS_TOKEN}`)).text, 'console_api_log_queue_depth')).toBe(0);

    const dialect = `{dialect="${database.kind}"}`;
    expect(sample(queued.text, 'console_db_pool_max', dialect)).toBe(database.kind === 'postgres' ? 10 : 1);
    const total = sample(queued.text, 'console_db_pool_connections', `{dialect="${database.kind}",state="total"}`);
    expect(total).toBeGreaterThanOrEqual(1);
    expect(sample(queued.text, 'console_db_pool_waiting', dialect)).toBe(0);
  });

  it('counts faces by status, counting again only once the cached counts are 10 s old', async () => {
    const { text } = await scrape(`Bearer ${METRICS_TOKEN}`);
    expect(sample(text, 'console_faces', '{status="manual_failed"}')).toBe(2);
    expect(sample(text, 'console_faces', '{status="register_success"}')).toBe(1);

    const { tables } = server.app.backend;
    let now = 0;
    const counts = new FaceCounts(tables, () => now);
    expect((await counts.byStatus()).get('manual_failed')).toBe(2);
    await tables.of('face').insertMany([face('manual_failed')]);
    now = 9_999;
    expect((await counts.byStatus()).get('manual_failed')).toBe(2);
    now = 10_000;
    expect((await counts.byStatus()).get('manual_failed')).toBe(3);
  });
});
