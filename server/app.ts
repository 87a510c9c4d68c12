import Fastify, { type FastifyInstance } from 'fastify';
import { resources as registryResources } from '../contract/generated/registry';
import type { ResourceDefinition } from '../contract/resource';
import { registerAdminRoutes } from './admins/admin-routes';
import { registerAccountFlowRoutes } from './auth/account-flow-routes';
import { registerAccountRoutes } from './auth/account-routes';
import { SignInCaptcha } from './auth/captcha';
import { loadPrincipal } from './auth/principal';
import { RequestLimits } from './auth/request-limits';
import { enforceRoutePermissions } from './auth/route-permission';
import { SessionTokens } from './auth/session-tokens';
import { VerificationCodes } from './auth/verification-codes';
import type { CacheStore } from './cache/cache-store';
import { openCache } from './cache/open-cache';
import type { ServerConfig } from './config';
import { registerResourceRoutes } from './crud/resource-routes';
import { ResourceService } from './crud/resource-service';
import { RowVisibility } from './crud/row-visibility';
import { type Database, type DatabaseTarget, openDatabase } from './db/database';
import { MIGRATIONS_DIR, migrateToLatest } from './db/migrator';
import { ResourceTables } from './db/resource-tables';
import { registerApiDocs } from './http/api-docs';
import { registerErrorHandler } from './http/error-handler';
import { acceptEmptyJsonBodies } from './http/json-body';
import { createRequestValidator } from './http/request-validator';
import { addSecurityHeaders } from './http/security-headers';
import { registerApiRequestLog } from './logs/api-request-log';
import { openMailTransport } from './messaging/mail-transport';
import { openSmsGateway } from './messaging/open-sms-gateway';
import { registerRoleRoutes } from './roles/role-routes';
import { SecretBox } from './secrets/secret-box';
import { loadSecretKey } from './secrets/secret-key';
import { seedDatabase } from './seed/seed';
import { registerWebApp } from './web';

/** What the running server holds besides its routes; tests reach the data through it. */
export interface ConsoleBackend {
  database: Database;
  tables: ResourceTables;
  cache: CacheStore;
  sessions: SessionTokens;
}

declare module 'fastify' {
  interface FastifyInstance {
    backend: ConsoleBackend;
  }
}

export interface AppOptions {
  /** The resources to serve; the generated registry by default. */
  resources?: ResourceDefinition[];
  /** Where the database is, when not where the configuration says (tests use a schema of their own). */
  database?: DatabaseTarget;
  migrationsDir?: string;
  /** Where the one-time messages of the first start go (the generated admin password). */
  announce?: (text: string) => void;
}

/** A request body larger than this is refused with 400 before it is read in full. */
const BODY_LIMIT_BYTES = 1024 * 1024;

/**
 * The whole server, ready to listen or to answer `app.inject`: database migrated
 * and seeded, cache open, every route registered and documented.
 */
export async function buildApp(config: ServerConfig, options: AppOptions = {}): Promise<FastifyInstance> {
  const resources = options.resources ?? registryResources;
  const database = await openDatabase(options.database ?? config.database);
  let cache: CacheStore | undefined;
  try {
    await migrateToLatest(database, options.migrationsDir ?? MIGRATIONS_DIR);
    cache = await openCache(config.redisUrl);
    const tables = new ResourceTables(database, resources);
    await seedDatabase(tables, {
      adminPassword: config.adminPassword,
      announce: options.announce ?? ((text) => process.stdout.write(`${text}\n`)),
    });
    // An in-process cache is private to this node: on PostgreSQL other nodes may end a
    // session this one would still find cached, so there it caches nothing.
    const sessionCache = cache.kind === 'redis' || database.dialect === 'sqlite' ? cache : undefined;
    const sessions = new SessionTokens(tables.of('admin-session'), sessionCache);
    const backend: ConsoleBackend = { database, tables, cache, sessions };
    return await createServer(config, resources, backend);
  } catch (error) {
    await cache?.close();
    await database.close();
    throw error;
  }
}

async function createServer(
  config: ServerConfig,
  resources: ResourceDefinition[],
  backend: ConsoleBackend,
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
  });
  app.decorate('backend', backend);
  const apiLog = backend.tables.has('api-log') ? registerApiRequestLog(app, backend.tables.of('api-log')) : undefined;
  app.addHook('onClose', async () => {
    await apiLog?.flush();
    await backend.cache.close();
    await backend.database.close();
  });

  const compile = createRequestValidator();
  app.setValidatorCompiler(compile);
  registerErrorHandler(app);
  addSecurityHeaders(app);
  acceptEmptyJsonBodies(app);
  enforceRoutePermissions(app, {
    principalForToken: async (token) => {
      const session = await backend.sessions.resolve(token);
      return session ? loadPrincipal(backend.tables, session.adminId) : undefined;
    },
  });

  await registerApiDocs(app);
  const captcha = new SignInCaptcha(backend.cache);
  const limits = new RequestLimits(backend.cache, config.requestLimits);
  registerAccountRoutes(app, {
    tables: backend.tables,
    sessions: backend.sessions,
    resources,
    compile,
    captcha,
    limits,
  });
  const flows = {
    tables: backend.tables,
    sessions: backend.sessions,
    codes: new VerificationCodes(backend.cache),
    sms: openSmsGateway(config),
    mail: openMailTransport(config),
  };
  registerAccountFlowRoutes(app, { flows, captcha, limits, compile });
  const visibility = new RowVisibility(backend.tables);
  const secrets = new SecretBox(loadSecretKey(config.secretKey, config.dataDir));
  for (const resource of resources) {
    if (resource.internal) continue;
    const service = new ResourceService(resource, backend.tables, visibility, secrets);
    registerResourceRoutes(app, service, compile);
    if (resource.name === 'admin') registerAdminRoutes(app, { ...backend, admins: service, compile });
    if (resource.name === 'role') registerRoleRoutes(app, backend.tables, resource, resources);
  }
  await registerWebApp(app, config.webRoot);
  return app;
}
