import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../contract/errors';
import { hashGatewayCredential } from '../../server/features/sites/gateway-credential';
import { createSignedInAccount } from '../support/accounts';
import { databases } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';

type Site = { id: number; version: number; bound: boolean; mac: string | null; alias: string | null };
type Bound = { site: Site; credential: string };

/** Binding a site to its building's gateway, and unbinding it (route site-tabs). */
describe.each(databases)('site binding ($kind)', (database) => {
  let server: TestServer;
  let siteNumber = 0;
  const as = <T>(token: string | undefined, method: string, url: string, body?: unknown) =>
    server.call<T>(method, url, { token, body });
  const asAdmin = <T>(method: string, url: string, body?: unknown) => as<T>(server.adminToken, method, url, body);
  const newSite = async (token = server.adminToken) =>
    (await as<Site>(token, 'POST', '/api/sites', { name: `Binding site ${++siteNumber}` })).body.data;
  const stored = async (id: number) => server.app.backend.tables.of('site').findById(id);

  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('binds a site to a gateway and shows the credential once, keeping only its hash', async () => {
    const site = await newSite();
    const answer = await asAdmin<Bound>('POST', `/api/sites/${site.id}/bind`, {
      mac: 'a0-b1-c2-d3-e4-f5',
      alias: 'Lobby',
    });
    expect(answer.body.code).toBe(200);
    expect(answer.body.data.site).toMatchObject({ bound: true, mac: 'A0:B1:C2:D3:E4:F5', alias: 'Lobby' });
    expect(answer.body.data.credential).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(answer.body.data.site).not.toHaveProperty('credentialHash');
    const row = await stored(site.id);
    expect(row?.credentialHash).toBe(hashGatewayCredential(answer.body.data.credential));
    expect((await asAdmin<Site>('GET', `/api/sites/${site.id}`)).body.data).not.toHaveProperty('credentialHash');
  });

  it('answers 6034 naming each missing or bad binding parameter, and binds nothing', async () => {
    const site = await newSite();
    for (const [body, field, rule] of [
      [{}, 'mac', 'required'],
      [{ mac: 'not a mac', alias: 'Gate' }, 'mac', 'pattern'],
      [{ mac: 'A0:B1:C2:D3:E4:F6', alias: '  ' }, 'alias', 'required'],
      [{ mac: 'A0:B1:C2:D3:E4:F6', alias: 'x'.repeat(51) }, 'alias', 'maxLength'],
    ] as const) {
      const answer = await asAdmin('POST', `/api/sites/${site.id}/bind`, body);
      expect(answer.body.code, JSON.stringify(body)).toBe(Code.BIND_FAILED);
      expect(answer.body.data).toMatchObject({ field, rule });
    }
    expect(await stored(site.id)).toMatchObject({ bound: false, mac: null, credentialHash: null });
  });

  it('tells with a refused MAC address what one must look like, in both languages, and the alias its limit', async () => {
    const site = await newSite();
    const bad = await asAdmin('POST', `/api/sites/${site.id}/bind`, { mac: 'A0:B1:C2', alias: 'Gate' });
    const message = (bad.body.data as { params?: { message?: { en: string; zh: string } } }).params?.message;
    expect(message?.en).toMatch(/six pairs of hexadecimal digits.*A0:B1:C2:D3:E4:F5/);
    expect(message?.zh).toMatch(/六组两位十六进制数字.*A0:B1:C2:D3:E4:F5/);
    const long = await asAdmin('POST', `/api/sites/${site.id}/bind`, {
      mac: 'A0:B1:C2:D3:E4:F7',
      alias: 'x'.repeat(51),
    });
    expect(long.body.data).toMatchObject({ field: 'alias', rule: 'maxLength', params: { max: 50 } });
  });

  it('answers 6087 for a bound site and 6085 for a gateway bound to another site', async () => {
    const first = await newSite();
    const second = await newSite();
    const gateway = { mac: '00:11:22:33:44:55', alias: 'North gate' };
    expect((await asAdmin('POST', `/api/sites/${first.id}/bind`, gateway)).body.code).toBe(200);
    expect(
      (await asAdmin('POST', `/api/sites/${first.id}/bind`, { ...gateway, mac: '00:11:22:33:44:66' })).body.code,
    ).toBe(Code.ALREADY_BOUND);
    const taken = await asAdmin('POST', `/api/sites/${second.id}/bind`, { ...gateway, mac: '00-11-22-33-44-55' });
    expect(taken.body.code).toBe(Code.LOCAL_SITE_MULTIPLE);
    expect(taken.body.data).toMatchObject({ field: 'mac', rule: 'unique' });
    expect(await stored(second.id)).toMatchObject({ bound: false });
  });

  it('answers 6084 for no such site and 6059 for another account’s site, before saying anything of it', async () => {
    expect((await asAdmin('POST', '/api/sites/999999/bind', { mac: '00:11:22:33:44:77', alias: 'x' })).body.code).toBe(
      Code.SITE_MISSING,
    );
    expect((await asAdmin('POST', '/api/sites/999999/unbind')).body.code).toBe(Code.SITE_MISSING);
    const theirs = await newSite();
    await asAdmin('POST', `/api/sites/${theirs.id}/bind`, { mac: '00:11:22:33:44:88', alias: 'Theirs' });
    const { token } = await createSignedInAccount(server, 'binder', ['sp-site', 'site-tabs']);
    for (const path of ['bind', 'unbind']) {
      const answer = await as(
        token,
        'POST',
        `/api/sites/${theirs.id}/${path}`,
        path === 'bind' ? { mac: '00:11:22:33:44:99', alias: 'Mine' } : undefined,
      );
      expect(answer.body.code, path).toBe(Code.NOT_MINE);
    }
    expect(await stored(theirs.id)).toMatchObject({ bound: true, mac: '00:11:22:33:44:88' });
  });

  it('unbinds a site, taking its credential away at once, and answers 6086 when it is not bound', async () => {
    const site = await newSite();
    await asAdmin('POST', `/api/sites/${site.id}/bind`, { mac: '10:11:22:33:44:55', alias: 'South gate' });
    const answer = await asAdmin<Site>('POST', `/api/sites/${site.id}/unbind`);
    expect(answer.body.code).toBe(200);
    expect(answer.body.data).toMatchObject({ bound: false, mac: null, alias: null });
    expect((await stored(site.id))?.credentialHash).toBeNull();
    expect((await asAdmin('POST', `/api/sites/${site.id}/unbind`)).body.code).toBe(Code.NOT_BOUND);
    // The gateway is free again: another site may take it.
    const other = await newSite();
    expect(
      (await asAdmin('POST', `/api/sites/${other.id}/bind`, { mac: '10:11:22:33:44:55', alias: 'Again' })).body.code,
    ).toBe(200);
  });

  it('answers 6058 for bad unbind parameters', async () => {
    const site = await newSite();
    expect((await asAdmin('POST', '/api/sites/abc/unbind')).body.code).toBe(Code.UNBIND_PARAMS);
    expect((await asAdmin('POST', `/api/sites/${site.id}/unbind`, { force: true })).body.code).toBe(Code.UNBIND_PARAMS);
    expect((await asAdmin('POST', '/api/sites/unbind-all', { ids: [site.id] })).body.code).toBe(Code.UNBIND_PARAMS);
  });

  it('unbinds every bound site of the caller, and only those, with a count', async () => {
    const { token } = await createSignedInAccount(server, 'owner', ['sp-site', 'site-tabs']);
    const mine = [await newSite(token), await newSite(token), await newSite(token)];
    await as(token, 'POST', `/api/sites/${mine[0].id}/bind`, { mac: '20:11:22:33:44:01', alias: 'A' });
    await as(token, 'POST', `/api/sites/${mine[1].id}/bind`, { mac: '20:11:22:33:44:02', alias: 'B' });
    const theirs = await newSite();
    await asAdmin('POST', `/api/sites/${theirs.id}/bind`, { mac: '20:11:22:33:44:03', alias: 'C' });
    expect((await as<{ count: number }>(token, 'GET', '/api/sites/bound-count')).body.data.count).toBe(2);
    const answer = await as<{ count: number }>(token, 'POST', '/api/sites/unbind-all');
    expect(answer.body).toMatchObject({ code: 200, data: { count: 2 } });
    for (const site of mine) expect(await stored(site.id)).toMatchObject({ bound: false, credentialHash: null });
    expect(await stored(theirs.id)).toMatchObject({ bound: true });
    expect((await as<{ count: number }>(token, 'POST', '/api/sites/unbind-all')).body.data.count).toBe(0);
  });

  it('keeps the binding fields out of a client’s hands: a generic update may not set them', async () => {
    const site = await newSite();
    const answer = await asAdmin('PUT', `/api/sites/${site.id}`, {
      version: site.version,
      bound: true,
      mac: 'AA:BB:CC:DD:EE:FF',
    });
    expect(answer.body.code).toBe(400);
    expect(answer.body.data).toMatchObject({ rule: 'readOnly' });
  });
});
