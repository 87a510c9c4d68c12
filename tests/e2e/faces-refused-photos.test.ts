import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blurredPhoto, groupPhoto } from '../support/face-photos';
import { chromiumAvailable } from './support/chromium';
import { type ConsoleBrowser, openConsoleBrowser, SCREENSHOTS } from './support/console-browser';
import { ADMIN_PASSWORD } from './support/console-server';
import { apiCall, apiToken, signInAt } from './support/console-session';
import { createFaceInForm } from './support/face-form';

type Row = { id: number };

/**
 * Photos the tactics refuse, uploaded through the face form: a group photo and a
 * blurred one end registration failed, each with its reason in words and its measured
 * detail, in English and in Chinese. Real photos, judged on their real pixels.
 */
describe.runIf(chromiumAvailable())('refused face photos in Chromium', () => {
  let session: ConsoleBrowser;
  let page: Page;
  const faces: Record<string, number> = {};
  const stored = (id: number) => session.server.app.backend.tables.of('face').findById(id);

  beforeAll(async () => {
    session = await openConsoleBrowser({ timeoutMs: 20_000 });
    page = session.page;
    const { app } = session.server;
    const token = await apiToken(app, 'admin', ADMIN_PASSWORD);
    const site = await apiCall<Row>(app, token, 'POST', '/api/sites', { name: 'Refusal Court' });
    for (const [firstName, lastName] of [
      ['Gus', 'Group'],
      ['Bea', 'Blur'],
    ]) {
      await apiCall(app, token, 'POST', '/api/residents', { firstName, lastName, siteId: site.id });
    }
    await signInAt(page, session.server.url, '/faces/create?lang=en', 'admin', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await session?.stop();
  });

  it('fails a group photo for not holding exactly one face, saying so on the face’s page', async () => {
    faces.group = await createFaceInForm(page, session.server.url, 'Gus Group', await groupPhoto());
    expect(await stored(faces.group)).toMatchObject({
      status: 'register_failed',
      failureReason: 'single-face: 2 faces',
    });
    await expect.poll(() => page.getByText('Registration failed', { exact: true }).count()).toBe(1);
    await expect.poll(() => page.getByText('Not exactly one face: 2 faces').count()).toBe(1);
    // A failed face keeps its photo: it can be previewed and retried.
    await expect.poll(() => page.getByRole('button', { name: 'Retry' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Preview photo' }).click();
    const preview = page.getByRole('dialog', { name: `Face photo #${faces.group}` });
    await expect
      .poll(() => preview.locator('img').evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBe(1029);
    const opacity = () =>
      preview.evaluate((box) => getComputedStyle(box.closest('.MuiDialog-container') ?? box).opacity);
    await expect.poll(opacity).toBe('1');
    await page.screenshot({ path: `${SCREENSHOTS}/face-group-photo-en.png` });
    await preview.getByRole('button', { name: 'Close' }).click();
  });

  it('fails a blurred photo on sharpness, with the measured variance', async () => {
    faces.blurred = await createFaceInForm(page, session.server.url, 'Bea Blur', await blurredPhoto());
    const face = await stored(faces.blurred);
    expect(face?.status).toBe('register_failed');
    expect(face?.failureReason).toMatch(/^sharpness: [\d.]+ < 10$/);
    await expect.poll(() => page.getByText(/^Photo blurred: [\d.]+ < 10$/).count()).toBe(1);
  });

  it('gives both reasons in Chinese in the face list', async () => {
    await page.goto(`${session.server.url}/sp-site/site-tabs?tab=faces&lang=zh`);
    await expect.poll(() => page.getByText('照片中不是恰好一张人脸: 2 faces').count()).toBe(1);
    await expect.poll(() => page.getByText(/^照片模糊: [\d.]+ < 10$/).count()).toBe(1);
    expect(await page.getByText('注册失败', { exact: true }).count()).toBe(2);
    await page.screenshot({ path: `${SCREENSHOTS}/face-refused-photos-zh.png` });
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
  });
});
