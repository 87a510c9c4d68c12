import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databases } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';

const redisUrl = process.env.TEST_REDIS_URL?.trim();

describe.each(databases)('health probes ($kind)', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(async () => server?.close());

  it('/healthz answers alive to anyone', async () => {
    const answer = await server.call('GET', '/healthz');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ code: 200, msg: 'ok', data: { status: 'alive' } });
  });

  it('/readyz finds the database answering, Redis not configured', async () => {
    const answer = await server.call('GET', '/readyz');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ database: 'ok', redis: 'not configured' });
  });
});

describe.each(databases)('readiness with the database gone ($kind)', (database) => {
  it('/readyz answers 503 naming the database, /healthz still 200', async () => {
    const server = await startTestServer(database);
    try {
      await server.app.backend.database.close();
      const answer = await server.call('GET', '/readyz');
      expect(answer.status).toBe(503);
      expect(answer.body.data).toEqual({ database: 'failed', redis: 'not configured' });
      expect((await server.call('GET', '/healthz')).status).toBe(200);
    } finally {
      await server.close().catch(() => undefined);
    }
  });
});

describe.runIf(redisUrl)('readiness with Redis configured', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(databases[0], { REDIS_URL: redisUrl ?? '' });
  });
  afterAll(async () => server?.close());

  it('/readyz checks Redis too', async () => {
    const answer = await server.call('GET', '/readyz');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({ database: 'ok', redis: 'ok' });
  });

  it('/readyz answers 503 naming Redis when it stops answering', async () => {
    await server.app.backend.cache.close();
    const answer = await server.call('GET', '/readyz');
    expect(answer.status).toBe(503);
    expect(answer.body.data).toEqual({ database: 'ok', redis: 'failed' });
  });
});
