import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable, launchChromium } from './support/chromium';
import { ADMIN_PASSWORD, type ConsoleServer, startConsoleServer } from './support/console-server';
import { seedSites } from './support/console-session';

/**
 * The main screens in both languages at desktop and mobile widths, each checked for
 * its title in that language and saved under tests/e2e/screenshots/ for people to
 * look at (docs/ holds a few of them for the README and docs/features/console.md).
 */

const SCREENSHOTS = join(import.meta.dirname, 'screenshots');
const VIEWPORTS = { desktop: { width: 1366, height: 800 }, mobile: { width: 390, height: 844 } } as const;
const SCREENS = [
  { name: 'home', path: '/home', title: { en: 'Home', zh: '首页' } },
  { name: 'site-list', path: '/sp-site/site-tabs', title: { en: 'Site List', zh: '站点列表' } },
  { name: 'site-create', path: '/sites/create', title: { en: 'Site name', zh: '站点名称' } },
  { name: 'device-config', path: '/sp-cfg/sp-cfg-device', title: { en: 'Device Config', zh: '设备属性配置' } },
  {
    name: 'login-log',
    path: '/sp-role/sp-admin-login',
    // The account name of the seeded admin's sign-ins, as a cell or a line of its own.
    title: { en: /^admin$/, zh: /^admin$/ },
    desktopTitle: { en: /^Time$/, zh: /^时间$/ },
    // On a phone the line under the account name gives the address, not the account again.
    mobileDetail: /^127\.0\.0\.1$/,
  },
  {
    name: 'tactics',
    path: '/sp-cfg/sp-cfg-autoDetectTactics',
    title: { en: 'Minimum resolution', zh: '自动检测策略' },
  },
] as const;

describe.runIf(chromiumAvailable())('the main screens', () => {
  let server: ConsoleServer;
  let browser: Browser;

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    server = await startConsoleServer();
    await seedSites(server.app, ADMIN_PASSWORD, ['North Tower', 'South Court', 'Riverside Gardens']);
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function signedInPage(
    viewport: (typeof VIEWPORTS)[keyof typeof VIEWPORTS],
    lang: 'en' | 'zh',
  ): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport, locale: lang === 'zh' ? 'zh-CN' : 'en-US' });
    const page = await context.newPage();
    await page.goto(`${server.url}/login?lang=${lang}`);
    await page.screenshot({ path: join(SCREENSHOTS, `login-${lang}-${viewport.width}.png`) });
    await page.locator('input[name=accountName]').fill('admin');
    await page.locator('input[name=password]').fill(ADMIN_PASSWORD);
    await page.locator('button[type=submit]').click();
    await page.waitForURL(/\/home$/);
    return { context, page };
  }

  for (const [device, viewport] of Object.entries(VIEWPORTS)) {
    for (const lang of ['en', 'zh'] as const) {
      it(`are shown in ${lang} on ${device}`, async () => {
        const { context, page } = await signedInPage(viewport, lang);
        try {
          for (const screen of SCREENS) {
            await page.goto(`${server.url}${screen.path}`);
            await expect.poll(() => page.getByText(screen.title[lang]).count(), { timeout: 10_000 }).toBeGreaterThan(0);
            if ('desktopTitle' in screen && device === 'desktop') {
              await expect.poll(() => page.getByText(screen.desktopTitle[lang]).count()).toBeGreaterThan(0);
            }
            if ('mobileDetail' in screen && device === 'mobile') {
              await expect.poll(() => page.getByText(screen.mobileDetail).count()).toBeGreaterThan(0);
            }
            await page.waitForLoadState('networkidle');
            await page.screenshot({ path: join(SCREENSHOTS, `${screen.name}-${lang}-${viewport.width}.png`) });
            expect(await headersBrokenInsideAWord(page)).toEqual([]);
          }
        } finally {
          await context.close();
        }
      });
    }
  }
});

/** Table headers without a space that wrap onto a second line, as 管理员 into 管理 / 员. */
function headersBrokenInsideAWord(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('th')).flatMap((header) => {
      const text = header.textContent?.trim() ?? '';
      if (text === '' || /\s/.test(text)) return [];
      const lineTops = new Set<number>();
      const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of Array.from(range.getClientRects())) lineTops.add(Math.round(rect.top));
      }
      return lineTops.size > 1 ? [text] : [];
    }),
  );
}
