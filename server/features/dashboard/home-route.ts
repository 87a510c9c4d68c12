import type { FastifyInstance } from 'fastify';
import { ok } from '../../../contract/envelope';
import type { HomeAnswer } from '../../../contract/home';
import { principalOf, SIGNED_IN } from '../../auth/route-permission';
import { envelopeSchema, FAILURE_RESPONSES } from '../../crud/route-schemas';
import type { FeatureTables } from '../../db/resource-tables';
import { SIGNED_IN_SECURITY } from '../../http/api-docs';
import type { HomeFigures } from './home-figures';
import { lastImport } from './last-import';
import { failedJobs, failedSignIns } from './live-tiles';

/** The permission code each tile needs: the code of the list it links to. */
export const TILE_PERMISSIONS = {
  siteFigures: 'site-tabs',
  apiErrors: 'apilog-list',
  failedJobs: 'sp-cfg-job',
  failedSignIns: 'sp-admin-login',
  lastImport: 'site-import',
} as const;

const tile = (description: string) => ({ type: 'object', description, additionalProperties: true });
const HOME_SCHEMA = {
  type: 'object',
  properties: {
    refreshedAt: { type: 'string', format: 'date-time', description: 'When the figures were last refreshed' },
    siteFigures: tile(
      'Permission site-tabs: sites (total, bound), gateways online and offline, on the push channel, with the last heartbeat, device calls per minute over the last hour, faces by status, faces waiting for manual detection by site, registrations by hour (24) and by day (30, Beijing time)',
    ),
    apiErrors: tile('Permission apilog-list: API errors per minute over the last hour'),
    failedJobs: tile('Permission sp-cfg-job: scheduled jobs whose last run failed or timed out'),
    failedSignIns: tile('Permission sp-admin-login: failed sign-ins of the last 24 hours and the latest five'),
    lastImport: {
      type: ['object', 'null'],
      description:
        'Permission site-import: the latest site import of the account’s sites (every site with all-sites): site, who, when, status and counts; null when there has been none',
      additionalProperties: true,
    },
  },
  required: ['refreshedAt'],
};

/**
 * `GET /api/home` (any signed-in account): each tile only for an account holding its
 * code; site figures of the account's own sites unless it holds `all-sites`. The site
 * figures and API errors come from the latest refresh in the cache store; the job,
 * sign-in and last import tiles read a few indexed rows.
 */
export function registerHomeRoute(app: FastifyInstance, tables: FeatureTables, figures: HomeFigures): void {
  app.get(
    '/api/home',
    {
      config: { permission: SIGNED_IN },
      schema: {
        summary: 'What needs attention now, for the signed-in account',
        tags: ['Home'],
        security: SIGNED_IN_SECURITY,
        response: { 200: envelopeSchema(HOME_SCHEMA), ...FAILURE_RESPONSES },
      },
    },
    async (request) => {
      const principal = principalOf(request);
      const holds = (name: keyof typeof TILE_PERMISSIONS) => principal.holds(TILE_PERMISSIONS[name]);
      const needsFigures = holds('siteFigures') || holds('apiErrors');
      const read = needsFigures ? await figures.read(principal.seesAllSites ? 'all' : principal.adminId) : undefined;
      const now = new Date();
      const answer: HomeAnswer = { refreshedAt: read?.refreshedAt ?? now.toISOString() };
      if (read && holds('siteFigures')) answer.siteFigures = read.siteFigures;
      if (read?.apiErrors && holds('apiErrors')) answer.apiErrors = read.apiErrors;
      if (holds('failedJobs') && tables.has('scheduled-job')) answer.failedJobs = await failedJobs(tables);
      if (holds('failedSignIns') && tables.has('admin-login-log'))
        answer.failedSignIns = await failedSignIns(tables, now);
      if (holds('lastImport') && tables.has('site-import-run')) answer.lastImport = await lastImport(tables, principal);
      return ok(answer);
    },
  );
}
