import fs from 'node:fs';
import path from 'node:path';
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
    expect(answer.body.data).toEqual({
      database: 'ok',
      redis: 'not configured',
      fileStore: 'ok',
      fileStoreKind: 'local',
    });
  });
});

describe.each(databases)('readiness with the database gone ($kind)', (database) => {
  it('/readyz answers 503 naming the database, /healthz still 200', async () => {
    const server = await startTestServer(database);
    try {
      await server.app.backend.database.close();
      const answer = await server.call('GET', '/readyz');
      expect(answer.status).toBe(503);
      expect(answer.body).toMatchObject({ code: 503, msg: 'not ready' });
      expect(answer.body.data).toEqual({
        database: 'failed',
        redis: 'not configured',
        fileStore: 'ok',
        fileStoreKind: 'local',
      });
      expect((await server.call('GET', '/healthz')).status).toBe(200);
    } finally {
      await server.close().catch(() => undefined);
    }
  });
});

describe('readiness with the upload folder unwritable', () => {
  it('/readyz answers 503 naming the file store and its problem', async () => {
    const server = await startTestServer(databases[0]);
    const scratch = path.join(server.config.uploads.dir, '.incoming');
    try {
      // A file where the folder should be: nothing can be written into it, even by root.
      fs.rmSync(scratch, { recursive: true });
      fs.writeFileSync(scratch, '');
      const answer = await server.call('GET', '/readyz');
      expect(answer.status).toBe(503);
      expect(answer.body.data).toEqual({
        database: 'ok',
        redis: 'not configured',
        fileStore: 'failed',
        fileStoreKind: 'local',
        fileStoreProblem: 'the upload folder cannot be written',
      });
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
    expect(answer.body.data).toEqual({ database: 'ok', redis: 'ok', fileStore: 'ok', fileStoreKind: 'local' });
  });

  it('/readyz answers 503 naming Redis when it stops answering', async () => {
    await server.app.backend.cache.close();
    const answer = await server.call('GET', '/readyz');
    expect(answer.status).toBe(503);
    expect(answer.body.data).toEqual({ database: 'ok', redis: 'failed', fileStore: 'ok', fileStoreKind: 'local' });
  });
});
