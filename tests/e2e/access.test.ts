import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, launchChromium } from './support/chromium';
import { type ConsoleServer, startConsoleServer } from './support/console-server';
import { createLimitedAccount } from './support/limited-account';

/**
 * What an account may open is decided by its permission codes: a route whose name
 * it does not hold is neither in its menu nor reachable by URL (403), on the
 * server as in the browser.
 */

const PASSWORD = 'Limited#2024';

describe.runIf(chromiumAvailable())('access by permission code in Chromium', () => {
  let server: ConsoleServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await startConsoleServer();
    await createLimitedAccount(server.app, 'siteonly', PASSWORD, ['sp-site', 'site-tabs']);
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1366, height: 800 } });
    await page.goto(`${server.url}/login`);
    await page.locator('input[name=accountName]').fill('siteonly');
    await page.locator('input[name=password]').fill(PASSWORD);
    await page.getByRole('button', { name: /^sign in$/i }).click();
    await page.waitForURL(/\/home$/);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('shows in the menu only the routes the account holds', async () => {
    const menu = page.locator('.RaSidebar-fixed, .MuiDrawer-root').first();
    await expect.poll(() => menu.getByText('Site List').count()).toBeGreaterThan(0);
    expect(await menu.getByText('Device Config').count()).toBe(0);
    expect(await menu.getByText('Roles').count()).toBe(0);
  });

  it('sends the account to 403 for a route it does not hold, and opens the one it does', async () => {
    await page.goto(`${server.url}/sp-cfg/sp-cfg-device`);
    await page.waitForURL(/\/403$/);
    await expect.poll(() => page.getByText('You do not have permission to open this page').count()).toBeGreaterThan(0);

    await page.goto(`${server.url}/sp-site/site-tabs`);
    await expect.poll(() => page.getByRole('tab', { name: 'Resident', exact: true }).count()).toBeGreaterThan(0);
    expect(page.url()).toMatch(/\/sp-site\/site-tabs$/);
  });

  it('is refused by the server too, whatever the browser shows', async () => {
    const token = await page.evaluate(() => sessionStorage.getItem('token') ?? localStorage.getItem('token'));
    expect(token).toBeTruthy();
    const refused = await fetch(`${server.url}/api/device-configs`, { headers: { token: token ?? '' } });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: number }).code).toBe(403);
  });

  it('sends an unknown path to 404', async () => {
    await page.goto(`${server.url}/sp-site/no-such-page`);
    await page.waitForURL(/\/404$/);
  });
});
