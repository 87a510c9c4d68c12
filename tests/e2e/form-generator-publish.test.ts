import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/chromium';
import { type ConsoleBrowser, openConsoleBrowser, SCREENSHOTS } from './support/console-browser';
import { ADMIN_PASSWORD } from './support/console-server';
import { apiCall, browserToken, signInAt } from './support/console-session';

const BUILDER = '/sp-console/form-generator';

interface FailureAnswer {
  code: number;
  data: { field: string; rule: string } | null;
}

/**
 * The whole loop in Chromium, on one running server: an entity built in the builder
 * with six kinds of field (a text with its own pattern message, a multi-select),
 * previewed, published, opened from the menu; rows the browser's copy of its validators
 * refuses (nothing sent) and one it accepts, all read back through the API — under the
 * production Content-Security-Policy, no restart.
 */
describe.runIf(chromiumAvailable())('build, publish and use an entity in Chromium', () => {
  let session: ConsoleBrowser;
  let page: Page;
  const lockerPosts: string[] = [];

  const add = (type: string) => page.getByRole('button', { name: `Add a field: ${type}`, exact: true }).click();
  const fill = (label: string, value: string) => page.getByRole('textbox', { name: label, exact: true }).fill(value);
  const labels = async (en: string, zh: string) => {
    await fill('Label (English)', en);
    await fill('Label (Chinese)', zh);
  };
  const preview = () => page.getByRole('region', { name: 'Preview' });

  beforeAll(async () => {
    session = await openConsoleBrowser({ timeoutMs: 15_000 });
    page = session.page;
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/lockers')
        lockerPosts.push(request.postData() ?? '');
    });
    await signInAt(page, session.server.url, `${BUILDER}?lang=en`, 'admin', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await session?.stop();
  });

  it('is served under a policy that allows no eval', async () => {
    const answer = await page.request.get(`${session.server.url}${BUILDER}`);
    const policy = answer.headers()['content-security-policy'] ?? '';
    const scripts = policy.split(';').find((directive) => directive.trim().startsWith('script-src')) ?? '';
    expect(scripts.trim()).toBe("script-src 'self'");
    expect(policy).not.toContain('unsafe-eval');
  });

  it('builds an entity, publishes it, and validates its rows in the browser as the server does', async () => {
    await page.getByRole('heading', { level: 1, name: 'Form Generator' }).waitFor();
    await fill('Name ($id)', 'locker');
    await fill('Path (under /api/)', 'lockers');
    await fill('Table', 'locker');
    await fill('Entity label (English)', 'Locker');
    await fill('Entity label (Chinese)', '储物柜');
    await fill('New permission code', 'locker-desk');

    await add('Text');
    await labels('Locker code', '柜号');
    await page.getByRole('checkbox', { name: 'Required' }).check();
    await page.getByLabel('Max length', { exact: true }).fill('8');
    await fill('Pattern (regular expression)', '^L-[0-9]+$');
    await fill('Message when the pattern fails (English)', 'Start with L- and a number');
    await fill('Message when the pattern fails (Chinese)', '以 L- 开头，后接数字');
    await add('Integer');
    await labels('Floor number', '楼层号');
    await add('Switch');
    await labels('In use', '使用中');
    await add('Select');
    await labels('Size', '尺寸');
    await fill('English 1', 'Small');
    await add('Date and time');
    await labels('Rented until', '租期至');
    await add('Multi-select');
    await labels('Features', '特性');
    await fill('English 2', 'Heated');
    for (const label of ['Locker code', 'Floor number', 'In use', 'Size', 'Rented until'])
      await preview().getByLabel(label, { exact: false }).first().waitFor();

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Publish this schema?' });
    expect(await confirm.textContent()).toMatch(/CREATE TABLE "?locker"?/);
    await confirm.getByRole('button', { name: 'Publish', exact: true }).click();
    await page.getByRole('link', { name: 'Open the Locker list' }).waitFor();

    // In the menu at once, under its group, for super-admin (who holds every code).
    const menuItem = page.getByRole('menuitem', { name: 'Locker', exact: true });
    await menuItem.click();
    await page.waitForURL((url) => url.pathname === '/lockers');
    await page.getByRole('link', { name: 'Create', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/lockers/create');

    const code = page.getByLabel('Locker code').first();
    await code.fill('TOO-LONG-CODE');
    await page.getByLabel('Floor number').first().fill('3');
    await page.locator('form button[type=submit]').click();
    await expect.poll(() => code.getAttribute('aria-invalid')).toBe('true');
    const described = await code.getAttribute('aria-describedby');
    const shown = (await page.locator(`[id="${described}"]`).textContent()) ?? '';
    expect(shown).toMatch(/8/);
    expect(lockerPosts).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOTS, 'form-generator-published-refused-en.png') });

    // The pattern's own words, and a multi-select of the labelled options.
    await code.fill('X-1');
    await page.locator('form button[type=submit]').click();
    await expect.poll(() => page.locator(`[id="${described}"]`).textContent()).toBe('Start with L- and a number');
    await page.getByRole('combobox', { name: 'Features' }).click();
    await page.getByRole('option', { name: 'Heated', exact: true }).click();
    await page.keyboard.press('Escape');
    expect(lockerPosts).toEqual([]);

    await code.fill('L-101');
    await page.locator('form button[type=submit]').click();
    await page.waitForURL((url) => url.pathname !== '/lockers/create');
    expect(lockerPosts).toHaveLength(1);

    // Read back through the API: the row, and the server's refusal of what the browser refused.
    const token = (await browserToken(page)) ?? '';
    const rows = await apiCall<{ list: Record<string, unknown>[] }>(session.server.app, token, 'GET', '/api/lockers');
    expect(rows.list).toHaveLength(1);
    expect(rows.list[0]).toMatchObject({ textField: 'L-101', integerField: 3, multiSelectField: ['option2'] });
    const refused = await session.server.app.inject({
      method: 'POST',
      url: '/api/lockers',
      headers: { token },
      payload: { textField: 'TOO-LONG-CODE', integerField: 3 },
    });
    const answer = refused.json() as FailureAnswer;
    expect(answer.code).toBe(400);
    expect(answer.data).toMatchObject({ field: 'textField', rule: 'maxLength' });
    const worded = await session.server.app.inject({
      method: 'POST',
      url: '/api/lockers',
      headers: { token, 'accept-language': 'zh-CN' },
      payload: { textField: 'X-1' },
    });
    expect(worded.json()).toMatchObject({ code: 400, msg: '以 L- 开头，后接数字', data: { field: 'textField' } });
    const notAnOption = await session.server.app.inject({
      method: 'POST',
      url: '/api/lockers',
      headers: { token },
      payload: { textField: 'L-102', multiSelectField: ['option9'] },
    });
    expect(notAnOption.json()).toMatchObject({ code: 400, data: { field: 'multiSelectField', rule: 'enum' } });
  });
});
