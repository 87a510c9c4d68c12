import { describe, expect, it } from 'vitest';
import { Code } from '../../contract/errors';
import { databases } from '../support/databases';
import { formSchemaSuite, visitorPassSchema } from '../support/form-schemas';

// biome-ignore lint/suspicious/noExplicitAny: the tests change schemas in ways their types forbid
type Schema = Record<string, any>;
type Failure = { field: string; rule: string; params?: { message?: { en: string; zh: string } } };

/**
 * A published change only loosens a rule over the rows already stored: a tighter length,
 * range, pattern or a narrower list of options is refused while a stored row breaks it,
 * naming the field and the count of those rows in both languages, and published once none does.
 */
describe.each(databases)('a tighter rule on a published entity ($kind)', (database) => {
  const suite = formSchemaSuite(database);
  const api = <T = unknown>(method: string, url: string, body?: unknown) =>
    suite.server.call<T>(method, url, { token: suite.server.adminToken, body });
  const saveAndPublish = async (schema: Schema) => {
    const saved = await suite.calls.save(schema);
    expect(saved.body.code).toBe(Code.OK);
    return api<{ publishedVersion: number }>('POST', `/api/form-schemas/${saved.body.data.id}/publish`);
  };
  const visitors = async () =>
    (await api<{ list: { visitor: string }[] }>('GET', '/api/visitor-passes?sort=id&order=ASC')).body.data.list;

  it('refuses each tighter rule stored rows break, naming the field and the count, and publishes one they keep', async () => {
    expect((await saveAndPublish(visitorPassSchema())).body.code).toBe(Code.OK);
    const site = await api<{ id: number }>('POST', '/api/sites', { name: 'Tight site', address: '4 Gate Road' });
    for (const [visitor, kind, doorCode] of [
      ['Ann Lee Long Name', 'guest', 1234],
      ['Bo Chen Long Name', 'courier', 5678],
      ['Cy', 'guest', 9],
    ] as const) {
      const created = await api('POST', '/api/visitor-passes', { visitor, kind, doorCode, siteId: site.body.data.id });
      expect(created.body.code).toBe(Code.OK);
    }

    const tighter: { name: string; change: (schema: Schema) => void; field: string; rule: string; rows: number }[] = [
      {
        name: 'a shorter text',
        change: (s) => (s.properties.visitor.maxLength = 5),
        field: 'visitor',
        rule: 'maxLength',
        rows: 2,
      },
      {
        name: 'a longer least text',
        change: (s) => (s.properties.visitor.minLength = 3),
        field: 'visitor',
        rule: 'minLength',
        rows: 1,
      },
      {
        name: 'a lower maximum',
        change: (s) => (s.properties.doorCode.maximum = 1000),
        field: 'doorCode',
        rule: 'maximum',
        rows: 2,
      },
      {
        name: 'a higher minimum',
        change: (s) => (s.properties.doorCode.minimum = 100),
        field: 'doorCode',
        rule: 'minimum',
        rows: 1,
      },
      {
        name: 'a new pattern',
        change: (s) => (s.properties.visitor.pattern = '^[A-Z][a-z]+$'),
        field: 'visitor',
        rule: 'pattern',
        rows: 2,
      },
      {
        name: 'fewer options',
        change: (s) => {
          s.properties.kind.enum = ['guest'];
          delete s.properties.kind['x-ui'].options.courier;
        },
        field: 'kind',
        rule: 'enum',
        rows: 1,
      },
    ];
    for (const change of tighter) {
      const schema: Schema = visitorPassSchema();
      change.change(schema);
      const answer = await saveAndPublish(schema);
      expect(answer.status, change.name).toBe(400);
      expect(answer.body.code, change.name).toBe(Code.BAD_REQUEST);
      const rowWords = change.rows === 1 ? 'row breaks' : 'rows break';
      expect(answer.body.msg, change.name).toContain(`"${change.field}" is tighter (${change.rule} `);
      expect(answer.body.msg, change.name).toContain(`but ${change.rows} stored ${rowWords} it`);
      const failure = answer.body.data as unknown as Failure;
      expect(failure).toMatchObject({ field: `/properties/${change.field}`, rule: change.rule });
      expect(failure.params?.message?.zh, change.name).toContain(`“${change.field}”的规则收紧了`);
      expect(failure.params?.message?.zh, change.name).toContain(`已存储的 ${change.rows} 行不符合`);
    }
    expect((await visitors()).map((row) => row.visitor)).toEqual(['Ann Lee Long Name', 'Bo Chen Long Name', 'Cy']);
    const registry = await api<{ entities: { name: string; version: number }[] }>('GET', '/api/registry');
    expect(registry.body.data.entities.find((entity) => entity.name === 'visitor-pass')).toBeDefined();

    // A tighter rule every stored row keeps goes live, and new rows answer to it.
    const kept: Schema = visitorPassSchema();
    kept.properties.visitor.maxLength = 20;
    const published = await saveAndPublish(kept);
    expect(published.body.code).toBe(Code.OK);
    expect(published.body.data.publishedVersion).toBe(2);
    const tooLong = await api('POST', '/api/visitor-passes', { visitor: 'x'.repeat(21), siteId: site.body.data.id });
    expect(tooLong.body.code).toBe(Code.BAD_REQUEST);
  });
});
