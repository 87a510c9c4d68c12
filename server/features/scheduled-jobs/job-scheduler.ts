import type { FastifyBaseLogger } from 'fastify';
import { nextRunsOf } from '../../../contract/scheduled-jobs';
import type { ResourceServices } from '../../crud/resource-services';
import { type JobRunner, type ScheduledJob, scheduledTick } from './job-runner';
import { closeAbandonedRuns, tickRunningSomewhere } from './run-leftovers';

/** The longest a timer waits before the next instant is worked out again (timers cap near 24.8 days). */
const LONGEST_WAIT_MS = 60 * 60 * 1000;

interface Planned {
  cron: string;
  timer: NodeJS.Timeout;
}

/**
 * Fires each enabled job at the instants of its cron (Beijing time). At an instant
 * the job's row is read again (paused or changed elsewhere meanwhile?) and the runner
 * claims the tick; on other nodes the same instant gives the same tick, so one runs it.
 * `reload` reads the rows again: after a write of a job here, and every `reloadMs`
 * for writes on other nodes.
 */
export class JobScheduler {
  private readonly planned = new Map<number, Planned>();
  private reloading: Promise<void> | undefined;
  private readonly refresher: NodeJS.Timeout;
  private stopped = false;

  constructor(
    private readonly services: ResourceServices,
    private readonly runner: JobRunner,
    private readonly log: FastifyBaseLogger,
    reloadMs: number,
  ) {
    this.refresher = setInterval(() => void this.reload(), reloadMs);
    this.refresher.unref();
  }

  /** Reads every job row and plans the enabled ones; one reload at a time. */
  reload(): Promise<void> {
    this.reloading ??= this.readJobs()
      .catch((error: unknown) => this.log.error({ err: error }, 'scheduled jobs not read'))
      .finally(() => {
        this.reloading = undefined;
      });
    return this.reloading;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.refresher);
    for (const { timer } of this.planned.values()) clearTimeout(timer);
    this.planned.clear();
    await this.reloading;
    await this.runner.settle();
  }

  private async readJobs(): Promise<void> {
    const jobs = await this.services.tables.of('scheduled-job').findWhere({});
    if (this.stopped) return;
    await closeAbandonedRuns(this.services, jobs);
    const wanted = new Map(jobs.filter((job) => job.enabled === true).map((job) => [job.id, job]));
    for (const [id, plan] of this.planned) {
      if (wanted.get(id)?.cron !== plan.cron) this.unplan(id);
    }
    for (const job of wanted.values()) if (!this.planned.has(job.id)) this.plan(job.id, job.cron, new Date());
  }

  private unplan(id: number): void {
    clearTimeout(this.planned.get(id)?.timer);
    this.planned.delete(id);
  }

  /** Waits for the first instant of `cron` after `after`. */
  private plan(id: number, cron: string, after: Date): void {
    const [instant] = nextRunsOf(cron, 1, after);
    if (!instant || this.stopped) {
      this.planned.delete(id);
      return;
    }
    const wait = instant.getTime() - Date.now();
    const timer = setTimeout(
      () => (wait > LONGEST_WAIT_MS ? this.plan(id, cron, after) : void this.fire(id, cron, instant)),
      Math.min(Math.max(wait, 0), LONGEST_WAIT_MS),
    );
    timer.unref();
    this.planned.set(id, { cron, timer });
  }

  private async fire(id: number, cron: string, instant: Date): Promise<void> {
    // The next instant is planned first, from this one, so a slow run skips no tick.
    this.plan(id, cron, new Date(Math.max(instant.getTime(), Date.now() - 1000)));
    try {
      const job = await this.services.tables.of('scheduled-job').findById(id);
      if (job?.enabled === true && job.cron === cron) await this.claim(job, instant);
      else void this.reload();
    } catch (error) {
      this.log.error({ err: error, jobId: id }, 'scheduled job tick failed');
    }
  }

  private async claim(job: ScheduledJob, instant: Date): Promise<void> {
    const tick = scheduledTick(instant);
    const running = this.runner.isBusy(job.id) ? 'here' : await tickRunningSomewhere(this.services, job);
    if (running === tick) {
      this.log.debug({ job: job.code, tick }, 'scheduled job tick taken by another node');
      return;
    }
    if (running) {
      this.log.warn({ job: job.code, tick, running }, 'scheduled job still running: tick skipped');
      return;
    }
    const started = await this.runner.start(job, { trigger: 'schedule', tick });
    if (!started) {
      this.log.debug({ job: job.code, tick }, 'scheduled job tick taken by another node');
      return;
    }
    this.log.debug({ job: job.code, tick }, 'scheduled job tick run here');
    const run = await started.done;
    if (run.status !== 'succeeded') this.log.warn({ job: job.code, tick, run }, 'scheduled job run did not succeed');
  }
}
