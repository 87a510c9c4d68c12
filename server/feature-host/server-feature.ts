import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import type { ResourceDefinition } from '../../contract/resource';
import type { FeatureBackend } from '../backend';
import type { ServerConfig } from '../config';
import type { ResourceServices } from '../crud/resource-services';
import type { FileStore } from '../files/file-store';
import type { DeviceTrafficCounter } from '../logs/device-traffic';
import type { PhotoCheckPool } from '../photo-checks/check-pool';
import type { PhotoReadLog } from '../photo-reads';
import type { Settings } from '../settings/settings';

/** What the core hands every feature when it registers. */
export interface FeatureContext {
  config: ServerConfig;
  /**
   * The database, cache and sessions. Its `tables` (and `services.tables`, the same) write
   * only internal resources (no API: job runs, settings history, drafts); a public
   * resource's store there only reads, and its rows are written through `services`.
   */
  backend: FeatureBackend;
  resources: readonly ResourceDefinition[];
  /** The one write path of every resource; features add their rules as hooks on it. */
  services: ResourceServices;
  /** The typed settings (contract/settings.ts), read synchronously; changes apply without a restart. */
  settings: Settings;
  /** The one file store (uploads, face photos, imported photos), under `config.uploads.dir`. */
  files: FileStore;
  /** The checks of a face photo's pixels, on one pool of worker threads (TACTIC_WORKERS) closed with the server. */
  photoChecks: PhotoCheckPool;
  /**
   * Who saw a face photo: every read of a face photo's bytes (a preview, a thumbnail, a
   * gateway's link, a data report, a restore) is recorded here before the bytes go out.
   */
  photoReads: PhotoReadLog;
  /** The request validator every route uses (features with hand-checked bodies wrap it). */
  compile: FastifySchemaCompiler<unknown>;
  /**
   * Has the API request log mask these body fields: the secrets of a feature's own routes
   * (passwords, codes); with `under`, only in calls to paths under it.
   */
  maskInApiLog(names: readonly string[], under?: string): void;
  /**
   * The device traffic of this node: a gateway's call or channel message counted under its
   * site and minute (calls, errors, bytes received and sent), written once the minute is over.
   * The device API's HTTP calls are counted by the API request log itself.
   */
  deviceTraffic: DeviceTrafficCounter;
}

/**
 * A folder under `server/features/` whose `index.ts` default-exports one of these.
 * `register` runs inside a Fastify plugin of its own: routes, decorators and
 * request hooks it adds stay with the feature; rules on rows go through `services`.
 */
export interface ServerFeature {
  name: string;
  register(app: FastifyInstance, context: FeatureContext): void | Promise<void>;
}

export function defineServerFeature(feature: ServerFeature): ServerFeature {
  return feature;
}
