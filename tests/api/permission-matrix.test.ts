import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { knownPermissionCodes } from '../../server/auth/permission-codes';
import { type DeclaredRoute, PUBLIC, SETTING_UP, SIGNED_IN } from '../../server/auth/route-permission';
import { startTestServer, type TestServer } from '../support/test-server';

type FixedRoute = DeclaredRoute & { permission: Exclude<DeclaredRoute['permission'], (...args: never[]) => unknown> };

/** Paths of the API; the rest (documentation, the browser app) is public by nature. */
const API_PREFIXES = ['/api/', '/account/', '/upload/', '/device/', '/app/'];
/** A row id no test creates: a route that reaches its handler answers 404 for it, never 401/403. */
const ABSENT_ID = '999999';

function concreteUrl(url: string): string {
  return url.replace(/:id\b/g, ABSENT_ID).replace(/:[A-Za-z]+/g, 'x');
}

// Permission checks do not depend on the engine; SQLite is enough here.
describe('permission matrix, generated from the route table', () => {
  let server: TestServer;
  let routes: FixedRoute[];
  let known: string[];
  let roleCount = 0;

  /** A session of a new account whose one role holds exactly `codes` (no sign-in, so no sign-in throttling). */
  const sessionHolding = async (codes: string[]): Promise<string> => {
    const { tables, sessions } = server.app.backend;
    roleCount += 1;
    const role = await tables.of('role').insert({ name: `matrix-role-${roleCount}`, permissionCodes: codes });
    const admin = await tables.of('admin').insert({
      accountName: `matrix-${roleCount}`,
      name: 'Matrix',
      surname: 'Test',
      countryCode: '+86',
      enabled: true,
      roleIds: [Number(role.id)],
    });
    return (await sessions.issue(Number(admin.id), false)).token;
  };
  const call = (route: DeclaredRoute, token?: string) =>
    server.call(route.method, concreteUrl(route.url), {
      token,
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { body: {} }),
    });

  beforeAll(async () => {
    server = await startTestServer({ kind: 'sqlite' });
    known = knownPermissionCodes(server.app.backend.tables.resources);
    // Routes of entities published at run time take the entity's own code per request
    // (tests/api/form-schemas-publish.test.ts); every other route declares a fixed one.
    routes = server.app
      .declaredRoutes()
      .filter((route) => route.method !== 'HEAD' && API_PREFIXES.some((prefix) => route.url.startsWith(prefix)))
      .filter((route): route is FixedRoute => typeof route.permission !== 'function');
  });
  afterAll(async () => {
    await server?.close();
  });

  it('finds the API routes, each declaring public, signed-in or a code the console knows', () => {
    expect(routes.length).toBeGreaterThan(40);
    for (const route of routes) {
      // A list means any one of its codes; each must be known.
      const declared = [route.permission ?? ''].flat();
      expect(declared.length, `${route.method} ${route.url}`).toBeGreaterThan(0);
      for (const code of declared)
        expect([PUBLIC, SIGNED_IN, SETTING_UP, ...known], `${route.method} ${route.url}`).toContain(code);
    }
  });

  it('answers 401 to an anonymous caller on every route but the public ones', async () => {
    for (const route of routes) {
      const answer = await call(route);
      const name = `${route.method} ${route.url}`;
      // Device routes are public to the admins' guard and check a gateway's credential themselves.
      if (route.permission === PUBLIC && !route.url.startsWith('/device/'))
        expect(answer.body.code, name).not.toBe(401);
      else expect(answer.body.code, name).toBe(401);
    }
  });

  it('answers 403 to a caller holding every code but the route’s own', async () => {
    const tokens = new Map<string, string>();
    for (const route of routes) {
      if (route.permission === undefined || route.permission === PUBLIC || isAnyAccount(route.permission)) continue;
      const codes = [route.permission].flat();
      const key = codes.join(',');
      const token = tokens.get(key) ?? (await sessionHolding(known.filter((other) => !codes.includes(other))));
      tokens.set(key, token);
      const answer = await call(route, token);
      expect(answer.body.code, `${route.method} ${route.url}`).toBe(403);
    }
  });

  it('lets a caller holding only the route’s code (any one of its codes) through (neither 401 nor 403)', async () => {
    for (const route of routes) {
      if (route.permission === undefined || route.permission === PUBLIC) continue;
      const holdings = isAnyAccount(route.permission) ? [[]] : [route.permission].flat().map((code) => [code]);
      for (const codes of holdings) {
        // A fresh session each time: some routes (logout, password changes) end the caller's session.
        const token = await sessionHolding(codes);
        const answer = await call(route, token);
        const name = `${route.method} ${route.url} holding ${codes.join(',') || 'no code'}`;
        expect(answer.status, name).not.toBe(401);
        expect(answer.status, name).not.toBe(403);
        expect([401, 403], name).not.toContain(answer.body.code);
      }
    }
  });
});

/** Routes any signed-in account may call, whatever codes it holds (those of a second factor's setup too). */
function isAnyAccount(permission: DeclaredRoute['permission']): boolean {
  return permission === SIGNED_IN || permission === SETTING_UP;
}
