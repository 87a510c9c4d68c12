import { beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../contract/errors';
import { DEFAULT_WEB_ROLE_CODES } from '../../contract/routes';
import { ACCOUNT, FIRST_PASSWORD, shoot, signIn, text, useAccountScreens } from './support/account-screens';
import { chromiumAvailable } from './support/chromium';
import { ADMIN_PASSWORD } from './support/console-server';
import { apiCall, apiToken, browserToken } from './support/console-session';
import { createLimitedAccount } from './support/limited-account';

/**
 * Sessions on the account screens, walked in Chromium: signing in with and without
 * "remember me", logging out back to the sign-in page, a disabled account's
 * session ending, and the picture code asked for after repeated failed sign-ins.
 */

const runs = chromiumAvailable();

/** An error message waits for the one before it to close (5 s). */
const QUEUED_MESSAGE_MS = 12_000;

// Sign-ins hash with argon2id; on a busy machine a walk takes longer than the default.
describe.runIf(runs)('sessions on the account screens in Chromium', { timeout: 90_000 }, () => {
  const { server, newContext, apiSignInCode } = useAccountScreens();
  const password = FIRST_PASSWORD;

  beforeAll(async () => {
    // The account as registering makes it: the default web role's routes, enabled.
    await createLimitedAccount(server.app, ACCOUNT, password, DEFAULT_WEB_ROLE_CODES);
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

    // The console leaves for sign-in as soon as the server refuses the session, perhaps before the
    // page has loaded: only the start of the reload is awaited.
    await page.reload({ waitUntil: 'commit' });
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
