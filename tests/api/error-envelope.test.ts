import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { startTestServer, type TestServer } from '../support/test-server';

// How failures are answered does not depend on the engine; SQLite is enough here.
describe('failures are answered with the envelope', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ kind: 'sqlite' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('answers an unexpected error with 500 "System Exception", telling nothing of its cause, and keeps serving', async () => {
    const app = await buildApp(server.config, { announce: () => {} });
    app.get('/api/breaks', { config: { permission: 'public' } }, async () => {
      throw new Error('connection string postgres://user:secret@db');
    });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/breaks' });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ code: 500, msg: 'System Exception', data: null });
      expect(response.body).not.toContain('secret');
      const after = await app.inject({ method: 'GET', url: '/api/sites' });
      expect(after.statusCode).toBe(401);
    } finally {
      await app.close();
    }
  });

  it('gives every refusal a JSON envelope with a matching HTTP status', async () => {
    const cases = [
      { url: '/api/sites', token: undefined, status: 401 },
      { url: '/api/sites?pageSize=abc', token: server.adminToken, status: 400 },
      { url: '/api/sites/12345', token: server.adminToken, status: 404 },
      { url: '/api/unknown', token: server.adminToken, status: 404 },
    ];
    for (const { url, token, status } of cases) {
      const answer = await server.call('GET', url, { token });
      expect(answer.status, url).toBe(status);
      expect(answer.body.code, url).toBe(status);
      expect(typeof answer.body.msg, url).toBe('string');
      // A refused query names its field and rule, so that a client words it in its own language.
      expect(answer.body.data, url).toEqual(status === 400 ? { field: 'pageSize', rule: 'type' } : null);
    }
  });
});
