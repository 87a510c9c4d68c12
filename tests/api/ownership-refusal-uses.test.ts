import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../contract/errors';
import { createSignedInAccount } from '../support/accounts';
import { databases } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';

/** A 6059 keeps its code and says what it refused of another account's row (`data.use`). */
describe.each(databases)('ownership refusals by use ($kind)', (database) => {
  let server: TestServer;
  let other: string | undefined;
  let siteId: number;
  let residentId: number;
  let faceId: number;
  const asOther = (method: string, url: string, body?: unknown) => server.call(method, url, { token: other, body });

  beforeAll(async () => {
    server = await startTestServer(database);
    const site = await server.call<{ id: number }>('POST', '/api/sites', {
      token: server.adminToken,
      body: { name: 'Ownership Court' },
    });
    siteId = site.body.data.id;
    const resident = await server.call<{ id: number }>('POST', '/api/residents', {
      token: server.adminToken,
      body: { firstName: 'Mei', lastName: 'Wang', siteId },
    });
    residentId = resident.body.data.id;
    const face = await server.app.backend.tables.of('face').insert({
      faceUrl: '/upload/image/0123456789abcdef0123456789abcdef.jpg',
      residentId,
      siteId,
      status: 'register_failed',
    });
    faceId = Number(face.id);
    other = (await createSignedInAccount(server, 'other-operator', ['sp-site', 'site-tabs'])).token;
  });
  afterAll(async () => {
    await server?.close();
  });

  it('says it refused reading, deleting, retrying or binding, keeping code 6059', async () => {
    for (const [method, url, body, use] of [
      ['GET', `/api/residents/${residentId}`, undefined, 'read'],
      ['DELETE', `/api/residents/${residentId}`, undefined, 'delete'],
      ['POST', `/api/sites/${siteId}/bind`, { mac: '00:11:22:33:44:AA', alias: 'x' }, 'bind'],
    ] as const) {
      const answer = await asOther(method, url, body);
      expect(answer.body.code, url).toBe(Code.NOT_MINE);
      expect(answer.body.data, url).toMatchObject({ use });
    }
  });

  it('says a retry of another account’s face was refused as a retry, naming the row', async () => {
    const answer = await asOther('POST', '/api/faces/retry', { ids: [faceId] });
    expect(answer.body.code).toBe(Code.NOT_MINE);
    expect(answer.body.data).toMatchObject({ use: 'retry', row: 0 });
  });
});
