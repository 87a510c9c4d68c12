import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
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
import { seedSites, signInAt } from './support/console-session';
import { createLimitedAccount } from './support/limited-account';
import { accessibilityGaps } from './support/unnamed-controls';

const CONSOLE = '/sp-console/sql-console';
const PASSWORD = 'Query#2024pw';
const DOWNLOADS = mkdtempSync(join(tmpdir(), 'sql-console-downloads-'));

/** The SQL console in Chromium: a statement typed, run by button and by Ctrl+Enter, exported, its tables and history. */
describe.runIf(chromiumAvailable())('SQL console in Chromium', () => {
  let session: ConsoleBrowser;
  let page: Page;

  const editor = (label: string) => page.getByRole('textbox', { name: label });
  const typeStatement = async (label: string, sql: string) => {
    await editor(label).click();
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Delete');
    await page.keyboard.type(sql);
    await page.keyboard.press('Escape');
  };
  const status = () => page.getByRole('status').filter({ hasText: /rows?|行/ });

  beforeAll(async () => {
    session = await openConsoleBrowser({ timeoutMs: 15_000 });
    await seedSites(session.server.app, ADMIN_PASSWORD, ['North Gate', 'South Gate', 'East Gate']);
    await createLimitedAccount(session.server.app, 'analyst', PASSWORD, ['sp-console', 'sql-console']);
    page = session.page;
    await signInAt(page, session.server.url, CONSOLE, 'analyst', PASSWORD);
  });
  afterAll(async () => {
    await session?.stop();
  });

  it('runs a typed statement by button and by Ctrl+Enter, shows types and time, exports csv, in English', async () => {
    await typeStatement('SQL statement', 'select id, name from site where id < 3 order by id');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    await expect.poll(() => status().textContent()).toMatch(/^2 rows · [\d.]+ ms$/);
    const result = page.getByRole('table', { name: 'Result' });
    const header = (await result.locator('thead').textContent()) ?? '';
    expect(header).toMatch(/^id\S*name\S+$/);
    expect(header.replace(/^id/, '').length).toBeGreaterThan('name'.length);
    expect(await result.locator('tbody tr').count()).toBe(2);

    await typeStatement('SQL statement', 'select name from site order by name');
    await editor('SQL statement').press('Control+Enter');
    await expect.poll(() => status().textContent()).toMatch(/^3 rows · /);
    expect(await result.locator('tbody').textContent()).toBe('East GateNorth GateSouth Gate');
    await page.screenshot({ path: join(SCREENSHOTS, 'sql-console-en.png') });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export .csv' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^sql-result-\d{4}-\d{2}-\d{2}\.csv$/);
    const file = join(DOWNLOADS, download.suggestedFilename());
    await download.saveAs(file);
    expect(readFileSync(file, 'utf8')).toBe('\uFEFFname\r\nEast Gate\r\nNorth Gate\r\nSouth Gate\r\n');

    await page.getByRole('button', { name: 'Tables' }).click();
    const tables = page.getByRole('dialog', { name: 'Tables and columns' });
    const admin = tables.getByRole('region', { name: 'admin', exact: true });
    expect(await admin.textContent()).toMatch(/passwordHash.*secret/);
    await tables.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'My recent statements' });
    await history.getByText('select name from site order by name').first().waitFor();
    await history.getByText('select id, name from site where id < 3 order by id').click();
    await expect
      .poll(() => editor('SQL statement').textContent())
      .toBe('select id, name from site where id < 3 order by id');

    await typeStatement('SQL statement', 'delete from site');
    await page.getByRole('button', { name: 'Run', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'Only statements that read may run.' });
    await alert.waitFor();
    // One sentence in the reader's language; the engine's words apart, folded away.
    expect(await alert.textContent()).not.toContain('Invalid request');
    expect(await alert.locator('[data-engine-detail]').getAttribute('open')).toBeNull();
    expect(await alert.getByText('only statements that read and change nothing may run').isVisible()).toBe(false);
    await alert.getByText("The database's words").click();
    await expect.poll(() => alert.locator('pre').isVisible()).toBe(true);
    expect(await accessibilityGaps(page)).toEqual([]);
  });

  it('runs a statement and names a refusal in Chinese, and fits a phone', async () => {
    await page.goto(`${session.server.url}${CONSOLE}?lang=zh`);
    await typeStatement('SQL 语句', 'select name from site order by name');
    await editor('SQL 语句').press('Control+Enter');
    await expect.poll(() => status().textContent()).toMatch(/^3 行 · [\d.]+ 毫秒$/);

    await typeStatement('SQL 语句', 'select 1; select 2');
    await page.getByRole('button', { name: '执行', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: '每次只能执行一条语句。' });
    await alert.waitFor();
    expect(await alert.textContent()).not.toContain('请求无效');
    expect(await alert.locator('[data-engine-detail] summary').textContent()).toBe('数据库的原话');

    await page.getByRole('button', { name: '表结构' }).click();
    const tables = page.getByRole('dialog', { name: '表和列' });
    expect(await tables.getByRole('region', { name: 'site', exact: true }).textContent()).toContain('机密');
    expect(await accessibilityGaps(page)).toEqual([]);
    await tables.getByRole('button', { name: '关闭' }).click();

    await page.setViewportSize(MOBILE);
    await page.screenshot({ path: join(SCREENSHOTS, 'sql-console-zh-phone.png'), fullPage: true });
    await page.getByRole('button', { name: '历史' }).click();
    await page.getByRole('dialog', { name: '我最近的语句' }).getByText('select 1; select 2').first().waitFor();
    await page.keyboard.press('Escape');
    await expectFitsWidth(page, MOBILE.width);
    expect(await accessibilityGaps(page)).toEqual([]);
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
  });
});
