import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/chromium';
import { ADMIN_PASSWORD } from './support/console-server';
import { apiToken } from './support/console-session';
import { useConsoleSuite } from './support/console-suite';
import { createLimitedAccount } from './support/limited-account';

/**
 * Accounts holding few codes, in both languages: the login log names its admins and
 * words its reasons without the admin list's code, its admin filter asks only the
 * login log's code, an empty site list says why and what to do, and shipped rows read
 * in the reader's language.
 */

const PASSWORD = 'Narrow#2024x';
type Language = 'en' | 'zh';

describe.runIf(chromiumAvailable())('narrow roles in Chromium', () => {
  const suite = useConsoleSuite();

  beforeAll(async () => {
    const { app } = suite.server;
    await createLimitedAccount(app, 'auditor', PASSWORD, ['sp-admin-login']);
    await createLimitedAccount(app, 'newcomer', PASSWORD, ['site-tabs']);
    const dormant = await createLimitedAccount(app, 'dormant', PASSWORD, ['site-tabs']);
    await app.backend.tables.of('admin').update(dormant, { enabled: false });
    await app.inject({
      method: 'POST',
      url: '/account/web/login',
      payload: { accountName: 'dormant', password: PASSWORD },
    });
  });

  /** A page of `accountName` in `language`, every 401/403 answer written down in `refused`. */
  async function openAs(accountName: string, password: string, language: Language, refused: string[]): Promise<Page> {
    const token = await apiToken(suite.server.app, accountName, password);
    const context = await suite.newContext({ viewport: { width: 1366, height: 800 } });
    await context.addInitScript(
      ([value, lang]) => {
        localStorage.setItem('token', value);
        localStorage.setItem('lang', lang);
      },
      [token, language],
    );
    const page = await context.newPage();
    page.on('response', (response) => {
      if (response.status() === 401 || response.status() === 403)
        refused.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    return page;
  }

  it.each([
    ['en', 'Account disabled'],
    ['zh', '账号已停用'],
  ] as const)(
    'the login log names the admin and words the reason without admin-list (%s)',
    async (language, reason) => {
      const refused: string[] = [];
      const page = await openAs('auditor', PASSWORD, language, refused);
      await page.goto(`${suite.server.url}/sp-role/sp-admin-login`);
      const row = page.locator('tr', { has: page.locator('[data-login-reason="disabled"]') }).first();
      await expect.poll(() => row.count()).toBe(1);
      expect(await row.locator('[data-login-reason]').textContent()).toBe(reason);
      expect(await row.locator('[data-reference-name]').textContent()).toBe('dormant');
      // The auditor may not open admin accounts: the name is text, not a link.
      expect(await row.locator('a[data-reference-name]').count()).toBe(0);
      expect(await page.locator('td [data-testid="ErrorIcon"]').count()).toBe(0);
      expect(refused).toEqual([]);
    },
  );

  it('filters the login log by admin through the login log’s own lookup', async () => {
    const refused: string[] = [];
    const page = await openAs('auditor', PASSWORD, 'en', refused);
    await page.goto(`${suite.server.url}/sp-role/sp-admin-login`);
    const lookups: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/references/adminId')) lookups.push(`${response.status()}`);
    });
    const filter = page.getByRole('combobox', { name: 'Admin' });
    await expect.poll(() => filter.count()).toBe(1);
    await filter.fill('dorm');
    await expect.poll(() => page.getByRole('option').allTextContents()).toContain('dormant');
    await page.getByRole('option', { name: 'dormant' }).click();
    // Before the filter the auditor's own sign-in shows too; after it only the dormant account's rows remain.
    await expect
      .poll(async () => [...new Set(await page.locator('td [data-reference-name]').allTextContents())])
      .toEqual(['dormant']);
    expect(lookups.length).toBeGreaterThan(0);
    expect(lookups.every((status) => status === '200')).toBe(true);
    expect(refused).toEqual([]);
  });

  it.each([
    ['en', 'You see only the sites you own, and you own none yet.', 'Create one, or ask an administrator'],
    ['zh', '您只能看到自己拥有的站点，目前还没有。', '可以新建一个'],
  ] as const)('an empty site list says why and what to do (%s)', async (language, why, todo) => {
    const refused: string[] = [];
    const page = await openAs('newcomer', PASSWORD, language, refused);
    await page.goto(`${suite.server.url}/sp-site/site-tabs`);
    const empty = page.locator('[data-empty-state="site"]');
    await expect.poll(() => empty.count()).toBe(1);
    const text = await empty.textContent();
    expect(text).toContain(why);
    expect(text).toContain(todo);
    expect(await empty.locator('a[href*="create"]').count()).toBe(1);
    expect(refused).toEqual([]);
  });

  it.each([
    ['en', 'Minimum resolution', '最低分辨率'],
    ['zh', '最低分辨率', 'Minimum resolution'],
  ] as const)('shipped tactics read in the reader’s language (%s)', async (language, shown, other) => {
    const page = await openAs('admin', ADMIN_PASSWORD, language, []);
    await page.goto(`${suite.server.url}/sp-cfg/sp-cfg-autoDetectTactics`);
    const table = page.locator('.RaDatagrid-table');
    await expect.poll(() => table.getByText(shown, { exact: true }).count()).toBe(1);
    expect(await table.getByText(other).count()).toBe(0);
  });
});
