import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHINESE_HEADERS,
  ENGLISH_HEADERS,
  facePhoto,
  readWorkbook,
  residentSheet,
  zipOf,
} from '../support/import-files';
import { chromiumAvailable } from './support/chromium';
import {
  type ConsoleBrowser,
  DESKTOP,
  expectFitsWidth,
  MOBILE,
  openConsoleBrowser,
  SCREENSHOTS,
} from './support/console-browser';
import { ADMIN_PASSWORD } from './support/console-server';
import { apiCall, apiToken, signInAt } from './support/console-session';

type Site = { id: number; name: string };
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Site face import in Chromium: a sheet and its photos with one bad row, previewed, run, the report read back, the run in the history. */
describe.runIf(chromiumAvailable())('site import in Chromium', () => {
  let session: ConsoleBrowser;
  let page: Page;
  let site: Site;
  let sheet: Buffer;
  let photos: Buffer;

  const downloaded = async (click: () => Promise<void>) => {
    const [download] = await Promise.all([page.waitForEvent('download'), click()]);
    return readFile((await download.path()) as string);
  };
  const chooseSite = async (name: string, label: string) => {
    await page.getByRole('combobox', { name: label }).fill(name.slice(0, 6));
    await page.getByRole('option', { name }).click();
  };
  const chooseFiles = async () => {
    const inputs = page.locator('input[type=file]');
    await inputs.nth(0).setInputFiles({ name: 'residents.xlsx', mimeType: XLSX, buffer: sheet });
    await inputs.nth(1).setInputFiles({ name: 'photos.zip', mimeType: 'application/zip', buffer: photos });
  };

  beforeAll(async () => {
    session = await openConsoleBrowser({ timeoutMs: 15_000 });
    page = session.page;
    const token = await apiToken(session.server.app, 'admin', ADMIN_PASSWORD);
    site = await apiCall<Site>(session.server.app, token, 'POST', '/api/sites', { name: 'Harbour View' });
    sheet = await residentSheet([
      { firstName: 'Lena', lastName: 'Park', personId: 'H1', phone: '13800000001' },
      { firstName: 'Omar', lastName: 'Reed', personId: 'H2' },
      { firstName: '', lastName: 'Nameless', personId: 'H3' },
    ]);
    photos = zipOf({ 'H1.jpg': await facePhoto(0), 'H2.jpg': await facePhoto(1), 'H3.jpg': await facePhoto(2) });
    await signInAt(page, session.server.url, '/sp-site/site-import', 'admin', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await session?.stop();
  });

  it('imports a sheet and photos with one bad row, and ends with the report and the failed rows', async () => {
    const template = await downloaded(() => page.getByRole('button', { name: 'Download the template' }).click());
    expect((await readWorkbook(template))[0]).toEqual(ENGLISH_HEADERS);

    await chooseSite(site.name, 'Site');
    await chooseFiles();
    await expect.poll(() => page.getByText('photos.zip').count()).toBe(1);
    await page.getByRole('button', { name: 'Preview' }).click();
    const counts = page.getByTestId('import-counts');
    await expect.poll(() => counts.textContent()).toContain('To create: 2');
    expect(await counts.textContent()).toContain('Refused: 1');
    const refused = page.getByRole('table', { name: 'Refused rows' });
    const badRow = refused.getByRole('row', { name: /Nameless|H3/ });
    expect(await badRow.textContent()).toBe('4H3First nameThe data or name is empty');
    // The refused row's photo is that row's, not a photo no row asked for.
    expect(await page.getByText('Photos of refused rows, not imported with them: H3.jpg').count()).toBe(1);
    expect(await page.getByText(/no row asked for/).count()).toBe(0);
    await page.screenshot({ path: join(SCREENSHOTS, 'site-import-preview-en.png') });

    await page.getByRole('button', { name: 'Run the import' }).click();
    const result = page.getByTestId('import-result');
    await expect.poll(() => result.textContent(), { timeout: 30_000 }).toContain('Created: 2');
    expect(await result.textContent()).toContain('Faces made: 2');
    await page.screenshot({ path: join(SCREENSHOTS, 'site-import-report-en.png') });
    const stored = await session.server.app.backend.tables.of('resident').findWhere({ siteId: site.id });
    expect(stored.map((resident) => resident.personId).sort()).toEqual(['H1', 'H2']);

    const report = await readWorkbook(
      await downloaded(() => page.getByRole('button', { name: 'Download the report' }).click()),
    );
    expect(report.map((line) => line.slice(0, 3))).toEqual([
      ['Row', 'Person id', 'Outcome'],
      ['2', 'H1', 'Created'],
      ['3', 'H2', 'Created'],
      ['4', 'H3', 'Refused'],
    ]);
    expect(report[3].slice(3, 6)).toEqual(['First name', '6037', 'The data or name is empty']);
    const failed = await readWorkbook(
      await downloaded(() => page.getByRole('button', { name: 'Download the failed rows' }).click()),
    );
    expect(failed).toEqual([ENGLISH_HEADERS, ['', 'Nameless', 'H3', '', '', '', '', '', '']]);

    await page.getByRole('button', { name: 'Import the failed rows again' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Preview' }).count()).toBe(1);
  });

  it('previews in Chinese at phone width, the same file now unchanged', async () => {
    await page.setViewportSize(MOBILE);
    await page.goto(`${session.server.url}/sp-site/site-import?lang=zh`);
    const template = await downloaded(() => page.getByRole('button', { name: '下载模板' }).click());
    expect((await readWorkbook(template))[0]).toEqual(CHINESE_HEADERS);
    await chooseSite(site.name, '站点');
    await chooseFiles();
    await page.getByRole('button', { name: '预览' }).click();
    const counts = page.getByTestId('import-counts');
    await expect.poll(() => counts.textContent()).toContain('无变化: 2');
    expect(await counts.textContent()).toContain('将创建: 0');
    const refused = page.getByRole('table', { name: '被拒绝的行' });
    expect(await refused.getByRole('row', { name: /H3/ }).textContent()).toBe('4H3名数据或名称为空');
    expect(await page.getByText('被拒绝的行的照片，未随这些行导入：H3.jpg').count()).toBe(1);
    expect(await page.getByText(/没有对应行的照片/).count()).toBe(0);
    await expectFitsWidth(page, MOBILE.width);
    await page.screenshot({ path: join(SCREENSHOTS, 'site-import-preview-zh-mobile.png') });
  });
  it('keeps the run in the import history, its failed row, its report and its failed rows on the run’s page in both languages', async () => {
    await page.setViewportSize(DESKTOP);
    await page.goto(`${session.server.url}/sp-site/site-import?lang=en`);
    await page.getByRole('tab', { name: 'Import history' }).click();
    await page.waitForURL(/tab=site-import-runs/);
    const rows = page.locator('tbody tr');
    // Only the first import ran; the second was previewed.
    await expect.poll(() => rows.count()).toBe(1);
    expect(await rows.first().textContent()).toContain('Harbour View');
    await rows.first().click();
    await page.waitForURL(/\/site-import-runs\/\d+\/show/);
    const failures = page.getByTestId('import-run-failures').locator('tbody tr');
    await expect.poll(() => failures.count()).toBe(1);
    expect(await failures.first().textContent()).toBe('4H3First name6037The data or name is empty');
    // The past import's page offers its report and its failed rows, as the run's page did.
    const report = await readWorkbook(
      await downloaded(() => page.getByRole('button', { name: 'Download the report' }).click()),
    );
    expect(report[0]).toEqual(['Row', 'Person id', 'Field', 'Code', 'Message']);
    expect(report.slice(1).map((line) => line.slice(0, 4))).toEqual([['4', 'H3', 'First name', '6037']]);
    const failed = await readWorkbook(
      await downloaded(() => page.getByRole('button', { name: 'Download the failed rows' }).click()),
    );
    expect(failed).toEqual([ENGLISH_HEADERS, ['', 'Nameless', 'H3', '', '', '', '', '', '']]);

    await page.setViewportSize(MOBILE);
    await page.goto(`${page.url()}?lang=zh`);
    await expect.poll(() => failures.first().textContent()).toBe('4H3名6037数据或名称为空');
    const chineseReport = await readWorkbook(
      await downloaded(() => page.getByRole('button', { name: '下载报告' }).click()),
    );
    expect(chineseReport[1].slice(0, 3)).toEqual(['4', 'H3', '名']);
    const chineseFailed = await readWorkbook(
      await downloaded(() => page.getByRole('button', { name: '下载失败的行' }).click()),
    );
    expect(chineseFailed[0]).toEqual(CHINESE_HEADERS);
    await expectFitsWidth(page, MOBILE.width);
    await page.screenshot({ path: join(SCREENSHOTS, 'site-import-past-run-zh-mobile.png') });
  });
});
