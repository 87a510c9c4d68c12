import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXACT_COUNT_LIMIT } from '../../contract/list-page';
import { chromiumAvailable } from './support/chromium';
import { type ConsoleBrowser, openConsoleBrowser } from './support/console-browser';
import { ADMIN_PASSWORD } from './support/console-server';
import { signInAt } from './support/console-session';

const LOG = '/sp-console/apilog-list';
/** Past the exact count, so the list says how long it is without counting every row. */
const ROWS = EXACT_COUNT_LIMIT + 150;

/** A list too long to count: its page range says "more than N" honestly, in both languages, and it still pages on. */
describe.runIf(chromiumAvailable())('a list past the exact count in Chromium', () => {
  let session: ConsoleBrowser;
  let page: Page;
  const range = () => page.locator('.MuiTablePagination-displayedRows').first().textContent();

  beforeAll(async () => {
    session = await openConsoleBrowser({ timeoutMs: 10_000 });
    page = session.page;
    // Within the last hours: the log opens on recent requests.
    const start = Date.now() - ROWS * 1000;
    const rows = Array.from({ length: ROWS }, (_, n) => ({
      createdAt: new Date(start + n * 1000).toISOString(),
      method: 'GET',
      path: `/api/sites/${n + 1}`,
      statusCode: 200,
      code: 200,
      durationMs: 3,
      body: null,
      adminId: null,
      ip: '10.0.0.1',
    }));
    const logs = session.server.app.backend.tables.of('api-log');
    for (let from = 0; from < rows.length; from += 500) await logs.insertMany(rows.slice(from, from + 500));
    await signInAt(page, session.server.url, LOG, 'admin', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await session?.stop();
  });

  it('says "more than 10,000" in English and pages on with Next', async () => {
    await page.goto(`${session.server.url}${LOG}?lang=en`);
    await expect.poll(range).toMatch(/^1–\d+ of more than 10,000$/);
    await page.getByRole('button', { name: 'Go to next page' }).click();
    await expect.poll(range).toMatch(/^\d+–\d+ of more than 10,000$/);
    expect(await range()).not.toMatch(/^1–/);
  });

  it('says "超过 10,000 条" in Chinese', async () => {
    await page.goto(`${session.server.url}${LOG}?lang=zh`);
    await expect.poll(range).toMatch(/^第 \d+-\d+ 条，超过 10,000 条$/);
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
  });
});
