import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LONGEST_PATTERN } from '../../contract/redis-console';
import { chromiumAvailable } from './support/chromium';
import { type ConsoleBrowser, expectFitsWidth, MOBILE, openConsoleBrowser } from './support/console-browser';
import { signInAt } from './support/console-session';
import { createLimitedAccount } from './support/limited-account';
import { accessibilityGaps } from './support/unnamed-controls';

const CONSOLE = '/sp-console/redis-console';
const PASSWORD = 'Keys#2024pw';
const DOORS = 450;

/** The Redis console on the in-process store: browsing read-only, and editing with the write permission. */
describe.runIf(chromiumAvailable())('Redis console in Chromium', () => {
  let session: ConsoleBrowser;
  let page: Page;
  let writerPage: Page;

  const status = (on: Page) => on.getByRole('status').filter({ hasText: /Scan|扫描/ });
  const openKey = async (on: Page, pattern: string, key: string, scanLabel = 'Scan') => {
    await on.getByRole('search').getByRole('textbox').fill(pattern);
    await on.getByRole('button', { name: scanLabel, exact: true }).click();
    await on.getByRole('button', { name: key, exact: true }).click();
  };

  beforeAll(async () => {
    session = await openConsoleBrowser({ timeoutMs: 10_000 });
    const { app } = session.server;
    for (let i = 0; i < DOORS; i++) await app.backend.cache.set(`door:${String(i).padStart(3, '0')}`, `open ${i}`);
    await app.backend.cache.set('greeting', 'hello', 3600);
    await app.backend.cache.set('farewell', 'bye');
    await app.backend.cache.set('old:1', 'one');
    await app.backend.cache.set('old:2', 'two');
    await app.backend.cache.set('lamp', 'on');
    await createLimitedAccount(app, 'viewer', PASSWORD, ['sp-console', 'redis-console']);
    await createLimitedAccount(app, 'keeper', PASSWORD, ['sp-console', 'redis-console', 'redis-console-write']);
    page = session.page;
    await signInAt(page, session.server.url, CONSOLE, 'viewer', PASSWORD);
    writerPage = await (await session.browser.newContext({ viewport: { width: 1366, height: 800 } })).newPage();
    writerPage.setDefaultTimeout(10_000);
    await signInAt(writerPage, session.server.url, CONSOLE, 'keeper', PASSWORD);
  });
  afterAll(async () => {
    await session?.stop();
  });

  it('browses keys a page at a time, read-only, in English', async () => {
    await expect.poll(() => status(page).textContent()).toMatch(/^Scanned 2\d\d of 45\d keys · 200 keys found$/);
    expect(await page.getByText('Read-only', { exact: true }).count()).toBe(1);
    expect(await page.getByText('Store: in-process (this server only)').count()).toBe(1);
    await page.getByRole('button', { name: 'Scan more' }).click();
    await expect.poll(() => status(page).textContent()).toMatch(/400 keys found$/);
    await page.getByRole('button', { name: 'Scan more' }).click();
    await expect
      .poll(() => status(page).textContent())
      .toMatch(/^Scan complete: 45\d keys looked at · 45\d keys found$/);
    expect(await page.getByRole('button', { name: 'Scan more' }).count()).toBe(0);

    await openKey(page, 'greet*', 'greeting');
    const detail = page.getByRole('region', { name: 'Key detail' });
    await expect.poll(() => detail.getByLabel('Value').textContent()).toBe('hello');
    expect(await detail.textContent()).toMatch(/TTL3,[56]\d\d s/);
    expect(await detail.getByText('Encoding').count()).toBe(1);
    for (const name of ['Edit value', 'Set TTL', 'Rename', 'Delete']) {
      expect(await page.getByRole('button', { name }).count(), name).toBe(0);
    }
    expect(await page.getByRole('checkbox').count()).toBe(0);
    expect(await accessibilityGaps(page)).toEqual([]);
  });

  it('browses keys and opens one in Chinese, still without write buttons', async () => {
    await page.goto(`${session.server.url}${CONSOLE}?lang=zh`);
    await expect.poll(() => status(page).textContent()).toMatch(/^已扫描 2\d\d \/ 45\d 个键 · 找到 200 个键$/);
    expect(await page.getByText('只读', { exact: true }).count()).toBe(1);
    await page.getByRole('button', { name: '继续扫描' }).click();
    await expect.poll(() => status(page).textContent()).toMatch(/找到 400 个键$/);
    await openKey(page, 'door:01?', 'door:017', '扫描');
    const detail = page.getByRole('region', { name: '键详情' });
    await expect.poll(() => detail.getByLabel('值').textContent()).toBe('open 17');
    expect(await detail.textContent()).toContain('永不过期');
    expect(await page.getByRole('button', { name: '删除' }).count()).toBe(0);
    expect(await accessibilityGaps(page)).toEqual([]);
    await page.setViewportSize(MOBILE);
    await expectFitsWidth(page, MOBILE.width);
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
  });

  it('edits a string and deletes a key after a confirmation naming it, with the write permission', async () => {
    const { cache } = session.server.app.backend;
    await expect.poll(() => status(writerPage).textContent()).toMatch(/200 keys found$/);
    expect(await writerPage.getByText('Read-only', { exact: true }).count()).toBe(0);
    await openKey(writerPage, 'greeting', 'greeting');
    await writerPage.getByRole('button', { name: 'Edit value' }).click();
    const editor = writerPage.getByRole('dialog', { name: 'Edit greeting' });
    await editor.getByRole('textbox', { name: 'Value' }).fill('good morning');
    await editor.getByRole('button', { name: 'Save' }).click();
    const detail = writerPage.getByRole('region', { name: 'Key detail' });
    await expect.poll(() => detail.getByLabel('Value').textContent()).toBe('good morning');
    expect(await cache.get('greeting')).toBe('good morning');

    await openKey(writerPage, 'farewell', 'farewell');
    await writerPage.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = writerPage.getByRole('dialog', { name: 'Delete keys' });
    expect(await confirm.textContent()).toContain('Delete farewell? This cannot be undone.');
    expect(await cache.get('farewell')).toBe('bye');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect.poll(() => cache.get('farewell')).toBeUndefined();
    await expect.poll(() => writerPage.getByRole('button', { name: 'farewell', exact: true }).count()).toBe(0);
    expect(await accessibilityGaps(writerPage)).toEqual([]);
  });

  it('sets and removes a time to live and renames a key', async () => {
    const { cache } = session.server.app.backend;
    await openKey(writerPage, 'lamp', 'lamp');
    const detail = writerPage.getByRole('region', { name: 'Key detail' });
    await writerPage.getByRole('button', { name: 'Set TTL' }).click();
    const ttl = writerPage.getByRole('dialog', { name: 'Time to live of lamp' });
    await ttl.getByRole('spinbutton', { name: 'Time to live (seconds)' }).fill('90');
    await ttl.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => detail.textContent()).toMatch(/TTL(90|89|88) s/);
    await writerPage.getByRole('button', { name: 'Remove TTL' }).click();
    await writerPage.getByRole('dialog', { name: 'Remove TTL' }).getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => detail.textContent()).toContain('TTLNo expiry');

    await writerPage.getByRole('button', { name: 'Rename' }).click();
    const rename = writerPage.getByRole('dialog', { name: 'Rename lamp' });
    await rename.getByRole('textbox', { name: 'New name' }).fill('lamp:hall');
    await rename.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => detail.getByRole('heading').textContent()).toBe('lamp:hall');
    expect([await cache.get('lamp'), await cache.get('lamp:hall')]).toEqual([undefined, 'on']);
  });

  it('deletes the selected keys after a confirmation listing them, in Chinese', async () => {
    const { cache } = session.server.app.backend;
    await writerPage.goto(`${session.server.url}${CONSOLE}?lang=zh`);
    await writerPage.getByRole('search').getByRole('textbox').fill('old:*');
    await writerPage.getByRole('button', { name: '扫描', exact: true }).click();
    await writerPage.getByRole('checkbox', { name: '选择 old:1' }).check();
    await writerPage.getByRole('checkbox', { name: '选择 old:2' }).check();
    await writerPage.getByRole('button', { name: '删除所选（2）' }).click();
    const confirm = writerPage.getByRole('dialog', { name: '删除键' });
    const text = await confirm.textContent();
    expect(text).toContain('删除这 2 个键？此操作无法撤销。');
    expect(text).toContain('old:1');
    expect(text).toContain('old:2');
    await confirm.getByRole('button', { name: '删除' }).click();
    await expect.poll(async () => [await cache.get('old:1'), await cache.get('old:2')]).toEqual([undefined, undefined]);
    expect(await accessibilityGaps(writerPage)).toEqual([]);
  });
  it('says when a page stopped at its time budget, in English and Chinese', async () => {
    const { cache } = session.server.app.backend;
    // Long keys that a costly pattern takes long to compare: a page stops at its budget, "Scan more" goes on.
    for (let i = 0; i < 6000; i++) await cache.set(`slow:${'a'.repeat(1000)}:${i}`, 'x');
    const costly = `*${'a'.repeat(LONGEST_PATTERN - 3)}b*`;
    await page.goto(`${session.server.url}${CONSOLE}`);
    const box = page.getByRole('search').getByRole('textbox');
    await box.fill(`${costly}more`);
    expect(await box.inputValue()).toBe(costly);
    await page.getByRole('button', { name: 'Scan', exact: true }).click();
    await expect.poll(() => page.getByText(/^The last page stopped after 250 ms/).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Scan more' }).count()).toBe(1);

    await page.goto(`${session.server.url}${CONSOLE}?lang=zh`);
    await page.getByRole('search').getByRole('textbox').fill(costly);
    await page.getByRole('button', { name: '扫描', exact: true }).click();
    await expect.poll(() => page.getByText(/^上一页扫描达到 250 毫秒的时限后提前结束/).count()).toBe(1);
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    for (let i = 0; i < 6000; i++) await cache.del(`slow:${'a'.repeat(1000)}:${i}`);
  });
});
