import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { type ConsoleBrowser, openConsoleBrowser, SCREENSHOTS } from './console-browser';
import { ADMIN_PASSWORD } from './console-server';
import { signInAt } from './console-session';

/** The console signed in as admin on the site list, in English, for the suites that start from its frame. */
export async function openSiteList(): Promise<ConsoleBrowser> {
  const session = await openConsoleBrowser({ timeoutMs: 10_000 });
  await signInAt(session.page, session.server.url, '/sp-site/site-tabs?lang=en', 'admin', ADMIN_PASSWORD);
  return session;
}

/**
 * The parts of the console's frame a layout suite looks at, on the page that
 * `current` returns (the suite opens it in its beforeAll): the top bar, the
 * breadcrumb, the menu button and the drawer it opens at phone width.
 */
export function consoleFrame(current: () => Page) {
  const shoot = (name: string) => current().screenshot({ path: join(SCREENSHOTS, `layout-${name}.png`) });
  /** Waits until a dialog has faded in and the menu that opened it has gone, so that a screenshot shows it whole. */
  const faded = async (dialog: Locator) => {
    await expect.poll(() => current().getByRole('menu').count()).toBe(0);
    await expect
      .poll(() => dialog.evaluate((paper) => getComputedStyle(paper.closest('.MuiDialog-container') ?? paper).opacity))
      .toBe('1');
  };
  const mobileDrawer = () => current().locator('.MuiDrawer-modal .MuiDrawer-paperAnchorLeft');
  const menuButton = () => current().getByRole('button', { name: /open menu|close menu|打开菜单|关闭菜单/i });
  /** Opens the drawer and waits until it has slid in to the left edge. */
  const openDrawer = async () => {
    await menuButton().click();
    await expect.poll(async () => (await mobileDrawer().boundingBox())?.x).toBe(0);
  };
  const breadcrumb = () => current().getByRole('navigation', { name: /breadcrumb|面包屑/i });
  const appBarColour = () =>
    current()
      .locator('header.MuiAppBar-root')
      .first()
      .evaluate((bar) => getComputedStyle(bar).backgroundColor);
  return { shoot, faded, mobileDrawer, menuButton, openDrawer, breadcrumb, appBarColour };
}
