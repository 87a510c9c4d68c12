import type { SessionTokens } from './auth/session-tokens';
import type { CacheStore } from './cache/cache-store';
import type { ResourceServices } from './crud/resource-services';
import type { Database } from './db/database';
import type { FeatureTables, ResourceTables } from './db/resource-tables';
import type { Settings } from './settings/settings';

/** What the running server holds besides its routes; features and tests reach the data through it. */
export interface ConsoleBackend {
  database: Database;
  tables: ResourceTables;
  cache: CacheStore;
  sessions: SessionTokens;
}

/** The backend as a feature holds it: the same object, its tables typed FeatureTables. */
export interface FeatureBackend extends Omit<ConsoleBackend, 'tables'> {
  tables: FeatureTables;
}

declare module 'fastify' {
  interface FastifyInstance {
    backend: ConsoleBackend;
    /** The write path of every resource (server code and tests write rows through it). */
    services: ResourceServices;
    /** The typed settings as this node reads them now. */
    settings: Settings;
  }
}
