import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../contract/errors';
import { createSignedInAccount, OTHER_PASSWORD } from '../support/accounts';
import { databases } from '../support/databases';
import { passwordStep, totpCode, turnOnAuthenticator } from '../support/second-factor';
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../support/test-server';

const SECOND_STEP = '/account/web/login/second-factor';

describe.each(databases)('the second factor: an authenticator app and recovery codes ($kind)', (database) => {
  let server: TestServer;
  let secret: string;
  let recoveryCodes: string[];
  let adminId: number;

  beforeAll(async () => {
    server = await startTestServer(database);
    const account = await createSignedInAccount(server, 'gatekeeper', ['site-tabs']);
    adminId = account.id;
    ({ secret, recoveryCodes } = await turnOnAuthenticator(server, account.token as string));
  });
  afterAll(() => server?.close());

  const lastLogin = async () => {
    const rows = await server.app.backend.tables.of('admin-login-log').findWhere({ adminId });
    return rows.sort((a, b) => Number(b.id) - Number(a.id))[0];
  };

  it('turns on with a QR code and one code, hands out ten recovery codes, and marks the account', async () => {
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const account = await server.app.backend.tables.of('admin').findById(adminId);
    expect(account?.secondFactor).toBe(true);
    // The secret is sealed at rest and the recovery codes kept as hashes only.
    const stored = await server.app.backend.tables.of('admin-second-factor').findOneWhere({ adminId });
    expect(String(stored?.totpSecret)).not.toContain(secret);
    expect(JSON.stringify(stored?.recoveryCodeHashes)).not.toContain(recoveryCodes[0].replace('-', ''));
  });

  it('shows the otpauth address and its QR code when an app is being set up', async () => {
    const other = await createSignedInAccount(server, 'setup-viewer', ['site-tabs']);
    const begun = await server.call<{ secret: string; uri: string; qrSvg: string }>(
      'POST',
      '/account/web/second-factor/totp',
      { token: other.token },
    );
    expect(begun.body.data.uri).toMatch(/^otpauth:\/\/totp\/.+setup-viewer\?.*secret=/);
    expect(begun.body.data.uri).toContain(`secret=${begun.body.data.secret}`);
    expect(begun.body.data.qrSvg).toContain('<svg');
    const wrong = await server.call('POST', '/account/web/second-factor/totp/confirm', {
      token: other.token,
      body: { code: '000000' === totpCode(begun.body.data.secret) ? '111111' : '000000' },
    });
    expect(wrong.body.code).toBe(Code.SECOND_FACTOR_CODE_WRONG);
    const state = await server.call<{ totp: boolean }>('GET', '/account/web/second-factor', { token: other.token });
    expect(state.body.data.totp).toBe(false);
  });

  it('answers the password alone with 6200, a challenge and no token', async () => {
    const answer = await passwordStep(server, 'gatekeeper', OTHER_PASSWORD);
    expect(answer.body.code).toBe(Code.SECOND_FACTOR_REQUIRED);
    expect(answer.body.data.token).toBeUndefined();
    expect(answer.body.data.challenge).toMatch(/^[\w-]{16,64}$/);
    expect(answer.body.data.methods).toEqual(['totp', 'recovery']);
  });

  it('signs in with a code, logs the factor, and refuses the same code and the same challenge again', async () => {
    const first = await passwordStep(server, 'gatekeeper', OTHER_PASSWORD);
    const code = totpCode(secret);
    const done = await server.call<{ token: string }>('POST', SECOND_STEP, {
      body: { challenge: first.body.data.challenge, code },
    });
    expect(done.body.code).toBe(200);
    expect((await server.call('GET', '/api/sites', { token: done.body.data.token })).body.code).toBe(200);
    expect(await lastLogin()).toMatchObject({ success: true, factor: 'totp' });

    // The challenge was used up: answering it again is refused, whatever it carries.
    const replayed = await server.call('POST', SECOND_STEP, { body: { challenge: first.body.data.challenge, code } });
    expect(replayed.body.code).toBe(Code.SECOND_FACTOR_CHALLENGE_EXPIRED);
    // The same code in its window, on a new challenge: refused and logged.
    const second = await passwordStep(server, 'gatekeeper', OTHER_PASSWORD);
    const reused = await server.call('POST', SECOND_STEP, { body: { challenge: second.body.data.challenge, code } });
    expect(reused.body.code).toBe(Code.SECOND_FACTOR_CODE_WRONG);
    expect(await lastLogin()).toMatchObject({ success: false, reason: 'second-factor' });
  });

  it('takes a recovery code once', async () => {
    const [recovery] = recoveryCodes;
    const first = await passwordStep(server, 'gatekeeper', OTHER_PASSWORD);
    const done = await server.call('POST', SECOND_STEP, {
      body: { challenge: first.body.data.challenge, recoveryCode: recovery.toUpperCase() },
    });
    expect(done.body.code).toBe(200);
    expect(await lastLogin()).toMatchObject({ success: true, factor: 'recovery' });
    const again = await passwordStep(server, 'gatekeeper', OTHER_PASSWORD);
    const reused = await server.call('POST', SECOND_STEP, {
      body: { challenge: again.body.data.challenge, recoveryCode: recovery },
    });
    expect(reused.body.code).toBe(Code.SECOND_FACTOR_CODE_WRONG);
    const state = await server.call<{ recoveryCodesLeft: number }>('GET', '/account/web/second-factor', {
      token: await signInWithRecovery(recoveryCodes[1]),
    });
    expect(state.body.data.recoveryCodesLeft).toBe(8);
  });

  it('refuses an unknown challenge, a forged one and one of another kind of step', async () => {
    for (const challenge of ['x'.repeat(32), 'not a challenge', '']) {
      const answer = await server.call('POST', SECOND_STEP, { body: { challenge, code: totpCode(secret) } });
      expect(answer.body.code).toBe(Code.SECOND_FACTOR_CHALLENGE_EXPIRED);
    }
    const passkeyStep = await server.call<{ challenge: string }>('POST', '/account/web/login/passkey/options');
    const foreign = await server.call('POST', SECOND_STEP, {
      body: { challenge: passkeyStep.body.data.challenge, code: totpCode(secret) },
    });
    expect(foreign.body.code).toBe(Code.SECOND_FACTOR_CHALLENGE_EXPIRED);
  });

  it('counts wrong codes like wrong passwords: the graphic code is then asked for and the step closes', async () => {
    await createSignedInAccount(server, 'guesser', ['site-tabs']);
    const token = await server.signIn('guesser', OTHER_PASSWORD);
    const guesser = await turnOnAuthenticator(server, token);
    const step = await passwordStep(server, 'guesser', OTHER_PASSWORD);
    const wrongCode = totpCode(guesser.secret) === '123456' ? '654321' : '123456';
    for (let tries = 0; tries < 3; tries += 1) {
      const wrong = await server.call('POST', SECOND_STEP, {
        body: { challenge: step.body.data.challenge, code: wrongCode },
      });
      expect(wrong.body.code).toBe(Code.SECOND_FACTOR_CODE_WRONG);
    }
    // The third failure reached the account's limit: even the right code needs a new sign-in now.
    const closed = await server.call('POST', SECOND_STEP, {
      body: { challenge: step.body.data.challenge, code: totpCode(guesser.secret) },
    });
    expect(closed.body.code).toBe(Code.SECOND_FACTOR_CHALLENGE_EXPIRED);
    expect((await passwordStep(server, 'guesser', OTHER_PASSWORD)).body.code).toBe(Code.CAPTCHA_REQUIRED);
  });

  it('turns off only with the password and a current code', async () => {
    await createSignedInAccount(server, 'leaver', ['site-tabs']);
    const token = await server.signIn('leaver', OTHER_PASSWORD);
    const leaver = await turnOnAuthenticator(server, token);
    const off = (body: object) => server.call('POST', '/account/web/second-factor/totp/disable', { token, body });
    expect((await off({ password: 'wrong-password', code: totpCode(leaver.secret) })).body.code).toBe(
      Code.OLD_PASSWORD_WRONG,
    );
    expect((await off({ password: OTHER_PASSWORD, code: '12345' })).body.code).toBe(Code.SECOND_FACTOR_CODE_WRONG);
    expect((await off({ password: OTHER_PASSWORD, code: totpCode(leaver.secret) })).body.code).toBe(200);
    expect((await passwordStep(server, 'leaver', OTHER_PASSWORD)).body.code).toBe(200);
    const account = await server.app.backend.tables.of('admin').findOneWhere({ accountName: 'leaver' });
    expect(account?.secondFactor).toBe(false);
  });

  async function signInWithRecovery(code: string): Promise<string> {
    const step = await passwordStep(server, 'gatekeeper', OTHER_PASSWORD);
    const done = await server.call<{ token: string }>('POST', SECOND_STEP, {
      body: { challenge: step.body.data.challenge, recoveryCode: code },
    });
    return done.body.data.token;
  }
});

describe.each(databases)('a role that requires a second factor ($kind)', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(() => server?.close());

  it('opens nothing but the setup until the account has a second factor', async () => {
    const account = await createSignedInAccount(server, 'newcomer', ['site-tabs']);
    const admin = await server.app.backend.tables.of('admin').findById(account.id);
    const [roleId] = (admin?.roleIds ?? []) as number[];
    const role = await server.call<{ version: number }>('GET', `/api/roles/${roleId}`, { token: server.adminToken });
    const changed = await server.call('PUT', `/api/roles/${roleId}`, {
      token: server.adminToken,
      body: { requireSecondFactor: true, version: role.body.data.version },
    });
    expect(changed.body.code).toBe(200);

    const token = await server.signIn('newcomer', OTHER_PASSWORD);
    const sites = await server.call('GET', '/api/sites', { token });
    expect(sites.status).toBe(403);
    expect(sites.body.code).toBe(Code.SECOND_FACTOR_SETUP_REQUIRED);
    const info = await server.call<{ secondFactorDue: boolean }>('GET', '/account/web/getLoginInfo', { token });
    expect(info.body.data.secondFactorDue).toBe(true);
    const state = await server.call<{ required: boolean }>('GET', '/account/web/second-factor', { token });
    expect(state.body.data.required).toBe(true);

    await turnOnAuthenticator(server, token);
    expect((await server.call('GET', '/api/sites', { token })).body.code).toBe(200);
    const after = await server.call<{ secondFactorDue: boolean }>('GET', '/account/web/getLoginInfo', { token });
    expect(after.body.data.secondFactorDue).toBe(false);
  });
});

describe('REQUIRE_SECOND_FACTOR_FOR_SUPER_ADMIN', () => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer({ kind: 'sqlite' }, { REQUIRE_SECOND_FACTOR_FOR_SUPER_ADMIN: 'true' });
  });
  afterAll(() => server?.close());

  it('makes the built-in super-admin role require one: the seeded admin is led to set it up', async () => {
    const role = await server.app.backend.tables.of('role').findOneWhere({ name: 'super-admin' });
    expect(role?.requireSecondFactor).toBe(true);
    const token = await server.signIn('admin', ADMIN_PASSWORD);
    expect((await server.call('GET', '/api/roles', { token })).body.code).toBe(Code.SECOND_FACTOR_SETUP_REQUIRED);
    await turnOnAuthenticator(server, token);
    expect((await server.call('GET', '/api/roles', { token })).body.code).toBe(200);
  });
});
