import type { ListTarget } from './ListLink';

/** The lists Home's tiles open, filtered to what each figure counts. */
export const siteList = (filter: ListTarget['filter'] = {}): ListTarget => ({
  route: 'site-tabs',
  resource: 'sites',
  filter,
});
export const faceList = (filter: ListTarget['filter']): ListTarget => ({
  route: 'site-tabs',
  resource: 'faces',
  filter,
});
export const apiLogList = (filter: ListTarget['filter']): ListTarget => ({
  route: 'apilog-list',
  resource: 'api-logs',
  filter,
});
export const jobList = (filter: ListTarget['filter']): ListTarget => ({
  route: 'sp-cfg-job',
  resource: 'scheduled-jobs',
  filter,
});
export const signInList = (filter: ListTarget['filter']): ListTarget => ({
  route: 'sp-admin-login',
  resource: 'admin-login-logs',
  filter,
});
export const importRunList = (filter: ListTarget['filter'] = {}): ListTarget => ({
  route: 'site-import',
  resource: 'site-import-runs',
  filter,
});

/** Hours and days shown in Beijing time, as every date of the console. */
export const hourLabel = (formatted: string) => formatted.slice(11, 16);
export const dayLabel = (formatted: string) => formatted.slice(5, 10);
