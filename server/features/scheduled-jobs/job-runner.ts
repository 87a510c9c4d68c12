import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { StoredRows } from '../../../contract/generated/types';
import { jobResult } from '../../../contract/job-results';
import type { CacheStore } from '../../cache/cache-store';
import type { ServerConfig } from '../../config';
import type { ResourceServices } from '../../crud/resource-services';
import { constraintViolation } from '../../db/constraint-violation';
import type { FileStore } from '../../files/file-store';
import type { Settings } from '../../settings/settings';
import { type JobContext, jobHandlerOf } from './job-handlers';

export type ScheduledJob = StoredRows['scheduled-job'];
export type JobRun = StoredRows['scheduled-job-run'];
type RunStatus = JobRun['status'];

/** This server process, as the run rows name it. */
export const NODE_NAME = `${os.hostname()}:${process.pid}`;

const RESULT_MAX = 500;
const MESSAGE_MAX = 1000;

export interface RunRequest {
  trigger: JobRun['trigger'];
  /** The scheduled instant (ISO, to the second) or a manual run's own tick: unique per job. */
  tick: string;
  adminId?: number;
}

/** A manual run's tick: never a scheduled instant, never another manual run's. */
export function manualTick(now = new Date()): string {
  return `manual:${now.toISOString()}:${randomBytes(4).toString('hex')}`;
}

/** A scheduled instant as its tick: the same text on every node. */
export function scheduledTick(instant: Date): string {
  return `${instant.toISOString().slice(0, 19)}Z`;
}

/**
 * Runs jobs, one run of a job at a time in this process. A run first inserts its row
 * with its tick: the unique index (jobId, tick) lets one node in, the others are
 * refused and skip the tick. The work gets an AbortSignal that fires at the job's
 * timeout; the run is then recorded timed_out at once. The job row's last-run fields
 * are written through the job's write path as bookkeeping (no version change).
 */
export class JobRunner {
  private readonly busy = new Map<number, Promise<unknown>>();
  private readonly controllers = new Set<AbortController>();

  constructor(
    private readonly services: ResourceServices,
    private readonly config: ServerConfig,
    private readonly settings: Settings,
    private readonly cache: CacheStore,
    private readonly files: FileStore,
  ) {}

  isBusy(jobId: number): boolean {
    return this.busy.has(jobId);
  }

  /** Starts a run; undefined when the tick was another node's or this job is still running here. */
  async start(job: ScheduledJob, request: RunRequest): Promise<{ run: JobRun; done: Promise<JobRun> } | undefined> {
    if (this.busy.has(job.id)) return undefined;
    // Taken before the first await, so two calls at once cannot both pass the check above.
    let release = () => {};
    this.busy.set(
      job.id,
      new Promise((resolve) => {
        release = () => resolve(undefined);
      }),
    );
    let run: JobRun | undefined;
    try {
      run = await this.claim(job, request);
    } finally {
      if (!run) {
        this.busy.delete(job.id);
        release();
      }
    }
    if (!run) return undefined;
    const done = this.execute(job, run).finally(release);
    return { run, done };
  }

  /** Stops every run under way at its next step and waits for them (the server is closing). */
  async settle(): Promise<void> {
    for (const controller of this.controllers) controller.abort();
    await Promise.all(this.busy.values());
  }

  private async claim(job: ScheduledJob, request: RunRequest): Promise<JobRun | undefined> {
    const startedAt = new Date().toISOString();
    try {
      return await this.services.tables.of('scheduled-job-run').insert({
        jobId: job.id,
        tick: request.tick,
        trigger: request.trigger,
        status: 'running',
        startedAt,
        node: NODE_NAME,
        adminId: request.adminId ?? null,
      });
    } catch (error) {
      if (constraintViolation(error)?.kind === 'unique') return undefined;
      throw error;
    }
  }

  private async execute(job: ScheduledJob, run: JobRun): Promise<JobRun> {
    const started = Date.parse(run.startedAt);
    try {
      await this.recordOnJob(job.id, { lastRunAt: run.startedAt, lastStatus: 'running' });
      const { status, message, work } = await this.work(job, new Date(started));
      const finished = await this.finish(job.id, run, status, message, started);
      // A timed-out run's work may still be winding down: the job stays busy until it has.
      await work;
      return finished;
    } finally {
      this.busy.delete(job.id);
    }
  }

  private async work(job: ScheduledJob, now: Date) {
    const handler = jobHandlerOf(job.code);
    if (!handler) {
      return {
        status: 'failed' as const,
        message: jobResult('run.no-work', { code: job.code }),
        work: undefined,
      };
    }
    const controller = new AbortController();
    this.controllers.add(controller);
    const context: JobContext = {
      services: this.services,
      config: this.config,
      settings: this.settings,
      cache: this.cache,
      files: this.files,
      signal: controller.signal,
      now,
      actor: { kind: 'job', code: job.code },
    };
    // Called inside a promise, so work that throws before its first await fails the run as well.
    const work = Promise.resolve()
      .then(() => handler(context))
      .finally(() => this.controllers.delete(controller))
      .then(
        (message) => ({ status: 'succeeded' as RunStatus, message }),
        (error: unknown) => ({
          status: 'failed' as RunStatus,
          message: error instanceof Error ? error.message : String(error),
        }),
      );
    let timer: NodeJS.Timeout | undefined;
    const timeoutSeconds = job.timeoutSeconds ?? 300;
    const timedOut = new Promise<{ status: RunStatus; message: string }>((resolve) => {
      timer = setTimeout(() => {
        controller.abort();
        resolve({ status: 'timed_out', message: jobResult('run.timed-out', { seconds: timeoutSeconds }) });
      }, timeoutSeconds * 1000);
    });
    const outcome = await Promise.race([work, timedOut]);
    clearTimeout(timer);
    return { ...outcome, work };
  }

  private async finish(jobId: number, run: JobRun, status: RunStatus, message: string, started: number) {
    const finishedAt = new Date();
    const durationMs = Math.max(0, finishedAt.getTime() - started);
    const finished = await this.services.tables.of('scheduled-job-run').update(run.id, {
      status,
      finishedAt: finishedAt.toISOString(),
      durationMs,
      message: message.slice(0, MESSAGE_MAX),
    });
    await this.recordOnJob(jobId, {
      lastStatus: status,
      lastDurationMs: durationMs,
      lastResult: message.slice(0, RESULT_MAX),
    });
    return finished ?? run;
  }

  /** The job's last-run fields, unless the job was deleted meanwhile. */
  private async recordOnJob(jobId: number, values: Partial<ScheduledJob>): Promise<void> {
    if (!(await this.services.tables.of('scheduled-job').findById(jobId))) return;
    await this.services.of('scheduled-job').systemUpdate(jobId, values, { bookkeeping: true });
  }
}
