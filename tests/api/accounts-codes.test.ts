import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxCodes } from '../e2e/support/outbox';
import { databases } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';

const sms = (server: TestServer, body: Record<string, unknown>) =>
  server.call('POST', '/account/web/sms/send', { body: { countryCode: '+86', scene: 'register', ...body } });
const mail = (server: TestServer, body: Record<string, unknown>) =>
  server.call('POST', '/account/web/email/send', { body: { scene: 'register', ...body } });

describe.each(databases)('verification codes ($kind)', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('texts one code a minute per number (10001, HTTP 429), each number on its own', async () => {
    expect((await sms(server, { phone: '13700000001' })).body.code).toBe(200);
    const again = await sms(server, { phone: '13700000001' });
    expect(again.status).toBe(429);
    expect(again.body.code).toBe(10001);
    expect((await sms(server, { phone: '13700000002' })).body.code).toBe(200);
    expect(await outboxCodes(server.config.dataDir, 'sms', '13700000001')).toHaveLength(1);
  });

  it('checks the country code and the number before sending (6155, 6156, 6003, 6004)', async () => {
    expect((await sms(server, { countryCode: '', phone: '13700000003' })).body.code).toBe(6155);
    expect((await sms(server, { countryCode: '+999', phone: '13700000003' })).body.code).toBe(6156);
    expect((await sms(server, { phone: '' })).body.code).toBe(6003);
    expect((await sms(server, { phone: '12345' })).body.code).toBe(6004);
    expect((await sms(server, { countryCode: '+44', phone: '7400123456' })).body.code).toBe(200);
  });

  it('texts reset codes only to a number an account holds (6036)', async () => {
    expect((await sms(server, { phone: '13700000004', scene: 'reset-password' })).body.code).toBe(6036);
  });

  it('mails a code rendered from the email template, one line per mail in the outbox', async () => {
    expect((await mail(server, { email: 'Reader@Example.com', locale: 'zh' })).body.code).toBe(200);
    const codes = await outboxCodes(server.config.dataDir, 'mail', 'reader@example.com');
    expect(codes).toHaveLength(1);
    expect(codes[0]).toMatch(/^[0-9]{6}$/);
    const again = await mail(server, { email: 'reader@example.com' });
    expect([again.status, again.body.code]).toEqual([429, 10001]);
  });

  it('refuses several recipients (6108), a bad address (6105), none (6010), a taken one (6013), an unknown one for a reset (6050)', async () => {
    expect((await mail(server, { email: 'a@example.com, b@example.com' })).body.code).toBe(6108);
    expect((await mail(server, { email: 'a@example.com;b@example.com' })).body.code).toBe(6108);
    expect((await mail(server, { email: 'not-an-address' })).body.code).toBe(6105);
    expect((await mail(server, { email: '' })).body.code).toBe(6010);
    const { tables } = server.app.backend;
    const admin = await tables.of('admin').findOneWhere({ accountName: 'admin' });
    await tables.of('admin').touch(Number(admin?.id), { email: 'admin@example.com' });
    expect((await mail(server, { email: 'admin@example.com' })).body.code).toBe(6013);
    expect((await mail(server, { email: 'ghost@example.com', scene: 'reset-password' })).body.code).toBe(6050);
  });

  it('answers 6100 without the template and 6104 when it names an unknown placeholder', async () => {
    const templates = server.app.backend.tables.of('email-template');
    const template = await templates.findOneWhere({ name: 'verification-code' });
    await templates.touch(Number(template?.id), { name: 'renamed' });
    expect((await mail(server, { email: 'nobody1@example.com' })).body.code).toBe(6100);
    await templates.touch(Number(template?.id), { name: 'verification-code', content: 'Code {{code}} for {{who}}' });
    expect((await mail(server, { email: 'nobody2@example.com' })).body.code).toBe(6104);
    await templates.touch(Number(template?.id), { content: String(template?.content) });
    expect((await mail(server, { email: 'nobody3@example.com' })).body.code).toBe(200);
  });

  it('draws a graphic code once a minute per address (10001)', async () => {
    const first = await server.call<{ captchaKey: string; svg: string }>('GET', '/account/web/captcha');
    expect(first.body.code).toBe(200);
    expect(first.body.data.svg).toMatch(/^<svg/);
    expect(first.body.data.captchaKey.length).toBeGreaterThan(10);
    const second = await server.call('GET', '/account/web/captcha');
    expect([second.status, second.body.code]).toEqual([429, 10001]);
  });
});

describe('SMS providers', () => {
  let gateway: Server;
  let gatewayUrl: string;
  const received: unknown[] = [];

  beforeAll(async () => {
    // A stand-in for a real SMS gateway: refuses one number with its rate-limit code.
    gateway = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk) => {
        text += chunk;
      });
      request.on('end', () => {
        const body = JSON.parse(text) as { to: string };
        received.push({ ...body, authorization: request.headers.authorization });
        const refused = body.to.endsWith('13600000002');
        response.setHeader('content-type', 'application/json');
        response.end(
          JSON.stringify(refused ? { code: 'isv.BUSINESS_LIMIT_CONTROL', message: 'limit' } : { code: 'OK' }),
        );
      });
    });
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    gatewayUrl = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/send`;
  });
  afterAll(async () => {
    await new Promise((resolve) => gateway.close(resolve));
  });

  it('sends through the HTTP provider and passes its refusal on as 10002 with its code in msg', async () => {
    const server = await startTestServer(databases[0], {
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: gatewayUrl,
      SMS_HTTP_TOKEN: 'gateway-token',
    });
    try {
      expect((await sms(server, { phone: '13600000001' })).body.code).toBe(200);
      expect(received[0]).toMatchObject({
        to: '+8613600000001',
        scene: 'register',
        authorization: 'Bearer gateway-token',
      });
      const refused = await sms(server, { phone: '13600000002' });
      expect(refused.body.code).toBe(10002);
      expect(JSON.parse(refused.body.msg)).toMatchObject({ code: 'isv.BUSINESS_LIMIT_CONTROL' });
    } finally {
      await server.close();
    }
  });

  it('answers 10003 for a category no provider serves', async () => {
    const server = await startTestServer(databases[0], { SMS_SCENES: 'register' });
    try {
      expect((await sms(server, { phone: '13600000003', scene: 'register' })).body.code).toBe(200);
      const unserved = await sms(server, { phone: '13600000004', scene: 'reset-password' });
      expect(unserved.body.code).toBe(10003);
    } finally {
      await server.close();
    }
  });
});
