import { jobResult } from '../../../contract/job-results';
import { shippedText } from '../../../contract/shipped-texts';
import type { ResourceServices } from '../../crud/resource-services';
import { defineServerFeature } from '../../feature-host/server-feature';
import { type JobContext, registerJobHandler, seedJob } from '../scheduled-jobs';
import { HomeFigures } from './home-figures';
import { registerHomeRoute } from './home-route';

export const HOME_FIGURES_JOB = 'home-figures';

const JOB_DEFAULTS = {
  name: shippedText('job.home-figures.name'),
  cron: '*/30 * * * * *',
  description: shippedText('job.home-figures.description'),
  timeoutSeconds: 60,
};

/** Each app's figures, found from the services a job run is given (tests run several apps in one process). */
const figuresOfApp = new WeakMap<ResourceServices, HomeFigures>();

async function refreshFigures({ services, now }: JobContext): Promise<string> {
  const figures = figuresOfApp.get(services);
  if (!figures) return jobResult('home-figures.not-served');
  const scopes = await figures.refresh(now);
  return jobResult('home-figures.refreshed', { scopes });
}

registerJobHandler(HOME_FIGURES_JOB, refreshFigures);

/**
 * Home (`GET /api/home`): what needs attention now. The site figures are refreshed
 * every 30 s by a scheduled job into the shared cache store, so a visit reads one
 * entry however many faces there are.
 */
export default defineServerFeature({
  name: 'dashboard',
  async register(app, { services, backend }) {
    if (!['site', 'face'].every((name) => services.tables.has(name))) return;
    const figures = new HomeFigures(services.tables, backend.cache);
    figuresOfApp.set(services, figures);
    if (services.tables.has('scheduled-job')) await seedJob(services.tables, HOME_FIGURES_JOB, JOB_DEFAULTS);
    registerHomeRoute(app, services.tables, figures);
  },
});
