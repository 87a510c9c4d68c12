import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxCodes } from '../e2e/support/outbox';
import { createSignedInAccount, OTHER_PASSWORD } from '../support/accounts';
import { databases } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';

const NEW_PASSWORD = 'Fresh#2025';

/** The password rules every new-password form applies, with the new-password codes. */
const NEW_PASSWORD_CASES: [string, string, number][] = [
  ['empty', '', 6015],
  ['too short', 'Ab1#x', 6030],
  ['too long', 'Abcdefgh1#Abcdefgh1#X', 6030],
  ['without a digit', 'Abcdefg#', 6030],
  ['without a lower-case letter', 'ABCDEF1#', 6030],
  ['without an upper-case letter', 'abcdef1#', 6030],
  ['without a special character', 'Abcdef12', 6030],
  ['with whitespace', 'Abc def1#', 6030],
];

describe.each(databases)('forgot and change password ($kind)', (database) => {
  let server: TestServer;
  let ruleCase = 100;

  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** An account with a phone and an email, and two open sessions. */
  async function account(accountName: string, phone: string) {
    const { id, token } = await createSignedInAccount(server, accountName, ['site-tabs']);
    await server.app.backend.tables.of('admin').touch(id, { phone, email: `${accountName}@example.com` });
    const otherToken = await server.signIn(accountName, OTHER_PASSWORD);
    return { id, token: token ?? '', otherToken, email: `${accountName}@example.com` };
  }

  const sessionAlive = async (token: string) =>
    (await server.call('GET', '/account/web/getLoginInfo', { token })).status === 200;

  async function smsCode(phone: string): Promise<string> {
    const sent = await server.call('POST', '/account/web/sms/send', {
      body: { countryCode: '+86', phone, scene: 'reset-password' },
    });
    expect(sent.body.code).toBe(200);
    return (await outboxCodes(server.config.dataDir, 'sms', phone)).at(-1) ?? '';
  }

  async function emailCode(email: string): Promise<string> {
    const sent = await server.call('POST', '/account/web/email/send', { body: { email, scene: 'reset-password' } });
    expect(sent.body.code).toBe(200);
    return (await outboxCodes(server.config.dataDir, 'mail', email)).at(-1) ?? '';
  }

  const byPhone = (body: Record<string, unknown>) =>
    server.call('POST', '/account/web/password/reset-by-phone', {
      body: { countryCode: '+86', newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, ...body },
    });
  const byEmail = (body: Record<string, unknown>) =>
    server.call('POST', '/account/web/password/reset-by-email', {
      body: { newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, ...body },
    });
  const change = (token: string, body: Record<string, unknown>) =>
    server.call('POST', '/account/web/password/change', {
      token,
      body: { oldPassword: OTHER_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD, ...body },
    });

  it('resets by phone with a texted code, ends every session, and the new password signs in', async () => {
    const bob = await account('bob', '13500000001');
    const smsCodeSent = await smsCode('13500000001');
    expect((await byPhone({ phone: '13500000001', smsCode: smsCodeSent })).body.code).toBe(200);
    expect(await sessionAlive(bob.token)).toBe(false);
    expect(await sessionAlive(bob.otherToken)).toBe(false);
    expect(await server.signIn('bob', NEW_PASSWORD)).toBeTruthy();
    expect((await byPhone({ phone: '13500000001', smsCode: smsCodeSent })).body.code).toBe(6026);
  });

  it('refuses a reset by phone for an unknown number (6036), without a code (6151), with a wrong one (6026)', async () => {
    await account('carl', '13500000002');
    expect((await byPhone({ phone: '13500009999', smsCode: '123456' })).body.code).toBe(6036);
    expect((await byPhone({ phone: '13500000002', smsCode: '123456' })).body.code).toBe(6151);
    const code = await smsCode('13500000002');
    expect((await byPhone({ phone: '13500000002', smsCode: code === '111111' ? '222222' : '111111' })).body.code).toBe(
      6026,
    );
  });

  it('resets by email with a mailed code and refuses a wrong code (6107) or an unknown address (6050)', async () => {
    const dora = await account('dora', '13500000003');
    expect((await byEmail({ email: 'nobody@example.com', emailCode: '123456' })).body.code).toBe(6050);
    expect((await byEmail({ email: dora.email, emailCode: '123456' })).body.code).toBe(6107);
    const code = await emailCode(dora.email);
    expect((await byEmail({ email: dora.email, emailCode: code === '111111' ? '222222' : '111111' })).body.code).toBe(
      6107,
    );
    expect((await byEmail({ email: dora.email, emailCode: code })).body.code).toBe(200);
    expect(await sessionAlive(dora.token)).toBe(false);
    expect(await server.signIn('dora', NEW_PASSWORD)).toBeTruthy();
  });

  it.each(NEW_PASSWORD_CASES)(
    'refuses a new password %s in both resets and in change (%s → %i)',
    async (_c, password, code) => {
      ruleCase += 1;
      const name = `rule${ruleCase}`;
      const phone = `1350000${String(ruleCase).padStart(4, '0')}`;
      const user = await account(name, phone);
      const passwords = { newPassword: password, confirmPassword: password };
      expect((await byPhone({ phone, smsCode: '123456', ...passwords })).body.code).toBe(code);
      expect((await byEmail({ email: user.email, emailCode: '123456', ...passwords })).body.code).toBe(code);
      expect((await change(user.token, passwords)).body.code).toBe(code);
    },
  );

  it('refuses a new password containing the account name (6030) and a confirmation that differs (6018) everywhere', async () => {
    const erin = await account('erin', '13500000004');
    const withName = { newPassword: 'ERIN#2025a', confirmPassword: 'ERIN#2025a' };
    const differs = { confirmPassword: 'Other#2025' };
    for (const body of [withName, differs]) {
      const code = body === withName ? 6030 : 6018;
      expect((await byPhone({ phone: '13500000004', smsCode: '123456', ...body })).body.code).toBe(code);
      expect((await byEmail({ email: erin.email, emailCode: '123456', ...body })).body.code).toBe(code);
      expect((await change(erin.token, body)).body.code).toBe(code);
    }
  });

  it('changes the password: 6061 for a wrong old one, 6016 for the same, then other sessions end', async () => {
    const fay = await account('fay', '13500000005');
    expect((await change(fay.token, { oldPassword: 'Wrong#2024' })).body.code).toBe(6061);
    expect((await change(fay.token, { oldPassword: '' })).body.code).toBe(6012);
    expect((await change(fay.token, { newPassword: OTHER_PASSWORD, confirmPassword: OTHER_PASSWORD })).body.code).toBe(
      6016,
    );
    expect((await change(fay.token, {})).body.code).toBe(200);
    expect(await sessionAlive(fay.token)).toBe(true);
    expect(await sessionAlive(fay.otherToken)).toBe(false);
    expect(await server.signIn('fay', NEW_PASSWORD)).toBeTruthy();
  });

  it('changes a password only when signed in (401)', async () => {
    expect((await change('', {})).status).toBe(401);
  });
});
