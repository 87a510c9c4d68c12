import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../contract/envelope';
import { SecretBox } from '../../server/secrets/secret-box';
import { loadSecretKey } from '../../server/secrets/secret-key';
import { databases } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';

type Row = Record<string, unknown> & { id: number; version: number };

describe.each(databases)('generic CRUD ($kind)', (database) => {
  let server: TestServer;
  const call = <T = Row>(method: string, url: string, body?: unknown) =>
    server.call<T>(method, url, { token: server.adminToken, body });

  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('creates, reads, lists, updates and deletes a site', async () => {
    const created = await call('POST', '/api/sites', { name: 'Maple Court', address: '1 Maple Road' });
    expect(created.status).toBe(200);
    const site = created.body.data;
    expect(site).toMatchObject({ name: 'Maple Court', address: '1 Maple Road', version: 1, ownerId: 1, bound: false });
    expect(Date.parse(String(site.createdAt))).not.toBeNaN();

    expect((await call('GET', `/api/sites/${site.id}`)).body.data).toEqual(site);
    const list = await call<Page<Row>>('GET', '/api/sites?name=Maple');
    expect(list.body.data.list.map((row) => row.id)).toEqual([site.id]);

    const updated = await call('PUT', `/api/sites/${site.id}`, { ...site, address: '2 Maple Road' });
    expect(updated.body.data).toMatchObject({ address: '2 Maple Road', version: 2 });

    const deleted = await call('DELETE', `/api/sites/${site.id}`);
    expect(deleted.body.data).toMatchObject({ id: site.id, address: '2 Maple Road' });
    const gone = await call('GET', `/api/sites/${site.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.code).toBe(404);
  });

  it('ignores system fields, takes read-only ones sent back unchanged, and refuses changed ones', async () => {
    const created = await call('POST', '/api/sites', {
      name: 'Read Only Park',
      id: 999,
      version: 7,
      bound: false,
      createdAt: '2000-01-01T00:00:00.000Z',
    });
    expect(created.body.code).toBe(200);
    expect(created.body.data).toMatchObject({ version: 1, ownerId: 1, bound: false });
    expect(created.body.data.id).not.toBe(999);
    expect(created.body.data.createdAt).not.toBe('2000-01-01T00:00:00.000Z');
    const site = created.body.data;

    // What the console sends back when it saves a whole record passes.
    const resent = await call('PUT', `/api/sites/${site.id}`, { ...site, address: '3 Oak Lane' });
    expect(resent.body.code).toBe(200);

    for (const [field, value] of [
      ['bound', true],
      ['ownerId', 42],
    ] as const) {
      const onCreate = await call('POST', '/api/sites', { name: `Changed ${field}`, [field]: value });
      expect(onCreate.body.code, field).toBe(400);
      expect(onCreate.body.data).toMatchObject({ field, rule: 'readOnly' });
      const current = (await call('GET', `/api/sites/${site.id}`)).body.data;
      const onUpdate = await call('PUT', `/api/sites/${site.id}`, { version: current.version, [field]: value });
      expect(onUpdate.body.code, field).toBe(400);
      expect(onUpdate.body.data).toMatchObject({ field, rule: 'readOnly' });
    }
    expect((await call('GET', `/api/sites/${site.id}`)).body.data).toMatchObject({ bound: false, ownerId: 1 });
  });

  it('answers 6037 for a missing or blank site name', async () => {
    for (const body of [{}, { name: '' }, { name: '   ' }, { address: 'nowhere' }]) {
      const answer = await call('POST', '/api/sites', body);
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe(6037);
    }
  });

  it('answers 6038 with the site name in msg for a duplicate name, on create and on update', async () => {
    await call('POST', '/api/sites', { name: 'Twin Towers' });
    const duplicate = await call('POST', '/api/sites', { name: 'Twin Towers' });
    expect(duplicate.status).toBe(400);
    expect(duplicate.body.code).toBe(6038);
    expect(duplicate.body.msg).toBe('Twin Towers');

    const other = (await call('POST', '/api/sites', { name: 'Lone Tower' })).body.data;
    const renamed = await call('PUT', `/api/sites/${other.id}`, { name: 'Twin Towers', version: other.version });
    expect(renamed.body.code).toBe(6038);
    expect(renamed.body.msg).toBe('Twin Towers');
  });

  it('answers 6075 when the version sent is stale, and keeps the first save', async () => {
    const site = (await call('POST', '/api/sites', { name: 'Contested Court' })).body.data;
    const first = await call('PUT', `/api/sites/${site.id}`, { name: 'Contested Court', alias: 'first', version: 1 });
    expect(first.body.code).toBe(200);
    const second = await call('PUT', `/api/sites/${site.id}`, { name: 'Contested Court', alias: 'second', version: 1 });
    expect(second.status).toBe(400);
    expect(second.body.code).toBe(6075);
    expect((await call('GET', `/api/sites/${site.id}`)).body.data).toMatchObject({ alias: 'first', version: 2 });
  });

  it('refuses an update without a version', async () => {
    const site = (await call('POST', '/api/sites', { name: 'Versionless' })).body.data;
    const answer = await call('PUT', `/api/sites/${site.id}`, { alias: 'x' });
    expect(answer.body.code).toBe(400);
    expect(answer.body.msg).toMatch(/version/);
  });

  it('deletes several rows at once, and answers 6019 when none is chosen', async () => {
    const ids: number[] = [];
    for (const name of ['Batch A', 'Batch B', 'Batch C'])
      ids.push((await call('POST', '/api/sites', { name })).body.data.id);
    const answer = await call<{ ids: number[] }>('POST', '/api/sites/delete', { ids: ids.slice(0, 2) });
    expect(answer.body.code).toBe(200);
    expect(answer.body.data.ids.sort()).toEqual(ids.slice(0, 2).sort());
    const left = await call<Page<Row>>('GET', `/api/sites?id=${ids[0]}&id=${ids[1]}&id=${ids[2]}`);
    expect(left.body.data.list.map((row) => row.id)).toEqual([ids[2]]);

    for (const body of [{ ids: [] }, {}, undefined]) {
      const empty = await call('POST', '/api/sites/delete', body);
      expect(empty.status).toBe(400);
      expect(empty.body.code).toBe(6019);
    }
  });

  it('manages residents of a site', async () => {
    const site = (await call('POST', '/api/sites', { name: 'Resident Hall' })).body.data;
    const created = await call('POST', '/api/residents', {
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '13800000000',
      doorCode: '1001',
      siteId: site.id,
    });
    expect(created.body.code).toBe(200);
    const resident = created.body.data;
    expect(resident).toMatchObject({ firstName: 'Ada', siteId: site.id });

    const bySite = await call<Page<Row>>('GET', `/api/residents?siteId=${site.id}`);
    expect(bySite.body.data.list.map((row) => row.id)).toEqual([resident.id]);
    const updated = await call('PUT', `/api/residents/${resident.id}`, { ...resident, topology: 'B2-0301' });
    expect(updated.body.data).toMatchObject({ topology: 'B2-0301', version: 2 });

    const missingSite = await call('POST', '/api/residents', { firstName: 'No', lastName: 'Site' });
    expect(missingSite.body.code).toBe(6021);
    const missingName = await call('POST', '/api/residents', { firstName: 'No', siteId: site.id });
    expect(missingName.body.code).toBe(6037);
    expect((await call('DELETE', `/api/residents/${resident.id}`)).body.code).toBe(200);
  });

  it('manages device config with its own codes (6066, 6067, 6068, lengths)', async () => {
    const created = await call('POST', '/api/device-configs', {
      key: 'door.open.seconds',
      value: '5',
      description: 'x',
    });
    expect(created.body.code).toBe(200);
    expect((await call('POST', '/api/device-configs', { value: '5' })).body.code).toBe(6066);
    expect((await call('POST', '/api/device-configs', { key: 'k2' })).body.code).toBe(6067);
    const duplicate = await call('POST', '/api/device-configs', { key: 'door.open.seconds', value: '9' });
    expect(duplicate.body.code).toBe(6068);

    const tooLongKey = await call('POST', '/api/device-configs', { key: 'k'.repeat(31), value: 'v' });
    expect(tooLongKey.status).toBe(400);
    expect(tooLongKey.body.msg).toMatch(/between 1 and 30 characters/);
    expect((await call('POST', '/api/device-configs', { key: 'k3', value: 'v'.repeat(81) })).status).toBe(400);
    expect(
      (await call('POST', '/api/device-configs', { key: 'k4', value: 'v', description: 'd'.repeat(101) })).status,
    ).toBe(400);

    const row = created.body.data;
    const updated = await call('PUT', `/api/device-configs/${row.id}`, { value: '7', version: row.version });
    expect(updated.body.data).toMatchObject({ key: 'door.open.seconds', value: '7' });
  });

  it('serves the seeded auto-detect tactics and manages new ones (6080, 6082)', async () => {
    const seeded = await call<Page<Row>>('GET', '/api/auto-detect-tactics?pageSize=100');
    const codes = seeded.body.data.list.map((row) => row.code);
    expect(codes).toEqual(
      expect.arrayContaining(['min-resolution', 'brightness', 'sharpness', 'file-size', 'aspect-ratio', 'single-face']),
    );
    expect(seeded.body.data.list.every((row) => row.enabled === true)).toBe(true);

    const created = await call('POST', '/api/auto-detect-tactics', {
      code: 'eyes-open',
      name: 'Eyes open',
      params: { minOpen: 0.5 },
    });
    expect(created.body.data).toMatchObject({ code: 'eyes-open', enabled: false, params: { minOpen: 0.5 } });
    expect((await call('POST', '/api/auto-detect-tactics', { code: 'eyes-open', name: 'Again' })).body.code).toBe(6080);
    expect((await call('POST', '/api/auto-detect-tactics', { name: 'No code' })).body.code).toBe(6082);

    const row = created.body.data;
    const enabled = await call('PUT', `/api/auto-detect-tactics/${row.id}`, { enabled: true, version: row.version });
    expect(enabled.body.data).toMatchObject({ enabled: true, version: 2 });
    const enabledOnly = await call<Page<Row>>('GET', '/api/auto-detect-tactics?enabled=false');
    expect(enabledOnly.body.data.list.map((r) => r.code)).not.toContain('eyes-open');
  });

  it('never returns a secret in full, and keeps it when an edit sends back the mask or nothing', async () => {
    const secret = 'sk-live-0123456789abcdef';
    const created = await call('POST', '/api/third-clouds', {
      name: 'Partner cloud',
      endpoint: 'https://partner.example.com/api',
      appId: 'app-1',
      secret,
    });
    expect(created.body.code).toBe(200);
    const row = created.body.data;
    expect(row.secret).toBe('••••••cdef');
    expect(JSON.stringify((await call('GET', `/api/third-clouds/${row.id}`)).body)).not.toContain(secret);
    expect(JSON.stringify((await call('GET', '/api/third-clouds')).body)).not.toContain(secret);

    // Stored sealed (server/secrets); opened here to see which secret is kept.
    const box = new SecretBox(loadSecretKey(server.config.secretKey, server.config.dataDir));
    const stored = async () => {
      const found = await server.app.backend.tables.of('third-cloud').findById(row.id);
      return found && { ...found, secret: box.open(String(found.secret)) };
    };
    const withMask = await call('PUT', `/api/third-clouds/${row.id}`, { ...row, appId: 'app-2' });
    expect(withMask.body.data).toMatchObject({ appId: 'app-2', secret: '••••••cdef' });
    const emptied = await call('PUT', `/api/third-clouds/${row.id}`, {
      secret: '',
      version: withMask.body.data.version,
    });
    expect(emptied.body.code).toBe(200);
    expect((await stored())?.secret).toBe(secret);

    const replaced = await call('PUT', `/api/third-clouds/${row.id}`, {
      secret: 'sk-live-newsecret9999',
      version: emptied.body.data.version,
    });
    expect(replaced.body.data.secret).toBe('••••••9999');
    expect((await stored())?.secret).toBe('sk-live-newsecret9999');
  });

  it('offers only the operations a resource declares', async () => {
    const create = await call('POST', '/api/admin-login-logs', { accountName: 'forged' });
    expect(create.status).toBe(404);
    expect(create.body.code).toBe(404);
    const update = await call('PUT', '/api/admin-login-logs/1', { accountName: 'forged', version: 1 });
    expect(update.status).toBe(404);
    expect((await call('GET', '/api/admin-login-logs')).body.code).toBe(200);
  });

  it('has no API for internal resources', async () => {
    const answer = await call('GET', '/api/admin-sessions');
    expect(answer.status).toBe(404);
  });
});
