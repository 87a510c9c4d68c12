import { describe, expect, it } from 'vitest';
import { Code } from '../../contract/errors';
import { createSignedInAccount } from '../support/accounts';
import { databases } from '../support/databases';
import { type DraftData, formSchemaSuite, visitorPassSchema } from '../support/form-schemas';

interface PublishData {
  publishedVersion: number;
  migration: { sqlite: string[]; postgres: string[] };
  entity: { name: string; path: string; source: string; validatorModule: string };
}

interface Row {
  id: number;
  version: number;
  visitor: string;
  [field: string]: unknown;
}

/** Publishing a draft: its table made in a transaction, its API, registry entry and docs served at once. */
describe.each(databases)('publishing an entity from the form generator ($kind)', (database) => {
  const suite = formSchemaSuite(database);
  const publish = (id: number, token = suite.server.adminToken) =>
    suite.server.call<PublishData>('POST', `/api/form-schemas/${id}/publish`, { token });
  /** A call as the seeded super-admin. */
  const api = <T = unknown>(method: string, url: string, body?: unknown) =>
    suite.server.call<T>(method, url, { token: suite.server.adminToken, body });
  const siteId = async () => {
    const site = await api<{ id: number }>('POST', '/api/sites', {
      name: `Pass site ${Date.now()}`,
      address: '1 Gate Road',
    });
    return site.body.data.id;
  };

  it('creates the table, serves the API with the entity’s own rules, and lists it in the registry and the docs', async () => {
    const saved = await suite.calls.save(visitorPassSchema());
    const published = await publish(saved.body.data.id);
    expect(published.body.code).toBe(Code.OK);
    expect(published.body.data.publishedVersion).toBe(1);
    expect(published.body.data.migration[database.kind].join('\n')).toMatch(/CREATE TABLE "visitor_pass"/);
    expect(published.body.data.entity).toMatchObject({
      name: 'visitor-pass',
      path: 'visitor-passes',
      source: 'published',
    });
    const draft = await suite.calls.get(saved.body.data.id);
    expect(draft.body.data).toMatchObject<Partial<DraftData>>({ status: 'published' });

    // The browser's validators: a module of plain JavaScript, served to anyone.
    const registry = await api<{ entities: PublishData['entity'][] }>('GET', '/api/registry');
    const entry = registry.body.data.entities.find((entity) => entity.name === 'visitor-pass');
    expect(entry?.source).toBe('published');
    const module = await suite.server.app.inject({ method: 'GET', url: entry?.validatorModule ?? '' });
    expect(module.statusCode).toBe(200);
    expect(module.headers['content-type']).toMatch(/^text\/javascript/);
    expect(module.body).toMatch(/export const validators = \{\n {2}"visitor-pass": \{ create: /);

    // Refused by the same rules: too long a name, a missing site; nothing stored.
    const site = await siteId();
    const tooLong = await api('POST', '/api/visitor-passes', { visitor: 'x'.repeat(41), siteId: site });
    expect(tooLong.body.code).toBe(Code.BAD_REQUEST);
    expect(tooLong.body.data).toMatchObject({ field: 'visitor', rule: 'maxLength' });
    const noSite = await api('POST', '/api/visitor-passes', { visitor: 'Ann' });
    expect(noSite.body.data).toMatchObject({ field: 'siteId', rule: 'required' });
    const wrongSite = await api('POST', '/api/visitor-passes', { visitor: 'Ann', siteId: 999999 });
    expect(wrongSite.body.code).not.toBe(Code.OK);

    const created = await api<Row>('POST', '/api/visitor-passes', {
      visitor: 'Ann Lee',
      siteId: site,
      kind: 'courier',
      doorCode: 4321,
    });
    expect(created.body.code).toBe(Code.OK);
    expect(created.body.data).toMatchObject({ visitor: 'Ann Lee', kind: 'courier', escorted: false });
    const { id } = created.body.data;
    const list = await api<{ list: Row[]; total: number }>('GET', '/api/visitor-passes?q=Ann&page=1&pageSize=10');
    expect(list.body.data.list.map((row) => row.id)).toEqual([id]);
    const badQuery = await api('GET', '/api/visitor-passes?pageSize=abc');
    expect(badQuery.body.code).toBe(Code.BAD_REQUEST);
    const updated = await api<Row>('PUT', `/api/visitor-passes/${id}`, {
      visitor: 'Ann Li',
      version: created.body.data.version,
    });
    expect(updated.body.data.visitor).toBe('Ann Li');
    const duplicate = await api('POST', '/api/visitor-passes', { visitor: 'Bo', siteId: site, doorCode: 4321 });
    expect(duplicate.body.code).not.toBe(Code.OK);

    const docs = (await suite.server.app.inject({ method: 'GET', url: '/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    expect(Object.keys(docs.paths['/api/visitor-passes'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(Object.keys(docs.paths['/api/visitor-passes/{id}'] ?? {}).sort()).toEqual(['delete', 'get', 'put']);
    expect(docs.paths['/api/{entity}']).toBeUndefined();

    const removed = await api('DELETE', `/api/visitor-passes/${id}`);
    expect(removed.body.code).toBe(Code.OK);
    expect((await api('GET', `/api/visitor-passes/${id}`)).body.code).toBe(Code.NOT_FOUND);
  });

  it('asks the entity’s own permission code, and answers 404 for a path no entity has, as before', async () => {
    const holder = await createSignedInAccount(suite.server, 'pass-holder', ['visitor-pass-list']);
    const other = await createSignedInAccount(suite.server, 'pass-other', ['site-tabs']);
    expect((await suite.server.call('GET', '/api/visitor-passes', { token: holder.token })).body.code).toBe(Code.OK);
    expect((await suite.server.call('GET', '/api/visitor-passes', { token: other.token })).body.code).toBe(
      Code.FORBIDDEN,
    );
    expect((await suite.server.call('GET', '/api/visitor-passes', { token: '' })).body.code).toBe(Code.UNAUTHORIZED);
    const nowhere = await suite.server.call('GET', '/api/no-such-entity', { token: '' });
    expect(nowhere.status).toBe(404);
    expect(nowhere.body.code).toBe(Code.NOT_FOUND);
    // The new code can be given to a role, and super-admin holds it.
    const role = await api<{ id: number; version: number }>('POST', '/api/roles', { name: 'Pass desk' });
    const granted = await api('PUT', `/api/roles/${role.body.data.id}/permissions`, {
      permissionCodes: ['visitor-pass-list'],
      version: role.body.data.version,
    });
    expect(granted.body.code).toBe(Code.OK);
    const info = await api<{ perList: { permissionCode: string }[] }>('GET', '/account/web/getLoginInfo');
    expect(info.body.data.perList.map((held) => held.permissionCode)).toContain('visitor-pass-list');
    // Publishing needs the form generator's code.
    const saved = await suite.calls.save({ ...visitorPassSchema(), title: 'Pass' });
    expect((await publish(saved.body.data.id, holder.token)).body.code).toBe(Code.FORBIDDEN);
  });

  it('publishes a new version additively: the rows stay, the new field is served', async () => {
    const site = await siteId();
    await api('POST', '/api/visitor-passes', { visitor: 'Kept row', siteId: site });
    const schema = visitorPassSchema();
    const properties = schema.properties as Record<string, unknown>;
    properties.plate = { type: 'string', maxLength: 12, 'x-ui': { label: { en: 'Plate', zh: '车牌' } } };
    const saved = await suite.calls.save(schema);
    const check = await suite.calls.check(saved.body.data.id);
    expect(check.body.data.ok).toBe(true);
    expect(check.body.data.migration[database.kind].join('\n')).toMatch(
      /ALTER TABLE "visitor_pass" ADD COLUMN "plate"/,
    );
    expect(check.body.data.migration[database.kind].join('\n')).not.toMatch(/CREATE TABLE "visitor_pass"/);
    const published = await publish(saved.body.data.id);
    expect(published.body.data.publishedVersion).toBe(2);
    const list = await api<{ list: Row[] }>('GET', '/api/visitor-passes?q=Kept');
    expect(list.body.data.list).toHaveLength(1);
    const created = await api<Row>('POST', '/api/visitor-passes', { visitor: 'Car', siteId: site, plate: '沪A12345' });
    expect(created.body.data.plate).toBe('沪A12345');
  });

  it('refuses a schema that would shadow a built-in entity or take another’s table, and changes nothing', async () => {
    const shadow = { ...visitorPassSchema(), $id: 'site' };
    const saved = await suite.calls.save(shadow);
    const refused = await publish(saved.body.data.id);
    expect(refused.body.code).toBe(Code.BAD_REQUEST);
    expect((await suite.calls.get(saved.body.data.id)).body.data.status).toBe('draft');

    const taker = visitorPassSchema();
    taker.$id = 'pass-copy';
    (taker['x-resource'] as Record<string, unknown>).path = 'pass-copies';
    const takes = await suite.calls.save(taker);
    const again = await publish(takes.body.data.id);
    expect(again.body.code).toBe(Code.BAD_REQUEST);
    expect(JSON.stringify(again.body)).toMatch(/visitor_pass/);
    const sites = await api<{ total: number }>('GET', '/api/sites');
    expect(sites.body.code).toBe(Code.OK);
  });
});
