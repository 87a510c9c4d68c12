import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageOf } from '../../contract/errors';
import { chromiumAvailable } from './support/chromium';
import { type ConsoleBrowser, openConsoleBrowser, SCREENSHOTS } from './support/console-browser';
import { ADMIN_PASSWORD } from './support/console-server';
import { apiCall, apiToken, signInAt } from './support/console-session';
import { createLimitedAccount } from './support/limited-account';
import { openRouteSearch, stripTab } from './support/tab-strip';

/** The form generator's format (schemas/*.json): a parcel with a text, a number, a switch, a select and a time. */
const PARCEL = {
  $id: 'parcel',
  title: 'Parcel',
  type: 'object',
  'x-resource': {
    path: 'parcels',
    table: 'parcel',
    permission: 'form-generator',
    label: { en: 'Parcel', zh: '包裹' },
    search: ['label'],
    recordTitle: 'label',
  },
  properties: {
    label: {
      type: 'string',
      minLength: 1,
      maxLength: 20,
      'x-ui': { label: { en: 'Parcel label', zh: '包裹标签' }, filter: 'search', sort: true },
      'x-errors': { required: 6009, minLength: 6009, maxLength: 6009 },
    },
    weight: { type: 'integer', minimum: 1, 'x-ui': { label: { en: 'Weight', zh: '重量' } } },
    fragile: { type: 'boolean', default: false, 'x-ui': { label: { en: 'Fragile', zh: '易碎' }, widget: 'switch' } },
    language: {
      type: 'string',
      enum: ['en', 'zh'],
      'x-ui': {
        label: { en: 'Label language', zh: '标签语言' },
        options: { en: { en: 'English', zh: '英文' }, zh: { en: 'Chinese', zh: '中文' } },
      },
    },
    shippedAt: { type: 'string', format: 'date-time', 'x-ui': { label: { en: 'Shipped at', zh: '发货时间' } } },
  },
  required: ['label'],
  additionalProperties: false,
};

/** A second entity guarded by a code no role held when the console signed in. */
const CRATE = {
  $id: 'crate',
  title: 'Crate',
  type: 'object',
  'x-resource': {
    path: 'crates',
    table: 'crate',
    permission: 'crate-desk',
    newPermission: true,
    label: { en: 'Crate', zh: '板条箱' },
    recordTitle: 'code',
  },
  properties: { code: { type: 'string', maxLength: 10, 'x-ui': { label: { en: 'Code', zh: '编号' } } } },
  required: ['code'],
  additionalProperties: false,
};

const TOO_LONG = 'A label of 25 characters!';

/**
 * An entity published while the console is open: the menu offers it after the periodic
 * refresh (the window regaining focus here), its screens come from the registry, its
 * form refuses what its published validators refuse, with the code the server answers.
 */
describe.runIf(chromiumAvailable())('an entity published at run time in Chromium', () => {
  let session: ConsoleBrowser;
  let page: Page;
  let token: string;
  const parcelPosts: string[] = [];

  const menuItem = (title: string) => page.getByRole('menuitem', { name: title, exact: true });
  const breadcrumb = () => page.getByRole('navigation', { name: /breadcrumb|面包屑/i });
  const api = <T>(method: 'GET' | 'POST', url: string, body?: Record<string, unknown>) =>
    apiCall<T>(session.server.app, token, method, url, body);

  beforeAll(async () => {
    session = await openConsoleBrowser({ timeoutMs: 15_000 });
    page = session.page;
    token = await apiToken(session.server.app, 'admin', ADMIN_PASSWORD);
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/parcels')
        parcelPosts.push(request.postData() ?? '');
    });
    await signInAt(page, session.server.url, '/home?lang=en', 'admin', ADMIN_PASSWORD);
    await menuItem('Home').waitFor();
  });
  afterAll(async () => {
    await session?.stop();
  });

  it('offers a parcel published after the page opened, and validates it as the server does, in English', async () => {
    expect(await menuItem('Parcel').count()).toBe(0);
    const draft = await api<{ id: number }>('POST', '/api/form-schemas', { schema: PARCEL });
    await api('POST', `/api/form-schemas/${draft.id}/publish`);

    // The periodic refresh also runs when the window comes back into focus.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await menuItem('Parcel').click();
    await page.waitForURL((url) => url.pathname === '/parcels');
    await expect.poll(() => breadcrumb().textContent()).toBe('Published entities›Parcel');
    await stripTab(page, 'Parcel').waitFor();

    await page.getByRole('link', { name: 'Create', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/parcels/create');
    const label = page.getByLabel('Parcel label').first();
    await label.fill(TOO_LONG);
    await page.getByLabel('Weight').first().fill('2');
    await page.locator('form button[type=submit]').click();
    await expect.poll(() => label.getAttribute('aria-invalid')).toBe('true');
    const described = await label.getAttribute('aria-describedby');
    await expect.poll(() => page.locator(`[id="${described}"]`).textContent()).toContain(messageOf(6009, 'en'));
    expect(parcelPosts).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOTS, 'published-entity-refused-en.png') });

    await label.fill('Blue box');
    await page.getByRole('combobox', { name: 'Label language' }).click();
    await page.getByRole('option', { name: 'Chinese', exact: true }).click();
    await page.locator('form button[type=submit]').click();
    await page.waitForURL((url) => url.pathname !== '/parcels/create');
    expect(parcelPosts).toHaveLength(1);

    const rows = await api<{ list: Record<string, unknown>[]; total: number }>('GET', '/api/parcels');
    expect(rows.total).toBe(1);
    expect(rows.list[0]).toMatchObject({ label: 'Blue box', weight: 2, language: 'zh' });

    const refused = await session.server.app.inject({
      method: 'POST',
      url: '/api/parcels',
      headers: { token },
      payload: { label: TOO_LONG, weight: 2 },
    });
    expect(refused.json().code).toBe(6009);
    expect((await api<{ total: number }>('GET', '/api/parcels')).total).toBe(1);

    const search = await openRouteSearch(page);
    await search.fill('Parcel');
    expect(await page.getByRole('option').first().textContent()).toBe('ParcelPublished entities');
    await page.keyboard.press('Escape');
  });

  it('names the parcel, its fields and its refusal in Chinese', async () => {
    await page.goto(`${session.server.url}/parcels/create?lang=zh`);
    const label = page.getByLabel('包裹标签').first();
    await label.fill(TOO_LONG);
    await page.locator('form button[type=submit]').click();
    await expect.poll(() => label.getAttribute('aria-invalid')).toBe('true');
    const described = await label.getAttribute('aria-describedby');
    await expect.poll(() => page.locator(`[id="${described}"]`).textContent()).toContain(messageOf(6009, 'zh'));
    expect(await page.getByLabel('重量').count()).toBeGreaterThan(0);
    expect(await page.getByText('易碎', { exact: true }).count()).toBeGreaterThan(0);
    expect(await menuItem('包裹').count()).toBe(1);
    expect(await page.getByText('已发布实体', { exact: true }).count()).toBeGreaterThan(0);
    await expect.poll(() => breadcrumb().textContent()).toBe('已发布实体›包裹›新建包裹');
    expect(parcelPosts).toHaveLength(1);
    await page.screenshot({ path: join(SCREENSHOTS, 'published-entity-refused-zh.png') });

    await menuItem('包裹').click();
    await page.waitForURL((url) => url.pathname === '/parcels');
    const row = page.locator('tbody tr').filter({ hasText: 'Blue box' });
    await row.waitFor();
    expect(await row.textContent()).toContain('中文');
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
  });

  it('offers an entity to the super admin whatever its code, and to other accounts by their codes', async () => {
    const draft = await api<{ id: number }>('POST', '/api/form-schemas', { schema: CRATE });
    await api('POST', `/api/form-schemas/${draft.id}/publish`);
    // Still in Chinese, no reload: the codes read at sign-in predate the crate's; the super admin's `*` opens it.
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await menuItem('板条箱').click();
    await page.waitForURL((url) => url.pathname === '/crates');
    await expect.poll(() => breadcrumb().textContent()).toBe('已发布实体›板条箱');
    await page.getByRole('link', { name: '新建', exact: true }).waitFor();

    await createLimitedAccount(session.server.app, 'clerk', 'Parcel#2024pw', ['sp-console', 'form-generator']);
    await page.evaluate(() => {
      sessionStorage.clear();
      localStorage.removeItem('token');
    });
    await signInAt(page, session.server.url, '/home?lang=en', 'clerk', 'Parcel#2024pw');
    await menuItem('Parcel').waitFor();
    expect(await menuItem('Crate').count()).toBe(0);
    await page.goto(`${session.server.url}/crates`);
    await page.getByText('You do not have permission to open this page').waitFor();
    expect(await page.getByRole('link', { name: 'Create', exact: true }).count()).toBe(0);
  });
});
