import { defineServerFeature } from '../../feature-host/server-feature';
import { registerJobHooks } from './job-hooks';
import { registerJobRoutes } from './job-routes';
import { JobRunner } from './job-runner';
import { JobScheduler } from './job-scheduler';
import { registerShippedJobs, seedShippedJobs } from './shipped-jobs';

export { type JobContext, type JobHandler, registerJobHandler, stopIfAborted } from './job-handlers';
export { seedJob } from './shipped-jobs';

/** How often the rows are read again, for jobs written on other nodes. */
const RELOAD_MS = 30_000;

registerShippedJobs();

/**
 * Scheduled jobs (route sp-cfg-job, schemas/scheduled-job.json): each row's cron fires
 * the work registered for its code; with several nodes on one database, the run row's
 * unique (job, tick) lets one node run each tick. Run now, pause, resume, the run
 * history and the next runs.
 */
export default defineServerFeature({
  name: 'scheduled-jobs',
  async register(app, { services, config, settings, backend, files }) {
    if (!['scheduled-job', 'scheduled-job-run'].every((name) => services.tables.has(name))) return;
    await seedShippedJobs(services.tables);
    const runner = new JobRunner(services, config, settings, backend.cache, files);
    registerJobRoutes(app, services, runner);
    // A node with JOB_SCHEDULES=false fires nothing on its own; Run now still works there.
    if (!config.jobSchedules) {
      registerJobHooks(services, () => undefined);
      app.addHook('onClose', () => runner.settle());
      return;
    }
    const scheduler = new JobScheduler(services, runner, app.log, RELOAD_MS);
    registerJobHooks(services, () => scheduler.reload());
    app.addHook('onReady', () => scheduler.reload());
    app.addHook('onClose', () => scheduler.stop());
  },
});
