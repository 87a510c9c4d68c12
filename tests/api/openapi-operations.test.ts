import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { PUBLIC } from '../../server/auth/route-permission';
import { registerApiDocs } from '../../server/http/api-docs';
import { operationIdOf } from '../../server/http/operation-ids';
import { startTestServer } from '../support/test-server';

describe('operation names', () => {
  it.each([
    ['GET', '/api/sites', 'listSites'],
    ['GET', '/api/sites/:id', 'getSite'],
    ['POST', '/api/sites', 'createSite'],
    ['PUT', '/api/sites/:id', 'updateSite'],
    ['DELETE', '/api/sites/:id', 'deleteSite'],
    ['POST', '/api/sites/delete', 'deleteSites'],
    ['POST', '/api/sites/:id/bind', 'bindSite'],
    ['POST', '/api/sites/unbind-all', 'unbindAllSites'],
    ['GET', '/api/sites/:id/summary', 'getSiteSummary'],
    ['GET', '/api/scheduled-jobs/:id/runs', 'getScheduledJobRuns'],
    ['GET', '/api/api-logs/stats', 'getApiLogStats'],
    ['GET', '/api/registry', 'getRegistry'],
    ['PUT', '/api/roles/:id/permissions', 'updateRolePermissions'],
    ['POST', '/api/third-clouds/:id/test', 'testThirdCloud'],
    ['GET', '/api/auto-detect-tactics', 'listAutoDetectTactics'],
    ['POST', '/api/auto-detect-tactics', 'createAutoDetectTactic'],
    ['GET', '/api/categories/:id', 'getCategory'],
    ['GET', '/device/v1/faces/:id/photo', 'getDeviceFacePhoto'],
  ])('%s %s is %s', (method, url, operationId) => {
    expect(operationIdOf(method, url)).toBe(operationId);
  });

  it('stops the start when two documented routes get one name, naming both', async () => {
    const app = Fastify({ logger: false });
    await registerApiDocs(app);
    const config = { permission: PUBLIC };
    app.get('/api/app-configs/:id', { config }, async () => ({}));
    // Both read as getAppConfig: the second must name itself.
    const start = (async () => {
      app.get('/app/config', { config }, async () => ({}));
      await app.ready();
    })();
    await expect(start).rejects.toThrow(
      'Two operations are named getAppConfig: GET /api/app-configs/:id and GET /app/config',
    );
    await app.close();
  });

  it('keeps the name and security a route gives itself', async () => {
    const app = Fastify({ logger: false });
    await registerApiDocs(app);
    const config = { permission: PUBLIC };
    app.get('/api/app-configs/:id', { config }, async () => ({}));
    app.get(
      '/app/config',
      { config, schema: { operationId: 'getMobileAppConfig', security: [{ token: [] }] } },
      () => ({}),
    );
    await app.ready();
    const document = app.swagger() as unknown as {
      paths: Record<string, Record<string, { operationId: string; security: unknown }>>;
    };
    expect(document.paths['/app/config'].get).toMatchObject({
      operationId: 'getMobileAppConfig',
      security: [{ token: [] }],
    });
    expect(document.paths['/api/app-configs/{id}'].get).toMatchObject({ operationId: 'getAppConfig', security: [] });
    await app.close();
  });
});

// The probes document a 4XX: like every route, they refuse a query parameter they do not take.
describe('health probes and parameters', () => {
  it('answer 400 naming the parameter they do not take', async () => {
    const server = await startTestServer({ kind: 'sqlite' });
    try {
      for (const url of ['/healthz?verbose=1', '/readyz?verbose=1']) {
        const answer = await server.call('GET', url);
        expect(answer.status, url).toBe(400);
        expect(answer.body.code, url).toBe(400);
        expect(answer.body.msg, url).toMatch(/additional properties/);
      }
      expect((await server.call('GET', '/healthz')).body).toEqual({ code: 200, msg: 'ok', data: { status: 'alive' } });
    } finally {
      await server.close();
    }
  });
});
