import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumAvailable } from './support/chromium';
import {
  type ConsoleBrowser,
  DESKTOP,
  expectFitsWidth,
  MOBILE,
  openConsoleBrowser,
  SCREENSHOTS,
} from './support/console-browser';
import { ADMIN_PASSWORD } from './support/console-server';
import { signInAt } from './support/console-session';
import { accessibilityGaps } from './support/unnamed-controls';

const SERVER = '/sp-cfg/sp-cfg-server';
const APP = '/sp-cfg/sp-cfg-app';

/** The typed settings screens in Chromium: save a setting, see it in the history, roll it back; the environment's note. */
describe.runIf(chromiumAvailable())('typed settings in Chromium', () => {
  let session: ConsoleBrowser;
  let page: Page;
  const setting = (key: Parameters<ConsoleBrowser['server']['app']['settings']['get']>[0]) =>
    session.server.app.settings.get(key);
  const latestChange = () => page.locator('li[data-change]').first();
  const rollBackFirst = async (confirmName: string) => {
    await latestChange().getByRole('button').click();
    await page.getByRole('alertdialog').getByRole('button', { name: confirmName, exact: true }).click();
  };

  beforeAll(async () => {
    session = await openConsoleBrowser({ timeoutMs: 10_000, env: { SIGN_IN_REQUESTS_PER_MINUTE: '250' } });
    page = session.page;
    await signInAt(page, session.server.url, SERVER, 'admin', ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await session?.stop();
  });

  it('saves a server setting, lists it in the history, rolls it back, and shows the environment winning', async () => {
    const signIns = page.getByLabel('Sign-ins per minute');
    await expect.poll(() => signIns.inputValue()).toBe('250');
    expect(await signIns.getAttribute('readonly')).not.toBeNull();
    expect(
      await page.getByText('Set by the environment variable SIGN_IN_REQUESTS_PER_MINUTE; this value wins').count(),
    ).toBe(1);
    expect(await page.getByText('Default: 3', { exact: false }).count()).toBeGreaterThan(0);

    await page.getByLabel('Keep API request logs (days)').fill('5000');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => page.getByText('Keep API request logs (days) must be at most 3650').count()).toBe(1);
    await page.getByLabel('Keep API request logs (days)').fill('30');

    await page.getByLabel('Registration retries').fill('7');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => setting('faces.retryCap')).toBe(7);
    expect(setting('log.apiRetentionDays')).toBe(30);
    expect(await accessibilityGaps(page)).toEqual([]);

    await page.getByRole('tab', { name: 'History' }).click();
    const latest = latestChange();
    await expect.poll(() => latest.textContent()).toContain('Registration retries: (not set) → 7');
    expect(await latest.textContent()).toContain('admin');
    expect(await accessibilityGaps(page)).toEqual([]);
    await rollBackFirst('Roll back');
    await expect.poll(() => setting('faces.retryCap')).toBe(3);
    await expect.poll(() => latest.textContent()).toContain('Registration retries: 7 → (not set)');
    expect(await latest.textContent()).toContain('rolled back');
  });

  it('works in Chinese at phone width', async () => {
    await page.setViewportSize(MOBILE);
    await page.goto(`${session.server.url}${SERVER}?lang=zh`);
    await expect.poll(() => page.getByText('由环境变量 SIGN_IN_REQUESTS_PER_MINUTE 设置；以此值为准').count()).toBe(1);
    await page.getByLabel('登录日志保留天数').fill('90');
    await page.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => setting('log.loginRetentionDays')).toBe(90);
    expect(await accessibilityGaps(page)).toEqual([]);
    await expectFitsWidth(page, MOBILE.width);
    await page.screenshot({ path: `${SCREENSHOTS}/settings-server-zh-phone.png`, fullPage: true });

    await page.getByRole('tab', { name: '变更记录' }).click();
    await expect.poll(() => latestChange().textContent()).toContain('登录日志保留天数：（未设置） → 90');
    await rollBackFirst('回滚');
    await expect.poll(() => setting('log.loginRetentionDays')).toBe(180);
    expect(await accessibilityGaps(page)).toEqual([]);
    await expectFitsWidth(page, MOBILE.width);
    await page.setViewportSize(DESKTOP);
  });

  it('saves an app setting in both languages and keeps the other keys in their list', async () => {
    await page.setViewportSize(DESKTOP);
    await page.goto(`${session.server.url}${APP}?lang=zh`);
    await page.getByLabel('客服电话').fill('400-800-1234');
    await page.getByRole('button', { name: '保存' }).click();
    await expect.poll(() => setting('app.supportPhone')).toBe('400-800-1234');
    const answer = await session.server.app.inject({ method: 'GET', url: '/app/config' });
    expect(answer.json().data.config['app.supportPhone']).toBe('400-800-1234');
    expect(await accessibilityGaps(page)).toEqual([]);

    await page.goto(`${session.server.url}${APP}?lang=en`);
    expect(await accessibilityGaps(page)).toEqual([]);
    await page.getByLabel('Under maintenance').check();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect.poll(() => setting('app.maintenance')).toBe(true);
    await page.getByRole('tab', { name: 'Other keys' }).click();
    await expect.poll(() => page.locator('tbody tr', { hasText: 'app.supportPhone' }).count()).toBe(1);
    expect(await page.locator('tbody tr', { hasText: 'app.maintenance' }).textContent()).toContain('true');
    await page.evaluate(() => localStorage.setItem('lang', 'en'));
  });
});
