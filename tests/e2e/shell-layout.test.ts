import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/chromium';
import { type ConsoleBrowser, DESKTOP, MOBILE, openConsoleBrowser, SCREENSHOTS } from './support/console-browser';
import { ADMIN_PASSWORD, type ConsoleServer } from './support/console-server';

/**
 * The console's frame walked in Chromium: the sidebar and its cookie, the mobile
 * drawer, the top bar (breadcrumb, language, user menu, full screen, scratch
 * note), the settings panel, the page title and the progress bar.
 */

const NARROW_DESKTOP = { width: 991, height: 800 };
const runs = chromiumAvailable();

describe.runIf(runs)('the console layout in Chromium', () => {
  let server: ConsoleServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  const shoot = (name: string) => page.screenshot({ path: join(SCREENSHOTS, `layout-${name}.png`) });
  /** Waits until a dialog has faded in and the menu that opened it has gone, so that a screenshot shows it whole. */
  const faded = async (dialog: Locator) => {
    await expect.poll(() => page.getByRole('menu').count()).toBe(0);
    await expect
      .poll(() => dialog.evaluate((paper) => getComputedStyle(paper.closest('.MuiDialog-container') ?? paper).opacity))
      .toBe('1');
  };
  const sidebarCookie = async () =>
    (await context.cookies()).find((cookie) => cookie.name === 'sidebarStatus')?.value ?? null;
  /** The permanent sidebar of a desktop, by react-admin's open/closed class. */
  const desktopSidebar = () => page.locator('.RaSidebar-docked').first();
  const sidebarState = async () => {
    const classes = (await page.locator('.RaSidebar-open, .RaSidebar-closed').first().getAttribute('class')) ?? '';
    return classes.includes('RaSidebar-open') ? 'open' : 'closed';
  };
  const mobileDrawer = () => page.locator('.MuiDrawer-modal .MuiDrawer-paperAnchorLeft');
  /** Opens the drawer and waits until it has slid in to the left edge. */
  const openDrawer = async () => {
    await menuButton().click();
    await expect.poll(async () => (await mobileDrawer().boundingBox())?.x).toBe(0);
  };
  const breadcrumb = () => page.getByRole('navigation', { name: /breadcrumb|面包屑/i });
  const appBarColour = () =>
    page
      .locator('header.MuiAppBar-root')
      .first()
      .evaluate((bar) => getComputedStyle(bar).backgroundColor);
  const menuButton = () => page.getByRole('button', { name: /open menu|close menu|打开菜单|关闭菜单/i });

  let session: ConsoleBrowser;

  beforeAll(async () => {
    session = await openConsoleBrowser({ timeoutMs: 10_000 });
    ({ server, browser, context, page } = session);
  });

  afterAll(async () => {
    await session?.stop();
  });

  it('signs in to a page titled by its route, with the group and page in the breadcrumb', async () => {
    await page.goto(`${server.url}/login?redirect=%2Fsp-site%2Fsite-tabs&lang=en`);
    await page.locator('input[name=accountName]').fill('admin');
    await page.locator('input[name=password]').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: /sign in/i }).click();
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

  it('applies a theme colour at once, keeps it after Save and a reload, and Reset returns to the defaults', async () => {
    expect(await appBarColour()).toBe('rgb(24, 144, 255)');
    await page.getByRole('button', { name: 'Page style settings' }).click();
    const panel = page.getByRole('region', { name: 'Page style settings' });
    await panel.getByRole('radio', { name: '#13c2c2' }).click();
    await expect.poll(appBarColour).toBe('rgb(19, 194, 194)');
    await shoot('settings-en-desktop');
    await panel.getByRole('button', { name: 'Save' }).click();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('#13c2c2');
    await page.reload();
    await expect.poll(appBarColour).toBe('rgb(19, 194, 194)');
    await shoot('themed-en-desktop');

    const tabStrip = page.getByRole('tablist', { name: 'Open pages' });
    await expect.poll(() => tabStrip.count()).toBe(1);
    // The open panel hides the page from the accessibility tree: close it before looking.
    const toggleTabStrip = async () => {
      await page.getByRole('button', { name: 'Page style settings' }).click();
      await panel.getByRole('switch', { name: 'Tab strip' }).click();
      await page.keyboard.press('Escape');
      await expect.poll(() => panel.count()).toBe(0);
    };
    await toggleTabStrip();
    await expect.poll(() => tabStrip.count()).toBe(0);
    await toggleTabStrip();
    await expect.poll(() => tabStrip.count()).toBe(1);

    await page.getByRole('button', { name: 'Page style settings' }).click();

    await panel.getByRole('button', { name: 'Reset' }).click();
    await expect.poll(appBarColour).toBe('rgb(24, 144, 255)');
    const stored = await page.evaluate(() =>
      ['theme', 'tagsView', 'fixedHeader', 'sidebarLogo'].map((key) => localStorage.getItem(key)),
    );
    expect(stored).toEqual([null, null, null, null]);
    for (const name of ['Tab strip', 'Fixed header', 'Sidebar logo']) {
      expect(await panel.getByRole('switch', { name }).isChecked()).toBe(true);
    }
    await page.keyboard.press('Escape');
  });

  it('hides the logo and lets the header scroll away when those switches are off; a fixed header keeps the tab strip under it', async () => {
    await page.getByRole('button', { name: 'Page style settings' }).click();
    const panel = page.getByRole('region', { name: 'Page style settings' });
    await panel.getByRole('switch', { name: 'Sidebar logo' }).click();
    await panel.getByRole('switch', { name: 'Fixed header' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('link', { name: 'Intercom Cloud Console' }).count()).toBe(0);

    const headerTop = async () => {
      await page.evaluate(() => {
        document.body.style.minHeight = '4000px';
        window.scrollTo(0, 1500);
      });
      await page.waitForFunction(() => window.scrollY > 1000);
      return page
        .locator('header.MuiAppBar-root')
        .first()
        .evaluate((bar) => bar.getBoundingClientRect().bottom);
    };
    await expect.poll(headerTop).toBeLessThanOrEqual(0);

    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Page style settings' }).click();
    await panel.getByRole('switch', { name: 'Fixed header' }).click();
    await page.keyboard.press('Escape');
    await expect.poll(headerTop).toBeGreaterThan(0);

    // Under the fixed header, the tab strip stays put while a long page scrolls.
    const stripUnderHeader = () =>
      page.evaluate(() => {
        const strip = document.querySelector<HTMLElement>('[role="tablist"]');
        const bar = document.querySelector('header.MuiAppBar-root');
        if (!strip?.parentElement || !bar) return undefined;
        strip.parentElement.style.minHeight = '4000px';
        window.scrollTo(0, 1500);
        return window.scrollY > 1000
          ? Math.round(strip.getBoundingClientRect().top - bar.getBoundingClientRect().bottom)
          : undefined;
      });
    await expect.poll(stripUnderHeader).toBe(0);
    await page.evaluate(() => {
      const strip = document.querySelector<HTMLElement>('[role="tablist"]');
      if (strip?.parentElement) strip.parentElement.style.minHeight = '';
      document.body.style.minHeight = '';
      window.scrollTo(0, 0);
    });
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
