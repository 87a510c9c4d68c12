import type { ResourceServices } from '../../crud/resource-services';
import { defineServerFeature } from '../../feature-host/server-feature';
import { type JobContext, registerJobHandler, seedJob } from '../scheduled-jobs';
import { HomeFigures } from './home-figures';
import { registerHomeRoute } from './home-route';

export const HOME_FIGURES_JOB = 'home-figures';

const JOB_DEFAULTS = {
  name: 'Refresh Home figures / 刷新首页统计',
  cron: '*/30 * * * * *',
  description:
    "Counts sites, gateways, faces by status, registrations by hour and day, and the last hour's API errors for Home / 为首页统计站点、网关、各状态人脸、按小时与按天的注册数以及最近一小时的接口错误",
  timeoutSeconds: 60,
};

/** Each app's figures, found from the services a job run is given (tests run several apps in one process). */
const figuresOfApp = new WeakMap<ResourceServices, HomeFigures>();

async function refreshFigures({ services, now }: JobContext): Promise<string> {
  const figures = figuresOfApp.get(services);
  if (!figures) return 'Home is not served by this node';
  const scopes = await figures.refresh(now);
  return `figures refreshed for ${scopes} scopes (all sites and each owner of sites)`;
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
