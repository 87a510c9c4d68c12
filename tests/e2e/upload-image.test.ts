import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngImage } from '../support/upload-files';
import { chromiumAvailable } from './support/chromium';
import { type ConsoleBrowser, openConsoleBrowser, SCREENSHOTS } from './support/console-browser';
import { ADMIN_PASSWORD } from './support/console-server';
import { apiCall, apiToken, signInAt } from './support/console-session';

/**
 * The image widget in Chromium: a face photo is chosen through the hidden input,
 * the progress overlay shows while it is sent (the request is held until the test
 * has seen it), and the thumbnail comes back through the token-carrying fetch.
 */

type Row = Record<string, unknown> & { id: number };

const PHOTO = { name: 'ada.png', mimeType: 'image/png', buffer: pngImage(48, 36) };

describe.runIf(chromiumAvailable())('uploading a face photo in Chromium', () => {
  let opened: ConsoleBrowser;
  let page: Page;
  let site: Row;
  let resident: Row;

  /** Uploads wait for this gate (opened by default), so that the overlay can be looked at. */
  let uploadGate: Promise<void> = Promise.resolve();
  const holdUploads = () => {
    let release = () => {};
    uploadGate = new Promise<void>((resolve) => {
      release = resolve;
    });
    return release;
  };

  /** Chooses the photo with `choose`, checks the overlay while the upload is held, then lets it through. */
  const uploadThroughWidget = async (choose: () => Promise<void>) => {
    const release = holdUploads();
    await choose();
    const overlay = page.getByTestId('upload-progress');
    await overlay.waitFor();
    expect((await overlay.boundingBox())?.width).toBe(500);
    expect(await page.getByTestId('upload-percent').textContent()).toMatch(/^\d{1,3}\.\d%$/);
    expect(await overlay.textContent()).toContain('Uploading ada.png');
    await page.screenshot({ path: `${SCREENSHOTS}/face-photo-uploading-en.png` });
    release();
    await expect.poll(() => overlay.count()).toBe(0);
    const thumbnail = page.getByTestId('image-thumbnail');
    await thumbnail.waitFor();
    await expect.poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(48);
  };

  const pick = async (label: string, option: string) => {
    await page.getByLabel(label).click();
    await page.getByRole('option', { name: option }).click();
  };

  beforeAll(async () => {
    opened = await openConsoleBrowser({ timeoutMs: 20_000 });
    page = opened.page;
    const { app } = opened.server;
    const token = await apiToken(app, 'admin', ADMIN_PASSWORD);
    site = await apiCall<Row>(app, token, 'POST', '/api/sites', { name: 'Photo Court' });
    resident = await apiCall<Row>(app, token, 'POST', '/api/residents', {
      firstName: 'Ada',
      lastName: 'Lee',
      siteId: site.id,
    });
    await page.route('**/upload/image', async (route) => {
      await uploadGate;
      await route.continue();
    });
    await signInAt(page, opened.server.url, '/faces/create?lang=en', 'admin', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await opened?.stop();
  });

  it('uploads a photo on the face create form, shows the overlay and the thumbnail, and saves the face', async () => {
    await page.getByRole('button', { name: 'Upload an image' }).waitFor();
    const input = page.locator('input[type=file]');
    expect(await input.getAttribute('id')).toMatch(/^[a-z0-9]{12}$/);
    await uploadThroughWidget(() => input.setInputFiles(PHOTO));
    await page.screenshot({ path: `${SCREENSHOTS}/face-photo-thumbnail-en.png` });

    // The site is the resident's: the form has no input for it.
    await pick('Resident', 'Ada Lee');
    expect(await page.getByLabel('Site').count()).toBe(0);
    await page.getByRole('button', { name: 'Save' }).click();
    const faces = opened.server.app.backend.tables.of('face');
    await expect.poll(async () => (await faces.findWhere({})).length).toBe(1);
    const [face] = await faces.findWhere({});
    expect(face).toMatchObject({ residentId: resident.id, siteId: site.id });
    expect(String(face.faceUrl)).toMatch(/^\/upload\/image\/[0-9a-f]{32}\.png$/);
    expect(face.facePath).toBe(String(face.faceUrl).replace('/upload/', ''));
  });

  it('replaces and removes the photo with labelled buttons on the edit form', async () => {
    const [face] = await opened.server.app.backend.tables.of('face').findWhere({});
    await page.goto(`${opened.server.url}/faces/${face.id}`);
    await page.getByTestId('image-thumbnail').waitFor();
    await page.getByRole('button', { name: 'Replace' }).waitFor();
    await page.getByRole('button', { name: 'Remove' }).click();
    expect(await page.getByTestId('image-thumbnail').count()).toBe(0);
    // The button is a real one, reached from the keyboard, and opens the browser's file chooser.
    const choose = page.getByRole('button', { name: 'Upload an image' });
    await choose.focus();
    expect(await choose.evaluate((button) => button === document.activeElement && button.tagName)).toBe('BUTTON');
    await uploadThroughWidget(async () => {
      const chooser = page.waitForEvent('filechooser');
      await choose.click();
      await (await chooser).setFiles(PHOTO);
    });
    await page.getByRole('button', { name: 'Save' }).click();
    const faces = opened.server.app.backend.tables.of('face');
    await expect.poll(async () => (await faces.findById(Number(face.id)))?.faceUrl).not.toBe(face.faceUrl);
  });
});
