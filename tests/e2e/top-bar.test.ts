import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/chromium';
import { type ConsoleBrowser, DESKTOP, MOBILE } from './support/console-browser';
import { consoleFrame, openSiteList } from './support/console-frame';
import type { ConsoleServer } from './support/console-server';

/**
 * The console's top bar walked in Chromium from the site list: the language menu
 * (titles, breadcrumb and document title follow, on a desktop and a phone), the
 * user menu (account detail, change password, logout), the scratch note, full
 * screen, and "Not logged in" when the account cannot be read.
 */

const runs = chromiumAvailable();

describe.runIf(runs)('the console top bar in Chromium', () => {
  let session: ConsoleBrowser;
  let server: ConsoleServer;
  let browser: Browser;
  let page: Page;

  const { shoot, faded, mobileDrawer, openDrawer, breadcrumb } = consoleFrame(() => page);

  beforeAll(async () => {
    session = await openSiteList();
    ({ server, browser, page } = session);
  });

  afterAll(async () => {
    await session?.stop();
  });

  it('switches the language from the top bar: titles, breadcrumb and document title follow', async () => {
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await expect.poll(() => breadcrumb().textContent()).toMatch(/站点管理\s*›\s*站点列表/);
    await expect.poll(() => page.title()).toBe('站点列表 - 楼宇对讲云管理后台');
    expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('zh');
    await expect.poll(() => page.getByRole('menuitem', { name: '角色管理' }).count()).toBe(1);
    await shoot('site-list-zh-desktop');

    await page.setViewportSize(MOBILE);
    await openDrawer();
    await shoot('drawer-zh-mobile');
    await page.keyboard.press('Escape');
    await expect.poll(() => mobileDrawer().count()).toBe(0);
    await shoot('site-list-zh-mobile');
    await page.getByRole('button', { name: '页面风格设置' }).click();
    await expect.poll(() => page.getByRole('region', { name: '页面风格设置' }).isVisible()).toBe(true);
    await shoot('settings-zh-mobile');
    await page.keyboard.press('Escape');
    await page.setViewportSize(DESKTOP);
  });

  it('opens the account detail in a modal titled with the account name, closed by Escape and not by a click outside', async () => {
    await page.getByRole('button', { name: '个人资料' }).click();
    await page.getByRole('menuitem', { name: '个人中心' }).click();
    const dialog = page.getByRole('dialog', { name: 'admin 账号详情' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect.poll(() => dialog.getByText('账号名').count()).toBeGreaterThan(0);
    // The account's roles, named from its login info.
    await dialog.getByText('super-admin', { exact: true }).waitFor();
    await faded(dialog);
    await shoot('profile-zh-desktop');

    await page.mouse.click(5, 795);
    expect(await dialog.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);

    await page.getByRole('button', { name: '语言' }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await expect.poll(() => page.title()).toBe('Site List - Intercom Cloud Console');
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Profile' }).click();
    const english = page.getByRole('dialog', { name: 'admin account detail' });
    await expect.poll(() => english.isVisible()).toBe(true);
    await faded(english);
    await shoot('profile-en-desktop');
    await english.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => english.count()).toBe(0);
  });

  it('opens the change-password modal, which Close closes', async () => {
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Confirm' }).count()).toBe(0);
    // The confirmation is required (docs/domain.md#field-rules): left empty, it says so.
    await dialog.getByRole('button', { name: 'Change password' }).click();
    const confirmation = dialog.locator('input[name=confirmPassword]');
    await expect.poll(() => confirmation.getAttribute('aria-invalid')).toBe('true');
    const said = await confirmation.getAttribute('aria-describedby');
    expect(await dialog.locator(`[id="${said}"]`).textContent()).toContain('Required');
    // And it offers the way by SMS (/forgot-password/by-phone).
    const bySms = dialog.getByRole('link', { name: 'Forgot the current one? Change it with a code sent by SMS' });
    expect(await bySms.getAttribute('href')).toBe('/forgot-password/by-phone');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect.poll(() => dialog.count()).toBe(0);
  });

  it('keeps the scratch note across a reload', async () => {
    await page.getByRole('button', { name: 'Scratch note' }).click();
    const dialog = page.getByRole('dialog', { name: 'Scratch note' });
    await dialog.getByRole('textbox').fill('Call the caretaker of North Tower about panel 3');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.reload();
    await page.getByRole('button', { name: 'Scratch note' }).click();
    await expect
      .poll(() => page.getByRole('dialog', { name: 'Scratch note' }).getByRole('textbox').inputValue())
      .toBe('Call the caretaker of North Tower about panel 3');
    expect(await page.evaluate(() => localStorage.getItem('scratchNote'))).toBe(
      'Call the caretaker of North Tower about panel 3',
    );
    await page.keyboard.press('Escape');
  });

  it('warns when the browser cannot go full screen', async () => {
    await page.evaluate(() => Object.defineProperty(document, 'fullscreenEnabled', { get: () => false }));
    await page.getByRole('button', { name: 'Full screen' }).click();
    await expect.poll(() => page.getByText('Your browser cannot go full screen').count()).toBeGreaterThan(0);
  });

  it('logs out from the user menu, leaving the product title to the sign-in page', async () => {
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(/\/login/);
    await expect.poll(() => page.locator('input[name=accountName]').count()).toBe(1);
    expect(await page.title()).toBe('Intercom Cloud Console');
  });

  it('shows "Not logged in", leading to the sign-in page, when the account cannot be read', async () => {
    const fresh = await browser.newContext({ viewport: DESKTOP });
    const visitor = await fresh.newPage();
    await visitor.addInitScript(() => sessionStorage.setItem('token', 'no-longer-valid-elsewhere'));
    await visitor.route('**/account/web/getLoginInfo', (route) => route.abort());
    await visitor.goto(`${server.url}/home?lang=en`);
    const link = visitor.getByRole('link', { name: 'Not logged in' });
    await expect.poll(() => link.count(), { timeout: 15_000 }).toBe(1);
    expect(await link.getAttribute('href')).toBe('/login');
    await fresh.close();
  });
});
