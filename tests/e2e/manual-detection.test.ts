import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { singleFacePhoto } from '../support/face-photos';
import { chromiumAvailable } from './support/chromium';
import { type ConsoleBrowser, openConsoleBrowser, SCREENSHOTS } from './support/console-browser';
import { ADMIN_PASSWORD } from './support/console-server';
import { apiCall, apiToken, signInAt } from './support/console-session';
import { createFaceInForm } from './support/face-form';

type Row = { id: number };

const FACES = '/sp-site/site-tabs?tab=faces';

/**
 * Manual detection in Chromium (docs/domain.md#manual-detection): the site's switch turned on, faces
 * uploaded after it wait for a person; one is failed with a required reason, and a
 * batch pass answers per face, one of them refused because it changed since the
 * list was loaded (6075).
 */
describe.runIf(chromiumAvailable())('manual detection in Chromium', () => {
  let session: ConsoleBrowser;
  let page: Page;
  const faces: Record<string, number> = {};
  const stored = (id: number) => session.server.app.backend.tables.of('face').findById(id);
  const rowOf = (text: string) => page.locator('tbody tr', { hasText: text });

  beforeAll(async () => {
    session = await openConsoleBrowser({ timeoutMs: 20_000 });
    page = session.page;
    const { app } = session.server;
    const token = await apiToken(app, 'admin', ADMIN_PASSWORD);
    const site = await apiCall<Row>(app, token, 'POST', '/api/sites', { name: 'Manual Court' });
    for (const [firstName, lastName] of [
      ['Pia', 'Pass'],
      ['Finn', 'Fail'],
      ['Sam', 'Stale'],
    ]) {
      await apiCall(app, token, 'POST', '/api/residents', { firstName, lastName, siteId: site.id });
    }
    await signInAt(page, session.server.url, '/sp-site/site-tabs?lang=en', 'admin', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await session?.stop();
  });

  it('holds faces uploaded after the switch went on for a person’s decision', async () => {
    await page
      .getByRole('row', { name: /Manual Court/ })
      .getByRole('switch', { name: 'Manual detection' })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Turn on' }).click();
    await expect
      .poll(() =>
        page
          .getByRole('row', { name: /Manual Court/ })
          .getByRole('switch')
          .isChecked(),
      )
      .toBe(true);
    const photo = await singleFacePhoto();
    for (const [key, resident] of [
      ['pass', 'Pia Pass'],
      ['fail', 'Finn Fail'],
      ['stale', 'Sam Stale'],
    ]) {
      faces[key] = await createFaceInForm(page, session.server.url, resident, photo);
      // The record's page names the status it was saved in.
      const status = page.locator('.ra-field-status [data-status]');
      await expect.poll(() => status.first().textContent()).toBe('Manual detection in progress');
    }
    expect((await stored(faces.pass))?.status).toBe('manual_detecting');
  });

  it('fails a face only with a reason, and shows the reason as written', async () => {
    await page.goto(`${session.server.url}${FACES}`);
    await rowOf('Finn Fail').getByRole('button', { name: 'Fail' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Fail manual detection' });
    await dialog.getByRole('button', { name: 'Fail' }).click();
    await expect.poll(() => dialog.getByText('A reason is required').count()).toBe(1);
    // A click beside the dialog does not close it.
    await page.mouse.click(5, 400);
    expect(await dialog.count()).toBe(1);
    await dialog.getByLabel('Reason').fill('Wearing a hat');
    await dialog.getByRole('button', { name: 'Fail' }).click();
    await expect.poll(() => page.getByText('1 failed', { exact: true }).count()).toBeGreaterThan(0);
    expect(await stored(faces.fail)).toMatchObject({
      status: 'manual_failed',
      failureReason: 'Wearing a hat',
      manualDetectResult: 'fail',
    });
    await expect.poll(() => rowOf('Finn Fail').getByText('Manual detection failed').count()).toBe(1);
    expect(await rowOf('Finn Fail').getByText('Wearing a hat').count()).toBe(1);
  });

  it('passes the selected faces, telling which one was refused for having changed since it was loaded', async () => {
    await expect.poll(() => rowOf('Pia Pass').getByRole('button', { name: 'Pass' }).count()).toBe(1);
    await rowOf('Pia Pass').getByRole('checkbox').check();
    await rowOf('Sam Stale').getByRole('checkbox').check();
    // Someone else changes Sam's face after the list was loaded.
    await session.server.app.backend.tables.of('face').update(faces.stale, { registerFailedCount: 0 });
    await page.getByRole('button', { name: 'Pass', exact: true }).first().click();
    const confirm = page.getByRole('alertdialog', { name: 'Pass manual detection' });
    await expect.poll(() => confirm.textContent()).toContain('Pass the 2 selected faces?');
    await confirm.getByRole('button', { name: 'Pass' }).click();
    const outcome = '1 passed; 1 refused: The data has changed, please refresh (6075)';
    await expect.poll(() => page.getByText(outcome).count()).toBeGreaterThan(0);
    await page.screenshot({ path: `${SCREENSHOTS}/manual-detection-outcome-en.png` });
    // Passing continues as if the tactics had passed: no gateway has started at this site.
    expect(await stored(faces.pass)).toMatchObject({ status: 'device_not_started', manualDetectResult: 'pass' });
    expect((await stored(faces.stale))?.status).toBe('manual_detecting');
    await expect.poll(() => rowOf('Pia Pass').getByText('Device not started').count()).toBe(1);
  });

  it('speaks Chinese in the list and the fail dialog', async () => {
    await page.goto(`${session.server.url}${FACES}&lang=zh`);
    await expect.poll(() => rowOf('Finn Fail').getByText('人工检测不通过').count()).toBe(1);
    await rowOf('Sam Stale').getByRole('button', { name: '不通过' }).click();
    const dialog = page.getByRole('alertdialog', { name: '人工检测不通过' });
    await expect.poll(() => dialog.getByLabel('原因').count()).toBe(1);
    await page.screenshot({ path: `${SCREENSHOTS}/manual-detection-fail-zh.png` });
    await dialog.getByRole('button', { name: '取消' }).click();
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
  });

  it('retries the face a person failed: decided again, it waits for a person once more', async () => {
    await page.goto(`${session.server.url}${FACES}`);
    await rowOf('Finn Fail').getByRole('button', { name: 'Retry' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Retry registration' });
    await expect.poll(() => confirm.textContent()).toContain('Register the 1 selected face again?');
    await confirm.getByRole('button', { name: 'Retry' }).click();
    await expect.poll(() => page.getByText('1 face sent for registration again').count()).toBeGreaterThan(0);
    expect((await stored(faces.fail))?.status).toBe('manual_detecting');
    await expect.poll(() => rowOf('Finn Fail').getByText('Manual detection in progress').count()).toBe(1);
  });
});
