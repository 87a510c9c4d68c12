import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, launchChromium } from './support/chromium';
import { ADMIN_PASSWORD, type ConsoleServer, startConsoleServer } from './support/console-server';
import { seedSites } from './support/console-session';
import {
  chosenResult,
  openRouteSearch,
  openTabMenu,
  routeSearchInput,
  settled,
  stripTab,
  tabMenu,
  tabStrip,
  tabTitles,
} from './support/tab-strip';

/**
 * The tab strip and the route search, walked in Chromium: pages opened from the
 * menu and from Ctrl+K become tabs that can be dragged, closed, refreshed and
 * that outlive a reload; a list keeps its filter and inner tab; Chinese titles
 * are found by pinyin.
 */

const SCREENSHOTS = join(import.meta.dirname, 'screenshots');
const runs = chromiumAvailable();
const DESKTOP = { width: 1366, height: 800 };
/** For the walks through many pages, on a machine the other suites share. */
const LONG_WALK = 60_000;

describe.runIf(runs)('the tab strip and the route search in Chromium', () => {
  let server: ConsoleServer;
  let browser: Browser;
  let page: Page;

  const shoot = (name: string) => page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
  const path = () => new URL(page.url()).pathname + new URL(page.url()).search;
  const menuItem = (title: string) => page.getByRole('menuitem', { name: title, exact: true });

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    server = await startConsoleServer();
    await seedSites(server.app, ADMIN_PASSWORD, ['North Tower', 'South Gate', 'East Court']);
    browser = await launchChromium();
    page = await browser.newPage({ viewport: DESKTOP });
    // A step that cannot happen fails on its own line rather than at the end of the test's time.
    page.setDefaultTimeout(10_000);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('opens Home as a pinned tab after signing in, and a tab for a page chosen in the menu', async () => {
    await page.goto(`${server.url}/login?lang=en`);
    await page.locator('input[name=accountName]').fill('admin');
    await page.locator('input[name=password]').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: /^sign in$/i }).click();
    await page.waitForURL(/\/home$/);
    await expect.poll(() => tabTitles(page)).toEqual(['Home']);
    expect(await stripTab(page, 'Home').locator('.MuiChip-deleteIcon').count()).toBe(0);

    await menuItem('Site List').click();
    await page.waitForURL(/\/sp-site\/site-tabs$/);
    await expect.poll(() => tabTitles(page)).toEqual(['Home', 'Site List']);
    expect(await stripTab(page, 'Site List').getAttribute('aria-selected')).toBe('true');
    expect(await stripTab(page, 'Home').getAttribute('aria-selected')).toBe('false');
  });

  it('opens a page from Ctrl+K by its typed title, the arrow keys and Enter', async () => {
    const input = await openRouteSearch(page);
    await expect.poll(() => input.evaluate((element) => element === document.activeElement)).toBe(true);
    await input.fill('Device Config');
    await expect.poll(() => chosenResult(page).textContent()).toContain('Device Config');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => chosenResult(page).textContent()).not.toContain('Device Config');
    await page.keyboard.press('ArrowUp');
    await expect.poll(() => chosenResult(page).textContent()).toContain('Device Config');
    await settled(input);
    await shoot('route-search-en-desktop');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/sp-cfg\/sp-cfg-device$/);
    await expect.poll(() => routeSearchInput(page).count()).toBe(0);
    await expect.poll(() => tabTitles(page)).toEqual(['Home', 'Site List', 'Device Config']);
  });

  it('closes the search with Escape, going nowhere', async () => {
    await openRouteSearch(page);
    await page.keyboard.type('roles');
    await page.keyboard.press('Escape');
    await expect.poll(() => routeSearchInput(page).count()).toBe(0);
    expect(path()).toBe('/sp-cfg/sp-cfg-device');
  });

  it('moves a dragged tab before another', async () => {
    const input = await openRouteSearch(page);
    await input.fill('Roles');
    await expect.poll(() => chosenResult(page).textContent()).toContain('Roles');
    await page.keyboard.press('Enter');
    await expect.poll(() => tabTitles(page)).toEqual(['Home', 'Site List', 'Device Config', 'Roles']);

    await stripTab(page, 'Roles').dragTo(stripTab(page, 'Site List'), { targetPosition: { x: 4, y: 8 } });
    await expect.poll(() => tabTitles(page)).toEqual(['Home', 'Roles', 'Site List', 'Device Config']);
    await stripTab(page, 'Roles').dragTo(stripTab(page, 'Home'), { targetPosition: { x: 4, y: 8 } });
    await expect.poll(() => tabTitles(page)).toEqual(['Home', 'Roles', 'Site List', 'Device Config']);
  });

  it('keeps the tabs and their order across a reload', async () => {
    await page.reload();
    await expect.poll(() => tabTitles(page)).toEqual(['Home', 'Roles', 'Site List', 'Device Config']);
    expect(await stripTab(page, 'Roles').getAttribute('aria-selected')).toBe('true');
  });

  it('closes a tab with a middle click, going to the last tab when it was the page shown', async () => {
    await stripTab(page, 'Roles').click({ button: 'middle' });
    await expect.poll(() => tabTitles(page)).toEqual(['Home', 'Site List', 'Device Config']);
    await page.waitForURL(/\/sp-cfg\/sp-cfg-device$/);
    await stripTab(page, 'Home').click({ button: 'middle' });
    expect(await tabTitles(page)).toEqual(['Home', 'Site List', 'Device Config']);
  });

  it('closes a tab with its cross', async () => {
    await stripTab(page, 'Site List').locator('.MuiChip-deleteIcon').click();
    await expect.poll(() => tabTitles(page)).toEqual(['Home', 'Device Config']);
    expect(path()).toBe('/sp-cfg/sp-cfg-device');
  });

  it('refreshes a page from the right-click menu: it mounts afresh at the same address', async () => {
    await menuItem('Site List').click();
    await page.waitForURL(/\/sp-site\/site-tabs$/);
    await page.getByRole('tab', { name: 'Resident', exact: true }).click();
    await page.waitForURL(/tab=residents/);
    const before = path();
    // The page's own inner tabs are drawn by the page, so a fresh page draws them anew.
    const innerTabs = page.locator('main .MuiTabs-root');
    await innerTabs.waitFor();
    await innerTabs.evaluate((element) => element.setAttribute('data-before-refresh', 'yes'));

    const menu = await openTabMenu(page, 'Site List');
    await shoot('tab-menu-en-desktop');
    await menu.getByRole('menuitem', { name: 'Refresh' }).click();
    await expect.poll(() => page.locator('[data-before-refresh]').count()).toBe(0);
    await innerTabs.waitFor();
    expect(path()).toBe(before);
    expect(await page.getByRole('tab', { name: 'Resident', exact: true }).getAttribute('aria-selected')).toBe('true');
  });

  it('keeps the menu inside the window near its right and bottom edges, and Cancel changes nothing', async () => {
    const corner = { clientX: DESKTOP.width - 6, clientY: DESKTOP.height - 6 };
    // A right click at the window's corner, where the tab is not: only the menu's placement is looked at.
    await stripTab(page, 'Site List').evaluate((tab, at) => {
      tab.dispatchEvent(new MouseEvent('contextmenu', { bubbles: true, cancelable: true, button: 2, ...at }));
    }, corner);
    const menu = tabMenu(page);
    await menu.waitFor();
    await expect
      .poll(async () => {
        const shown = await menu.boundingBox();
        if (!shown) return 'hidden';
        const inside = shown.x >= 0 && shown.y >= 0;
        return inside && shown.x + shown.width <= DESKTOP.width && shown.y + shown.height <= DESKTOP.height;
      })
      .toBe(true);
    await menu.getByRole('menuitem', { name: 'Cancel' }).click();
    await expect.poll(() => tabMenu(page).count()).toBe(0);
    expect(await tabTitles(page)).toEqual(['Home', 'Device Config', 'Site List']);
    expect(path()).toMatch(/\/sp-site\/site-tabs\?tab=residents$/);
  });

  it('closes the others and then all from the right-click menu; Home stays', async () => {
    await menuItem('Roles').click();
    await page.waitForURL(/\/sp-role\/role-list$/);
    await expect.poll(() => tabTitles(page)).toEqual(['Home', 'Device Config', 'Site List', 'Roles']);

    let menu = await openTabMenu(page, 'Site List');
    await menu.getByRole('menuitem', { name: 'Close Others' }).click();
    await expect.poll(() => tabTitles(page)).toEqual(['Home', 'Site List']);
    await page.waitForURL(/\/sp-site\/site-tabs/);

    menu = await openTabMenu(page, 'Home');
    expect(await menu.getByRole('menuitem', { name: 'Close', exact: true }).getAttribute('aria-disabled')).toBe('true');
    await menu.getByRole('menuitem', { name: 'Close All' }).click();
    await expect.poll(() => tabTitles(page)).toEqual(['Home']);
    await page.waitForURL(/\/home$/);
  });

  it('gives a record its own tab, titled by the resource and the record', async () => {
    await page.goto(`${server.url}/sites/create`);
    await expect.poll(() => tabTitles(page)).toEqual(['Home', 'Create Site']);
    await page.goto(`${server.url}/sites/1`);
    await expect.poll(() => tabTitles(page)).toEqual(['Home', 'Create Site', 'Site North Tower']);
    const menu = await openTabMenu(page, 'Home');
    await menu.getByRole('menuitem', { name: 'Close All' }).click();
    await expect.poll(() => tabTitles(page)).toEqual(['Home']);
  });

  it(
    'keeps a list’s filter and inner tab when its tab is left and opened again',
    async () => {
      await menuItem('Site List').click();
      await page.waitForURL(/\/sp-site\/site-tabs/);
      await page.getByRole('tab', { name: 'Site', exact: true }).click();
      await expect.poll(() => page.getByText('South Gate').count()).toBeGreaterThan(0);
      await page.getByPlaceholder('Search').first().fill('North');
      await expect.poll(() => page.getByText('South Gate').count()).toBe(0);
      await expect.poll(() => page.getByText('North Tower').count()).toBeGreaterThan(0);

      await stripTab(page, 'Home').click();
      await page.waitForURL(/\/home$/);
      await stripTab(page, 'Site List').click();
      await page.waitForURL(/\/sp-site\/site-tabs/);
      await expect.poll(() => page.getByText('North Tower').count()).toBeGreaterThan(0);
      expect(await page.getByText('South Gate').count()).toBe(0);
      expect(await page.getByPlaceholder('Search').first().inputValue()).toBe('North');

      await page.getByRole('tab', { name: 'Resident', exact: true }).click();
      await page.waitForURL(/tab=residents/);
      await stripTab(page, 'Home').click();
      await stripTab(page, 'Site List').click();
      await page.waitForURL(/tab=residents/);
      expect(await page.getByRole('tab', { name: 'Resident', exact: true }).getAttribute('aria-selected')).toBe('true');
    },
    LONG_WALK,
  );

  it(
    'scrolls the strip to the active tab when the tabs overflow, without widening the page',
    async () => {
      await page.setViewportSize({ width: 1000, height: 800 });
      for (const title of [
        'Roles',
        'Menus',
        'Admin Accounts',
        'Admin Login Log',
        'Third-party Clouds',
        'API Request Log',
      ]) {
        await menuItem(title).click();
      }
      for (const title of ['App Config', 'Server Config', 'Scheduled Tasks', 'Device Config', 'Auto-detect Tactics']) {
        await menuItem(title).click();
      }
      await page.waitForURL(/sp-cfg-autoDetectTactics$/);
      const strip = tabStrip(page);
      const sizes = await strip.evaluate((element) => ({
        scroll: element.scrollWidth,
        client: element.clientWidth,
        left: element.scrollLeft,
        page: document.documentElement.scrollWidth,
      }));
      expect(sizes.scroll).toBeGreaterThan(sizes.client);
      expect(sizes.left).toBeGreaterThan(0);
      expect(sizes.page).toBeLessThanOrEqual(1000);
      const stripBox = await strip.boundingBox();
      const activeBox = await stripTab(page, 'Auto-detect Tactics').boundingBox();
      if (!stripBox || !activeBox) throw new Error('the strip is not shown');
      expect(activeBox.x + activeBox.width).toBeLessThanOrEqual(stripBox.x + stripBox.width);

      await stripTab(page, 'Home').click();
      await expect.poll(() => strip.evaluate((element) => element.scrollLeft)).toBe(0);
      await page.setViewportSize(DESKTOP);
      const menu = await openTabMenu(page, 'Home');
      await menu.getByRole('menuitem', { name: 'Close All' }).click();
    },
    LONG_WALK,
  );

  it('in Chinese, titles the tabs anew and finds a page by pinyin', async () => {
    await menuItem('Site List').click();
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: '中文' }).click();
    await expect.poll(() => tabTitles(page)).toEqual(['首页', '站点列表']);

    await menuItem('设备属性配置').click();
    await page.waitForURL(/sp-cfg-device$/);
    const input = await openRouteSearch(page);
    await input.fill('zdlb');
    await expect.poll(() => chosenResult(page).textContent()).toContain('站点列表');
    await settled(input);
    await shoot('route-search-zh-desktop');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/sp-site\/site-tabs/);

    const again = await openRouteSearch(page);
    await again.fill('shebei');
    await expect.poll(() => chosenResult(page).textContent()).toContain('设备属性配置');
    await page.keyboard.press('Escape');

    await openTabMenu(page, '站点列表');
    await shoot('tab-menu-zh-desktop');
    await page.getByRole('menuitem', { name: '取消' }).click();
  });
});
