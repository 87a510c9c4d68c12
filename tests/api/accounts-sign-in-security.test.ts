import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VerificationCodes } from '../../server/auth/verification-codes';
import { createSignedInAccount, OTHER_PASSWORD } from '../support/accounts';
import { databases } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';

describe.each(databases)('sign-in security and request limits ($kind)', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
  });

  const login = (body: Record<string, unknown>, remoteAddress = '10.0.0.1') =>
    server.app
      .inject({ method: 'POST', url: '/account/web/login', payload: body, remoteAddress })
      .then((response) => ({ status: response.statusCode, code: (response.json() as { code: number }).code }));

  /**
   * Sends the same request twice at once until the two overlap on the server. Both
   * start together, but a busy machine can pause this process long enough for the
   * first to be answered before the second arrives; then the pair is sent again.
   */
  async function overlapping<T>(send: () => Promise<T>, codeOf: (answer: T) => number): Promise<T[]> {
    let answers: T[] = [];
    for (let pair = 0; pair < 5; pair++) {
      answers = await Promise.all([send(), send()]);
      if (answers.some((answer) => codeOf(answer) === 6047)) break;
    }
    return answers;
  }

  /** A graphic code whose text the test knows: the picture's text is only in the picture. */
  async function knownCaptcha(
    remoteAddress: string,
    text = 'k7pq',
  ): Promise<{ captchaKey: string; captchaCode: string }> {
    const response = await server.app.inject({ method: 'GET', url: '/account/web/captcha', remoteAddress });
    const { captchaKey } = (response.json() as { data: { captchaKey: string } }).data;
    await new VerificationCodes(server.app.backend.cache).issue('captcha', 'sign-in', captchaKey, text);
    return { captchaKey, captchaCode: text.toUpperCase() };
  }

  it('refuses a sign-in sent again while the first is being answered (6047), then lets the next one in', async () => {
    await createSignedInAccount(server, 'dora', ['site-tabs']);
    const body = { accountName: 'dora', password: OTHER_PASSWORD };
    const answers = await overlapping(
      () => login(body, '10.0.0.9'),
      (answer) => answer.code,
    );
    expect(answers.map((answer) => answer.code).sort()).toEqual([200, 6047]);
    expect(answers.find((answer) => answer.code === 6047)?.status).toBe(429);
    expect((await login(body, '10.0.0.9')).code).toBe(200);
  });

  it('asks for a graphic code after three failures for one account (6056), refuses a wrong one (6057)', async () => {
    await createSignedInAccount(server, 'gina', ['site-tabs']);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await login({ accountName: 'gina', password: 'Wrong#2024' })).code).toBe(6035);
    }
    // From another address too: the account's own count asks for it.
    expect(await login({ accountName: 'gina', password: OTHER_PASSWORD }, '10.0.0.2')).toEqual({
      status: 400,
      code: 6056,
    });
    const guessed = await knownCaptcha('10.0.0.3');
    const wrongGuess = { ...guessed, captchaCode: 'zzzz' };
    expect((await login({ accountName: 'gina', password: OTHER_PASSWORD, ...wrongGuess })).code).toBe(6057);
    // One guess per picture: the right text no longer opens it.
    expect((await login({ accountName: 'gina', password: OTHER_PASSWORD, ...guessed })).code).toBe(6057);
    const right = await knownCaptcha('10.0.0.4');
    expect((await login({ accountName: 'gina', password: OTHER_PASSWORD, ...right })).code).toBe(200);
    // A success clears the account's failures: no code asked for now.
    expect((await login({ accountName: 'gina', password: OTHER_PASSWORD }, '10.0.0.4')).code).toBe(200);
  });

  it('lets the same request in as soon as the answer to the first has arrived, over a real socket', async () => {
    const { token } = await createSignedInAccount(server, 'noel', ['site-tabs']);
    const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
    // Closed with the app after the suite.
    const codes: number[] = [];
    for (let call = 0; call < 20; call++) {
      const response = await fetch(`${address}/account/web/password/change`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', token: String(token) },
        body: JSON.stringify({ oldPassword: 'Wrong#2024', newPassword: 'Fresh#2025', confirmPassword: 'Fresh#2025' }),
      });
      codes.push(((await response.json()) as { code: number }).code);
    }
    expect(new Set(codes)).toEqual(new Set([6061]));
  });

  it('counts failures per account, whether its name, phone or email was typed', async () => {
    const { id } = await createSignedInAccount(server, 'kurt', ['site-tabs']);
    const admins = server.app.backend.tables.of('admin');
    await admins.touch(id, { phone: '13800138071', email: 'kurt@example.com' });
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await login({ accountName: 'kurt', password: 'Wrong#2024' }, '10.0.1.1')).code).toBe(6035);
    }
    // Other addresses, so that only the account's count can ask for the code.
    expect((await login({ accountName: '13800138071', password: 'Wrong#2024' }, '10.0.1.2')).code).toBe(6056);
    expect((await login({ phone: '13800138071', password: OTHER_PASSWORD }, '10.0.1.3')).code).toBe(6056);
    expect((await login({ email: 'kurt@example.com', password: OTHER_PASSWORD }, '10.0.1.4')).code).toBe(6056);

    // One failure by each identifier adds up to the same three.
    const other = await createSignedInAccount(server, 'lena', ['site-tabs']);
    await admins.touch(other.id, { phone: '13800138072', email: 'lena@example.com' });
    for (const named of [{ accountName: 'lena' }, { phone: '13800138072' }, { email: 'lena@example.com' }]) {
      expect((await login({ ...named, password: 'Wrong#2024' }, '10.0.1.5')).code).toBe(6035);
    }
    expect((await login({ accountName: 'lena', password: OTHER_PASSWORD }, '10.0.1.6')).code).toBe(6056);
  });

  it('still asks for a graphic code after three failures for a name no account has', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await login({ accountName: 'nobody-here', password: 'Wrong#2024' }, '10.0.1.7')).code).toBe(6035);
    }
    expect((await login({ accountName: 'nobody-here', password: 'Wrong#2024' }, '10.0.1.8')).code).toBe(6056);
  });

  it('refuses a used graphic code (6057) while one is still required', async () => {
    await createSignedInAccount(server, 'hank', ['site-tabs']);
    for (let attempt = 0; attempt < 3; attempt++) await login({ accountName: 'hank', password: 'Wrong#2024' });
    const captcha = await knownCaptcha('10.0.0.5');
    expect((await login({ accountName: 'hank', password: 'Wrong#2024', ...captcha })).code).toBe(6035);
    expect((await login({ accountName: 'hank', password: OTHER_PASSWORD, ...captcha })).code).toBe(6057);
  });

  it('asks every account for a graphic code after ten failures from one address', async () => {
    for (let attempt = 0; attempt < 10; attempt++) {
      await login({ accountName: `nobody${attempt}`, password: 'Wrong#2024' }, '10.0.0.6');
    }
    expect((await login({ accountName: 'admin', password: 'Wrong#2024' }, '10.0.0.6')).code).toBe(6056);
    expect((await login({ accountName: 'nobody0', password: 'Wrong#2024' }, '10.0.0.7')).code).toBe(6035);
  });

  it('answers 6046 to an account that has lost every role, the default web role included', async () => {
    const { id } = await createSignedInAccount(server, 'ivan', ['site-tabs']);
    await server.app.backend.tables.of('admin').touch(id, { roleIds: [] });
    expect((await login({ accountName: 'ivan', password: OTHER_PASSWORD }, '10.0.0.8')).code).toBe(6046);
  });

  it('answers 6047 (429) to the same request while the first is still being answered', async () => {
    const { token } = await createSignedInAccount(server, 'jane', ['site-tabs']);
    const change = () =>
      server.call('POST', '/account/web/password/change', {
        token,
        body: { oldPassword: 'Wrong#2024', newPassword: 'Fresh#2025', confirmPassword: 'Fresh#2025' },
      });
    const answers = await overlapping(change, (answer) => answer.body.code);
    expect(answers.map((answer) => answer.body.code).sort()).toEqual([6047, 6061]);
    expect(answers.find((answer) => answer.body.code === 6047)?.status).toBe(429);
    // Once answered, the same request is accepted again.
    expect((await change()).body.code).toBe(6061);
  });

  it('answers 6048 (429) to more than 60 calls of one account route a minute from one address', async () => {
    const send = (phone: string) =>
      server.app.inject({
        method: 'POST',
        url: '/account/web/sms/send',
        payload: { countryCode: '+86', phone, scene: 'register' },
        remoteAddress: '10.0.0.9',
      });
    for (let call = 0; call < 60; call++) expect((await send(`1${call}`)).json().code).toBe(6004);
    const flooded = await send('199');
    expect([flooded.statusCode, flooded.json().code]).toEqual([429, 6048]);
    const elsewhere = await server.app.inject({
      method: 'POST',
      url: '/account/web/sms/send',
      payload: { countryCode: '+86', phone: '1', scene: 'register' },
      remoteAddress: '10.0.0.10',
    });
    expect(elsewhere.json().code).toBe(6004);
  });

  it('answers 6048 (429) to sign-ins beyond SIGN_IN_REQUESTS_PER_MINUTE from one address', async () => {
    const capped = await startTestServer(database, { SIGN_IN_REQUESTS_PER_MINUTE: '3' });
    try {
      const attempt = (remoteAddress: string) =>
        capped.app
          .inject({
            method: 'POST',
            url: '/account/web/login',
            payload: { accountName: 'nobody', password: 'Wrong#2024' },
            remoteAddress,
          })
          .then((response) => [response.statusCode, (response.json() as { code: number }).code]);
      for (let call = 0; call < 3; call++) expect((await attempt('10.0.0.7'))[1]).not.toBe(6048);
      expect(await attempt('10.0.0.7')).toEqual([429, 6048]);
      expect((await attempt('10.0.0.8'))[1]).not.toBe(6048);
    } finally {
      await capped.close();
    }
  });
});
