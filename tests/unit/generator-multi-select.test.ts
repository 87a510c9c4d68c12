import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Code } from '../../contract/errors';
import { failureText } from '../../contract/rules/rule-messages';
import { addRuntimeValidators } from '../../contract/runtime-registry';
import { validateInput, validationFailures } from '../../contract/validation';
import { checkEntitySchema } from '../../generator/entity-check';
import type { EntitySchema } from '../../generator/entity-schema';
import { resourceOf } from '../../generator/resource-model';
import { loadSchemaFiles } from '../../generator/schema-files';
import { schemaFileText } from '../../generator/schema-format';
import { emitValidators } from '../../generator/validators-emitter';
import { addField, newSchema } from '../../src/features/form-generator/schemaDraft';
import { CODE_MESSAGE, deliveryNote } from '../support/delivery-note-schema';
import { type LooseJson as Json, PROJECT_ROOT, runGenerator, scratchProject } from './generator-scratch-project';

const builtIns = loadSchemaFiles(PROJECT_ROOT);

/** The schema after `edit`, and the pointers of the problems the checks find in it. */
function problemsAfter(edit: (schema: Json) => void): string[] {
  const schema = deliveryNote() as unknown as Json;
  edit(schema);
  return checkEntitySchema(schema, builtIns).map((problem) => `${problem.path} ${problem.message}`);
}

/** The validators the server compiles for a published entity, loaded as the browser loads them. */
async function loadedValidators(schema: EntitySchema): Promise<void> {
  const code = emitValidators([{ file: `schemas/${schema.$id}.json`, schema }]);
  const module = await import(`data:text/javascript;charset=utf-8,${encodeURIComponent(code)}`);
  addRuntimeValidators(schema.$id, module.validators[schema.$id]);
}

describe('a multi-select with options and a pattern with its own words, in the schema format', () => {
  it('is accepted beside the built-in schemas, and read as options and messages', () => {
    expect(checkEntitySchema(deliveryNote(), builtIns)).toEqual([]);
    const fields = Object.fromEntries(resourceOf(deliveryNote()).fields.map((field) => [field.name, field]));
    expect(fields.channels).toMatchObject({
      kind: 'json',
      type: 'array',
      ui: { widget: 'select', filter: 'equals', list: true },
    });
    expect(fields.channels.options).toEqual([
      { value: 'sms', label: { en: 'SMS', zh: '短信' } },
      { value: 'email', label: { en: 'Email', zh: '邮件' } },
      { value: 'app', label: { en: 'App', zh: '应用' } },
    ]);
    expect(fields.code.messages).toEqual({ pattern: CODE_MESSAGE });
  });

  it('refuses options without labels, labels of no option, and options of items that are not text', () => {
    expect(problemsAfter((schema) => delete schema.properties.channels['x-ui'].options.app)).toEqual([
      expect.stringMatching(/^\/properties\/channels\/x-ui\/options has no label for "app"/),
    ]);
    expect(
      problemsAfter((schema) => {
        schema.properties.channels['x-ui'].options.fax = { en: 'Fax', zh: '传真' };
      }),
    ).toEqual([expect.stringMatching(/^\/properties\/channels\/x-ui\/options\/fax is not a value of "enum"/)]);
    expect(
      problemsAfter((schema) => {
        schema.properties.channels.items = { type: 'integer', enum: ['sms', 'email', 'app'] };
      }),
    ).toEqual([expect.stringMatching(/^\/properties\/channels\/items\/enum applies to items of type "string" only/)]);
  });

  it('refuses an option holding a quote, and an empty list of options', () => {
    expect(problemsAfter((schema) => schema.properties.channels.items.enum.push('a"b')).join('\n')).toMatch(
      /\/properties\/channels\/items\/enum\/3 "a\\"b" must match pattern .*; must be a non-empty option value without quotes/,
    );
    expect(problemsAfter((schema) => (schema.properties.channels.items.enum = [])).join('\n')).toMatch(
      /\/properties\/channels\/items\/enum/,
    );
  });

  it('refuses a message without both languages, or about a pattern the field does not have', () => {
    expect(problemsAfter((schema) => delete schema.properties.code['x-messages'].pattern.zh).join('\n')).toMatch(
      /\/properties\/code\/x-messages\/pattern is missing "zh"/,
    );
    expect(problemsAfter((schema) => delete schema.properties.code.pattern)).toEqual([
      expect.stringMatching(/^\/properties\/code\/x-messages\/pattern names no pattern of the field/),
    ]);
    expect(
      problemsAfter((schema) => {
        schema.properties.code['x-messages'] = { 'allOf/0/not': CODE_MESSAGE };
      }),
    ).toEqual([expect.stringMatching(/^\/properties\/code\/x-messages\/allOf\/0\/not names no pattern of the field/)]);
    expect(
      problemsAfter((schema) => {
        schema.properties.code['x-messages'] = { maxLength: CODE_MESSAGE };
      }).join('\n'),
    ).toMatch(/\/properties\/code\/x-messages\/maxLength/);
  });
});

describe('the validators of a multi-select and of a pattern with its own words', () => {
  const resource = resourceOf(deliveryNote());

  it('accept chosen options and refuse a value that is not one, with the code the field gives enum', async () => {
    const schema = deliveryNote();
    schema.properties.channels['x-errors'] = { enum: 6027 };
    const resource = resourceOf(schema);
    await loadedValidators(schema);
    expect(validateInput(resource, 'create', { title: 'Parcel', channels: ['sms', 'app'] })).toBeNull();
    expect(validateInput(resource, 'create', { title: 'Parcel', channels: [] })).toBeNull();
    expect(validateInput(resource, 'create', { title: 'Parcel', channels: ['sms', 'fax'] })).toMatchObject({
      code: 6027,
      field: 'channels',
      keyword: 'enum',
      params: { values: ['sms', 'email', 'app'] },
    });
    expect(validateInput(resource, 'update', { channels: 'sms' })).toMatchObject({
      field: 'channels',
      keyword: 'type',
    });
  });

  it('refuse a required multi-select with nothing chosen as a required field, on create and on update', async () => {
    const schema = deliveryNote();
    schema.required = ['title', 'channels'];
    schema.properties.channels['x-errors'] = { required: 6037 };
    const required = resourceOf(schema);
    await loadedValidators(schema);
    expect(validateInput(required, 'create', { title: 'Parcel', channels: ['email'] })).toBeNull();
    for (const input of [{ title: 'Parcel', channels: [] }, { title: 'Parcel' }]) {
      expect(validateInput(required, 'create', input)).toMatchObject({
        code: 6037,
        field: 'channels',
        keyword: 'required',
      });
    }
    expect(validateInput(required, 'update', { channels: [] })).toMatchObject({
      field: 'channels',
      keyword: 'required',
    });
    expect(validateInput(required, 'update', { title: 'Box' })).toBeNull();
    // An optional one may be left empty.
    expect(validateInput(resource, 'create', { title: 'Parcel', channels: [] })).toBeNull();
  });

  it('refuse a value without an enum code with 400, worded by the options', async () => {
    await loadedValidators(deliveryNote());
    const failure = validateInput(resource, 'create', { title: 'Parcel', channels: ['fax'] });
    expect(failure).toMatchObject({ code: Code.BAD_REQUEST, field: 'channels', keyword: 'enum' });
    expect(failureText({ code: Code.BAD_REQUEST, rule: 'enum', params: failure?.params }, 'en')).toBe(
      'Must be one of: sms, email, app',
    );
  });

  it('tell a broken pattern by the field’s own words, in English and Chinese', async () => {
    await loadedValidators(deliveryNote());
    const [failure] = validationFailures(resource, 'create', { title: 'Parcel', code: 'ab12' });
    expect(failure).toMatchObject({ code: Code.BAD_REQUEST, field: 'code', keyword: 'pattern', msg: CODE_MESSAGE.en });
    expect(failure.params).toEqual({ message: CODE_MESSAGE });
    const told = { code: failure.code, rule: failure.keyword, params: failure.params };
    expect(failureText(told, 'en')).toBe(CODE_MESSAGE.en);
    expect(failureText(told, 'zh')).toBe(CODE_MESSAGE.zh);
    // Its own words come before a catalogue code's text too.
    expect(failureText({ ...told, code: 6011 }, 'zh')).toBe(CODE_MESSAGE.zh);
  });
});

describe('a multi-select made in the builder', () => {
  const project = scratchProject();
  afterAll(() => project.remove());

  it('is a schema file that npm run generate accepts, with its options in the registry', () => {
    const { schema } = addField(newSchema(), 'multiSelect');
    expect(schema.properties.multiSelectField).toMatchObject({
      type: 'array',
      items: { type: 'string', enum: ['option1', 'option2'] },
    });
    const file = `schemas/${schema.$id}.json`;
    mkdirSync(join(project.root, 'schemas'), { recursive: true });
    writeFileSync(join(project.root, file), schemaFileText(schema));
    const run = runGenerator(project.root);
    expect(run.output).not.toMatch(/problem|refused/i);
    expect(run.status).toBe(0);
    const registry = readFileSync(join(project.root, 'contract/generated/registry.ts'), 'utf8');
    expect(registry).toContain('"name": "multiSelectField"');
    expect(registry).toMatch(/"value": "option2",\s*"label": \{\s*"en": "Option 2"/);
  });
});
