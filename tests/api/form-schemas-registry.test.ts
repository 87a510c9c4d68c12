import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../contract/errors';
import { publicResources } from '../../contract/registry';
import { createSignedInAccount } from '../support/accounts';
import { databases } from '../support/databases';
import { startTestServer, type TestServer } from '../support/test-server';

interface Entity {
  name: string;
  path: string;
  permission: string;
  label: { en: string; zh: string };
  source: string;
  validatorModule: string | null;
  fields: { name: string; kind: string; label: { en: string; zh: string }; internal: boolean }[];
}

/** GET /api/registry: the entities the browser renders, for any signed-in account. */
describe.each(databases)('the registry ($kind)', (database) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('lists the built-in entities with their permissions, labels and fields to an account holding no code', async () => {
    const { token } = await createSignedInAccount(server, 'registry-reader', []);
    const answer = await server.call<{ entities: Entity[] }>('GET', '/api/registry', { token });
    expect(answer.status).toBe(200);
    const { entities } = answer.body.data;
    expect(entities.map((entity) => entity.name)).toEqual(publicResources().map((resource) => resource.name));
    expect(entities.map((entity) => entity.name)).not.toContain('form-schema');
    expect(entities.map((entity) => entity.name)).not.toContain('admin-session');

    const site = entities.find((entity) => entity.name === 'site');
    expect(site).toMatchObject({ path: 'sites', source: 'built-in', validatorModule: null });
    expect(site?.permission).toBe(publicResources().find((resource) => resource.name === 'site')?.permission);
    expect(site?.label.zh.length).toBeGreaterThan(0);
    expect(site?.fields.map((field) => field.name)).toContain('name');
    for (const entity of entities) {
      expect(entity.permission, entity.name).not.toBe('');
      expect(
        entity.fields.some((field) => field.internal),
        entity.name,
      ).toBe(false);
    }
  });

  it('is described in the OpenAPI document, with the form generator routes', async () => {
    type Operation = { summary?: string; tags?: string[]; responses?: Record<string, unknown> };
    const document = (await server.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const registry = document.paths['/api/registry']?.get;
    expect(registry?.summary).toBeTruthy();
    expect(JSON.stringify(registry?.responses?.['200'])).toContain('validatorModule');
    const operations: [string, string][] = [
      ['/api/form-schemas', 'post'],
      ['/api/form-schemas', 'get'],
      ['/api/form-schemas/{id}', 'get'],
      ['/api/form-schemas/{id}', 'put'],
      ['/api/form-schemas/{id}/check', 'post'],
      ['/api/form-schemas/{id}/export', 'get'],
    ];
    for (const [path, method] of operations) {
      const operation = document.paths[path]?.[method];
      expect(operation?.tags, `${method} ${path}`).toEqual(['Form generator']);
      expect(operation?.summary, `${method} ${path}`).toBeTruthy();
      expect(Object.keys(operation?.responses ?? {}), `${method} ${path}`).toEqual(
        expect.arrayContaining(['200', '4XX']),
      );
    }
    expect(JSON.stringify(document.paths['/api/form-schemas/{id}/check'].post.responses)).toContain('postgres');
  });

  it('answers 401 without a token', async () => {
    expect((await server.call('GET', '/api/registry')).body.code).toBe(Code.UNAUTHORIZED);
  });
});
