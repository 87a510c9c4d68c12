import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitorPassSchema } from '../support/form-schemas';
import { chromiumAvailable } from './support/chromium';
import { type ConsoleBrowser, MOBILE, openConsoleBrowser, SCREENSHOTS } from './support/console-browser';
import { ADMIN_PASSWORD } from './support/console-server';
import { apiCall, apiToken, signInAt } from './support/console-session';

const BUILDER = '/sp-console/form-generator';
const WIDE = { width: 1440, height: 900 };

/** Publishing a rule tighter than stored rows keep is refused on screen, naming the field and the count, in each language. */
describe.runIf(chromiumAvailable())('a tighter rule refused in the form generator in Chromium', () => {
  let session: ConsoleBrowser;
  let page: Page;
  let draftId: number;

  beforeAll(async () => {
    session = await openConsoleBrowser({ timeoutMs: 15_000 });
    page = session.page;
    const { app } = session.server;
    const token = await apiToken(app, 'admin', ADMIN_PASSWORD);
    const first = await apiCall<{ id: number }>(app, token, 'POST', '/api/form-schemas', {
      schema: visitorPassSchema(),
    });
    await apiCall(app, token, 'POST', `/api/form-schemas/${first.id}/publish`);
    const site = await apiCall<{ id: number }>(app, token, 'POST', '/api/sites', { name: 'Gate House' });
    for (const visitor of ['Ann Lee Long Name', 'Bo Chen Long Name'])
      await apiCall(app, token, 'POST', '/api/visitor-passes', { visitor, siteId: site.id });
    const tighter = visitorPassSchema() as { properties: { visitor: { maxLength: number } } };
    tighter.properties.visitor.maxLength = 5;
    draftId = (await apiCall<{ id: number }>(app, token, 'POST', '/api/form-schemas', { schema: tighter })).id;
    await page.setViewportSize(WIDE);
    await signInAt(page, session.server.url, `${BUILDER}?lang=en`, 'admin', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await session?.stop();
  });

  for (const [lang, size, drafts, publish, words] of [
    ['en', WIDE, 'Drafts', 'Publish', 'but 2 stored rows break it'],
    ['zh', MOBILE, '草稿', '发布', '已存储的 2 行不符合'],
  ] as const) {
    it(`says which field and how many rows in ${lang} at ${size.width} px`, async () => {
      await page.setViewportSize(size);
      await page.goto(`${session.server.url}${BUILDER}?lang=${lang}`);
      await page.getByRole('button', { name: drafts, exact: true }).click();
      await page.getByRole('button', { name: new RegExp(`^#${draftId} `) }).click();
      await page.getByRole('button', { name: publish, exact: true }).click();
      await page.getByRole('dialog').getByRole('button', { name: publish, exact: true }).click();
      const refusal = page.getByRole('alert').filter({ hasText: words });
      await expect.poll(() => refusal.count(), { timeout: 15_000 }).toBeGreaterThan(0);
      expect(await refusal.first().textContent()).toContain('visitor');
      await page.screenshot({ path: join(SCREENSHOTS, `form-generator-tighter-${lang}-${size.width}.png`) });
    });
  }
});
