import { join } from 'node:path';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/chromium';
import { ADMIN_PASSWORD } from './support/console-server';
import { apiCall, apiToken, signInAt } from './support/console-session';
import { DOWNLOADS, popup, shoot, useFeedbackConsole } from './support/feedback-console';

/**
 * Times and exports (docs/features/console.md#the-console), walked in Chromium against the real server:
 * Beijing time in lists and detail views under another time zone, and a site list
 * exported to a spreadsheet read back with exceljs.
 */

const runs = chromiumAvailable();

/** `2024-05-01 08:30:00` in the given zone, computed here apart from the console's own code. */
function wallClock(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('sv-SE', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

describe.runIf(runs)('Beijing time and export in Chromium', { timeout: 90_000 }, () => {
  const { server, newPage } = useFeedbackConsole();
  let adminToken: string;

  beforeAll(async () => {
    adminToken = await apiToken(server.app, 'admin', ADMIN_PASSWORD);
  });

  it('shows times in Beijing time in lists and detail views when the browser is in New York', async () => {
    const page = await newPage({ timezoneId: 'America/New_York' });
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe('America/New_York');
    await signInAt(page, server.url, '/sp-role/admin-list?lang=en', 'admin', ADMIN_PASSWORD);
    const admin = await apiCall<{ id: number; lastLoginAt: string }>(server.app, adminToken, 'GET', '/api/admins/1');
    const beijing = wallClock(admin.lastLoginAt, 'Asia/Shanghai');
    const newYork = wallClock(admin.lastLoginAt, 'America/New_York');
    expect(beijing).not.toBe(newYork);

    await page.getByText(beijing, { exact: true }).first().waitFor();
    expect(await page.getByText(newYork, { exact: true }).count()).toBe(0);
    await shoot(page, 'beijing-time-list-en');

    // The detail view of the same account (readOnly times have no input in the forms).
    await page.goto(`${server.url}/admins/1/show`);
    await page.getByText(beijing, { exact: true }).first().waitFor();
    expect(await page.getByText(newYork, { exact: true }).count()).toBe(0);
  });

  it('exports a site list to an .xlsx with translated headers, 15-wide columns and every row', async () => {
    const page = await newPage();
    await signInAt(page, server.url, '/sp-site/site-tabs?lang=zh', 'admin', ADMIN_PASSWORD);
    await page.getByText('South Gate').first().waitFor();

    /** Clicks Export and reads back the file it saves: its name, its sheet and the sheet's headers. */
    const exported = async () => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: '导出' }).click(),
      ]);
      // The popup says how many rows went out; it lasts 3 s, so it is looked for before the file is read.
      await popup(page, /已导出 \d+ 行/).waitFor();
      const file = join(DOWNLOADS, download.suggestedFilename());
      await download.saveAs(file);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(file);
      const sheet = workbook.worksheets[0];
      return { name: download.suggestedFilename(), sheet, headers: (sheet.getRow(1).values as unknown[]).slice(1) };
    };
    const { name, sheet, headers } = await exported();
    expect(name).toMatch(/^站点-\d{4}-\d{2}-\d{2}\.xlsx$/);
    expect(headers[0]).toBe('ID');
    expect(headers).toEqual(expect.arrayContaining(['站点名称', '站点地址', '已绑定本地站点']));
    expect(sheet.columns.map((column) => column.width)).toEqual(headers.map(() => 15));

    const stored = await apiCall<{ total: number }>(server.app, adminToken, 'GET', '/api/sites?pageSize=1');
    expect(sheet.rowCount).toBe(stored.total + 1);
    const nameColumn = headers.indexOf('站点名称') + 1;
    const names = Array.from({ length: stored.total }, (_, row) => sheet.getRow(row + 2).getCell(nameColumn).value);
    expect(names).toEqual(expect.arrayContaining(['North Tower', 'South Gate', 'East Court']));
    const boundColumn = headers.indexOf('已绑定本地站点') + 1;
    expect(sheet.getRow(2).getCell(boundColumn).value).toBe('否');
    await shoot(page, 'export-zh');

    // The sheet holds the columns the admin sees: hide one from the Columns button and it goes.
    await page.getByRole('button', { name: '列', exact: true }).click();
    await page.locator('.MuiPopover-paper').getByRole('switch', { name: '站点地址' }).uncheck();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('columnheader', { name: '站点地址' }).count()).toBe(0);
    const narrower = await exported();
    expect(narrower.headers).not.toContain('站点地址');
    expect(narrower.headers).toEqual(headers.filter((header) => header !== '站点地址'));
  });
});
