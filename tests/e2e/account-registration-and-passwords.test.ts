import { describe, expect, it } from 'vitest';
import { Code, messageOf } from '../../contract/errors';
import { hashPassword } from '../../server/auth/password-hashing';
import { ACCOUNT, FIRST_PASSWORD, shoot, signIn, text, useAccountScreens } from './support/account-screens';
import { chromiumAvailable } from './support/chromium';
import { browserToken } from './support/console-session';
import { nextOutboxCode, outboxCodes } from './support/outbox';

/**
 * Registering and passwords on the account screens, walked in Chromium: the
 * register form checked by the server rules, then registering with the SMS code
 * the server wrote to its outbox; the forms in Chinese at phone width; resetting
 * a forgotten password by phone and by email, and changing it in the user menu.
 */

const runs = chromiumAvailable();

const PHONE = '13800138000';
const OTHER_PHONE = '13900139000';
const EMAIL = 'nora@example.com';

// Sign-ins hash with argon2id; on a busy machine a walk takes longer than the default.
describe.runIf(runs)('registering and passwords on the account screens in Chromium', { timeout: 90_000 }, () => {
  const { server, newContext, apiSignInCode } = useAccountScreens();
  let password = FIRST_PASSWORD;

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
});
