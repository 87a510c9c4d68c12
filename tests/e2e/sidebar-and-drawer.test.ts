import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/chromium';
import { type ConsoleBrowser, DESKTOP, MOBILE, openConsoleBrowser } from './support/console-browser';
import { consoleFrame } from './support/console-frame';
import { ADMIN_PASSWORD, type ConsoleServer } from './support/console-server';

/**
 * How the console finds its way, walked in Chromium: the page title and the
 * breadcrumb after signing in, the progress bar between pages, and the sidebar,
 * kept open or collapsed in the sidebarStatus cookie, that turns into a drawer
 * over the page under 992 px.
 */

const NARROW_DESKTOP = { width: 991, height: 800 };
const runs = chromiumAvailable();

describe.runIf(runs)('the console sidebar and drawer in Chromium', () => {
  let server: ConsoleServer;
  let context: BrowserContext;
  let page: Page;

  const { shoot, breadcrumb, menuButton, mobileDrawer, openDrawer } = consoleFrame(() => page);
  const sidebarCookie = async () =>
    (await context.cookies()).find((cookie) => cookie.name === 'sidebarStatus')?.value ?? null;
  /** The permanent sidebar of a desktop, by react-admin's open/closed class. */
  const desktopSidebar = () => page.locator('.RaSidebar-docked').first();
  const sidebarState = async () => {
    const classes = (await page.locator('.RaSidebar-open, .RaSidebar-closed').first().getAttribute('class')) ?? '';
    return classes.includes('RaSidebar-open') ? 'open' : 'closed';
  };

  let session: ConsoleBrowser;

  beforeAll(async () => {
    session = await openConsoleBrowser({ timeoutMs: 10_000 });
    ({ server, context, page } = session);
  });

  afterAll(async () => {
    await session?.stop();
  });

  it('signs in to a page titled by its route, with the group and page in the breadcrumb', async () => {
    await page.goto(`${server.url}/login?redirect=%2Fsp-site%2Fsite-tabs&lang=en`);
    await page.locator('input[name=accountName]').fill('admin');
    await page.locator('input[name=password]').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: /^sign in$/i }).click();
    await page.waitForURL(/\/sp-site\/site-tabs/);

    await expect.poll(() => breadcrumb().textContent()).toMatch(/Site Management\s*›\s*Site List/);
    await expect.poll(() => page.title()).toBe('Site List - Intercom Cloud Console');
    expect(await sidebarState()).toBe('open');
    const width = await page
      .locator('.RaSidebar-docked .MuiPaper-root')
      .first()
      .evaluate((paper) => paper.clientWidth);
    expect(width).toBe(210);
    await expect.poll(() => page.getByRole('link', { name: 'Intercom Cloud Console' }).count()).toBe(1);
    await shoot('site-list-en-desktop');
  });

  it('shows the progress bar in the theme colour when the page changes', async () => {
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { progressSeen: string[] }).progressSeen = seen;
      new MutationObserver(() => {
        const bar = document.querySelector('#nprogress .bar');
        if (bar) seen.push(getComputedStyle(bar).backgroundColor);
      }).observe(document.body, { childList: true, subtree: true });
    });
    await page.getByRole('menuitem', { name: 'Roles' }).click();
    await page.waitForURL(/\/sp-role\/role-list$/);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen[0]))
      .toBe('rgb(24, 144, 255)');
    await expect.poll(() => page.title()).toBe('Roles - Intercom Cloud Console');
  });

  it('keeps the collapsed sidebar in the sidebarStatus cookie across a reload', async () => {
    expect(await sidebarCookie()).not.toBe('0');
    await menuButton().click();
    await expect.poll(sidebarState).toBe('closed');
    expect(await sidebarCookie()).toBe('0');
    await page.reload();
    await expect.poll(() => breadcrumb().textContent()).toContain('Roles');
    expect(await sidebarState()).toBe('closed');
    await shoot('sidebar-collapsed-en-desktop');
  });

  it('turns the sidebar into a drawer under 992 px without forgetting the desktop choice', async () => {
    await page.setViewportSize(NARROW_DESKTOP);
    await expect.poll(() => desktopSidebar().count()).toBe(0);
    await expect.poll(() => mobileDrawer().count()).toBe(0);

    await openDrawer();
    expect((await mobileDrawer().boundingBox())?.width).toBe(210);
    // Over the page, not beside it: the content keeps the whole width.
    const content = await page.locator('#main-content').boundingBox();
    expect(content?.x ?? 99).toBeLessThan(20);

    await mobileDrawer().getByRole('menuitem', { name: 'Site List' }).click();
    await page.waitForURL(/\/sp-site\/site-tabs/);
    await expect.poll(() => mobileDrawer().count()).toBe(0);
    expect(await sidebarCookie()).toBe('0');

    await page.setViewportSize(DESKTOP);
    await expect.poll(sidebarState).toBe('closed');

    // And the other way: open on the desktop, closed on a phone, open again on the desktop.
    await menuButton().click();
    await expect.poll(sidebarState).toBe('open');
    expect(await sidebarCookie()).toBe('1');
    await page.setViewportSize(MOBILE);
    await expect.poll(() => desktopSidebar().count()).toBe(0);
    await expect.poll(() => mobileDrawer().count()).toBe(0);
    expect(await sidebarCookie()).toBe('1');
    await shoot('site-list-en-mobile');
    await openDrawer();
    await shoot('drawer-en-mobile');
    await page.keyboard.press('Escape');
    await expect.poll(() => mobileDrawer().count()).toBe(0);
    await page.setViewportSize(DESKTOP);
    await expect.poll(sidebarState).toBe('open');
    expect(await sidebarCookie()).toBe('1');
  });
});
