import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { blockingAxeFindings, describeFindings } from './support/axe';
import { type GateLanguage, screenDialogs } from './support/axe-dialogs';
import { withoutKnownGaps } from './support/axe-known-gaps';
import { consoleScreens, publicScreens } from './support/axe-screens';
import { chromiumAvailable } from './support/chromium';
import { ADMIN_PASSWORD } from './support/console-server';
import { apiCall, apiToken, seedSites, signInAt } from './support/console-session';
import { useConsoleSuite } from './support/console-suite';

/**
 * The accessibility gate: axe-core's WCAG 2.1 A and AA rules on every screen of the
 * route tree and the resource registry, the public pages and the dialogs the main
 * buttons open, as the super admin, in both languages, at a desktop and a phone
 * width. Any critical or serious violation fails, listed by rule, element, route,
 * language and width, and so does a screen without exactly one `h1`.
 */

const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
] as const;
const LANGUAGES: GateLanguage[] = ['en', 'zh'];

/** Moves the single-page app to `path` without reloading it, as a link would. */
async function openInApp(page: Page, path: string): Promise<void> {
  const newPath = await page.evaluate((target) => {
    const before = window.location.pathname;
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
    return window.location.pathname !== before;
  }, path);
  // A new path starts the navigation bar (#nprogress) once React has drawn it; a new tab of the same page does not.
  if (newPath) {
    await page
      .locator('#nprogress')
      .waitFor({ state: 'attached', timeout: 1_000 })
      .catch(() => undefined);
  }
  await settled(page);
}

/**
 * Waits until the screen has drawn its data: the navigation bar gone, no spinner,
 * no skeleton, no colour halfway through a transition.
 */
async function settled(page: Page): Promise<void> {
  await expect
    .poll(() => page.locator('#nprogress, [role=progressbar]:visible, .MuiSkeleton-root:visible').count(), {
      timeout: 15_000,
    })
    .toBe(0);
  await expect
    .poll(() => page.evaluate(() => document.getAnimations().filter((run) => run instanceof CSSTransition).length))
    .toBe(0);
}

/** The violations of the page as it stands; a first finding is checked again once the page has had time to settle. */
async function stableFindings(page: Page) {
  const first = await blockingAxeFindings(page);
  if (first.length === 0) return first;
  await page.waitForTimeout(700);
  await settled(page);
  return blockingAxeFindings(page);
}

describe.runIf(chromiumAvailable())('the accessibility gate', () => {
  const suite = useConsoleSuite();
  let screens: string[] = [];

  beforeAll(async () => {
    const { app } = suite.server;
    await seedSites(app, ADMIN_PASSWORD, ['North Tower', 'South Court']);
    const token = await apiToken(app, 'admin', ADMIN_PASSWORD);
    const sites = await apiCall<{ list: { id: number }[] }>(app, token, 'GET', '/api/sites?page=1&pageSize=1');
    await apiCall(app, token, 'POST', '/api/residents', {
      firstName: 'Ada',
      lastName: 'Lane',
      siteId: sites.list[0]?.id,
    });
    screens = await consoleScreens(app, token);
  });

  it('covers every screen of the route tree and the registry, with rows to show and edit', () => {
    expect(screens).toContain('/home');
    expect(screens).toContain('/sp-site/site-tabs?tab=sites');
    expect(screens.some((screen) => /^\/sites\/\d+\/show$/.test(screen))).toBe(true);
    expect(screens.some((screen) => /^\/residents\/\d+$/.test(screen))).toBe(true);
    expect(screens.some((screen) => /^\/residents\/\d+(\/show)?\?section=history$/.test(screen))).toBe(true);
    expect(publicScreens()).toContain('/forgot-password/by-email');
  });

  for (const lang of LANGUAGES) {
    for (const viewport of WIDTHS) {
      it(`finds no critical or serious violation in ${lang} at ${viewport.width} px`, {
        timeout: 300_000,
      }, async () => {
        const context = await suite.newContext({ viewport, locale: lang === 'zh' ? 'zh-CN' : 'en-US' });
        await context.addInitScript((language) => localStorage.setItem('lang', language), lang);
        const page = await context.newPage();
        const failures: string[] = [];
        const check = async (where: string) => {
          const { failing, known } = withoutKnownGaps(where, await stableFindings(page));
          const label = `${where} [${lang}, ${viewport.width} px]`;
          failures.push(...describeFindings(label, failing));
          // One heading of level 1 names every screen (axe only warns of none; two are as bad).
          // A page whose text loads on its own (the legal documents) gets a moment to draw its heading.
          const headings = () => page.locator('h1').count();
          const one = await expect
            .poll(headings, { timeout: 5_000 })
            .toBe(1)
            .then(() => true)
            .catch(() => false);
          if (!one) failures.push(`${label}: ${await headings()} h1 headings, not one`);
          if (known.length > 0) process.stdout.write(`Known gap, not failing: ${label}: ${known.length} findings\n`);
        };

        for (const route of publicScreens()) {
          await page.goto(`${suite.server.url}${route}`);
          await settled(page);
          await check(route);
        }
        await signInAt(page, suite.server.url, '/home', 'admin', ADMIN_PASSWORD);
        await settled(page);
        for (const route of screens) {
          await openInApp(page, route);
          await check(route);
        }
        if (viewport.width === WIDTHS[0].width) {
          // The table's selection boxes say which row they select, in the page's language.
          await openInApp(page, '/sp-site/site-tabs?tab=sites');
          const selectRow = lang === 'zh' ? '选择行 North Tower' : 'Select row North Tower';
          expect(await page.getByRole('checkbox', { name: selectRow, exact: true }).count()).toBe(1);
        }
        for (const dialog of screenDialogs(lang)) {
          const route = dialog.route(screens);
          if (!route) throw new Error(`No screen to open the ${dialog.name} from`);
          await openInApp(page, route);
          const where = `${route} (${dialog.name})`;
          const layer = await dialog.open(page).catch((error: Error) => {
            failures.push(`${where} [${lang}, ${viewport.width} px]: did not open: ${error.message.split('\n')[0]}`);
            return undefined;
          });
          if (!layer) continue;
          await settled(page);
          await check(where);
          await page.keyboard.press('Escape');
          await layer.waitFor({ state: 'hidden', timeout: 5_000 }).catch(() => page.keyboard.press('Escape'));
        }
        await context.close();
        expect(failures).toEqual([]);
      });
    }
  }
});
