import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { createSignedInAccount } from '../support/accounts';
import { startTestServer, type TestServer } from '../support/test-server';

interface OpenApiDocument {
  paths: Record<string, Record<string, { security?: unknown[] }>>;
}

const PUBLIC_ROUTES = [
  'POST /account/web/login',
  // The sign-in's second step and the sign-in by passkey alone: before there is a session.
  'POST /account/web/login/second-factor',
  'POST /account/web/login/passkey/options',
  'POST /account/web/login/passkey',
  'GET /account/web/captcha',
  'POST /account/web/register',
  'POST /account/web/sms/send',
  'POST /account/web/email/send',
  'POST /account/web/password/reset-by-phone',
  'POST /account/web/password/reset-by-email',
  'GET /app/config',
  // A published entity's validators: rules, no data, imported by the browser without a token.
  'GET /api/registry/validators/{file}',
  // Probes of load balancers (the health feature).
  'GET /healthz',
  'GET /readyz',
];

/** Routes for any signed-in account, whatever codes it holds. */
// Home answers every signed-in account, each of its tiles only for the holders of the tile's code.
const SIGNED_IN_ROUTES = ['get /api/registry', 'get /api/home'];

// Permission declarations do not depend on the engine; SQLite is enough here.
describe('every route declares its permission', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ kind: 'sqlite' });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('refuses to start when a route declares no permission', async () => {
    const app = await buildApp(server.config, { announce: () => {} });
    app.get('/api/undeclared', async () => ({ code: 200, msg: 'ok', data: null }));
    await expect(app.ready()).rejects.toThrow(/GET \/api\/undeclared/);
    await app.close();
  });

  it('answers 401 to an anonymous call on every documented route but sign-in', async () => {
    const docs = await server.app.inject({ method: 'GET', url: '/docs/json' });
    const document = docs.json() as OpenApiDocument;
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
    );
    expect(operations.length).toBeGreaterThan(40);
    for (const { method, path } of operations) {
      const url = path.replace('{id}', '1');
      const answer = await server.call(method, url);
      const route = `${method} ${path}`;
      if (PUBLIC_ROUTES.includes(route)) expect(answer.status, route).not.toBe(401);
      else expect(answer.body.code, route).toBe(401);
    }
  });

  it('asks each resource’s own code on each of its routes', async () => {
    const docs = (await server.app.inject({ method: 'GET', url: '/docs/json' })).json() as OpenApiDocument;
    const { token } = await createSignedInAccount(server, 'nobody-special', ['home']);
    for (const [path, methods] of Object.entries(docs.paths)) {
      if (!path.startsWith('/api/')) continue;
      for (const method of Object.keys(methods)) {
        if (PUBLIC_ROUTES.includes(`${method.toUpperCase()} ${path}`)) continue;
        const answer = await server.call(method.toUpperCase(), path.replace('{id}', '1'), { token, body: {} });
        const expected = SIGNED_IN_ROUTES.includes(`${method} ${path}`) ? 200 : 403;
        expect(answer.body.code, `${method} ${path}`).toBe(expected);
      }
    }
  });
});
