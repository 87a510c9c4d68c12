import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/chromium';
import { type ConsoleBrowser, openConsoleBrowser } from './support/console-browser';
import { ADMIN_PASSWORD } from './support/console-server';
import { apiCall, apiToken, signInAt } from './support/console-session';

/** The console's words where an operator reads them: refused fields, counts, names, states. */
const TEXTS = {
  en: {
    bind: 'Bind',
    mac: 'MAC address',
    alias: 'Alias',
    macShape: /^A MAC address is six pairs of hexadecimal digits/,
    aliasLimit: 'Alias must be at most 50 characters',
    unbindAll: 'Unbind all',
    unbindOne: /^Unbind your one bound site\?/,
    unboundOne: '1 site unbound',
    notBound: 'Not bound',
    offline: 'Offline',
    doorCodeHelp: "The door code: the resident's code for the building's door",
    sharingCodeHelp: 'The sharing code: a code the resident may share so that others can open the door',
    delete: 'Delete',
    person: { firstName: 'Mei', lastName: 'Wang' },
    fullName: 'Mei Wang',
  },
  zh: {
    bind: '绑定',
    mac: 'MAC 地址',
    alias: '别名',
    macShape: /^MAC 地址为六组两位十六进制数字/,
    aliasLimit: '别名长度不能超过 50 个字符',
    unbindAll: '全部解绑',
    unbindOne: /^确定解绑您已绑定的全部 1 个站点吗？/,
    unboundOne: '已解绑 1 个站点',
    notBound: '未绑定',
    offline: '离线',
    doorCodeHelp: '开门码：住户开启楼宇大门的代码',
    sharingCodeHelp: '分享码：住户可分享给他人用于开门的代码',
    delete: '删除',
    person: { firstName: '杰', lastName: '李' },
    fullName: '李杰',
  },
} as const;

const WIDTHS = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } } as const;

describe.runIf(chromiumAvailable())('the words of the console in Chromium', () => {
  let opened: ConsoleBrowser;
  let page: Page;
  let token: string;
  let siteNumber = 0;
  const call = <T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: Record<string, unknown>) =>
    apiCall<T>(opened.server.app, token, method, url, body);

  beforeAll(async () => {
    opened = await openConsoleBrowser({ timeoutMs: 20_000 });
    page = opened.page;
    token = await apiToken(opened.server.app, 'admin', ADMIN_PASSWORD);
    await signInAt(page, opened.server.url, '/home', 'admin', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await opened?.stop();
  });

  for (const lang of ['en', 'zh'] as const) {
    const text = TEXTS[lang];

    // The site list's Bind button is a desktop row action.
    it(`says under a refused MAC address what one must look like, and the alias its limit (${lang}, 1440)`, async () => {
      await page.setViewportSize(WIDTHS.desktop);
      const name = `Words Gate ${lang}`;
      await call('POST', '/api/sites', { name });
      await page.goto(`${opened.server.url}/sp-site/site-tabs?lang=${lang}`);
      await page
        .getByRole('row', { name: new RegExp(name) })
        .getByRole('button', { name: text.bind })
        .click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(text.mac).fill('A0:B1:C2');
      await dialog.getByLabel(text.alias).fill('x'.repeat(51));
      await dialog.getByRole('button', { name: text.bind }).click();
      await expect.poll(() => dialog.getByText(text.macShape).count()).toBe(1);
      await dialog.getByLabel(text.mac).fill('A0:B1:C2:D3:E4:0A');
      await dialog.getByRole('button', { name: text.bind }).click();
      await expect.poll(() => dialog.getByText(text.aliasLimit, { exact: true }).count()).toBe(1);
      await dialog.getByRole('button', { name: lang === 'en' ? 'Cancel' : '取消' }).click();
    });
  }

  for (const lang of ['en', 'zh'] as const)
    for (const [width, size] of Object.entries(WIDTHS)) {
      const text = TEXTS[lang];

      it(`asks and tells of unbinding one site in the singular (${lang}, ${size.width})`, async () => {
        await page.setViewportSize(size);
        const site = await call<{ id: number }>('POST', '/api/sites', { name: `Plural Gate ${lang} ${width}` });
        const mac = `00:00:00:00:01:${String(++siteNumber).padStart(2, '0')}`;
        await call('POST', `/api/sites/${site.id}/bind`, { mac, alias: 'One' });
        await page.goto(`${opened.server.url}/sp-site/site-tabs?lang=${lang}`);
        await page.getByRole('button', { name: text.unbindAll }).click();
        const confirm = page.getByRole('alertdialog');
        await expect.poll(() => confirm.getByText(text.unbindOne).count()).toBe(1);
        await confirm.getByRole('button', { name: text.unbindAll }).click();
        await expect.poll(() => page.getByText(text.unboundOne, { exact: true }).count()).toBeGreaterThan(0);
      });
    }

  for (const lang of ['en', 'zh'] as const) {
    const text = TEXTS[lang];

    // The gateway column is a desktop column of the site list.
    it(`says "Not bound" in the gateway column of a site without a gateway (${lang}, 1440)`, async () => {
      await page.setViewportSize(WIDTHS.desktop);
      const name = `Unbound Gate ${lang}`;
      await call('POST', '/api/sites', { name });
      await page.goto(`${opened.server.url}/sp-site/site-tabs?lang=${lang}`);
      const row = page.getByRole('row', { name: new RegExp(name) });
      await expect.poll(() => row.getByText(text.notBound, { exact: true }).count()).toBe(1);
      expect(await row.getByText(text.offline, { exact: true }).count()).toBe(0);
    });
  }

  for (const lang of ['en', 'zh'] as const)
    for (const size of Object.values(WIDTHS)) {
      const text = TEXTS[lang];

      it(`tells under Ipercom 1 and 2 that they are the door code and the sharing code (${lang}, ${size.width})`, async () => {
        await page.setViewportSize(size);
        await page.goto(`${opened.server.url}/residents/create?lang=${lang}`);
        const doorCode = page.getByRole('textbox', { name: 'Ipercom 1' });
        await expect.poll(() => doorCode.getAttribute('aria-describedby')).toBeTruthy();
        const described = async (input: typeof doorCode) =>
          page.locator(`[id="${await input.getAttribute('aria-describedby')}"]`).textContent();
        await expect.poll(() => described(doorCode)).toBe(text.doorCodeHelp);
        await expect.poll(() => described(page.getByRole('textbox', { name: 'Ipercom 2' }))).toBe(text.sharingCodeHelp);
      });
    }

  for (const lang of ['en', 'zh'] as const)
    for (const size of Object.values(WIDTHS)) {
      const text = TEXTS[lang];

      it(`names a resident in full, in the language's order, when asking to delete them (${lang}, ${size.width})`, async () => {
        await page.setViewportSize(size);
        const site = await call<{ id: number }>('POST', '/api/sites', { name: `Name Court ${lang} ${size.width}` });
        const resident = await call<{ id: number }>('POST', '/api/residents', { ...text.person, siteId: site.id });
        await page.goto(`${opened.server.url}/residents/${resident.id}/show?lang=${lang}`);
        await page.getByRole('button', { name: text.delete, exact: true }).click();
        const dialog = page.getByRole('dialog');
        await expect.poll(() => dialog.getByRole('heading').first().textContent()).toContain(text.fullName);
        await page.keyboard.press('Escape');
      });
    }
});
