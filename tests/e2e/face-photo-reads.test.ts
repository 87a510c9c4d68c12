import { join } from 'node:path';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { multipartBody, pngImage } from '../support/upload-files';
import { blockingAxeFindings, describeFindings } from './support/axe';
import { chromiumAvailable } from './support/chromium';
import { ADMIN_PASSWORD } from './support/console-server';
import { apiCall, apiToken, signInAt } from './support/console-session';
import { DOWNLOADS, useFeedbackConsole } from './support/feedback-console';

type Row = { id: number };

const LANGUAGES = {
  en: {
    reads: 'Who saw this photo',
    preview: 'Console preview',
    admin: 'Admin: admin',
    download: 'Download data report (Excel)',
    sheets: ['Resident', 'Faces', 'Photo reads', 'Revisions'],
  },
  zh: {
    reads: '谁查看过此照片',
    preview: '控制台预览',
    admin: '管理员: admin',
    download: '下载数据报告（Excel）',
    sheets: ['住户', '人脸', '照片查看记录', '修订记录'],
  },
} as const;

/**
 * Who saw a face photo, in Chromium: the face's page lists the reads of its photo (its own
 * preview among them), and the resident's page downloads the data report; both pages pass axe
 * in English and in Chinese.
 */
describe.runIf(chromiumAvailable())('face photo reads and the data report in Chromium', { timeout: 90_000 }, () => {
  const { server, newPage } = useFeedbackConsole();
  let resident: Row;
  let face: Row;

  const expectNoBlockingFindings = async (page: Page, where: string) =>
    expect(describeFindings(where, await blockingAxeFindings(page))).toEqual([]);

  beforeAll(async () => {
    const token = await apiToken(server.app, 'admin', ADMIN_PASSWORD);
    const site = await apiCall<Row>(server.app, token, 'POST', '/api/sites', { name: 'Reading Court' });
    resident = await apiCall<Row>(server.app, token, 'POST', '/api/residents', {
      siteId: site.id,
      firstName: 'Lina',
      lastName: 'Reader',
    });
    const { payload, headers } = multipartBody(pngImage(120, 120, 3), 'face.png');
    const upload = await server.app.inject({
      method: 'POST',
      url: '/upload/image',
      payload,
      headers: { ...headers, token },
    });
    const faceUrl = String(upload.json().data.url);
    face = await server.app.services
      .of('face')
      .systemCreate({ faceUrl, residentId: resident.id, siteId: site.id, status: 'register_failed' });
  });

  for (const lang of ['en', 'zh'] as const) {
    const words = LANGUAGES[lang];

    it(`lists the reads of a face's photo on its page (${lang})`, async () => {
      const page = await newPage();
      await signInAt(page, server.url, `/faces/${face.id}/show?lang=${lang}`, 'admin', ADMIN_PASSWORD);
      const panel = page.getByRole('region', { name: words.reads });
      await panel.waitFor();
      // The page's own photo was a read; opened again, the panel lists it.
      await page.locator('main img').first().waitFor();
      await page.reload();
      await panel.waitFor();
      await expect.poll(() => panel.getByRole('cell', { name: words.preview }).count()).toBeGreaterThan(0);
      expect(await panel.getByRole('cell', { name: words.admin }).count()).toBeGreaterThan(0);
      await expectNoBlockingFindings(page, `face page (${lang})`);
      await page.context().close();
    });

    it(`downloads a resident's data report from the resident's page (${lang})`, async () => {
      const page = await newPage();
      await signInAt(page, server.url, `/residents/${resident.id}/show?lang=${lang}`, 'admin', ADMIN_PASSWORD);
      const button = page.getByRole('button', { name: words.download });
      await button.waitFor();
      await expectNoBlockingFindings(page, `resident page (${lang})`);
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      expect(download.suggestedFilename()).toBe(`resident-${resident.id}-data.xlsx`);
      const file = join(DOWNLOADS, `${lang}-${download.suggestedFilename()}`);
      await download.saveAs(file);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(file);
      expect(workbook.worksheets.map((sheet) => sheet.name)).toEqual(words.sheets);
      await page.context().close();
    });
  }
});
