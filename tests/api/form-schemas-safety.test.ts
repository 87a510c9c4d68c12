import { beforeAll, describe, expect, it } from 'vitest';
import { Code } from '../../contract/errors';
import { databases } from '../support/databases';
import { formSchemaSuite, visitorPassSchema } from '../support/form-schemas';

// biome-ignore lint/suspicious/noExplicitAny: hostile schemas break every type on purpose
type Schema = Record<string, any>;
type Hostile = { name: string; change: (schema: Schema) => void; pointer: string; rule: string };

const field = (label: string) => ({ type: 'string', 'x-ui': { label: { en: label, zh: label } } });
const manyFields = (count: number) =>
  Object.fromEntries(Array.from({ length: count }, (_, i) => [`field${i}`, field(`F${i}`)]));
const nested = (depth: number): unknown => (depth === 0 ? 'x' : { deeper: nested(depth - 1) });

/** Hostile or oversized schemas: each is refused on save with 400, the JSON pointer of the culprit and its rule. */
const HOSTILE: Hostile[] = [
  {
    name: '101 fields',
    change: (s) => (s.properties = manyFields(101)),
    pointer: '/properties',
    rule: 'maxProperties',
  },
  {
    name: '2000 fields',
    change: (s) => (s.properties = manyFields(2000)),
    pointer: '/properties',
    rule: 'maxProperties',
  },
  {
    name: 'an enum of 201 options',
    change: (s) => (s.properties.kind.enum = Array.from({ length: 201 }, (_, i) => `v${i}`)),
    pointer: '/properties/kind/enum',
    rule: 'maxItems',
  },
  {
    name: 'a label of 101 characters',
    change: (s) => (s.properties.visitor['x-ui'].label.en = 'x'.repeat(101)),
    pointer: '/properties/visitor/x-ui/label/en',
    rule: 'maxLength',
  },
  {
    name: 'a pattern of 201 characters',
    change: (s) => (s.properties.visitor.pattern = 'a'.repeat(201)),
    pointer: '/properties/visitor/pattern',
    rule: 'maxLength',
  },
  {
    name: 'a reserved word as the table',
    change: (s) => (s['x-resource'].table = 'select'),
    pointer: '/x-resource/table',
    rule: 'reserved',
  },
  {
    name: 'an engine catalogue as the table',
    change: (s) => (s['x-resource'].table = 'sqlite_master'),
    pointer: '/x-resource/table',
    rule: 'reserved',
  },
  {
    name: 'a reserved word as a field',
    change: (s) => (s.properties.order = field('Order')),
    pointer: '/properties/order',
    rule: 'reserved',
  },
  {
    name: 'SQL in a field name',
    change: (s) => (s.properties['a";DROP TABLE admin--'] = field('Evil')),
    pointer: '/properties/a";DROP TABLE admin--',
    rule: 'pattern',
  },
  {
    name: 'SQL in the table',
    change: (s) => (s['x-resource'].table = 'pass; drop table admin'),
    pointer: '/x-resource/table',
    rule: 'pattern',
  },
  {
    name: 'a field name past 28 characters',
    change: (s) => (s.properties[`f${'x'.repeat(28)}`] = field('Long')),
    pointer: `/properties/f${'x'.repeat(28)}`,
    rule: 'maxLength',
  },
  {
    name: 'deep nesting',
    change: (s) => (s.properties.visitor.default = nested(12)),
    pointer: '/properties/visitor/default/deeper/deeper/deeper/deeper/deeper/deeper/deeper',
    rule: 'depth',
  },
];

/** Patterns that could match in exponential time: a draft may hold them, the check refuses them. */
const CATASTROPHIC: Hostile[] = [
  {
    name: 'a nested quantifier (a+)+',
    change: (s) => (s.properties.visitor.pattern = '^(a+)+$'),
    pointer: '/properties/visitor/pattern',
    rule: 'nested-quantifier',
  },
  {
    name: 'a repeated group of optional parts ((\\w*\\s?)*)',
    change: (s) => (s.properties.visitor.allOf = [{ not: { pattern: '^((\\w*\\s?)*)x$' } }]),
    pointer: '/properties/visitor/allOf/0/not/pattern',
    rule: 'nested-quantifier',
  },
  {
    name: 'a back-reference',
    change: (s) => (s.properties.visitor.pattern = '^(a)\\1$'),
    pointer: '/properties/visitor/pattern',
    rule: 'backreference',
  },
  {
    name: 'repeated alternatives that overlap (a|aa)+',
    change: (s) => (s.properties.visitor.pattern = '^(a|aa)+$'),
    pointer: '/properties/visitor/pattern',
    rule: 'repeated-alternation',
  },
  {
    name: 'a repeated group of an open-ended part (.*a){20}',
    change: (s) => (s.properties.visitor.allOf = [{ pattern: '(.*a){20}' }]),
    pointer: '/properties/visitor/allOf/0/pattern',
    rule: 'nested-quantifier',
  },
  {
    name: 'five open-ended repeats in a row, on the field’s 40 characters',
    change: (s) => (s.properties.visitor.pattern = '^a*a*a*a*a*b$'),
    pointer: '/properties/visitor/pattern',
    rule: 'too-costly',
  },
  {
    name: 'a pattern on a field without a maxLength',
    change: (s) => (s.properties.visitor.maxLength = undefined),
    pointer: '/properties/visitor/maxLength',
    rule: 'pattern-length',
  },
  {
    name: 'a pattern on a field whose maxLength passes the longest text a pattern runs on',
    change: (s) => (s.properties.visitor.maxLength = 1001),
    pointer: '/properties/visitor/maxLength',
    rule: 'pattern-length',
  },
];

describe.each(databases)('form generator safety bounds ($kind)', (database) => {
  const suite = formSchemaSuite(database);
  let draftId: number;

  beforeAll(async () => {
    draftId = (await suite.calls.save(visitorPassSchema())).body.data.id;
  });

  it.each(HOSTILE)('refuses $name with 400 at its pointer, saving nothing', async ({ change, pointer, rule }) => {
    const schema = visitorPassSchema();
    change(schema);
    const before = (await suite.calls.list()).body.data.length;

    const saved = await suite.calls.save(schema);
    expect(saved.status).toBe(400);
    expect(saved.body.code).toBe(Code.BAD_REQUEST);
    expect(saved.body.data).toMatchObject({ field: pointer, rule });

    const replaced = await suite.calls.replace(draftId, schema);
    expect(replaced.body.code).toBe(Code.BAD_REQUEST);
    expect((await suite.calls.list()).body.data.length).toBe(before);
    expect((await suite.calls.get(draftId)).body.data).toMatchObject({ version: 1, schema: visitorPassSchema() });
  });

  it.each(CATASTROPHIC)(
    'refuses $name at check, with 400 at its pointer and no migration',
    async ({ change, pointer, rule }) => {
      const schema = visitorPassSchema();
      change(schema);
      const saved = await suite.calls.save(schema);
      const checked = (await suite.calls.check(saved.body.data.id)).body.data;
      expect(checked.ok).toBe(false);
      expect(checked.errors).toContainEqual(expect.objectContaining({ pointer, rule, code: Code.BAD_REQUEST }));
      expect(checked.migration).toEqual({ sqlite: [], postgres: [] });
    },
  );

  it('refuses a body over 200 kB before reading it', async () => {
    const schema = visitorPassSchema();
    schema.description = 'x'.repeat(210 * 1024);
    const saved = await suite.calls.save(schema);
    expect(saved.body.code).toBe(Code.BAD_REQUEST);
    expect(saved.body.msg).toMatch(/too large/);
  });

  it('accepts every built-in schema within the bounds', async () => {
    const { loadBuiltIns } = await import('../../server/features/form-schemas/built-ins');
    for (const { file, json } of loadBuiltIns().files) {
      const saved = await suite.calls.save(json);
      expect(saved.body.code, `${file}: ${saved.body.msg}`).toBe(Code.OK);
    }
  });
});
