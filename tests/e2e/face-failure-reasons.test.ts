import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { murkyThumbnailPhoto } from '../support/face-photos';
import { chromiumAvailable } from './support/chromium';
import { type ConsoleBrowser, MOBILE, openConsoleBrowser } from './support/console-browser';
import { ADMIN_PASSWORD } from './support/console-server';
import { apiCall, apiToken, signInAt } from './support/console-session';
import { createFaceInForm } from './support/face-form';

const WIDE = { width: 1440, height: 900 };
const FACES = '/sp-site/site-tabs?tab=faces';

/** A photo that fails several tactics shows every reason: the first and "+N more" in the list, all on its page. */
describe.runIf(chromiumAvailable())('every failure reason of a face in Chromium', () => {
  let session: ConsoleBrowser;
  let page: Page;
  let faceId = 0;
  let reasonCount = 0;

  beforeAll(async () => {
    session = await openConsoleBrowser({ timeoutMs: 20_000 });
    page = session.page;
    await page.setViewportSize(WIDE);
    const { app } = session.server;
    const token = await apiToken(app, 'admin', ADMIN_PASSWORD);
    const site = await apiCall<{ id: number }>(app, token, 'POST', '/api/sites', { name: 'Murky Court' });
    await apiCall(app, token, 'POST', '/api/residents', { firstName: 'Max', lastName: 'Murk', siteId: site.id });
    await signInAt(page, session.server.url, '/faces/create?lang=en', 'admin', ADMIN_PASSWORD);
    faceId = await createFaceInForm(page, session.server.url, 'Max Murk', await murkyThumbnailPhoto());
    const face = await session.server.app.backend.tables.of('face').findById(faceId);
    reasonCount = ((face?.failureReasons ?? []) as string[]).length;
  });
  afterAll(async () => {
    await session?.stop();
  });

  const pages = [
    {
      lang: 'en',
      size: WIDE,
      first: 'Resolution too low: 150 × 157 < 300 × 300',
      also: /^Photo blurred: [\d.]+ < 10$/,
    },
    { lang: 'zh', size: WIDE, first: '分辨率过低: 150 × 157 < 300 × 300', also: /^照片模糊: [\d.]+ < 10$/ },
    { lang: 'en', size: MOBILE, first: 'Resolution too low: 150 × 157 < 300 × 300', also: /^Too dark or too bright: / },
    { lang: 'zh', size: MOBILE, first: '分辨率过低: 150 × 157 < 300 × 300', also: /^过暗或过亮: / },
  ] as const;

  it.each(pages)(
    'lists every reason on the face’s page, $lang at $size.width px',
    async ({ lang, size, first, also }) => {
      expect(reasonCount).toBeGreaterThanOrEqual(3);
      await page.setViewportSize(size);
      await page.evaluate((chosen) => localStorage.setItem('lang', chosen), lang);
      await page.goto(`${session.server.url}/faces/${faceId}/show?lang=${lang}`);
      const reasons = page.locator(`ul[data-reasons="${reasonCount}"] li`);
      await expect.poll(() => reasons.count(), { timeout: 20_000 }).toBe(reasonCount);
      expect(await reasons.first().textContent()).toBe(first);
      expect(await reasons.filter({ hasText: also }).count()).toBe(1);
    },
  );

  it.each(['en', 'zh'])('gives the first reason and how many more in the face list, %s at 1440 px', async (lang) => {
    await page.setViewportSize(WIDE);
    await page.evaluate((chosen) => localStorage.setItem('lang', chosen), lang);
    await page.goto(`${session.server.url}${FACES}&lang=${lang}`);
    const cell = page.locator(`span[data-reasons="${reasonCount}"]`);
    await expect.poll(() => cell.count(), { timeout: 20_000 }).toBe(1);
    const more = lang === 'en' ? `+${reasonCount - 1} more` : `另 ${reasonCount - 1} 项`;
    const first = lang === 'en' ? 'Resolution too low' : '分辨率过低';
    expect(await cell.textContent()).toBe(`${first}: 150 × 157 < 300 × 300${more}`);
    expect((await cell.getAttribute('title'))?.split('\n')).toHaveLength(reasonCount);
  });
});
