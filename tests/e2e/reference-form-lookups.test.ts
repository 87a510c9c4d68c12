import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/chromium';
import { apiToken } from './support/console-session';
import { useConsoleSuite } from './support/console-suite';
import { createLimitedAccount } from './support/limited-account';

/**
 * Reference inputs of create and edit forms choose from the form's own lookup: an
 * account that may create admins but not list roles picks a role by name, and one
 * without `all-sites` is offered only its own sites for a resident. No request is
 * refused and no error notice shows on the way.
 */

const PASSWORD = 'Lookup#2024x';
/** More sites than a lookup's first page (20) offers. */
const YARDS = 25;

describe.runIf(chromiumAvailable())('reference inputs of forms in Chromium', () => {
  const suite = useConsoleSuite();
  let keeperId: number;

  beforeAll(async () => {
    const { app } = suite.server;
    const { tables } = app.backend;
    await createLimitedAccount(app, 'hirer', PASSWORD, ['admin-list']);
    keeperId = await createLimitedAccount(app, 'keeper', PASSWORD, ['site-tabs']);
    const yardId = await createLimitedAccount(app, 'yardman', PASSWORD, ['site-tabs']);
    for (let yard = 1; yard <= YARDS; yard++)
      await tables.of('site').insert({ name: `Yard ${String(yard).padStart(2, '0')}`, ownerId: yardId });
    // A role the hirer may grant: it holds no code the hirer lacks.
    await tables.of('role').insert({ name: 'front desk', permissionCodes: ['admin-list'] });
    await tables.of('site').insert({ name: 'Keeper House', ownerId: keeperId });
    const [superAdmin] = await tables.of('admin').findWhere({ accountName: 'admin' });
    await tables.of('site').insert({ name: 'Head Office', ownerId: Number(superAdmin?.id) });
  });

  /** A page signed in as `accountName`, every refused or failed API answer written down in `refused`. */
  async function openAs(accountName: string, refused: string[], lang: 'en' | 'zh' = 'en'): Promise<Page> {
    const token = await apiToken(suite.server.app, accountName, PASSWORD);
    const context = await suite.newContext({ viewport: { width: 1366, height: 800 } });
    await context.addInitScript(
      ([value, language]) => {
        localStorage.setItem('token', value);
        localStorage.setItem('lang', language);
      },
      [token, lang],
    );
    const page = await context.newPage();
    page.on('response', (response) => {
      const api = new URL(response.url()).pathname.startsWith('/api/');
      if (response.status() === 401 || response.status() === 403 || (api && response.status() >= 400))
        refused.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    return page;
  }

  const errorNotices = (page: Page) => page.locator('.RaNotification-error').allInnerTexts();

  it('an account that may create admins but not list roles picks a role by name and saves', async () => {
    const refused: string[] = [];
    const page = await openAs('hirer', refused);
    const field = (name: string) => page.locator(`input[name="${name}"]`);
    await page.goto(`${suite.server.url}/admins/create`);
    await field('accountName').fill('picked');
    await field('name').fill('Pia');
    await field('surname').fill('Picked');
    await field('phone').fill('13900139001');
    await field('email').fill('pia@example.com');
    await page.getByRole('combobox', { name: 'Roles' }).fill('front');
    await page.getByRole('option', { name: 'front desk' }).click();
    await field('password').fill('Garden#2024');
    await field('confirmPassword').fill('Garden#2024');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL(/\/admins\/\d+\/show$/);

    const [created] = await suite.server.app.backend.tables.of('admin').findWhere({ accountName: 'picked' });
    const [role] = await suite.server.app.backend.tables.of('role').findWhere({ name: 'front desk' });
    expect(created?.roleIds).toEqual([Number(role?.id)]);

    // The edit form shows the chosen role by name, still without asking the roles' own API.
    await page.goto(`${suite.server.url}/admins/${created?.id}`);
    await expect
      .poll(() => page.locator('form .MuiAutocomplete-root .MuiChip-label').allInnerTexts())
      .toEqual(['front desk']);
    await page.waitForLoadState('networkidle');
    expect(refused).toEqual([]);
    expect(await errorNotices(page)).toEqual([]);
  });

  it('a resident form offers an account without all-sites only its own sites', async () => {
    const refused: string[] = [];
    const page = await openAs('keeper', refused);
    await page.goto(`${suite.server.url}/residents/create`);
    await page.getByRole('combobox', { name: 'Site' }).click();
    await expect.poll(() => page.getByRole('option').allInnerTexts()).toEqual(['Keeper House']);
    await page.getByRole('combobox', { name: 'Site' }).fill('Head');
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('option', { name: 'Head Office' }).count()).toBe(0);
    expect(refused).toEqual([]);
    expect(await errorNotices(page)).toEqual([]);
  });

  it('says when more rows match than the first page offers, in both languages, until typing narrows them', async () => {
    const told = {
      en: 'The first 20 matches are shown: type to narrow them',
      zh: '仅显示前 20 个匹配项，输入文字可缩小范围',
    };
    for (const lang of ['en', 'zh'] as const) {
      const refused: string[] = [];
      const page = await openAs('yardman', refused, lang);
      await page.goto(`${suite.server.url}/residents/create`);
      const site = page.getByRole('combobox', { name: lang === 'en' ? 'Site' : '站点' });
      await site.click();
      await expect.poll(() => page.getByRole('option').count()).toBe(20);
      await expect.poll(() => page.getByText(told[lang]).count()).toBe(1);
      await site.fill('Yard 2');
      await expect
        .poll(() => page.getByRole('option').allInnerTexts())
        .toEqual(['Yard 25', 'Yard 24', 'Yard 23', 'Yard 22', 'Yard 21', 'Yard 20']);
      await expect.poll(() => page.getByText(told[lang]).count()).toBe(0);
      expect(refused).toEqual([]);
      await page.context().close();
    }
  });
});
