import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicResources } from '../../contract/registry';
import { HOME_ROUTE } from '../../contract/routes';
import { EVERY_PERMISSION, knownPermissionCodes } from '../../server/auth/permission-codes';
import { allRoutePages, listPathOf } from '../../src/navigation/routePages';
import { chromiumAvailable, launchChromium } from './support/chromium';
import { ADMIN_PASSWORD, type ConsoleServer, startConsoleServer } from './support/console-server';
import { apiCall, apiToken } from './support/console-session';
import { createLimitedAccount } from './support/limited-account';

/**
 * For every permission code the console knows (the route tree, the extra codes and
 * each resource's own, derived from the code), an account holding that code alone
 * opens Home and every screen the code grants: each route page of that name, the
 * list of each resource it guards and the page of the first row of each such list. No screen may call what the account may not use:
 * no answer 401 or 403 (nor any failed API call), no error notification, no error icon in a cell.
 */

const PASSWORD = 'Walker#2024x';
const CODES = knownPermissionCodes(publicResources()).filter((code) => code !== EVERY_PERMISSION);

/** Where an account holding `code` alone may go. */
function screensOf(code: string): string[] {
  const pages = allRoutePages()
    .filter((page) => page.route.name === code)
    .map((page) => page.path);
  const lists = publicResources()
    .filter((resource) => resource.permission === code && resource.operations.includes('list'))
    .map(listPathOf);
  return [HOME_ROUTE.path, ...new Set([...pages, ...lists])];
}

/** The page of the first row the account sees of each resource `code` guards that has one. */
async function recordPagesOf(server: ConsoleServer, code: string, token: string): Promise<string[]> {
  const pages: string[] = [];
  for (const resource of publicResources()) {
    if (resource.permission !== code || !resource.operations.includes('list') || !resource.operations.includes('show'))
      continue;
    const first = await apiCall<{ list: { id: number }[] }>(
      server.app,
      token,
      'GET',
      `/api/${resource.path}?pageSize=1`,
    );
    if (first.list[0]) pages.push(`/${resource.path}/${first.list[0].id}/show`);
  }
  return pages;
}

/** What went wrong on one screen: refused calls, error notifications, error icons in cells. */
async function faultsOn(page: Page, url: string, refused: string[]): Promise<string[]> {
  refused.length = 0;
  await page.goto(url, { waitUntil: 'networkidle' });
  // Lists load their references after their rows; a second quiet spell lets them finish.
  await page.waitForLoadState('networkidle');
  const faults = refused.map((call) => `${url}: ${call}`);
  const notices = await page.locator('.RaNotification-error').allInnerTexts();
  for (const text of notices) faults.push(`${url}: error notice "${text}"`);
  const icons = await page
    .locator('td [data-testid="ErrorIcon"], .RaSimpleShowLayout [data-testid="ErrorIcon"]')
    .count();
  if (icons > 0) faults.push(`${url}: ${icons} error icons in cells`);
  return faults;
}

describe.runIf(chromiumAvailable())('every permission code alone, screen by screen, in Chromium', () => {
  let server: ConsoleServer;
  let browser: Browser;
  const walked: string[] = [];

  beforeAll(async () => {
    server = await startConsoleServer();
    browser = await launchChromium();
    // Rows that refer to the super admin, so lists have references to name.
    const token = await apiToken(server.app, 'admin', ADMIN_PASSWORD);
    await apiCall(server.app, token, 'POST', '/api/sites', { name: 'Walk House', address: 'Walk Road' });
    await apiCall(server.app, token, 'POST', '/api/sql-console/query', { sql: 'SELECT 1' });
    const jobs = await apiCall<{ list: { id: number }[] }>(server.app, token, 'GET', '/api/scheduled-jobs?pageSize=1');
    await apiCall(server.app, token, 'POST', `/api/scheduled-jobs/${jobs.list[0].id}/run`);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('derives the codes from the route tree and the registry', () => {
    expect(CODES).toEqual(expect.arrayContaining(['site-tabs', 'sp-admin-login', 'admin-list', 'all-sites']));
    expect(screensOf('sp-admin-login')).toContain('/sp-role/sp-admin-login');
  });

  it.each(CODES)('an account holding only %s meets no refusal on its screens', async (code) => {
    const accountName = `walk-${code}`.slice(0, 40);
    await createLimitedAccount(server.app, accountName, PASSWORD, [code]);
    const token = await apiToken(server.app, accountName, PASSWORD);
    const context = await browser.newContext({ viewport: { width: 1366, height: 800 }, locale: 'en-US' });
    try {
      await context.addInitScript((value) => localStorage.setItem('token', value), token);
      const page = await context.newPage();
      const refused: string[] = [];
      page.on('response', (response) => {
        // 401 and 403 above all; any other failure of an API call (a wrong path's 404) is a fault too.
        const api = new URL(response.url()).pathname.startsWith('/api/');
        if (response.status() === 401 || response.status() === 403 || (api && response.status() >= 400))
          refused.push(`${response.status()} ${response.request().method()} ${new URL(response.url()).pathname}`);
      });
      const faults: string[] = [];
      for (const screen of [...screensOf(code), ...(await recordPagesOf(server, code, token))]) {
        faults.push(...(await faultsOn(page, `${server.url}${screen}`, refused)));
        walked.push(`${code} ${screen}`);
      }
      expect(faults).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('walked a screen beyond Home for every code that opens one', () => {
    const beyondHome = walked.filter((entry) => !entry.endsWith(HOME_ROUTE.path));
    expect(beyondHome.length).toBeGreaterThanOrEqual(allRoutePages().length);
    expect(walked.some((entry) => entry.startsWith('sp-admin-login /admin-login-logs/'))).toBe(true);
  });
});
