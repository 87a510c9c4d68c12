import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxCodes } from '../e2e/support/outbox';
import { databases } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';

const PASSWORD = 'Secret#2024';

describe.each(databases)('register ($kind)', (database) => {
  let server: TestServer;
  let nextPhone = 13800000000;

  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** A fresh mainland number with a register code texted to it (read back from the outbox). */
  async function phoneWithCode(): Promise<{ phone: string; smsCode: string }> {
    nextPhone += 1;
    const phone = String(nextPhone);
    const sent = await server.call('POST', '/account/web/sms/send', {
      body: { countryCode: '+86', phone, scene: 'register' },
    });
    expect(sent.body.code).toBe(200);
    const codes = await outboxCodes(server.config.dataDir, 'sms', phone);
    return { phone, smsCode: codes[codes.length - 1] };
  }

  async function form(changes: Record<string, unknown> = {}) {
    const { phone, smsCode } = await phoneWithCode();
    const accountName = `user${nextPhone % 100000}`;
    return {
      accountName,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      name: 'Alice',
      surname: 'Li',
      countryCode: '+86',
      phone,
      smsCode,
      email: `${accountName}@example.com`,
      agree: true,
      ...changes,
    };
  }

  const register = (body: unknown) => server.call<{ token: string }>('POST', '/account/web/register', { body });

  it('creates the account with the default web role, signed in, after an SMS code from the outbox', async () => {
    const body = await form();
    const line = JSON.parse(
      (await readFile(join(server.config.dataDir, 'outbox', 'sms.jsonl'), 'utf8')).trim().split('\n').at(-1) ?? '',
    );
    expect(line).toMatchObject({ to: `+86${body.phone}`, scene: 'register', code: body.smsCode });
    expect(line.text).toContain(body.smsCode);
    expect(Number.isNaN(Date.parse(line.at))).toBe(false);

    const answer = await register(body);
    expect(answer.status).toBe(200);
    const info = await server.call<{ roleList: { name: string }[] }>('GET', '/account/web/getLoginInfo', {
      token: answer.body.data.token,
    });
    expect(info.body.data.roleList.map((role) => role.name)).toEqual(['web-default']);
    expect(await server.signIn(body.accountName, PASSWORD)).toBeTruthy();
  });

  it.each([
    ['accountName', '', 6005],
    ['accountName', 'a'.repeat(21), 6006],
    ['accountName', 'ａｌｉｃｅ', 6007],
    ['accountName', '2024001', 6042],
    ['accountName', 'me@example.com', 6083],
    ['password', '', 6012],
    ['password', 'short', 6031],
    ['password', 'nodigits#Aa', 6031],
    ['password', 'Has space1#', 6031],
    ['confirmPassword', 'Other#2024', 6018],
    ['name', '', 6008],
    ['name', 'n'.repeat(21), 6009],
    ['surname', '', 6028],
    ['surname', 's'.repeat(11), 6029],
    ['countryCode', '', 6155],
    ['countryCode', '+999', 6156],
    ['phone', '', 6003],
    ['phone', '16912345678', 6004],
    ['email', '', 6010],
    ['email', 'not-an-email', 6011],
    ['smsCode', '', 6026],
  ])('refuses %s %j with %i', async (field, value, code) => {
    const body = await form({ [field]: value });
    if (field === 'password') body.confirmPassword = String(value);
    const answer = await register(body);
    expect(answer.body.code).toBe(code);
    expect(answer.status).toBe(400);
  });

  it('refuses a password containing the account name (6031)', async () => {
    const body = await form();
    const password = `${body.accountName}#A1`;
    expect((await register({ ...body, password, confirmPassword: password })).body.code).toBe(6031);
  });

  it('refuses without the agreement ticked', async () => {
    expect((await register(await form({ agree: false }))).body.code).toBe(400);
  });

  it('refuses a taken account name (6002), phone (6001) and email (6013)', async () => {
    const first = await form();
    expect((await register(first)).body.code).toBe(200);
    expect((await register(await form({ accountName: first.accountName }))).body.code).toBe(6002);
    expect((await register(await form({ email: first.email.toUpperCase() }))).body.code).toBe(6013);
    const phoneTaken = await server.call('POST', '/account/web/sms/send', {
      body: { countryCode: '+86', phone: first.phone, scene: 'register' },
    });
    expect(phoneTaken.body.code).toBe(6001);
    expect((await register({ ...(await form()), phone: first.phone })).body.code).toBe(6001);
  });

  it('tells a code never requested (6151) from a wrong one (6026), and spends a code once', async () => {
    const neverTexted = '13999999999';
    const unrequested = await register({ ...(await form()), phone: neverTexted, smsCode: '123456' });
    expect(unrequested.body.code).toBe(6151);

    const body = await form();
    const wrong = body.smsCode === '000000' ? '000001' : '000000';
    expect((await register({ ...body, smsCode: wrong })).body.code).toBe(6026);
    expect((await register(body)).body.code).toBe(200);
    const again = await register({ ...body, accountName: `${body.accountName}b`, email: `b${body.email}` });
    expect(again.body.code).toBe(6001);
  });

  it('refuses an expired code with 6026', async () => {
    const body = await form();
    const { cache } = server.app.backend;
    const key = `code:sms:register:+86${body.phone}`;
    const stored = JSON.parse((await cache.get(key)) ?? '{}');
    await cache.set(key, JSON.stringify({ ...stored, expiresAt: Date.now() - 1 }));
    expect((await register(body)).body.code).toBe(6026);
  });

  it('keeps only a hash of the code in the cache store', async () => {
    const body = await form();
    const stored = (await server.app.backend.cache.get(`code:sms:register:+86${body.phone}`)) ?? '';
    expect(stored).not.toBe('');
    expect(stored).not.toContain(body.smsCode);
  });

  it('answers 6054 when the default web role is missing', async () => {
    const body = await form();
    const roles = server.app.backend.tables.of('role');
    const role = await roles.findOneWhere({ name: 'web-default' });
    await roles.deleteWhere({ name: 'web-default' });
    try {
      expect((await register(body)).body.code).toBe(6054);
    } finally {
      await roles.insert({ ...role, id: undefined });
    }
  });
});
