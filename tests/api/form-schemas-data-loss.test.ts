import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { Code } from '../../contract/errors';
import { databases } from '../support/databases';
import { formSchemaSuite, visitorPassSchema } from '../support/form-schemas';

// biome-ignore lint/suspicious/noExplicitAny: the tests change schemas in ways their types forbid
type Schema = Record<string, any>;

interface Refusal {
  field: string;
}

/** A change to a published entity that would lose data, and the words that must name its field. */
const LOSSY: { name: string; change: (schema: Schema) => void; names: RegExp; pointer: string }[] = [
  {
    name: 'a field whose type changes (integer to text)',
    change: (s) => {
      s.properties.doorCode = { type: 'string', maxLength: 6, 'x-ui': { label: { en: 'Door code', zh: '门禁码' } } };
    },
    names: /"doorCode" is stored as integer and the schema now says text/,
    pointer: '/properties/doorCode',
  },
  {
    name: 'a new required field with no default',
    change: (s) => {
      s.properties.badge = { type: 'string', maxLength: 20, 'x-ui': { label: { en: 'Badge', zh: '胸牌' } } };
      s.required.push('badge');
    },
    names: /"badge" is a new required field/,
    pointer: '/properties/badge',
  },
];

/**
 * Changing a published entity is additive: a change that would lose data is refused with a
 * message naming the field, and leaves the table, its rows and the live entity as they were;
 * a field taken out of the schema keeps its column and data.
 */
describe.each(databases)('a lossy change to a published entity ($kind)', (database) => {
  const suite = formSchemaSuite(database);
  const api = <T = unknown>(method: string, url: string, body?: unknown) =>
    suite.server.call<T>(method, url, { token: suite.server.adminToken, body });
  const publish = (id: number) => api<{ publishedVersion: number }>('POST', `/api/form-schemas/${id}/publish`);
  const saveAndPublish = async (schema: Schema) => {
    const saved = await suite.calls.save(schema);
    expect(saved.body.code).toBe(Code.OK);
    return { id: saved.body.data.id, answer: await publish(saved.body.data.id) };
  };
  /** The table as the engine has it: each column with its declared type and nullability. */
  const columns = async () => {
    const { db, schema } = suite.server.app.backend.database;
    const query =
      database.kind === 'sqlite'
        ? sql<{
            name: string;
            type: string;
            notnull: number;
          }>`SELECT name, type, "notnull" FROM pragma_table_info('visitor_pass')`
        : sql`SELECT column_name AS name, data_type AS type, is_nullable AS notnull FROM information_schema.columns
              WHERE table_schema = ${schema ?? 'public'} AND table_name = 'visitor_pass'`;
    const { rows } = await query.execute(db);
    return [...rows].sort((a, b) => String((a as { name: string }).name).localeCompare((b as { name: string }).name));
  };
  const rows = async () => {
    const { db } = suite.server.app.backend.database;
    return (await sql`SELECT * FROM visitor_pass ORDER BY id`.execute(db)).rows;
  };

  it('refuses a changed type and a new required field, naming the field, and changes nothing', async () => {
    const first = await saveAndPublish(visitorPassSchema());
    expect(first.answer.body.code).toBe(Code.OK);
    const site = await api<{ id: number }>('POST', '/api/sites', { name: 'Loss site', address: '2 Gate Road' });
    for (const [visitor, doorCode] of [
      ['Ann Lee', 1234],
      ['Bo Chen', 5678],
    ] as const) {
      const created = await api('POST', '/api/visitor-passes', {
        visitor,
        siteId: site.body.data.id,
        doorCode,
        validUntil: '2030-01-02T03:04:05.000Z',
      });
      expect(created.body.code).toBe(Code.OK);
    }
    const columnsBefore = await columns();
    const rowsBefore = await rows();
    expect(columnsBefore.map((column) => (column as { name: string }).name)).toContain('doorCode');
    expect(rowsBefore).toHaveLength(2);

    for (const lossy of LOSSY) {
      const schema: Schema = visitorPassSchema();
      lossy.change(schema);
      const { id, answer } = await saveAndPublish(schema);
      expect(answer.status, lossy.name).toBe(400);
      expect(answer.body.code, lossy.name).toBe(Code.BAD_REQUEST);
      expect(answer.body.msg, lossy.name).toMatch(lossy.names);
      expect((answer.body.data as unknown as Refusal).field, lossy.name).toBe(lossy.pointer);
      // The check shows the same refusal before any publication is tried.
      const check = await suite.calls.check(id);
      expect(check.body.data.ok, lossy.name).toBe(false);
      const [error] = check.body.data.errors;
      expect(error?.message, lossy.name).toMatch(lossy.names);
      expect(error?.pointer, lossy.name).toBe(lossy.pointer);
      expect(check.body.data.migration[database.kind], lossy.name).toEqual([]);

      expect((await suite.calls.get(id)).body.data.status, lossy.name).toBe('draft');
      expect(await columns(), lossy.name).toEqual(columnsBefore);
      expect(await rows(), lossy.name).toEqual(rowsBefore);
      const registry = await api<{ entities: { name: string; fields: { name: string }[] }[] }>('GET', '/api/registry');
      const live = registry.body.data.entities.find((entity) => entity.name === 'visitor-pass');
      expect(
        live?.fields.map((field) => field.name),
        lossy.name,
      ).not.toContain('badge');
      const read = await api<{ list: { doorCode: unknown }[] }>('GET', '/api/visitor-passes?sort=id&order=ASC');
      expect(
        read.body.data.list.map((row) => row.doorCode),
        lossy.name,
      ).toEqual([1234, 5678]);
    }
  });

  it('keeps the column and the data of a field taken out of the schema', async () => {
    const rowsBefore = await rows();
    const schema: Schema = visitorPassSchema();
    delete schema.properties.validUntil;
    const { answer } = await saveAndPublish(schema);
    expect(answer.body.code).toBe(Code.OK);
    expect(answer.body.data.publishedVersion).toBe(2);
    expect((await columns()).map((column) => (column as { name: string }).name)).toContain('validUntil');
    const after = await rows();
    expect(after).toHaveLength(rowsBefore.length);
    expect(after.map((row) => (row as { validUntil: unknown }).validUntil)).toEqual(
      rowsBefore.map((row) => (row as { validUntil: unknown }).validUntil),
    );
    expect(after.every((row) => (row as { validUntil: unknown }).validUntil !== null)).toBe(true);
    // The API no longer shows the field, and new rows leave the kept column empty.
    const read = await api<{ list: Record<string, unknown>[] }>('GET', '/api/visitor-passes');
    expect(read.body.data.list[0]).not.toHaveProperty('validUntil');
    const site = await api<{ id: number }>('POST', '/api/sites', { name: 'Later site', address: '3 Gate Road' });
    const created = await api<{ id: number }>('POST', '/api/visitor-passes', {
      visitor: 'Cy Wu',
      siteId: site.body.data.id,
    });
    expect(created.body.code).toBe(Code.OK);
    const stored = (await rows()).find((row) => (row as { id: unknown }).id === created.body.data.id);
    expect((stored as { validUntil: unknown } | undefined)?.validUntil).toBeNull();
  });
});
