import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/chromium';
import { type ConsoleBrowser, openConsoleBrowser } from './support/console-browser';
import { ADMIN_PASSWORD } from './support/console-server';
import { apiCall, apiToken, signInAt } from './support/console-session';

/**
 * A refusal only the server can give (a name already taken) lands under the input it
 * names, marked invalid for assistive technology, in the language of the screen.
 */
describe.runIf(chromiumAvailable())('field errors from the server in Chromium', () => {
  let session: ConsoleBrowser;
  let page: Page;

  beforeAll(async () => {
    session = await openConsoleBrowser({ timeoutMs: 10_000 });
    page = session.page;
    const token = await apiToken(session.server.app, 'admin', ADMIN_PASSWORD);
    await apiCall(session.server.app, token, 'POST', '/api/sites', { name: 'Lotus Court' });
    await signInAt(page, session.server.url, '/sites/create', 'admin', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await session?.stop();
  });

  for (const [lang, label, text] of [
    ['en', 'Site name', 'The site name Lotus Court already exists'],
    ['zh', '站点名称', '站点名称 Lotus Court 已存在'],
  ] as const) {
    it(`marks the name input with the server's refusal in ${lang}`, async () => {
      await page.goto(`${session.server.url}/sites/create?lang=${lang}`);
      const name = page.getByLabel(label).first();
      await name.fill('Lotus Court');
      await page.locator('form button[type=submit]').click();
      await expect.poll(() => name.getAttribute('aria-invalid')).toBe('true');
      const described = await name.getAttribute('aria-describedby');
      expect(described).toBeTruthy();
      await expect.poll(() => page.locator(`[id="${described}"]`).textContent()).toContain(text);
    });
  }
});
