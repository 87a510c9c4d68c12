import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../contract/envelope';
import type { ResourceDefinition } from '../../contract/resource';
import { databases } from '../support/databases';
import * as photos from '../support/face-photos';
import { faceWorld } from '../support/faces';
import { startTestServer, type TestServer } from '../support/test-server';

type Row = Record<string, unknown> & { id: number; version: number };

describe.each(databases)('a row read can be written back as it was read ($kind)', (database) => {
  let server: TestServer;
  let updatable: ResourceDefinition[];
  const world = faceWorld(() => server);

  beforeAll(async () => {
    server = await startTestServer(database);
    updatable = server.app.backend.tables.resources.filter(
      (resource) =>
        !resource.internal && resource.operations.includes('update') && resource.operations.includes('show'),
    );
    // A row of each resource a fresh console has none of, so that each one can be read and written back.
    const create = async (path: string, body: Record<string, unknown>) => {
      const created = await server.call<Row>('POST', `/api/${path}`, { token: server.adminToken, body });
      expect(created.body, path).toMatchObject({ code: 200 });
      return created.body.data;
    };
    const site = await world.site();
    await world.face(site.id, await photos.singleFacePhoto());
    await create('app-configs', { key: 'support.phone', value: '400-800', valueType: 'string' });
    await create('server-configs', { key: 'faces.retryCap', value: '9', valueType: 'number' });
    await create('device-configs', { key: 'door.open.seconds', value: '5', description: 'Door' });
    await create('third-clouds', { name: 'Partner cloud', endpoint: 'https://partner.example.com/api' });
  });
  afterAll(async () => {
    await server?.close();
  });

  const firstRowOf = async (resource: ResourceDefinition): Promise<Row> => {
    const page = await server.call<Page<Row>>('GET', `/api/${resource.path}?pageSize=1`, { token: server.adminToken });
    const [first] = page.body.data.list;
    expect(first, `a row of ${resource.name}`).toBeDefined();
    const shown = await server.call<Row>('GET', `/api/${resource.path}/${first.id}`, { token: server.adminToken });
    expect(shown.status).toBe(200);
    return shown.body.data;
  };

  it('every resource that allows updates takes back what it answered, its reference titles included', async () => {
    expect(updatable.map((resource) => resource.name)).toEqual(
      expect.arrayContaining(['admin', 'site', 'resident', 'face', 'role']),
    );
    for (const resource of updatable) {
      const shown = await firstRowOf(resource);
      const written = await server.call<Row>('PUT', `/api/${resource.path}/${shown.id}`, {
        token: server.adminToken,
        body: shown,
      });
      expect({
        resource: resource.name,
        status: written.status,
        code: written.body.code,
        msg: written.body.msg,
      }).toEqual({
        resource: resource.name,
        status: 200,
        code: 200,
        msg: 'ok',
      });
    }
  });

  it('an admin read, with one field changed, is saved', async () => {
    const admins = server.app.backend.tables.resources.find((resource) => resource.name === 'admin');
    const shown = await firstRowOf(admins as ResourceDefinition);
    expect(shown.referenceLabels).toBeDefined();
    const written = await server.call<Row>('PUT', `/api/admins/${shown.id}`, {
      token: server.adminToken,
      body: { ...shown, name: 'Renamed' },
    });
    expect(written.status).toBe(200);
    expect(written.body.data.name).toBe('Renamed');
    expect(written.body.data.version).toBe(shown.version + 1);
    const cleared = await server.call<Row>('PUT', `/api/admins/${shown.id}`, {
      token: server.adminToken,
      body: { ...written.body.data, name: '' },
    });
    expect(cleared.status).toBe(400);
    expect(cleared.body.msg).toBe('name is required');
  });
});
