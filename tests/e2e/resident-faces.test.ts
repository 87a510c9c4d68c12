import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/chromium';
import {
  type ConsoleBrowser,
  expectFitsWidth,
  MOBILE,
  openConsoleBrowser,
  SCREENSHOTS,
} from './support/console-browser';
import { ADMIN_PASSWORD } from './support/console-server';
import { apiCall, apiToken, signInAt } from './support/console-session';

const WIDE = { width: 1440, height: 900 };
const PHOTO = '/upload/image/0123456789abcdef0123456789abcdef.jpg';

/** A resident's page lists the resident's faces with their states, each a link to its page, in both languages and widths. */
describe.runIf(chromiumAvailable())('a resident’s faces on the resident’s page in Chromium', () => {
  let session: ConsoleBrowser;
  let page: Page;
  let residentId: number;
  let lonelyId: number;
  const faceIds: number[] = [];

  const rowsOf = (page: Page) => page.getByTestId('resident-faces').locator('tbody tr');

  beforeAll(async () => {
    session = await openConsoleBrowser({ timeoutMs: 15_000 });
    page = session.page;
    const { app } = session.server;
    const token = await apiToken(app, 'admin', ADMIN_PASSWORD);
    const site = await apiCall<{ id: number }>(app, token, 'POST', '/api/sites', { name: 'Faces House' });
    const { tables } = app.backend;
    const resident = await tables.of('resident').insert({ firstName: 'Mei', lastName: 'Lin', siteId: site.id });
    residentId = Number(resident.id);
    const lonely = await tables.of('resident').insert({ firstName: 'No', lastName: 'Face', siteId: site.id });
    lonelyId = Number(lonely.id);
    for (const status of ['register_success', 'manual_detecting'] as const) {
      const face = await tables.of('face').insert({ faceUrl: PHOTO, residentId, siteId: site.id, status });
      faceIds.push(Number(face.id));
    }
    await page.setViewportSize(WIDE);
    await signInAt(page, session.server.url, `/residents/${residentId}/show?lang=en`, 'admin', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await session?.stop();
  });

  for (const [lang, size, tab, states] of [
    ['en', WIDE, 'Faces', ['Manual detection in progress', 'Registered']],
    ['zh', MOBILE, '人脸', ['人工检测中', '注册成功']],
  ] as const) {
    it(`lists them under the ${tab} tab in ${lang} at ${size.width} px, each opening its face`, async () => {
      await page.setViewportSize(size);
      await page.goto(`${session.server.url}/residents/${residentId}/show?lang=${lang}`);
      await page.getByRole('tab', { name: tab, exact: true }).click();
      await page.waitForURL(/section=faces/);
      const rows = rowsOf(page);
      await expect.poll(() => rows.count(), { timeout: 15_000 }).toBe(2);
      const newest = [...faceIds].sort((a, b) => b - a);
      expect(await rows.nth(0).getByRole('link').textContent()).toBe(`#${newest[0]}`);
      for (const [index, state] of states.entries()) expect(await rows.nth(index).textContent()).toContain(state);
      await expectFitsWidth(page, size.width);
      await page.screenshot({ path: join(SCREENSHOTS, `resident-faces-${lang}-${size.width}.png`) });
      await rows.nth(1).getByRole('link').click();
      await page.waitForURL(new RegExp(`/faces/${newest[1]}/show`));
    });
  }

  it('says when a resident has no face yet', async () => {
    await page.setViewportSize(WIDE);
    await page.goto(`${session.server.url}/residents/${lonelyId}/show?lang=en&section=faces`);
    await expect.poll(() => page.getByText('This resident has no face yet').count(), { timeout: 15_000 }).toBe(1);
  });
});
