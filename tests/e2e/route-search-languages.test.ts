import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/chromium';
import { type ConsoleBrowser, MOBILE, openConsoleBrowser, SCREENSHOTS } from './support/console-browser';
import { ADMIN_PASSWORD } from './support/console-server';
import { signInAt } from './support/console-session';
import { chosenResult, openRouteSearch, settled } from './support/tab-strip';

const WIDE = { width: 1440, height: 900 };

/** The route search finds a page by its title in either language, whichever the console shows, at both widths. */
describe.runIf(chromiumAvailable())('the route search in both languages in Chromium', () => {
  let session: ConsoleBrowser;
  let page: Page;

  const search = async (typed: string) => {
    // The shortcut is heard once the console has drawn its top bar.
    await page.locator('header').first().waitFor();
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 15_000 });
    const input = await openRouteSearch(page);
    await input.fill(typed);
    await settled(input);
    return chosenResult(page);
  };

  beforeAll(async () => {
    session = await openConsoleBrowser({ timeoutMs: 15_000 });
    page = session.page;
    await page.setViewportSize(WIDE);
    await signInAt(page, session.server.url, '/?lang=en', 'admin', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await session?.stop();
  });

  for (const [locale, size, typed, found, path] of [
    ['en', WIDE, '人脸', 'Site import face', /\/sp-site\/site-import/],
    ['en', MOBILE, '站点列表', 'Site List', /\/sp-site\/site-tabs/],
    ['zh', WIDE, 'Site List', '站点列表', /\/sp-site\/site-tabs/],
    ['zh', MOBILE, 'Site import face', '站点导入人脸', /\/sp-site\/site-import/],
  ] as const) {
    it(`finds “${found}” by “${typed}” on the ${locale} console at ${size.width} px`, async () => {
      await page.setViewportSize(size);
      await page.goto(`${session.server.url}/?lang=${locale}`);
      const chosen = await search(typed);
      await expect.poll(() => chosen.textContent(), { timeout: 15_000 }).toContain(found);
      await page.screenshot({ path: join(SCREENSHOTS, `route-search-other-language-${locale}-${size.width}.png`) });
      await page.keyboard.press('Enter');
      await page.waitForURL(path);
    });
  }
});
