import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../contract/errors';
import { databases } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';

type Row = Record<string, unknown> & { id: number; version: number };

const PASSWORD = 'Kite#2024x';
const account = (overrides: Record<string, unknown>) => ({
  accountName: 'erin',
  name: 'Erin',
  surname: 'Wu',
  countryCode: '+86',
  phone: '13900139000',
  email: 'erin@example.com',
  password: PASSWORD,
  confirmPassword: PASSWORD,
  ...overrides,
});

/**
 * One phone rule for every entity a phone is typed into: the country code required
 * and in use (6155, 6156), the number valid for it (6004), +86 by the mainland
 * pattern; an edit judged by the stored country code. Rules without a code name their
 * field, rule and limits so that a client can word them in its own language.
 */
describe.each(databases)('phone rule and named rule failures ($kind)', (database) => {
  let server: TestServer;
  let siteId: number;
  const asAdmin = <T = Row>(method: string, url: string, body?: unknown) =>
    server.call<T>(method, url, { token: server.adminToken, body });
  const newResident = (values: Record<string, unknown> = {}) =>
    asAdmin('POST', '/api/residents', { firstName: 'Ann', lastName: 'Lee', siteId, ...values });

  beforeAll(async () => {
    server = await startTestServer(database);
    siteId = (await asAdmin('POST', '/api/sites', { name: 'Phone Court' })).body.data.id;
  });
  afterAll(async () => {
    await server?.close();
  });

  it.each([
    ['a +86 number outside the mainland pattern', { phone: '12345678901' }, Code.PHONE_FORMAT, 'phone'],
    ['a country code not in use', { countryCode: '+999' }, Code.COUNTRY_CODE_WRONG, 'countryCode'],
    ['no country code', { countryCode: '' }, Code.COUNTRY_CODE_BLANK, 'countryCode'],
    ['a phone of letters', { phone: 'abc-not-phone' }, Code.PHONE_FORMAT, 'phone'],
  ])('refuses an admin with %s', async (_case, overrides, code, field) => {
    const answer = await asAdmin('POST', '/api/admins/account', account(overrides));
    expect(answer.body.code).toBe(code);
    expect(answer.body.data).toMatchObject({ field });
    expect((await server.app.backend.tables.of('admin').findOneWhere({ accountName: 'erin' })) ?? null).toBeNull();
  });

  it('refuses a resident whose phone is not a phone, and keeps one without a phone', async () => {
    const bad = await newResident({ phone: 'abc-not-phone' });
    expect(bad.body).toMatchObject({ code: Code.PHONE_FORMAT, data: { field: 'phone' } });
    const kept = await newResident();
    expect(kept.body.code).toBe(200);
    expect(kept.body.data.countryCode).toBe('+86');
  });

  it('judges an edit of the phone alone by the stored country code, and of the code alone by the stored phone', async () => {
    const created = await newResident({ countryCode: '+1', phone: '2025550123' });
    expect(created.body.code).toBe(200);
    const row = created.body.data;
    const usNumber = await asAdmin('PUT', `/api/residents/${row.id}`, { phone: '2025550124', version: row.version });
    expect(usNumber.body.code).toBe(200);
    const toMainland = await asAdmin('PUT', `/api/residents/${row.id}`, {
      countryCode: '+86',
      version: usNumber.body.data.version,
    });
    expect(toMainland.body).toMatchObject({ code: Code.PHONE_FORMAT, data: { field: 'phone' } });
    const both = await asAdmin('PUT', `/api/residents/${row.id}`, {
      countryCode: '+86',
      phone: '13512345678',
      version: usNumber.body.data.version,
    });
    expect(both.body.code).toBe(200);
  });

  it('names every failed field of an empty resident, and the limits of a length rule', async () => {
    const empty = await asAdmin('POST', '/api/residents', {});
    const fields = (empty.body.data as unknown as { failures: { field: string }[] }).failures.map((one) => one.field);
    expect(fields.sort()).toEqual(['firstName', 'lastName', 'siteId']);

    const long = await newResident({ lastName: 'x'.repeat(51) });
    expect(long.body).toMatchObject({
      code: Code.BAD_REQUEST,
      data: { field: 'lastName', rule: 'maxLength', params: { min: 1, max: 50 } },
    });
  });

  it("names the field, rule and limit of a route schema's refusal too", async () => {
    const answer = await asAdmin('GET', `/api/config-changes?scope=app&key=${'k'.repeat(65)}`);
    expect(answer.body).toMatchObject({
      code: Code.BAD_REQUEST,
      data: { field: 'key', rule: 'maxLength', params: { max: 64 } },
    });
  });
});
