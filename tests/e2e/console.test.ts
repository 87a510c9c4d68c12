import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, launchChromium } from './support/chromium';
import { ADMIN_PASSWORD, type ConsoleServer, startConsoleServer } from './support/console-server';

/**
 * The first working console, walked in a real Chromium as an administrator would:
 * sign in from a deep link, manage sites through the generated screens, see the
 * browser's and the server's rule codes, reload a clean URL, switch to Chinese.
 */

const SCREENSHOTS = join(import.meta.dirname, 'screenshots');
const runs = chromiumAvailable();

describe.runIf(runs)('the console in Chromium', () => {
  let server: ConsoleServer;
  let browser: Browser;
  let page: Page;

  const shoot = (name: string) => page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    server = await startConsoleServer();
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1366, height: 800 } });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('sends a signed-out visitor to sign in and back to the page asked for', async () => {
    await page.goto(`${server.url}/sp-site/site-tabs`);
    await page.waitForURL(/\/login\?redirect=/);
    await shoot('login-en-desktop');
    await page.locator('input[name=accountName]').fill('admin');
    await page.locator('input[name=password]').fill('wrong-password');
    await page.getByRole('button', { name: /^sign in$/i }).click();
    await expect.poll(() => page.getByText('The account or password is incorrect').count()).toBeGreaterThan(0);

    await page.locator('input[name=password]').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: /^sign in$/i }).click();
    await page.waitForURL(/\/sp-site\/site-tabs$/);
    await expect.poll(() => page.getByRole('tab', { name: 'Site', exact: true }).count()).toBeGreaterThan(0);
  });

  it('checks a new site in the browser with the same codes as the server', async () => {
    await page
      .getByRole('link', { name: /create/i })
      .first()
      .click();
    await page.waitForURL(/\/sites\/create$/);
    await page.getByRole('button', { name: /save/i }).click();
    await expect.poll(() => page.getByText('Site name is required').count()).toBeGreaterThan(0);

    await page.getByLabel('Site name').fill('North Tower');
    await page.getByLabel('Site address').fill('1 Intercom Road');
    await page.getByRole('button', { name: /save/i }).click();
    await expect.poll(() => page.url()).not.toMatch(/\/create$/);

    const stored = await server.app.inject({
      method: 'POST',
      url: '/account/web/login',
      payload: { accountName: 'admin', password: ADMIN_PASSWORD },
    });
    const token = stored.json().data.token as string;
    const sites = await server.app.inject({ method: 'GET', url: '/api/sites?q=North', headers: { token } });
    expect(sites.json().data.list.map((site: { name: string }) => site.name)).toEqual(['North Tower']);
  });

  it('shows the server refusal of a duplicate name under the field', async () => {
    await page.goto(`${server.url}/sites/create`);
    await page.getByLabel('Site name').fill('North Tower');
    await page.getByRole('button', { name: /save/i }).click();
    await expect.poll(() => page.getByText('The site name North Tower already exists').count()).toBeGreaterThan(0);
  });

  it('serves the clean URL of a list on reload', async () => {
    await page.goto(`${server.url}/sp-site/site-tabs`);
    await expect.poll(() => page.getByText('North Tower').count()).toBeGreaterThan(0);
    await page.reload();
    await expect.poll(() => page.getByText('1 Intercom Road').count()).toBeGreaterThan(0);
    await shoot('site-list-en-desktop');
  });

  it('speaks Chinese when asked by the lang parameter, and keeps the choice', async () => {
    await page.goto(`${server.url}/sp-site/site-tabs?lang=zh`);
    await expect.poll(() => page.getByText('站点名称').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('zh');
    await page.goto(`${server.url}/sp-cfg/sp-cfg-device`);
    await expect.poll(() => page.getByText('设备属性配置').count()).toBeGreaterThan(0);
    await shoot('device-config-zh-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/sp-site/site-tabs`);
    await expect.poll(() => page.getByText('North Tower').count()).toBeGreaterThan(0);
    await shoot('site-list-zh-mobile');
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
  });

  it('sends an unknown path to 404', async () => {
    await page.goto(`${server.url}/no/such/page`);
    await page.waitForURL(/\/404$/);
  });
});
