import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blurredPhoto, groupPhoto, singleFacePhoto } from '../support/face-photos';
import { chromiumAvailable } from './support/chromium';
import { type ConsoleBrowser, openConsoleBrowser } from './support/console-browser';
import { ADMIN_PASSWORD } from './support/console-server';
import { signInAt } from './support/console-session';

const TACTICS = '/sp-cfg/sp-cfg-autoDetectTactics';

/** Tactics switched off and on in batch from their list, with the notice when nothing would change. */
describe.runIf(chromiumAvailable())('switching tactics in Chromium', () => {
  let session: ConsoleBrowser;
  let page: Page;
  const enabledCount = async () =>
    (await session.server.app.backend.tables.of('auto-detect-tactic').findWhere({ enabled: true })).length;
  const selectRows = async (...codes: string[]) => {
    for (const code of codes)
      await page
        .getByRole('row', { name: new RegExp(code) })
        .getByRole('checkbox')
        .check();
  };

  beforeAll(async () => {
    session = await openConsoleBrowser({ timeoutMs: 10_000 });
    page = session.page;
    await signInAt(page, session.server.url, TACTICS, 'admin', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await session?.stop();
  });

  let enabledAtStart = 0;

  it('disables the selected tactics after a confirmation naming how many', async () => {
    // Every seeded tactic starts enabled.
    enabledAtStart = await enabledCount();
    expect(enabledAtStart).toBe(
      (await session.server.app.backend.tables.of('auto-detect-tactic').findWhere({})).length,
    );
    await selectRows('brightness', 'sharpness');
    await page.getByRole('button', { name: 'Disable', exact: true }).click();
    const confirm = page.getByRole('alertdialog');
    await expect.poll(() => confirm.textContent()).toContain('Disable the 2 selected tactics?');
    await confirm.getByRole('button', { name: 'Disable', exact: true }).click();
    await expect.poll(() => page.getByText('2 tactics disabled').count()).toBeGreaterThan(0);
    expect(await enabledCount()).toBe(enabledAtStart - 2);
  });

  it('gives the notice when every selected tactic is already in the asked state, in both languages', async () => {
    await selectRows('file-size', 'aspect-ratio');
    await page.getByRole('button', { name: 'Enable', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Enable', exact: true }).click();
    await expect.poll(() => page.getByText('All the selected tactics are already enabled').count()).toBeGreaterThan(0);

    await page.goto(`${session.server.url}${TACTICS}?lang=zh`);
    await selectRows('brightness');
    await page.getByRole('button', { name: '停用', exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '停用', exact: true }).click();
    await expect.poll(() => page.getByText('所选策略均已停用').count()).toBeGreaterThan(0);
    expect(await enabledCount()).toBe(enabledAtStart - 2);
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
  });

  it('tries a photo against one tactic: refused while it is off, the measure in words when it fails, a pass', async () => {
    await page.goto(`${session.server.url}${TACTICS}`);
    const tryOn = async (name: string, buffer: Buffer) => {
      await page.getByRole('button', { name: `Try a photo against ${name}` }).click();
      const dialog = page.getByRole('dialog', { name: `Try a photo: ${name}` });
      await dialog.locator('input[type=file]').setInputFiles({ name: 'face.jpg', mimeType: 'image/jpeg', buffer });
      return dialog;
    };
    // Sharpness was switched off above: it judges nothing (6081).
    const off = await tryOn('Sharpness', await blurredPhoto());
    await expect.poll(() => off.getByRole('status').textContent()).toBe('The switch is off');
    await off.getByRole('button', { name: 'Close' }).click();

    const dialog = await tryOn('Exactly one face', await groupPhoto());
    await expect.poll(() => dialog.getByRole('status').textContent()).toMatch(/^Not exactly one face: \d+ faces$/);
    await dialog.locator('input[type=file]').setInputFiles({
      name: 'one.jpg',
      mimeType: 'image/jpeg',
      buffer: await singleFacePhoto(),
    });
    await expect.poll(() => dialog.getByRole('status').textContent()).toBe('The photo passes this tactic');
    expect(page.url()).toContain(TACTICS);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  });
});
