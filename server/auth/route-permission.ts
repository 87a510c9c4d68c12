import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { Code } from '../../contract/errors';
import { ApiError } from '../http/api-error';
import type { Principal } from './principal';

/**
 * What a route needs: a permission code (a route name of the spec), any one of
 * several codes (a route that serves several screens, such as image uploads), any
 * signed-in account, or nothing. Every route must say which; the server refuses to
 * start otherwise.
 */
export type RoutePermission = string | readonly string[] | PermissionOfRequest;
/** For routes that serve entities published at run time: the code is the entity's, known per request. */
export type PermissionOfRequest = (request: FastifyRequest) => string | readonly string[];
export const PUBLIC = 'public';
export const SIGNED_IN = 'signed-in';
/**
 * Any signed-in account, even one whose roles require a second factor it has not set up
 * yet: the few routes such an account may use (who am I, sign out, set the factor up).
 * Every other route answers it 6203 until the factor is set up.
 */
export const SETTING_UP = 'signed-in-setting-up';

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: RoutePermission;
  }
  interface FastifyRequest {
    principal?: Principal;
  }
  interface FastifyInstance {
    /** Every route with the permission it declares: the table the permission matrix is checked against. */
    declaredRoutes(): DeclaredRoute[];
  }
}

export interface DeclaredRoute {
  method: string;
  url: string;
  permission: RoutePermission | undefined;
}

export interface PermissionCheckOptions {
  /** The principal a request's token opens, or undefined for an unknown, expired or revoked token. */
  principalForToken(token: string): Promise<Principal | undefined>;
}

/**
 * One hook enforces every route's permission: no token or a dead one is 401, a
 * missing code is 403. The routes of this instance are checked for a declaration
 * when the server gets ready, so a route without one stops the start.
 */
export function enforceRoutePermissions(app: FastifyInstance, options: PermissionCheckOptions): void {
  const routes: RouteOptions[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(route);
  });
  app.decorate('declaredRoutes', () =>
    routes.flatMap((route) =>
      [route.method].flat().map((method) => ({ method, url: route.url, permission: route.config?.permission })),
    ),
  );
  app.addHook('onReady', async () => {
    const undeclared = routes.filter((route) => !route.config?.permission);
    if (undeclared.length > 0) {
      const list = undeclared.map((route) => `${String(route.method)} ${route.url}`).join(', ');
      throw new Error(
        `Every route must declare config.permission (a permission code, "signed-in" or "public"): ${list}`,
      );
    }
  });

  app.addHook('onRequest', async (request) => {
    // Paths nothing serves have no declaration; they answer 404 whoever asks.
    if (request.is404) return;
    const declared = request.routeOptions.config.permission;
    const permission = typeof declared === 'function' ? declared(request) : declared;
    if (permission === PUBLIC) return;
    const token = tokenOf(request);
    const principal = token ? await options.principalForToken(token) : undefined;
    if (!principal) throw new ApiError(Code.UNAUTHORIZED);
    request.principal = principal;
    if (permission === SETTING_UP) return;
    if (principal.secondFactorDue) throw new ApiError(Code.SECOND_FACTOR_SETUP_REQUIRED);
    if (permission !== SIGNED_IN && !holdsAnyOf(principal, permission)) throw new ApiError(Code.FORBIDDEN);
  });
}

function holdsAnyOf(principal: Principal, permission: string | readonly string[] | undefined): boolean {
  return [permission ?? []].flat().some((code) => principal.holds(code));
}

/** Lets a plugin declare every route it registers public (third-party plugins such as the API docs). */
export function declareRoutesPublic(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (!route.config?.permission) route.config = { ...route.config, permission: PUBLIC };
  });
}

/** The token of a request: the `token` header (spec) or `Authorization: Bearer`. */
export function tokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.token;
  const token = Array.isArray(header) ? header[0] : header;
  if (token?.trim()) return token.trim();
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/** The principal of a route that is not public; the permission hook has set it. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new ApiError(Code.UNAUTHORIZED);
  return request.principal;
}
