import Fastify, { type FastifyInstance } from 'fastify';
import { resources as registryResources } from '../contract/generated/registry';
import type { ResourceDefinition } from '../contract/resource';
import { principalForToken } from './auth/principal';
import { enforceRoutePermissions } from './auth/route-permission';
import { SessionTokens } from './auth/session-tokens';
import type { ConsoleBackend } from './backend';
import type { CacheStore } from './cache/cache-store';
import { deploymentChannel } from './cache/deployment-channel';
import { openCache } from './cache/open-cache';
import type { ServerConfig } from './config';
import { registerResourceRoutes } from './crud/resource-routes';
import { ResourceServices } from './crud/resource-services';
import { FAILURE_RESPONSES } from './crud/route-schemas';
import { type DatabaseTarget, openDatabase } from './db/database';
import { MIGRATIONS_DIR, migrateToLatest } from './db/migrator';
import { ResourceTables } from './db/resource-tables';
import { shareEveryAnswer } from './feature-host/every-answer';
import { FEATURES_DIR, registerFeatures } from './feature-host/load-features';
import { openFileStore } from './files/open-file-store';
import { registerApiDocs } from './http/api-docs';
import { Drain } from './http/drain';
import { registerErrorHandler } from './http/error-handler';
import { answerFrameworkError, MAX_PATH_PARAM_LENGTH } from './http/framework-errors';
import { acceptEmptyJsonBodies } from './http/json-body';
import { compiledOnFirstUse, serializeOnFirstUse } from './http/lazy-schema-compilers';
import { createRequestValidator } from './http/request-validator';
import { addSecurityHeaders } from './http/security-headers';
import { registerApiRequestLog } from './logs/api-request-log';
import { DeviceCalls } from './logs/device-calls';
import { DeviceTraffic, NO_DEVICE_TRAFFIC } from './logs/device-traffic';
import { LoggedDeviceSites } from './logs/logged-device-sites';
import { PhotoCheckPool } from './photo-checks/check-pool';
import { checkThreadCount } from './photo-checks/check-settings';
import { PhotoReadLog } from './photo-reads';
import { SecretBox } from './secrets/secret-box';
import { loadSecretKey } from './secrets/secret-key';
import { seedDatabase } from './seed/seed';
import { openSettings, SETTINGS_RELOAD_SECONDS } from './settings/open-settings';
import { registerWebApp } from './web';

export type { ConsoleBackend } from './backend';

export interface AppOptions {
  /** The resources to serve; the generated registry by default. */
  resources?: ResourceDefinition[];
  /** Where the database is, when not where the configuration says (tests use a schema of their own). */
  database?: DatabaseTarget;
  migrationsDir?: string;
  /** Where the feature folders are, when not `server/features/`. */
  featuresDir?: string;
  /** Where the one-time messages of the first start go (the generated admin password). */
  announce?: (text: string) => void;
  /** The cache store, when not the one the configuration names (a test hands an in-process one with a clock of its own). */
  cache?: CacheStore;
  /** How often the settings are read again for writes made on other nodes, in seconds. */
  settingsReloadSeconds?: number;
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
    cache = options.cache ?? (await openCache(config.redisUrl));
    const tables = new ResourceTables(database, resources);
    await seedDatabase(tables, {
      adminPassword: config.adminPassword,
      superAdminSecondFactor: config.signIn.requireSecondFactorForSuperAdmin,
      announce: options.announce ?? ((text) => process.stdout.write(`${text}\n`)),
    });
    // An in-process cache is private to this node: on PostgreSQL other nodes may end a
    // session this one would still find cached, so there it caches nothing.
    const sessionCache = cache.kind === 'redis' || database.dialect === 'sqlite' ? cache : undefined;
    const sessions = new SessionTokens(tables.of('admin-session'), sessionCache);
    const backend: ConsoleBackend = { database, tables, cache, sessions };
    return await createServer(config, resources, backend, options);
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
  options: AppOptions,
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: MAX_PATH_PARAM_LENGTH },
    frameworkErrors: answerFrameworkError,
  });
  app.decorate('backend', backend);
  app.decorate('drain', new Drain());
  const secretKey = loadSecretKey(config.secretKey, config.dataDir);
  const services = new ResourceServices(backend.tables, new SecretBox(secretKey));
  app.decorate('services', services);
  const reloadSeconds = options.settingsReloadSeconds ?? SETTINGS_RELOAD_SECONDS;
  const told = { notices: backend.cache.notices, secretKey };
  const opened = await openSettings(config, backend.tables, services, told, reloadSeconds, (error) =>
    app.log.warn({ err: error }, 'settings not read again'),
  );
  const settings = opened.settings;
  app.decorate('settings', settings);
  const deviceTraffic = backend.tables.has('device-traffic')
    ? new DeviceTraffic(backend.tables, (error, rows) =>
        app.log.error({ err: error, rows }, 'the device traffic could not be written'),
      )
    : undefined;
  app.decorate('deviceTraffic', deviceTraffic);
  const deviceCalls = new DeviceCalls(deviceTraffic, new LoggedDeviceSites(settings));
  const apiLog = backend.tables.has('api-log') ? registerApiRequestLog(app, backend.tables, deviceCalls) : undefined;
  app.decorate('apiLog', apiLog);
  shareEveryAnswer(app);
  const photoReads = new PhotoReadLog(backend.tables, backend.cache, deploymentChannel(secretKey, 'photo-reads'));
  app.addHook('onClose', async () => {
    await apiLog?.flush();
    await photoReads.flush();
    await deviceTraffic?.close();
    await backend.cache.close();
    await backend.database.close();
  });

  // One validator for every route: bodies as sent, path, query and headers read from text (request-validator.ts).
  // Validators and serializers are compiled on a route's first use, not at start.
  const compile = compiledOnFirstUse(createRequestValidator());
  app.setValidatorCompiler(compile);
  serializeOnFirstUse(app, FAILURE_RESPONSES['4xx']);
  registerErrorHandler(app);
  addSecurityHeaders(app);
  acceptEmptyJsonBodies(app);
  enforceRoutePermissions(app, {
    principalForToken: (token) => principalForToken(backend.tables, backend.sessions, token),
  });

  await registerApiDocs(app);
  app.addHook('onClose', async () => opened.close());
  for (const resource of services.served) registerResourceRoutes(app, services.of(resource.name), compile);
  const maskInApiLog = (names: readonly string[], under?: string) => apiLog?.maskFields(names, under);
  const files = await openFileStore(config.uploads);
  app.addHook('onClose', async () => files.close());
  const store = await files.check();
  if (!store.ok) {
    app.log.error(
      `The file store cannot serve: ${store.problem} (${store.detail}). Calls that need a file answer 503 until it can; /readyz says so.`,
    );
  }
  // Threads start on the first photo checked, so a server that checks none loads no model.
  const photoChecks = new PhotoCheckPool(checkThreadCount());
  app.addHook('onClose', () => photoChecks.close());
  const context = {
    config,
    backend,
    resources,
    services,
    settings,
    files,
    photoChecks,
    photoReads,
    compile,
    maskInApiLog,
    deviceTraffic: deviceTraffic ?? NO_DEVICE_TRAFFIC,
  };
  await registerFeatures(app, context, options.featuresDir ?? FEATURES_DIR);
  await registerWebApp(app, config.webRoot);
  return app;
}
