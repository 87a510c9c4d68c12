import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getResource } from '../../contract/registry';
import { listPathOf } from '../../src/navigation/routePages';
import { blockingAxeFindings, describeFindings } from './support/axe';
import { chromiumAvailable } from './support/chromium';
import { type ConsoleBrowser, openConsoleBrowser } from './support/console-browser';
import { ADMIN_PASSWORD } from './support/console-server';
import { apiCall, apiToken, signInAt } from './support/console-session';

type Row = { id: number; version: number; lastName?: string };

/** A record's history in Chromium: the History tab of a resident, a version put back, a deleted site made again. */
describe.runIf(chromiumAvailable())('record history in Chromium', () => {
  let session: ConsoleBrowser;
  let page: Page;
  let token: string;
  let siteId: number;
  const api = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: Record<string, unknown>) =>
    apiCall<T>(session.server.app, token, method, url, body);
  const stored = (id: number) => session.server.app.backend.tables.of('resident').findById(id);
  const sites = () => session.server.app.backend.tables.of('site');
  const axeOf = async (where: string) => describeFindings(where, await blockingAxeFindings(page));

  beforeAll(async () => {
    session = await openConsoleBrowser({ timeoutMs: 10_000 });
    page = session.page;
    token = await apiToken(session.server.app, 'admin', ADMIN_PASSWORD);
    siteId = (await api<Row>('POST', '/api/sites', { name: 'Lakeside' })).id;
    await signInAt(page, session.server.url, '/home', 'admin', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await session?.stop();
  });

  it('shows a resident’s history newest first with labels and names, and puts a previous version back', async () => {
    const created = await api<Row>('POST', '/api/residents', { siteId, firstName: 'Ann', lastName: 'Original' });
    await api('PUT', `/api/residents/${created.id}`, { version: created.version, lastName: 'Renamed' });
    await page.goto(`${session.server.url}/residents/${created.id}/show?lang=en`);
    // The fields first; the History tab beside them, chosen by keyboard, named in the address.
    const tabs = page.getByRole('tablist', { name: 'Sections of Renamed' });
    const details = tabs.getByRole('tab', { name: 'Details', exact: true });
    await expect.poll(() => details.getAttribute('aria-selected')).toBe('true');
    await details.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    const historyTab = tabs.getByRole('tab', { name: 'History', exact: true });
    await expect.poll(() => historyTab.getAttribute('aria-selected')).toBe('true');
    expect(new URL(page.url()).searchParams.get('section')).toBe('history');
    expect(await page.getByRole('tabpanel', { name: 'Details' }).count()).toBe(0);
    await page.reload();
    const history = page.getByRole('table', { name: 'History of Renamed' });
    await expect.poll(() => history.locator('tbody tr').count()).toBe(2);
    const [newest, oldest] = await history.locator('tbody tr').allTextContents();
    expect(newest).toContain('Changed');
    expect(newest).toContain('Last name: Original → Renamed');
    expect(newest).toContain('admin');
    expect(oldest).toContain('Created');
    expect(oldest).toContain('Site: Lakeside');
    await expect.poll(() => axeOf('history tab'), { timeout: 5_000 }).toEqual([]);

    const restore = history
      .locator('tbody tr')
      .nth(1)
      .getByRole('button', { name: /^Restore the version of / });
    await restore.focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Restore this version?' });
    await confirm.waitFor();
    // Measured once the box has faded in.
    await expect.poll(() => axeOf('restore confirmation'), { timeout: 5_000 }).toEqual([]);
    await confirm.getByRole('button', { name: 'Restore', exact: true }).click();
    await expect.poll(async () => (await stored(created.id))?.lastName).toBe('Original');
    await expect.poll(() => page.getByText(/^The version of .* is back$/).count()).toBeGreaterThan(0);
    // The record's title is its last name: the table is named after it again.
    const restored = page.getByRole('table', { name: 'History of Original' });
    await expect.poll(() => restored.locator('tbody tr').count()).toBe(3);
    expect(await restored.locator('tbody tr').first().textContent()).toContain('restored from the version of');
  });

  it('refuses a restore of a version the record has moved on from, in Chinese', async () => {
    const created = await api<Row>('POST', '/api/residents', { siteId, firstName: 'Bo', lastName: '甲' });
    await api('PUT', `/api/residents/${created.id}`, { version: created.version, lastName: '乙' });
    await page.goto(`${session.server.url}/residents/${created.id}/show?lang=zh&section=history`);
    const historyTab = page.getByRole('tab', { name: '修改历史', exact: true });
    await expect.poll(() => historyTab.getAttribute('aria-selected')).toBe('true');
    const history = page.getByRole('table', { name: '乙 的修改历史' });
    await expect.poll(() => history.locator('tbody tr').count()).toBe(2);
    expect(await history.locator('tbody tr').first().textContent()).toContain('姓: 甲 → 乙');
    // Someone else saves first: the page still holds the version it read.
    const now = await stored(created.id);
    await api('PUT', `/api/residents/${created.id}`, { version: now?.version, firstName: 'Bob' });
    await history
      .locator('tbody tr')
      .nth(1)
      .getByRole('button', { name: /^恢复 / })
      .click();
    await page
      .getByRole('alertdialog', { name: '恢复此版本？' })
      .getByRole('button', { name: '恢复', exact: true })
      .click();
    await expect.poll(() => page.getByText('数据已变更，请刷新').count()).toBeGreaterThan(0);
    expect((await stored(created.id))?.lastName).toBe('乙');
  });

  for (const lang of ['en', 'zh'] as const) {
    it(`finds a deleted site from the list and makes it again (${lang})`, async () => {
      const name = `Gone ${lang}`;
      const created = await api<Row>('POST', '/api/sites', { name });
      await api('DELETE', `/api/sites/${created.id}`);
      const text = {
        en: {
          open: 'Deleted records',
          dialog: /^Deleted records: /,
          history: `History of ${name}`,
          recreate: 'Re-create',
        },
        zh: { open: '已删除记录', dialog: /^已删除记录：/, history: `${name} 的修改历史`, recreate: '重新创建' },
      }[lang];
      const resource = getResource('site');
      if (!resource) throw new Error('the registry has sites');
      await page.goto(`${session.server.url}${listPathOf(resource)}&lang=${lang}`);
      const open = page.getByRole('button', { name: text.open, exact: true });
      await open.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: text.dialog });
      const row = dialog.locator('tbody tr', { hasText: name });
      await expect.poll(() => row.count()).toBe(1);
      await row.getByRole('button', { name: text.history }).click();
      await expect.poll(() => dialog.getByRole('table', { name: text.history }).locator('tbody tr').count()).toBe(2);
      await expect.poll(() => axeOf(`deleted records (${lang})`), { timeout: 5_000 }).toEqual([]);

      await row.getByRole('button', { name: `${text.recreate} ${name}` }).click();
      const confirm = page.getByRole('alertdialog', { name: new RegExp(name) });
      await confirm.getByRole('button', { name: text.recreate, exact: true }).click();
      await expect.poll(async () => (await sites().findWhere({ name })).length).toBe(1);
      await expect.poll(() => dialog.locator('tbody tr', { hasText: name }).count()).toBe(0);
    });
  }
});
