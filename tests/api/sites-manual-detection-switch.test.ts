import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../contract/errors';
import { createSignedInAccount } from '../support/accounts';
import { databases } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';

type Site = { id: number; version: number; manualDetection: boolean; manualDetectionOpenedAt: string | null };

/** A site's manual detection switch and its open time (docs/domain.md#manual-detection). */
describe.each(databases)('the manual detection switch ($kind)', (database) => {
  let server: TestServer;
  const asAdmin = (method: string, url: string, body?: unknown) =>
    server.call<Site>(method, url, { token: server.adminToken, body });
  const newSite = async (name: string) => (await asAdmin('POST', '/api/sites', { name })).body.data;

  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('records the open time when turned on, keeps it when turned on again, and clears it when off', async () => {
    const site = await newSite('Switch Court');
    expect(site).toMatchObject({ manualDetection: false, manualDetectionOpenedAt: null });
    const before = Date.now();
    const on = (await asAdmin('PUT', `/api/sites/${site.id}/manual-detection`, { enabled: true })).body.data;
    expect(on.manualDetection).toBe(true);
    const openedAt = Date.parse(String(on.manualDetectionOpenedAt));
    expect(openedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(openedAt).toBeLessThanOrEqual(Date.now() + 1000);
    const again = (await asAdmin('PUT', `/api/sites/${site.id}/manual-detection`, { enabled: true })).body.data;
    expect(again).toMatchObject({ manualDetectionOpenedAt: on.manualDetectionOpenedAt, version: on.version });
    const off = (await asAdmin('PUT', `/api/sites/${site.id}/manual-detection`, { enabled: false })).body.data;
    expect(off).toMatchObject({ manualDetection: false, manualDetectionOpenedAt: null });
  });

  it('answers 6084, 6059 and 400 as the binding routes do, and a generic update may not switch it', async () => {
    expect((await asAdmin('PUT', '/api/sites/999999/manual-detection', { enabled: true })).body.code).toBe(
      Code.SITE_MISSING,
    );
    const site = await newSite('Guarded Court');
    const { token } = await createSignedInAccount(server, 'switcher', ['sp-site', 'site-tabs']);
    const theirs = await server.call('PUT', `/api/sites/${site.id}/manual-detection`, {
      token,
      body: { enabled: true },
    });
    expect(theirs.body.code).toBe(Code.NOT_MINE);
    const bad = await asAdmin('PUT', `/api/sites/${site.id}/manual-detection`, { enabled: 'on' });
    expect(bad.body.data).toMatchObject({ field: 'enabled', rule: 'type' });
    const generic = await asAdmin('PUT', `/api/sites/${site.id}`, { version: site.version, manualDetection: true });
    expect(generic.body.data).toMatchObject({ field: 'manualDetection', rule: 'readOnly' });
    expect((await server.app.backend.tables.of('site').findById(site.id))?.manualDetection).toBe(false);
  });
});
