import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { builtInResources } from '../../contract/registry';
import { listPathOf } from '../../src/navigation/routePages';
import { chromiumAvailable } from './support/chromium';
import { SCREENSHOTS } from './support/console-browser';
import { ADMIN_PASSWORD } from './support/console-server';
import { apiCall, apiToken, signInAt } from './support/console-session';
import { useConsoleSuite } from './support/console-suite';

/** The narrowest desktop window every list must fit without scrolling sideways. */
const NARROW_DESKTOP = { width: 1280, height: 800 };

/** What sticks out sideways on the page shown now: the page, a table's box, a row's action whose words are cut or wrapped. */
function overflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.scrollingElement ?? document.documentElement;
    if (root.scrollWidth > root.clientWidth) found.push(`page ${root.scrollWidth} > ${root.clientWidth}`);
    for (const table of Array.from(document.querySelectorAll<HTMLElement>('.RaDatagrid-tableWrapper'))) {
      if (table.scrollWidth > table.clientWidth) found.push(`table ${table.scrollWidth} > ${table.clientWidth}`);
    }
    for (const button of Array.from(
      document.querySelectorAll<HTMLElement>('[data-row-actions] button, [data-row-actions] a'),
    )) {
      const text = button.textContent?.trim() ?? '';
      if (text === '') continue;
      if (button.scrollWidth > button.clientWidth) found.push(`"${text}" cut`);
      const range = document.createRange();
      range.selectNodeContents(button);
      const lines = new Set(Array.from(range.getClientRects()).map((rect) => Math.round(rect.top)));
      const label = Array.from(button.childNodes).filter((node) => node.nodeType === Node.TEXT_NODE);
      const labelLines = new Set(
        label.flatMap((node) => {
          const part = document.createRange();
          part.selectNodeContents(node);
          return Array.from(part.getClientRects()).map((rect) => Math.round(rect.top));
        }),
      );
      if (labelLines.size > 1) found.push(`"${text}" wrapped over ${lines.size} lines`);
    }
    for (const label of Array.from(
      document.querySelectorAll<HTMLElement>('[data-row-actions] .MuiTypography-noWrap'),
    )) {
      if (label.scrollWidth > label.clientWidth) found.push(`"${label.textContent}" cut`);
    }
    return found;
  });
}

/**
 * Every list of the console, derived from the resource registry, at 1280 px in both
 * languages, with rows whose words are long: no page and no table scrolls sideways, and
 * no action of a row is cut or broken over two lines.
 */
describe.runIf(chromiumAvailable())('every list at 1280 px', () => {
  const suite = useConsoleSuite();

  for (const lang of ['en', 'zh'] as const) {
    it(`fits the window in ${lang}`, { timeout: 300_000 }, async () => {
      const { app, url } = suite.server;
      if (lang === 'en') await seedLongRows(app);
      const context = await suite.newContext({ viewport: NARROW_DESKTOP, locale: lang === 'zh' ? 'zh-CN' : 'en-US' });
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      await signInAt(page, url, `/home?lang=${lang}`, 'admin', ADMIN_PASSWORD);
      const found: Record<string, string[]> = {};
      for (const resource of builtInResources().filter((each) => each.operations.includes('list'))) {
        const path = listPathOf(resource);
        await page.goto(`${url}${path}`);
        await page.waitForLoadState('networkidle');
        // A list has drawn once its table, or its empty state, is on the page.
        await expect
          .poll(() => page.locator('.RaDatagrid-table, [data-empty-state]').count(), { timeout: 20_000, message: path })
          .toBeGreaterThan(0);
        const cut = await overflows(page);
        if (cut.length > 0) {
          found[path] = cut;
          await page.screenshot({ path: `${SCREENSHOTS}/list-width-${lang}-${resource.name}.png` });
        }
      }
      expect(found).toEqual({});
    });
  }
});

/** Rows with long words in the lists that show them: sites (one bound), residents, and a refused face. */
async function seedLongRows(app: Parameters<typeof apiToken>[0]): Promise<void> {
  const token = await apiToken(app, 'admin', ADMIN_PASSWORD);
  const site = await apiCall<{ id: number }>(app, token, 'POST', '/api/sites', {
    name: 'Riverside Gardens Residential North Tower',
    address: 'No. 1288 Huangpu River East Embankment Road, Pudong New District, Shanghai',
  });
  await apiCall(app, token, 'POST', '/api/sites', {
    name: '滨江花园住宅小区北塔',
    address: '上海市浦东新区黄浦江东岸滨江大道1288号',
  });
  await apiCall(app, token, 'POST', `/api/sites/${site.id}/bind`, { mac: 'A0:B1:C2:D3:E4:F5', alias: 'Lobby gateway' });
  const resident = await apiCall<{ id: number }>(app, token, 'POST', '/api/residents', {
    firstName: 'Alexandria',
    lastName: 'Montgomery-Whitfield',
    siteId: site.id,
  });
  await app.backend.tables.of('face').insert({
    faceUrl: '/upload/image/0123456789abcdef0123456789abcdef.png',
    residentId: resident.id,
    siteId: site.id,
    status: 'register_failed',
    failureReason: 'sharpness: 2.2 < 10',
  });
  await app.backend.tables.of('face').insert({
    faceUrl: '/upload/image/0123456789abcdef0123456789abcdef.png',
    residentId: resident.id,
    siteId: site.id,
    status: 'manual_detecting',
  });
}
