import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/chromium';
import { type ConsoleBrowser, DESKTOP, MOBILE, openConsoleBrowser, SCREENSHOTS } from './support/console-browser';
import type { ConsoleServer } from './support/console-server';

/**
 * The public pages (docs/features/console.md#the-console), opened by a visitor who never signed in: each
 * stays open, the legal texts in their own language whatever the console's, and
 * the sign-in page leads to registration and to both password resets.
 */

const runs = chromiumAvailable();

/** Each legal page, its title, and phrases its text must hold: faces, retention, rights, contact. */
const LEGAL_PAGES = [
  {
    path: '/app/privacy-en',
    lang: 'en',
    title: 'Intercom Cloud App Privacy Policy',
    holds: ['Face photos and templates', 'How long we keep it', 'Your rights and how to use them', 'Contact us'],
  },
  {
    path: '/app/privacy-zh',
    lang: 'zh-CN',
    title: '楼宇对讲云 App 隐私政策',
    holds: ['人脸照片及人脸特征', '保存期限', '您的权利及行使方式', '联系我们'],
  },
  {
    path: '/app/license-service-en',
    lang: 'en',
    title: 'Intercom Cloud App Licence and Service Agreement',
    holds: ['Your licence to use the app', 'Face recognition', 'Liability', 'Contact us'],
  },
  {
    path: '/app/license-service-zh',
    lang: 'zh-CN',
    title: '楼宇对讲云 App 软件许可及服务协议',
    holds: ['软件许可', '刷脸通行', '责任', '联系我们'],
  },
  {
    path: '/web/privacy-zh',
    lang: 'zh-CN',
    title: '楼宇对讲云管理后台隐私政策',
    holds: ['我们收集的管理员信息', '您在后台中处理的住户信息', '保存期限', '您的权利'],
  },
  {
    path: '/web/service-terms-zh',
    lang: 'zh-CN',
    title: '楼宇对讲云管理后台服务条款',
    holds: ['账号与权限', '住户个人信息与人脸信息', '责任限制', '法律适用与争议解决'],
  },
] as const;

describe.runIf(runs)('the public pages, signed out, in Chromium', { timeout: 90_000 }, () => {
  let server: ConsoleServer;
  let page: Page;

  const shoot = (name: string) => page.screenshot({ path: join(SCREENSHOTS, `public-${name}.png`), fullPage: true });
  const heading = () => page.getByRole('heading', { level: 1 });
  /**
   * Waits for an account page's form, which loads on its own after the page and
   * pushes the links below it down: a click aimed before it arrives can miss.
   */
  const formLoaded = async () => {
    await page.locator('form input').first().waitFor();
    await expect.poll(() => page.getByRole('progressbar').count()).toBe(0);
  };

  let session: ConsoleBrowser;

  beforeAll(async () => {
    session = await openConsoleBrowser({ timeoutMs: 20_000 });
    ({ server, page } = session);
  });

  afterAll(async () => {
    await session?.stop();
  });

  it('opens every legal page without a session, in the page’s language whatever the console’s', async () => {
    // The console speaks Chinese here: the English pages must stay English, and the other way round below.
    await page.goto(`${server.url}/app/privacy-en?lang=zh`);
    for (const legal of LEGAL_PAGES) {
      await page.goto(`${server.url}${legal.path}`);
      await expect.poll(() => heading().textContent(), { timeout: 20_000 }).toBe(legal.title);
      expect(new URL(page.url()).pathname).toBe(legal.path);
      expect(await page.locator('main').getAttribute('lang')).toBe(legal.lang);
      const text = (await page.locator('main').textContent()) ?? '';
      for (const phrase of legal.holds) expect(text, `${legal.path}: ${phrase}`).toContain(phrase);
      expect(text).toMatch(/2023/);
      expect(await page.title()).toContain(legal.title);
    }
    expect(await page.evaluate(() => sessionStorage.getItem('token') ?? localStorage.getItem('token'))).toBeNull();
  });

  it('shows the legal pages readably on a phone, as the app opens them', async () => {
    await page.setViewportSize(MOBILE);
    await page.goto(`${server.url}/app/privacy-zh`);
    await heading().waitFor();
    const overflows = await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
    expect(overflows).toBe(false);
    await shoot('app-privacy-zh-mobile');
    await page.goto(`${server.url}/app/license-service-en`);
    await heading().waitFor();
    await shoot('app-license-service-en-mobile');
    await page.setViewportSize(DESKTOP);
  });

  it('opens registration and both password resets signed out, each with its steps and a way back', async () => {
    await page.goto(`${server.url}/register?lang=en`);
    await expect.poll(() => heading().textContent(), { timeout: 20_000 }).toBe('Create an administrator account');
    for (const step of ['Tell us who you are', 'Confirm your phone number', 'Choose a password', 'Sign in']) {
      await page.getByText(step, { exact: true }).first().waitFor();
    }
    expect(await page.getByText(/coming soon/i).count()).toBe(0);
    await shoot('register-en-desktop');

    await page.goto(`${server.url}/forgot-password/by-phone`);
    await expect.poll(() => heading().textContent(), { timeout: 20_000 }).toBe('Reset your password by phone');
    await formLoaded();
    await page.getByRole('link', { name: 'Reset it by email instead' }).click();
    await page.waitForURL(/\/forgot-password\/by-email$/);
    await expect.poll(() => heading().textContent(), { timeout: 20_000 }).toBe('Reset your password by email');
    await formLoaded();
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await page.waitForURL(/\/login$/);
  });

  it('speaks Chinese on the account pages when the console does', async () => {
    await page.setViewportSize(MOBILE);
    await page.goto(`${server.url}/forgot-password/by-email?lang=zh`);
    await expect.poll(() => heading().textContent(), { timeout: 20_000 }).toBe('通过邮箱找回密码');
    await page.getByRole('link', { name: '返回登录' }).waitFor();
    await shoot('forgot-by-email-zh-mobile');
    await page.goto(`${server.url}/register`);
    await expect.poll(() => heading().textContent(), { timeout: 20_000 }).toBe('注册管理员账号');
    await shoot('register-zh-mobile');
    await page.setViewportSize(DESKTOP);
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
  });

  it('leads from the sign-in page to registration and to both password resets', async () => {
    await page.goto(`${server.url}/login?lang=en`);
    await shoot('login-links-en-desktop');
    await page.getByRole('link', { name: 'Create an administrator account' }).click();
    await page.waitForURL(/\/register$/);
    await page.goBack();
    await page.getByRole('link', { name: 'by phone' }).click();
    await page.waitForURL(/\/forgot-password\/by-phone$/);
    await page.goBack();
    await page.getByRole('link', { name: 'by email' }).click();
    await page.waitForURL(/\/forgot-password\/by-email$/);
  });

  it('still sends a signed-out visitor of a private page to sign in, in a few steps', async () => {
    let navigations = 0;
    const count = () => {
      navigations += 1;
    };
    page.on('framenavigated', count);
    await page.goto(`${server.url}/sp-role/role-list`);
    await page.waitForURL(/\/login\?redirect=%2Fsp-role%2Frole-list$/);
    await page.locator('input[name=accountName]').waitFor();
    page.off('framenavigated', count);
    // Not the thousands of a logout loop (react-admin issue 10764) before the form shows.
    expect(navigations).toBeLessThan(20);
  });
});
