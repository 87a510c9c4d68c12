import type { DeviceCallFigures } from './device-traffic';

/**
 * `GET /api/home`: what needs attention now, for the signed-in account. Each tile is
 * present only when the account holds its permission code; site figures count only
 * the account's own sites unless it holds `all-sites`.
 */

/** Registrations whose `registerDate` falls in one bucket (an hour, or a day in Beijing time), by outcome. */
export interface RegistrationBucket {
  /** The bucket's first instant (ISO 8601, UTC). */
  start: string;
  succeeded: number;
  failed: number;
}

export interface SiteWaiting {
  siteId: number;
  name: string;
  count: number;
}

/** The figures of the sites one account sees, as the last refresh left them. */
export interface SiteFigures {
  sites: { total: number; bound: number };
  /** Bound sites whose gateway is online / offline, those of them holding the push channel, the latest heartbeat. */
  gateways: { online: number; offline: number; channel: number; lastHeartbeatAt: string | null };
  /** The device calls of these sites' gateways over the hour before the refresh, per minute (device-traffic). */
  deviceCalls: DeviceCallFigures;
  faces: { total: number; byStatus: Record<string, number> };
  /** Faces in `manual_detecting`: the total, and the sites with most of them (10 at most). */
  manualWaiting: { total: number; sites: SiteWaiting[] };
  registrations: {
    /** The 24 hours up to now, oldest first; the first one starts at `hourlyFrom`. */
    hourlyFrom: string;
    hourly: RegistrationBucket[];
    /** The 30 days (Beijing time) up to today, oldest first; the first one starts at `dailyFrom`. */
    dailyFrom: string;
    daily: RegistrationBucket[];
  };
}

export interface ApiErrorFigures {
  /** The start of the hour counted (an instant an hour before the refresh). */
  from: string;
  /** Minutes with at least one error, oldest first. */
  perMinute: { minute: string; errors: number }[];
  total: number;
}

export interface FailedJob {
  id: number;
  name: string;
  code: string;
  lastStatus: 'failed' | 'timed_out';
  lastRunAt: string | null;
  lastResult: string | null;
}

export interface FailedSignIn {
  id: number;
  accountName: string;
  ip: string | null;
  attemptedAt: string;
  reason: string | null;
}

/** The latest site import the account sees, from the import history. */
export interface LastImport {
  /** The run's id in the history (`/site-import-runs/:id/show`). */
  id: number;
  siteId: number;
  siteName: string;
  adminId: number | null;
  /** The account that ran it; null once that account is deleted. */
  adminName: string | null;
  startedAt: string;
  finishedAt: string | null;
  status: 'running' | 'succeeded' | 'partly_failed' | 'failed';
  rowsTotal: number;
  residentsCreated: number;
  facesCreated: number;
  rowsFailed: number;
}

export interface HomeAnswer {
  /** When the site figures and API errors were refreshed (they are at most one refresh old). */
  refreshedAt: string;
  /** Permission `site-tabs`. */
  siteFigures?: SiteFigures;
  /** Permission `apilog-list`: calls answered with HTTP ≥ 400 or a business code other than 200, over the last hour. */
  apiErrors?: ApiErrorFigures;
  /** Permission `sp-cfg-job`: jobs whose last run failed or timed out. */
  failedJobs?: { failed: number; timedOut: number; jobs: FailedJob[] };
  /** Permission `sp-admin-login`: failed sign-ins of the last 24 hours, and the latest 5. */
  failedSignIns?: { since: string; count: number; latest: FailedSignIn[] };
  /** Permission `site-import`: the latest import of the account's sites (every site with `all-sites`), or null. */
  lastImport?: LastImport | null;
}

/** How often the figures are refreshed (the job's cron), and how often Home asks again. */
export const HOME_REFRESH_SECONDS = 30;
/** The face status that waits for an admin's manual detection. */
export const MANUAL_WAITING_STATUS = 'manual_detecting';
