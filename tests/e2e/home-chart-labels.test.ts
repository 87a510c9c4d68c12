import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/chromium';
import { type ConsoleBrowser, MOBILE, openConsoleBrowser, SCREENSHOTS } from './support/console-browser';
import { ADMIN_PASSWORD } from './support/console-server';
import { apiCall, apiToken, signInAt } from './support/console-session';

const WIDE = { width: 1440, height: 900 };
const PHOTO = '/upload/image/0123456789abcdef0123456789abcdef.jpg';

/** The words drawn on a chart's axes, one entry per tick label (its lines joined by a space). */
const tickLabels = (page: Page, chart: string) =>
  page
    .getByTestId(chart)
    .locator('.MuiChartsAxis-tickLabel')
    .evaluateAll((labels) =>
      labels.map(
        (label) =>
          [...label.querySelectorAll('tspan')].map((line) => line.textContent ?? '').join(' ') ||
          (label.textContent ?? ''),
      ),
    );

/** Home's charts draw whole counts and whole status names, with no data as with some, at both widths. */
describe.runIf(chromiumAvailable())('the axes of Home’s charts in Chromium', () => {
  let session: ConsoleBrowser;
  let page: Page;

  beforeAll(async () => {
    session = await openConsoleBrowser({ timeoutMs: 15_000 });
    page = session.page;
    await page.setViewportSize(WIDE);
    await signInAt(page, session.server.url, '/home?lang=en', 'admin', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await session?.stop();
  });

  it('counts registrations in whole numbers when there are none', async () => {
    for (const [lang, size] of [
      ['en', WIDE],
      ['zh', MOBILE],
    ] as const) {
      await page.setViewportSize(size);
      await page.goto(`${session.server.url}/home?lang=${lang}`);
      await page.getByTestId('chart-registrations').locator('.MuiChartsAxis-tickLabel').first().waitFor();
      const labels = await tickLabels(page, 'chart-registrations');
      const counts = labels.filter((label) => /^[\d.,…]+$/.test(label));
      expect(counts.length, `${lang} ${size.width}`).toBeGreaterThan(0);
      expect(
        counts.every((label) => /^\d+$/.test(label)),
        `${lang} ${size.width}: ${counts.join(' | ')}`,
      ).toBe(true);
      await page.screenshot({ path: join(SCREENSHOTS, `home-registrations-empty-${lang}-${size.width}.png`) });
    }
  });

  it('writes each face status in full beside its bar', async () => {
    const { app } = session.server;
    const token = await apiToken(app, 'admin', ADMIN_PASSWORD);
    const { id } = await apiCall<{ id: number }>(app, token, 'POST', '/api/sites', { name: 'Label House' });
    const { tables } = app.backend;
    for (const [index, status] of (['manual_detecting', 'manual_failed', 'register_success'] as const).entries()) {
      const resident = await tables.of('resident').insert({ firstName: 'R', lastName: `L ${index}`, siteId: id });
      await tables.of('face').insert({ faceUrl: PHOTO, residentId: Number(resident.id), siteId: id, status });
    }
    const job = await tables.of('scheduled-job').findOneWhere({ code: 'home-figures' });
    await apiCall(app, token, 'POST', `/api/scheduled-jobs/${job?.id}/run`);
    for (const [lang, size, status] of [
      ['en', WIDE, 'Manual detection in progress'],
      ['en', MOBILE, 'Manual detection in progress'],
      ['zh', WIDE, '人工检测中'],
      ['zh', MOBILE, '人工检测不通过'],
    ] as const) {
      await page.setViewportSize(size);
      await page.goto(`${session.server.url}/home?lang=${lang}`);
      const chart = page.getByTestId('chart-faces');
      await chart.locator('.MuiChartsAxis-tickLabel').first().waitFor({ timeout: 15_000 });
      const labels = await tickLabels(page, 'chart-faces');
      expect(labels, `${lang} ${size.width}: ${labels.join(' | ')}`).toContain(status);
      expect(
        labels.filter((label) => label.includes('…')),
        `${lang} ${size.width}`,
      ).toEqual([]);
      await chart.screenshot({ path: join(SCREENSHOTS, `home-faces-labels-${lang}-${size.width}.png`) });
    }
  });
});
