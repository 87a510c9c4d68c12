import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/chromium';
import { type ConsoleBrowser, openConsoleBrowser } from './support/console-browser';
import { ADMIN_PASSWORD } from './support/console-server';
import { browserToken, signInAt } from './support/console-session';

const PRODUCT = { en: 'Intercom Cloud Console', zh: '楼宇对讲云管理后台' } as const;
const TEXTS = {
  en: {
    length: 'Last name must be between 1 and 50 characters',
    keyLength: 'Key name must be between 1 and 30 characters',
    cronFormat: 'Cron expression is not in the right format',
    codeFormat: 'Task code is not in the right format',
    phone: 'The phone number format is wrong',
    serverWords: 'Invalid request',
  },
  zh: {
    length: '姓长度必须在 1 到 50 个字符之间',
    keyLength: '键名长度必须在 1 到 30 个字符之间',
    cronFormat: 'Cron 表达式格式不正确',
    codeFormat: '任务代码格式不正确',
    phone: '手机号格式错误',
    serverWords: '请求无效',
  },
} as const;

/**
 * The console's forms check every rule of the schema before sending and tell each in
 * the admin's language, all failing fields at once; the phone by its country code on
 * every entity; a token the server no longer accepts goes to sign in with the way
 * back; every page is titled "route title - product title", the sign-in page by the
 * product alone.
 */
describe.runIf(chromiumAvailable())('form rules, stale sessions and titles in Chromium', () => {
  let session: ConsoleBrowser;
  let page: Page;
  const input = (name: string) => page.locator(`input[name="${name}"], textarea[name="${name}"]`).first();
  /** The error text under an input, as assistive technology finds it. */
  const errorOf = async (name: string) => {
    const field = input(name);
    await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
    const described = await field.getAttribute('aria-describedby');
    return (await page.locator(`[id="${described}"]`).textContent()) ?? '';
  };
  const save = () => page.locator('form button[type=submit]').first().click();

  beforeAll(async () => {
    session = await openConsoleBrowser({ timeoutMs: 15_000 });
    page = session.page;
    await signInAt(page, session.server.url, '/home', 'admin', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await session?.stop();
  });

  for (const lang of ['en', 'zh'] as const) {
    const texts = TEXTS[lang];

    it(`flags every required field of an empty resident form at once (${lang})`, async () => {
      await page.goto(`${session.server.url}/residents/create?lang=${lang}`);
      await input('firstName').waitFor();
      await save();
      for (const name of ['firstName', 'lastName', 'siteId'])
        await expect.poll(() => input(name).getAttribute('aria-invalid')).toBe('true');
    });

    it(`words length and phone rules in ${lang}, never with the server's English`, async () => {
      await page.goto(`${session.server.url}/residents/create?lang=${lang}`);
      await input('firstName').fill('Ann');
      await input('lastName').fill('x'.repeat(51));
      await input('phone').fill('abc-not-phone');
      await save();
      expect(await errorOf('lastName')).toContain(texts.length);
      expect(await errorOf('phone')).toContain(texts.phone);
      expect(await page.locator('form').textContent()).not.toContain(texts.serverWords);
    });

    it(`checks an admin's phone against the country code chosen in the form (${lang})`, async () => {
      await page.goto(`${session.server.url}/admins/create?lang=${lang}`);
      await input('accountName').fill(`phone${lang}`);
      await input('name').fill('Pat');
      await input('surname').fill('Lo');
      await input('email').fill(`pat-${lang}@example.com`);
      expect(await input('countryCode').inputValue()).toBe('+86');
      await input('phone').fill('12345678901');
      await save();
      expect(await errorOf('phone')).toContain(texts.phone);
      // Only calling codes in use are offered.
      await input('countryCode').fill('+999');
      expect(await page.getByRole('option', { name: '+999' }).count()).toBe(0);
      await input('countryCode').fill('+44');
      await page.getByRole('option', { name: '+44', exact: true }).click();
      await input('phone').fill('7911123456');
      await expect.poll(() => input('phone').getAttribute('aria-invalid')).toBe('false');
      // A mainland number is no number under +44.
      await input('phone').fill('13912345678');
      expect(await errorOf('phone')).toContain(texts.phone);
      expect(page.url()).toContain('/admins/create');
    });
  }

  for (const lang of ['en', 'zh'] as const) {
    it(`words the rules of a job's cron and a device setting's key in ${lang}`, async () => {
      const texts = TEXTS[lang];
      await page.goto(`${session.server.url}/scheduled-jobs/create?lang=${lang}`);
      await input('cron').fill('every day at noon');
      await input('code').fill('Not A Code');
      await save();
      expect(await errorOf('cron')).toBe(texts.cronFormat);
      expect(await errorOf('code')).toBe(texts.codeFormat);
      await page.goto(`${session.server.url}/device-configs/create?lang=${lang}`);
      await input('key').fill('k'.repeat(31));
      await save();
      expect(await errorOf('key')).toBe(texts.keyLength);
      expect(await page.locator('form').textContent()).not.toContain(texts.serverWords);
    });
  }

  for (const [lang, route] of [
    ['en', '/sp-site/site-tabs'],
    ['zh', '/sp-role/role-list'],
  ] as const) {
    it(`sends a token the server no longer accepts to sign in, and back to ${route} (${lang})`, async () => {
      // A file of the console's origin, not a page of it: nothing still running there can cut
      // the navigation below short (a signed-in /login leaves for Home by itself).
      await page.goto(`${session.server.url}/favicon.svg`);
      await page.evaluate((language) => {
        sessionStorage.removeItem('token');
        localStorage.setItem('token', 'expired-or-forged');
        localStorage.setItem('lang', language);
      }, lang);
      // The console leaves the page for sign-in as soon as the server refuses the token, which
      // may be before the page has loaded: only the start of this navigation is awaited.
      await page.goto(`${session.server.url}${route}`, { waitUntil: 'commit' });
      await page.waitForURL((url) => url.pathname === '/login');
      await expect.poll(() => new URL(page.url()).searchParams.get('redirect')).toBe(route);
      expect(await browserToken(page)).toBeNull();
      expect(await page.getByRole('alertdialog').count()).toBe(0);
      await page.locator('input[name=accountName]').fill('admin');
      await page.locator('input[name=password]').fill(ADMIN_PASSWORD);
      await page.locator('form button[type=submit]').click();
      await page.waitForURL((url) => url.pathname === route);
    });
  }

  for (const lang of ['en', 'zh'] as const) {
    it(`titles the sign-in page by the product alone and every other page "route - product" (${lang})`, async () => {
      const product = PRODUCT[lang];
      for (const route of [
        '/home',
        '/sp-site/site-tabs',
        '/residents/create',
        '/sp-cfg/sp-cfg-job',
        '/404',
        '/403',
        '/register',
        '/forgot-password/by-email',
      ]) {
        await page.goto(`${session.server.url}${route}?lang=${lang}`);
        await expect.poll(() => page.title()).toMatch(new RegExp(`^\\S.* - ${product}$`));
      }
      await page.evaluate(() => {
        sessionStorage.removeItem('token');
        localStorage.removeItem('token');
      });
      await page.goto(`${session.server.url}/login?lang=${lang}`);
      await input('accountName').waitFor();
      await expect.poll(() => page.title()).toBe(product);
      await page.locator('input[name=accountName]').fill('admin');
      await page.locator('input[name=password]').fill(ADMIN_PASSWORD);
      await page.locator('form button[type=submit]').click();
      await page.waitForURL((url) => url.pathname !== '/login');
    });
  }
});
