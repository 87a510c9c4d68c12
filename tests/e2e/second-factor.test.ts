import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { Code } from '../../contract/errors';
import { totpCode } from '../support/second-factor';
import { blockingAxeFindings, describeFindings } from './support/axe';
import { chromiumAvailable } from './support/chromium';
import { useConsoleSuite } from './support/console-suite';
import { createLimitedAccount } from './support/limited-account';
import {
  authenticatorCredentials,
  signChallengeWithAnyPasskey,
  virtualAuthenticator,
} from './support/virtual-authenticator';

/**
 * The second factor walked in Chromium, in English and Chinese: an authenticator app set up
 * from the user menu and then asked for at sign-in; a passkey registered through a virtual
 * authenticator (the DevTools protocol's WebAuthn domain), used as the second step and then
 * alone; a passkey of another account refused. The console is opened at localhost: a passkey
 * belongs to a domain name, not an address.
 */

const runs = chromiumAvailable();
const PASSWORD = 'Keys#2024door';

const TEXT = {
  en: {
    menu: 'Profile',
    security: 'Sign-in security',
    setUp: 'Set up an authenticator app',
    code: 'Authenticator code',
    turnOn: 'Turn on',
    saved: 'I have saved them',
    stepTitle: 'Second factor',
    verify: 'Verify and sign in',
    passkeyName: 'Passkey name',
    addPasskey: 'Add a passkey',
    passkeyOnly: 'Sign in with a passkey alone, without the password',
    usePasskey: 'Use a passkey',
    passkeySignIn: 'Sign in with a passkey',
    close: 'Close',
  },
  zh: {
    menu: '个人资料',
    security: '登录安全',
    setUp: '设置验证器应用',
    code: '验证器验证码',
    turnOn: '开启',
    saved: '我已保存',
    stepTitle: '第二重验证',
    verify: '验证并登录',
    passkeyName: '通行密钥名称',
    addPasskey: '添加通行密钥',
    passkeyOnly: '仅用通行密钥登录，无需密码',
    usePasskey: '使用通行密钥',
    passkeySignIn: '使用通行密钥登录',
    close: '关闭',
  },
} as const;

type Language = keyof typeof TEXT;

describe.runIf(runs)('the second factor in Chromium', { timeout: 120_000 }, () => {
  const suite = useConsoleSuite();
  /** The console at localhost, where passkeys of the default relying party (`localhost`) work. */
  const base = () => suite.server.url.replace('127.0.0.1', 'localhost');

  const open = async (lang: Language): Promise<{ context: BrowserContext; page: Page }> => {
    const context = await suite.newContext({
      viewport: { width: 1366, height: 900 },
      locale: lang === 'zh' ? 'zh-CN' : 'en-US',
    });
    context.setDefaultTimeout(30_000);
    return { context, page: await context.newPage() };
  };

  const passwordSignIn = async (page: Page, accountName: string) => {
    await page.goto(`${base()}/login`);
    await page.locator('input[name=accountName]').fill(accountName);
    await page.locator('input[name=password]').fill(PASSWORD);
    await page.locator('form button[type=submit]').click();
  };

  const openSecurity = async (page: Page, lang: Language) => {
    await page.getByRole('button', { name: TEXT[lang].menu }).first().click();
    await page.getByRole('menuitem', { name: TEXT[lang].security }).click();
    const dialog = page.getByRole('dialog');
    await dialog.locator('[data-sign-in-security]').waitFor();
    return dialog;
  };

  const expectAccessible = async (page: Page, where: string) => {
    const findings = await blockingAxeFindings(page);
    expect(describeFindings(where, findings)).toEqual([]);
  };

  const lastLogin = async (accountName: string) => {
    const rows = await suite.server.app.backend.tables.of('admin-login-log').findWhere({ accountName });
    return rows.sort((a, b) => Number(b.id) - Number(a.id))[0];
  };

  for (const lang of ['en', 'zh'] as const) {
    it(`sets an authenticator app up from the user menu and asks for its code at sign-in (${lang})`, async () => {
      const text = TEXT[lang];
      const accountName = `otto-${lang}`;
      await createLimitedAccount(suite.server.app, accountName, PASSWORD, ['site-tabs']);
      const first = await open(lang);
      await passwordSignIn(first.page, accountName);
      await first.page.waitForURL((url) => !url.pathname.startsWith('/login'));
      const dialog = await openSecurity(first.page, lang);
      await dialog.getByRole('button', { name: text.setUp }).click();
      const secret = await dialog.locator('[data-totp-secret]').inputValue();
      expect(await dialog.locator('[data-totp-uri]').inputValue()).toMatch(/^otpauth:\/\/totp\//);
      await expect.poll(() => dialog.getByRole('img').count()).toBe(1);
      await expectAccessible(first.page, `authenticator setup (${lang})`);
      await dialog.getByLabel(text.code).fill(totpCode(secret));
      await dialog.getByRole('button', { name: text.turnOn }).click();
      await expect.poll(() => dialog.locator('[data-recovery-codes] li').count()).toBe(10);
      await expectAccessible(first.page, `recovery codes (${lang})`);
      await dialog.getByRole('button', { name: text.saved }).click();
      await dialog.locator('[data-authenticator-state=on]').waitFor();
      await dialog.getByRole('button', { name: text.close }).click();
      await dialog.waitFor({ state: 'hidden' });

      // Another browser: the password alone leads to the second step.
      const second = await open(lang);
      await passwordSignIn(second.page, accountName);
      await second.page.getByRole('heading', { name: text.stepTitle }).waitFor();
      expect(second.page.url()).toContain('/login');
      await expectAccessible(second.page, `second step (${lang})`);
      // The next step's code: the one just used to turn the app on is not taken twice.
      await second.page.getByLabel(text.code).fill(totpCode(secret, Date.now() + 30_000));
      await second.page.getByRole('button', { name: text.verify }).click();
      await second.page.waitForURL((url) => !url.pathname.startsWith('/login'));
      expect(await lastLogin(accountName)).toMatchObject({ success: true, factor: 'totp' });
    });

    it(`registers a passkey, signs in with it as the second step and then alone (${lang})`, async () => {
      const text = TEXT[lang];
      const accountName = `pia-${lang}`;
      await createLimitedAccount(suite.server.app, accountName, PASSWORD, ['site-tabs']);
      const { context, page } = await open(lang);
      const authenticator = await virtualAuthenticator(context, page);
      await passwordSignIn(page, accountName);
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      const dialog = await openSecurity(page, lang);
      await dialog.getByLabel(text.passkeyName).fill('Office laptop');
      await dialog.getByRole('button', { name: text.addPasskey }).click();
      await dialog.locator('[data-passkeys]').getByText('Office laptop').waitFor();
      expect(await authenticatorCredentials(authenticator)).toBe(1);
      await expectAccessible(page, `passkeys (${lang})`);
      const admin = await suite.server.app.backend.tables.of('admin').findOneWhere({ accountName });
      expect(admin?.secondFactor).toBe(true);

      // The password, then the passkey.
      await page.evaluate(() => {
        sessionStorage.clear();
        localStorage.removeItem('token');
      });
      await passwordSignIn(page, accountName);
      await page.getByRole('button', { name: text.usePasskey }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      expect(await lastLogin(accountName)).toMatchObject({ success: true, factor: 'passkey' });

      // The passkey alone, once the account chose it.
      const again = await openSecurity(page, lang);
      // The switch follows the server's answer, so it turns on once the change is saved.
      await again.getByLabel(text.passkeyOnly).click();
      await expect.poll(async () => (await passkeyOnlyOf(accountName)) === true).toBe(true);
      await again.getByRole('button', { name: text.close }).click();
      await page.evaluate(() => {
        sessionStorage.clear();
        localStorage.removeItem('token');
      });
      await page.goto(`${base()}/login`);
      await page.getByRole('button', { name: text.passkeySignIn }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/login'));
      expect(await lastLogin(accountName)).toMatchObject({ success: true, factor: 'passkey' });
    });
  }

  it('holds an account back until it sets up the second factor its role requires (zh)', async () => {
    const text = TEXT.zh;
    const adminId = await createLimitedAccount(suite.server.app, 'tess', PASSWORD, ['site-tabs']);
    const { tables } = suite.server.app.backend;
    const [roleId] = ((await tables.of('admin').findById(adminId))?.roleIds ?? []) as number[];
    await tables.of('role').touch(roleId, { requireSecondFactor: true });
    const { page } = await open('zh');
    await passwordSignIn(page, 'tess');
    await page.getByRole('heading', { name: '设置双重验证' }).waitFor();
    await expectAccessible(page, 'second factor required (zh)');
    await page.getByRole('button', { name: text.setUp }).click();
    const secret = await page.locator('[data-totp-secret]').inputValue();
    await page.getByLabel(text.code).fill(totpCode(secret));
    await page.getByRole('button', { name: text.turnOn }).click();
    await page.getByRole('button', { name: text.saved }).click();
    // The console opens afresh, with the account's own pages.
    await page.getByRole('heading', { name: '设置双重验证' }).waitFor({ state: 'detached' });
    await expect.poll(() => page.getByText('站点列表').count()).toBeGreaterThan(0);
  });

  it('refuses a passkey of another account or another origin, and a step answered twice', async () => {
    const { context, page } = await open('en');
    await virtualAuthenticator(context, page);
    await createLimitedAccount(suite.server.app, 'rita', PASSWORD, ['site-tabs']);
    await createLimitedAccount(suite.server.app, 'sam', PASSWORD, ['site-tabs']);
    await passwordSignIn(page, 'rita');
    await page.waitForURL((url) => !url.pathname.startsWith('/login'));
    const dialog = await openSecurity(page, 'en');
    await dialog.getByRole('button', { name: TEXT.en.addPasskey }).click();
    await dialog.locator('[data-passkeys] li').first().waitFor();

    // Sam has a passkey too (kept elsewhere); his sign-in's second step is signed with Rita's.
    const { tables } = suite.server.app.backend;
    const sam = await tables.of('admin').findOneWhere({ accountName: 'sam' });
    await tables.of('admin-passkey').insert({
      adminId: Number(sam?.id),
      credentialId: 'c2FtLXBhc3NrZXk',
      publicKey: 'AAAA',
      name: 'Sam phone',
    });
    const step = await suite.server.app.inject({
      method: 'POST',
      url: '/account/web/login',
      payload: { accountName: 'sam', password: PASSWORD },
    });
    const { challenge, passkeyOptions } = step.json().data as {
      challenge: string;
      passkeyOptions: { challenge: string };
    };
    const signed = await signChallengeWithAnyPasskey(page, passkeyOptions.challenge);
    const refused = await suite.server.app.inject({
      method: 'POST',
      url: '/account/web/login/second-factor',
      payload: { challenge, passkey: signed },
    });
    expect(refused.json().code).toBe(Code.PASSKEY_REFUSED);
    expect(refused.json().data).toBeNull();

    // Rita's own step, signed by her passkey but claiming another origin: refused; as signed: taken.
    const own = await suite.server.app.inject({
      method: 'POST',
      url: '/account/web/login',
      payload: { accountName: 'rita', password: PASSWORD },
    });
    const ownStep = own.json().data as { challenge: string; passkeyOptions: { challenge: string } };
    const answer = (await signChallengeWithAnyPasskey(page, ownStep.passkeyOptions.challenge)) as {
      response: { clientDataJSON: string };
    };
    const clientData = JSON.parse(Buffer.from(answer.response.clientDataJSON, 'base64url').toString('utf8'));
    const elsewhere = Buffer.from(JSON.stringify({ ...clientData, origin: 'https://console.example.net' })).toString(
      'base64url',
    );
    const forged = { ...answer, response: { ...answer.response, clientDataJSON: elsewhere } };
    const finish = (passkey: unknown) =>
      suite.server.app.inject({
        method: 'POST',
        url: '/account/web/login/second-factor',
        payload: { challenge: ownStep.challenge, passkey },
      });
    expect((await finish(forged)).json().code).toBe(Code.PASSKEY_REFUSED);
    expect((await finish(answer)).json().code).toBe(200);
    expect((await finish(answer)).json().code).toBe(Code.SECOND_FACTOR_CHALLENGE_EXPIRED);
  });

  async function passkeyOnlyOf(accountName: string): Promise<boolean | undefined> {
    const { tables } = suite.server.app.backend;
    const admin = await tables.of('admin').findOneWhere({ accountName });
    const row = await tables.of('admin-second-factor').findOneWhere({ adminId: Number(admin?.id) });
    return row?.passkeyOnly === true;
  }
});
