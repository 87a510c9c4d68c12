import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code, messageOf } from '../../contract/errors';
import { hashPassword } from '../../server/auth/password-hashing';
import { chromiumAvailable, launchChromium } from './support/chromium';
import { ADMIN_PASSWORD, type ConsoleServer, startConsoleServer } from './support/console-server';
import { apiCall, apiToken, browserToken } from './support/console-session';
import { nextOutboxCode, outboxCodes } from './support/outbox';

/**
 * The account screens walked in Chromium: registering with the SMS code the server
 * wrote to its outbox, signing in with and without "remember me", resetting a
 * forgotten password by phone and by email, changing it in the user menu, and a
 * disabled account's session ending.
 */

const SCREENSHOTS = join(import.meta.dirname, 'screenshots');
const runs = chromiumAvailable();

const ACCOUNT = 'nora';
const PHONE = '13800138000';
const OTHER_PHONE = '13900139000';
const EMAIL = 'nora@example.com';
const FIRST_PASSWORD = 'Door#Bell7';
const text = (code: number) => messageOf(code, 'en');
/** An error message waits for the one before it to close (5 s). */
const QUEUED_MESSAGE_MS = 12_000;

// Sign-ins hash with argon2id; on a busy machine a walk takes longer than the default.
describe.runIf(runs)('the account screens in Chromium', { timeout: 90_000 }, () => {
  let server: ConsoleServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let password = FIRST_PASSWORD;

  const newContext = async (storageState?: Awaited<ReturnType<BrowserContext['storageState']>>) => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, storageState });
    // Shorter than a test, so that a step that never happens is named in the failure.
    context.setDefaultTimeout(30_000);
    contexts.push(context);
    return context;
  };
  const shoot = (page: Page, name: string) =>
    page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });

  /** Signs in on the sign-in page the browser is on, ticking "remember me" when asked. */
  const signIn = async (page: Page, accountName: string, secret: string, remember: boolean) => {
    await page.waitForURL(/\/login(\?|$)/);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    await page.locator('input[name=accountName]').fill(accountName);
    await page.locator('input[name=password]').fill(secret);
    if (remember) await page.getByLabel('Remember me').check();
    await page.locator('form button[type=submit]').click();
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  };

  /** Whether a sign-in through the API goes through, and its code when not. */
  const apiSignInCode = async (accountName: string, secret: string) =>
    (
      await server.app.inject({
        method: 'POST',
        url: '/account/web/login',
        payload: { accountName, password: secret },
      })
    ).json().code as number;

  beforeAll(async () => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    server = await startConsoleServer();
    browser = await launchChromium();
  });

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
  });

  it('checks the register form by the server rules, then registers with the SMS code from the outbox', async () => {
    const page = await (await newContext()).newPage();
    await page.goto(`${server.url}/register?lang=en`);
    const register = page.getByRole('button', { name: 'Register', exact: true });
    await register.click();
    await expect.poll(() => page.getByText(text(Code.ACCOUNT_NAME_EMPTY)).count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByText('Please tick the agreement box').count()).toBeGreaterThan(0);

    await page.locator('input[name=accountName]').fill('12345');
    await expect.poll(() => page.getByText(text(Code.ACCOUNT_NAME_NUMERIC)).count()).toBeGreaterThan(0);
    await page.locator('input[name=accountName]').fill(ACCOUNT);
    await page.locator('input[name=password]').fill('nora#Door1');
    await expect.poll(() => page.getByText(text(Code.PASSWORD_FORMAT)).count()).toBeGreaterThan(0);
    await page.locator('input[name=password]').fill(FIRST_PASSWORD);
    await page.locator('input[name=confirmPassword]').fill('Door#Bell8');
    await expect.poll(() => page.getByText(text(Code.PASSWORDS_DIFFER)).count()).toBeGreaterThan(0);
    await page.locator('input[name=confirmPassword]').fill(FIRST_PASSWORD);
    await page.locator('input[name=name]').fill('Nora');
    await page.locator('input[name=surname]').fill('Lind');
    await page.locator('input[name=phone]').fill('12345678901');
    await expect.poll(() => page.getByText(text(Code.PHONE_FORMAT)).count()).toBeGreaterThan(0);
    await page.locator('input[name=phone]').fill(PHONE);
    await page.locator('input[name=email]').fill(EMAIL);

    await page.getByRole('button', { name: 'Send code' }).click();
    const code = await nextOutboxCode(server.dataDir, 'sms', PHONE, 0);
    // A minute before another code may be asked for.
    await expect.poll(() => page.getByRole('button', { name: /Send again in \d+ s/ }).isDisabled()).toBe(true);
    await page.locator('input[name=smsCode]').fill(code);
    await page.getByLabel(/I have read and agree/).check();
    await shoot(page, 'register-filled-en');
    await register.click();
    await page.waitForURL(/\/login$/);

    await signIn(page, ACCOUNT, FIRST_PASSWORD, false);
    expect(await browserToken(page)).not.toBeNull();
  });

  it('shows the account forms in Chinese, at phone width', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${server.url}/register?lang=zh`);
    await page.getByRole('button', { name: '注册', exact: true }).click();
    await expect.poll(() => page.getByText(messageOf(Code.ACCOUNT_NAME_EMPTY, 'zh')).count()).toBeGreaterThan(0);
    await shoot(page, 'register-zh-mobile');
    await page.goto(`${server.url}/forgot-password/by-email?lang=zh`);
    await page.getByRole('button', { name: '发送验证码' }).waitFor();
    await shoot(page, 'forgot-by-email-zh-mobile');
  });

  it('keeps a session that is not remembered to its tab only', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/home?lang=en`);
    await signIn(page, ACCOUNT, password, false);
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).not.toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    const saved = await context.storageState();
    await page.close();

    const again = await context.newPage();
    await again.goto(`${server.url}/home?lang=en`);
    await again.waitForURL(/\/login\?redirect=/);
    const restarted = await (await newContext(saved)).newPage();
    await restarted.goto(`${server.url}/home?lang=en`);
    await restarted.waitForURL(/\/login\?redirect=/);
  });

  it('keeps a remembered session across tabs and a restart of the browser', async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/home?lang=en`);
    await signIn(page, ACCOUNT, password, true);
    expect(await page.evaluate(() => localStorage.getItem('token'))).not.toBeNull();
    const saved = await context.storageState();
    await page.close();

    const again = await context.newPage();
    await again.goto(`${server.url}/home?lang=en`);
    await again.getByRole('button', { name: 'Profile' }).waitFor();
    expect(new URL(again.url()).pathname).toBe('/home');
    const restarted = await (await newContext(saved)).newPage();
    await restarted.goto(`${server.url}/home?lang=en`);
    await restarted.getByRole('button', { name: 'Profile' }).waitFor();
    expect(new URL(restarted.url()).pathname).toBe('/home');
  });

  it('resets a forgotten password with a code sent by SMS', async () => {
    // Another account, on another number: a number gets one code a minute, and the first one went to register.
    const webRole = await server.app.backend.tables.of('role').findOneWhere({ name: 'web-default' });
    await server.app.backend.tables.of('admin').insert({
      accountName: 'otto',
      name: 'Otto',
      surname: 'Berg',
      countryCode: '+86',
      phone: OTHER_PHONE,
      email: 'otto@example.com',
      enabled: true,
      roleIds: [Number(webRole?.id)],
      passwordHash: await hashPassword('Otto#Old1'),
    });
    const page = await (await newContext()).newPage();
    await page.goto(`${server.url}/forgot-password/by-phone?lang=en`);
    await page.locator('input[name=phone]').fill(OTHER_PHONE);
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = await nextOutboxCode(server.dataDir, 'sms', OTHER_PHONE, 0);
    await page.locator('input[name=smsCode]').fill(code);
    await page.locator('input[name=newPassword]').fill('Phone#Reset2');
    await page.locator('input[name=confirmPassword]').fill('Phone#Reset2');
    await shoot(page, 'forgot-by-phone-en');
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await page.waitForURL(/\/login$/);

    expect(await apiSignInCode('otto', 'Otto#Old1')).toBe(Code.ACCOUNT_OR_PASSWORD);
    await signIn(page, 'otto', 'Phone#Reset2', false);
  });

  it('resets a forgotten password with a code sent by email', async () => {
    const page = await (await newContext()).newPage();
    await page.goto(`${server.url}/forgot-password/by-email?lang=en`);
    await page.locator('input[name=email]').fill(EMAIL);
    const seen = (await outboxCodes(server.dataDir, 'mail', EMAIL)).length;
    await page.getByRole('button', { name: 'Send code' }).click();
    const code = await nextOutboxCode(server.dataDir, 'mail', EMAIL, seen);
    await page.locator('input[name=emailCode]').fill(code);
    await page.locator('input[name=newPassword]').fill('Mail#Reset3');
    await page.locator('input[name=confirmPassword]').fill('Mail#Reset3');
    await page.getByRole('button', { name: 'Set the new password' }).click();
    await page.waitForURL(/\/login$/);

    expect(await apiSignInCode(ACCOUNT, password)).toBe(Code.ACCOUNT_OR_PASSWORD);
    password = 'Mail#Reset3';
    expect(await apiSignInCode(ACCOUNT, password)).toBe(Code.OK);
  });

  it('changes the password in the user menu, after which the old one no longer signs in', async () => {
    const page = await (await newContext()).newPage();
    await page.goto(`${server.url}/home?lang=en`);
    await signIn(page, ACCOUNT, password, false);
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Change password' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change password' });
    await dialog.locator('input[name=oldPassword]').fill('Wrong#Pass9');
    await dialog.locator('input[name=newPassword]').fill('Changed#Pw4');
    await dialog.locator('input[name=confirmPassword]').fill('Changed#Pw4');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    // Under the field it is about.
    await expect.poll(() => dialog.getByText(text(Code.OLD_PASSWORD_WRONG)).count()).toBeGreaterThan(0);
    await shoot(page, 'change-password-en');

    await dialog.locator('input[name=oldPassword]').fill(password);
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await dialog.waitFor({ state: 'detached' });

    expect(await apiSignInCode(ACCOUNT, password)).toBe(Code.ACCOUNT_OR_PASSWORD);
    password = 'Changed#Pw4';
    expect(await apiSignInCode(ACCOUNT, password)).toBe(Code.OK);
  });

  it('logs out to the sign-in page, which is told the page to come back to', async () => {
    const page = await (await newContext()).newPage();
    await page.goto(`${server.url}/sp-site/site-tabs?lang=en`);
    await signIn(page, ACCOUNT, password, false);
    await page.getByRole('button', { name: 'Profile' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(/\/login\?redirect=%2Fsp-site%2Fsite-tabs/);
    expect(await browserToken(page)).toBeNull();
  });

  it('ends the session of an account an administrator disables', async () => {
    const page = await (await newContext()).newPage();
    await page.goto(`${server.url}/home?lang=en`);
    await signIn(page, ACCOUNT, password, false);
    expect(await browserToken(page)).not.toBeNull();

    const adminToken = await apiToken(server.app, 'admin', ADMIN_PASSWORD);
    const { list } = await apiCall<{ list: { id: number; version: number; accountName: string }[] }>(
      server.app,
      adminToken,
      'GET',
      '/api/admins?pageSize=100',
    );
    const nora = list.find((admin) => admin.accountName === ACCOUNT);
    if (!nora) throw new Error(`${ACCOUNT} is not among the admins`);
    await apiCall(server.app, adminToken, 'PUT', `/api/admins/${nora.id}`, { enabled: false, version: nora.version });

    await page.reload();
    await page.waitForURL((url) => url.pathname === '/login');
    expect(await browserToken(page)).toBeNull();
    expect(await apiSignInCode(ACCOUNT, password)).toBe(Code.USER_DISABLED);
  });
  it('asks for a picture code after repeated failed sign-ins, and refuses a wrong one', async () => {
    const page = await (await newContext()).newPage();
    await page.goto(`${server.url}/login?lang=en`);
    /** Signs in with `secret` and returns the code the server answered. */
    const attempt = async (secret: string) => {
      await page.locator('input[name=password]').fill(secret);
      const [response] = await Promise.all([
        page.waitForResponse((answer) => answer.url().endsWith('/account/web/login')),
        page.locator('form button[type=submit]').click(),
      ]);
      return (await response.json()).code as number;
    };
    // An account nobody has failed to sign in to yet; an unknown one counts the same.
    await page.locator('input[name=accountName]').fill('quinn');
    for (let failure = 1; failure <= 3; failure++) {
      expect(await attempt(`Wrong#Pass${failure}`)).toBe(Code.ACCOUNT_OR_PASSWORD);
      expect(await page.locator('input[name=captchaCode]').count()).toBe(0);
    }
    expect(await attempt('Wrong#Pass4')).toBe(Code.CAPTCHA_REQUIRED);
    await expect
      .poll(() => page.getByText(text(Code.CAPTCHA_REQUIRED)).count(), { timeout: QUEUED_MESSAGE_MS })
      .toBeGreaterThan(0);
    const picture = page.getByRole('img', { name: 'Picture code to copy' });
    await picture.waitFor();
    expect(await picture.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    await shoot(page, 'login-captcha-en');

    // The pictures leave out 0, o, 1, i and l: this guess can never be right.
    await page.locator('input[name=captchaCode]').fill('0o1l');
    expect(await attempt('Wrong#Pass5')).toBe(Code.CAPTCHA_WRONG);
    await expect
      .poll(() => page.getByText(text(Code.CAPTCHA_WRONG)).count(), { timeout: QUEUED_MESSAGE_MS })
      .toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/login');
  });
});
