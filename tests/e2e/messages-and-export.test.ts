import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/auth/password-hashing';
import { chromiumAvailable, launchChromium } from './support/chromium';
import { ADMIN_PASSWORD, type ConsoleServer, startConsoleServer } from './support/console-server';
import { apiCall, apiToken, browserToken, signInAt } from './support/console-session';

/**
 * What the console tells the admin (spec section 8), walked in Chromium against the
 * real server: a business code's text for five seconds, the 403 of a call the role
 * may not make, the sign-in prompt after the session ended on the server, the alert
 * when the server cannot be reached, Beijing time under another time zone, and a
 * list exported to a spreadsheet read back with exceljs.
 */

const SCREENSHOTS = join(import.meta.dirname, 'screenshots');
const DOWNLOADS = join(import.meta.dirname, 'screenshots', 'downloads');
const DESKTOP = { width: 1366, height: 800 };
const VIEWER_PASSWORD = 'Viewer#E2e1';
const runs = chromiumAvailable();

interface Site {
  id: number;
  version: number;
  name: string;
}

/** `2024-05-01 08:30:00` in the given zone, computed here apart from the console's own code. */
function wallClock(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

describe.runIf(runs)('messages, errors, Beijing time and export in Chromium', { timeout: 90_000 }, () => {
  let server: ConsoleServer;
  let browser: Browser;
  let adminToken: string;
  let sites: Site[];
  const contexts: BrowserContext[] = [];

  const shoot = (page: Page, name: string) => page.screenshot({ path: join(SCREENSHOTS, `feedback-${name}.png`) });
  const popup = (page: Page, text: string | RegExp) => page.locator('.MuiSnackbarContent-message', { hasText: text });
  const alertDialog = (page: Page) => page.getByRole('alertdialog');

  async function newPage(options: { timezoneId?: string } = {}): Promise<Page> {
    const context = await browser.newContext({ viewport: DESKTOP, acceptDownloads: true, ...options });
    contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    return page;
  }

  beforeAll(async () => {
    mkdirSync(DOWNLOADS, { recursive: true });
    server = await startConsoleServer();
    browser = await launchChromium();
    adminToken = await apiToken(server.app, 'admin', ADMIN_PASSWORD);
    sites = [];
    for (const [name, address] of [
      ['North Tower', '1 Intercom Road'],
      ['South Gate', '2 Intercom Road'],
      ['East Court', '3 Intercom Road'],
    ]) {
      sites.push(await apiCall<Site>(server.app, adminToken, 'POST', '/api/sites', { name, address }));
    }
  });

  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await server?.stop();
  });

  it('shows a business code from the server as its text, for longer than a message, then lets it go', async () => {
    const page = await newPage();
    const site = sites[0];
    await signInAt(page, server.url, `/sites/${site.id}?lang=en`, 'admin', ADMIN_PASSWORD);
    await page.getByLabel('Site address').fill('1 Intercom Road, east wing');
    // Somebody else changes the site meanwhile: saving now must be refused with 6075.
    await apiCall(server.app, adminToken, 'PUT', `/api/sites/${site.id}`, {
      address: '1 Intercom Road, lobby',
      version: site.version,
    });
    await page.getByRole('button', { name: /save/i }).click();
    await page.mouse.move(0, 0);

    const refused = popup(page, 'The data has changed, please refresh');
    await refused.waitFor();
    const seen = Date.now();
    await shoot(page, 'error-code-en');
    // A message would be gone after 3 seconds; an error stays 5. Counted from when it was
    // seen, however long the screenshot took.
    await page.waitForTimeout(Math.max(0, 3_500 - (Date.now() - seen)));
    expect(await refused.isVisible()).toBe(true);
    await refused.waitFor({ state: 'detached', timeout: 15_000 });
  });

  it('shows the 403 text for a call the role may not make, and keeps the admin signed in', async () => {
    const role = await apiCall<{ id: number; version: number }>(server.app, adminToken, 'POST', '/api/roles', {
      name: 'Account viewers',
    });
    await apiCall(server.app, adminToken, 'PUT', `/api/roles/${role.id}/permissions`, {
      permissionCodes: ['sp-role', 'admin-list'],
      version: role.version,
    });
    const viewer = await apiCall<{ id: number }>(server.app, adminToken, 'POST', '/api/admins', {
      accountName: 'viewer',
      name: 'Vera',
      surname: 'Viewer',
      countryCode: '+86',
      phone: '13800000001',
      email: 'vera@example.com',
      roleIds: [role.id],
    });
    // The API sets no passwords (that belongs to the account flows), so it is written beside it.
    await server.app.backend.tables
      .of('admin')
      .update(viewer.id, { passwordHash: await hashPassword(VIEWER_PASSWORD) });

    const page = await newPage();
    // The admin list shows each account's roles, which only a holder of role-list may read.
    await signInAt(page, server.url, '/sp-role/admin-list?lang=en', 'viewer', VIEWER_PASSWORD);
    await popup(page, 'You do not have access to this interface').waitFor();
    await shoot(page, 'forbidden-call-en');
    expect(new URL(page.url()).pathname).toBe('/sp-role/admin-list');
    expect(await browserToken(page)).not.toBeNull();
    expect(await alertDialog(page).count()).toBe(0);
  });

  it('offers to sign in again when the session ended on the server, and comes back to the page', async () => {
    const page = await newPage();
    const prompt = alertDialog(page);
    /** Signs in at the site list, ends the session on the server, and lets the page's next call meet it. */
    const endSessionOnServer = async () => {
      await page.getByText('South Gate').first().waitFor();
      const token = await browserToken(page);
      expect(token).not.toBeNull();
      await apiCall(server.app, token ?? '', 'GET', '/account/web/logout');
      await page.getByRole('button', { name: 'Refresh' }).click();
      await prompt.waitFor();
    };
    await signInAt(page, server.url, '/sp-site/site-tabs?lang=en', 'admin', ADMIN_PASSWORD);

    await endSessionOnServer();
    expect(await prompt.textContent()).toContain('The user is not authorized. Please log in');
    expect(await browserToken(page)).toBeNull();
    // The page keeps what it showed, and the prompt is the only word on the 401.
    expect(await page.getByText('South Gate').count()).toBeGreaterThan(0);
    expect(await popup(page, 'The user is not authorized').count()).toBe(0);
    await page.waitForTimeout(500);
    await shoot(page, 'session-ended-en');

    await prompt.getByRole('button', { name: 'Stay on this page' }).click();
    await prompt.waitFor({ state: 'detached' });
    expect(await page.getByText('South Gate').count()).toBeGreaterThan(0);
    // Without a session, the next look at the server goes to sign in, and back here afterwards.
    await page.getByRole('button', { name: 'Refresh' }).click();
    await page.waitForURL(/\/login\?redirect=%2Fsp-site%2Fsite-tabs/);
    await page.locator('input[name=accountName]').fill('admin');
    await page.locator('input[name=password]').fill(ADMIN_PASSWORD);
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(/\/sp-site\/site-tabs/);

    await endSessionOnServer();
    await prompt.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL(/\/login\?redirect=%2Fsp-site%2Fsite-tabs/);
    // The prompt closes, and with the console's frame gone no other dialog stays open.
    await prompt.waitFor({ state: 'detached' });
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.locator('input[name=accountName]').fill('admin');
    await page.locator('input[name=password]').fill(ADMIN_PASSWORD);
    await page.locator('form button[type=submit]').click();
    await page.waitForURL(/\/sp-site\/site-tabs/);
  });

  it('goes straight to the sign-in page, which gives the 401 text, when the session ended on Home', async () => {
    const page = await newPage();
    await signInAt(page, server.url, '/home?lang=en', 'admin', ADMIN_PASSWORD);
    const token = await browserToken(page);
    await apiCall(server.app, token ?? '', 'GET', '/account/web/logout');

    await page.reload();
    await page.waitForURL((url) => url.pathname === '/login');
    const notice = page.getByRole('alert').filter({ hasText: 'The user is not authorized. Please log in' });
    await notice.waitFor();
    await shoot(page, 'session-ended-on-home-en');
    // Said once, on the page, and still there after a reload of the sign-in page.
    expect(await popup(page, 'The user is not authorized').count()).toBe(0);
    await page.reload();
    await notice.waitFor();
    expect(await alertDialog(page).count()).toBe(0);
    expect(await browserToken(page)).toBeNull();
  });

  it('alerts, in a dialog to dismiss, when the server cannot be reached', async () => {
    const page = await newPage();
    await signInAt(page, server.url, '/sp-site/site-tabs?lang=zh', 'admin', ADMIN_PASSWORD);
    await page.getByText('South Gate').first().waitFor();
    await page.route('**/api/sites?**', (route) => route.abort('internetdisconnected'));

    await page.getByRole('button', { name: '刷新' }).click();
    const alert = alertDialog(page);
    await alert.waitFor();
    expect(await alert.textContent()).toContain('网络异常：无法连接服务器');
    expect(await popup(page, '网络异常').count()).toBe(0);
    await shoot(page, 'network-failure-zh');
    await alert.getByRole('button', { name: '确定' }).click();
    await alert.waitFor({ state: 'detached' });
  });

  it('stops showing the loading indicator after 20 seconds of one slow call', async () => {
    const page = await newPage();
    // The page's clock is the test's to move: twenty seconds pass without being waited for.
    await page.clock.install();
    await signInAt(page, server.url, '/sp-site/site-tabs?lang=en', 'admin', ADMIN_PASSWORD);
    await page.getByText('South Gate').first().waitFor();
    let answer: () => void = () => {};
    await page.route('**/api/residents?**', (route) => {
      answer = () => void route.continue();
    });

    await page.getByRole('tab', { name: 'Resident' }).click();
    const spinner = page.locator('.RaLoadingIndicator-loader');
    await spinner.waitFor();
    await page.clock.fastForward(15_000);
    expect(await spinner.isVisible()).toBe(true);
    await page.clock.fastForward(6_000);
    await spinner.waitFor({ state: 'hidden' });
    expect(await page.getByRole('button', { name: 'Refresh' }).isVisible()).toBe(true);

    answer();
    await page.unroute('**/api/residents?**');
  });

  it('shows times in Beijing time in lists and detail views when the browser is in New York', async () => {
    const page = await newPage({ timezoneId: 'America/New_York' });
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/New_York');
    await signInAt(page, server.url, '/sp-role/admin-list?lang=en', 'admin', ADMIN_PASSWORD);
    const admin = await apiCall<{ id: number; lastLoginAt: string }>(server.app, adminToken, 'GET', '/api/admins/1');
    const beijing = wallClock(admin.lastLoginAt, 'Asia/Shanghai');
    const newYork = wallClock(admin.lastLoginAt, 'America/New_York');
    expect(beijing).not.toBe(newYork);

    await page.getByText(beijing, { exact: true }).first().waitFor();
    expect(await page.getByText(newYork, { exact: true }).count()).toBe(0);
    await shoot(page, 'beijing-time-list-en');

    // The detail view of the same account (readOnly times have no input in the forms).
    await page.goto(`${server.url}/admins/1/show`);
    await page.getByText(beijing, { exact: true }).first().waitFor();
    expect(await page.getByText(newYork, { exact: true }).count()).toBe(0);
  });

  it('exports a site list to an .xlsx with translated headers, 15-wide columns and every row', async () => {
    const page = await newPage();
    await signInAt(page, server.url, '/sp-site/site-tabs?lang=zh', 'admin', ADMIN_PASSWORD);
    await page.getByText('South Gate').first().waitFor();

    /** Clicks Export and reads back the file it saves: its name, its sheet and the sheet's headers. */
    const exported = async () => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: '导出' }).click(),
      ]);
      // The popup says how many rows went out; it lasts 3 s, so it is looked for before the file is read.
      await popup(page, /已导出 \d+ 行/).waitFor();
      const file = join(DOWNLOADS, download.suggestedFilename());
      await download.saveAs(file);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(file);
      const sheet = workbook.worksheets[0];
      return { name: download.suggestedFilename(), sheet, headers: (sheet.getRow(1).values as unknown[]).slice(1) };
    };
    const { name, sheet, headers } = await exported();
    expect(name).toMatch(/^站点-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(headers[0]).toBe('ID');
    expect(headers).toEqual(expect.arrayContaining(['站点名称', '站点地址', '已绑定本地站点']));
    expect(sheet.columns.map((column) => column.width)).toEqual(headers.map(() => 15));

    const stored = await apiCall<{ total: number }>(server.app, adminToken, 'GET', '/api/sites?pageSize=1');
    expect(sheet.rowCount).toBe(stored.total + 1);
    const nameColumn = headers.indexOf('站点名称') + 1;
    const names = Array.from({ length: stored.total }, (_, row) => sheet.getRow(row + 2).getCell(nameColumn).value);
    expect(names).toEqual(expect.arrayContaining(['North Tower', 'South Gate', 'East Court']));
    const boundColumn = headers.indexOf('已绑定本地站点') + 1;
    expect(sheet.getRow(2).getCell(boundColumn).value).toBe('否');
    await shoot(page, 'export-zh');

    // The sheet holds the columns the admin sees: hide one from the Columns button and it goes.
    await page.getByRole('button', { name: '列', exact: true }).click();
    await page.locator('.MuiPopover-paper').getByRole('switch', { name: '站点地址' }).uncheck();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('columnheader', { name: '站点地址' }).count()).toBe(0);
    const narrower = await exported();
    expect(narrower.headers).not.toContain('站点地址');
    expect(narrower.headers).toEqual(headers.filter((header) => header !== '站点地址'));
  });
});
