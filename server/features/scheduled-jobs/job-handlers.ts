import { jobResult } from '../../../contract/job-results';
import type { CacheStore } from '../../cache/cache-store';
import type { ServerConfig } from '../../config';
import type { ResourceServices } from '../../crud/resource-services';
import type { WriteActor } from '../../crud/write-options';
import type { FileStore } from '../../files/file-store';
import type { Settings } from '../../settings/settings';

/** What a job's work is given for one run. */
export interface JobContext {
  services: ResourceServices;
  config: ServerConfig;
  /** The typed settings, as they are now (contract/settings.ts). */
  settings: Settings;
  /** The cache store the server uses (Redis or the in-process store). */
  cache: CacheStore;
  /** The file store uploads are kept in. */
  files: FileStore;
  /** Aborted when the run passes its job's timeout: the work must stop at its next step. */
  signal: AbortSignal;
  /** The instant the run started. */
  now: Date;
  /** This job as the writer of its writes (`SystemWriteOptions.actor`): their history names it. */
  actor: WriteActor;
}

/** The work of one job code; answers a short summary of what it did (the run's message). */
export type JobHandler = (context: JobContext) => Promise<string>;

/** What a shipped job's row is seeded with when missing. */
export interface JobDefaults {
  name: string;
  cron: string;
  description: string;
  timeoutSeconds: number;
}

const handlers = new Map<string, JobHandler>();

/** Makes `code` runnable: a job row with this code runs `handler` (a later registration replaces it). */
export function registerJobHandler(code: string, handler: JobHandler): void {
  handlers.set(code, handler);
}

export function jobHandlerOf(code: string): JobHandler | undefined {
  return handlers.get(code);
}

/** Throws when the run was aborted, so a job stops between two steps of its work. */
export function stopIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw new Error(jobResult('run.stopped'));
}
